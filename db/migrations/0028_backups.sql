CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"trigger" text NOT NULL,
	"archive_name" text,
	"archive_bytes" bigint,
	"database_bytes" bigint,
	"files_bytes" bigint,
	"file_count" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"error" text,
	"details" jsonb,
	CONSTRAINT "backup_runs_kind_known" CHECK ("backup_runs"."kind" in ('backup','drill')),
	CONSTRAINT "backup_runs_status_known" CHECK ("backup_runs"."status" in ('running','succeeded','failed')),
	CONSTRAINT "backup_runs_trigger_known" CHECK ("backup_runs"."trigger" in ('schedule','manual','cli'))
);
--> statement-breakpoint
CREATE TABLE "backup_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"hour" smallint DEFAULT 3 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backup_settings_single_row" CHECK ("backup_settings"."id" = 1),
	CONSTRAINT "backup_settings_hour_valid" CHECK ("backup_settings"."hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "backup_settings" ADD CONSTRAINT "backup_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backup_runs_kind_started_idx" ON "backup_runs" USING btree ("kind","started_at");