CREATE TABLE "account_deletions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purge_after" timestamp with time zone NOT NULL,
	"site_status_before" text,
	"stopped_renewal" boolean DEFAULT false NOT NULL,
	"purged_at" timestamp with time zone,
	"keep_invoices_until" timestamp with time zone,
	CONSTRAINT "account_deletions_period_order" CHECK ("account_deletions"."purge_after" > "account_deletions"."requested_at")
);
--> statement-breakpoint
CREATE TABLE "account_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"lang" text NOT NULL,
	"storage_key" text,
	"parts" integer DEFAULT 0 NOT NULL,
	"size_bytes" bigint,
	"error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "account_exports_state_known" CHECK ("account_exports"."state" in ('requested','running','ready','failed','expired'))
);
--> statement-breakpoint
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
CREATE TABLE "ops_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"check" text NOT NULL,
	"incident" text NOT NULL,
	"summary" text NOT NULL,
	"last_summary" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_exports" ADD CONSTRAINT "account_exports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_settings" ADD CONSTRAINT "backup_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("purge_after") WHERE "account_deletions"."purged_at" is null;--> statement-breakpoint
CREATE INDEX "account_exports_user_idx" ON "account_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_exports_one_open_per_owner" ON "account_exports" USING btree ("user_id") WHERE "account_exports"."state" in ('requested','running');--> statement-breakpoint
CREATE INDEX "account_exports_expiry_idx" ON "account_exports" USING btree ("expires_at") WHERE "account_exports"."state" = 'ready';--> statement-breakpoint
CREATE INDEX "backup_runs_kind_started_idx" ON "backup_runs" USING btree ("kind","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ops_incidents_open_key" ON "ops_incidents" USING btree ("incident") WHERE "ops_incidents"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "ops_incidents_opened_idx" ON "ops_incidents" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "invoices_subscription_idx" ON "invoices" USING btree ("subscription_id") WHERE "invoices"."subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "calendar_feeds_last_attempt_idx" ON "calendar_feeds" USING btree ("last_attempt_at" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "calendar_feeds_unhealthy_idx" ON "calendar_feeds" USING btree ("site_id") WHERE "calendar_feeds"."health" = 'unhealthy';--> statement-breakpoint
CREATE INDEX "stays_voucher_idx" ON "stays" USING btree ("voucher_id") WHERE "stays"."voucher_id" is not null;--> statement-breakpoint
CREATE INDEX "stays_check_out_status_idx" ON "stays" USING btree ("check_out","kind","status");--> statement-breakpoint
CREATE INDEX "unit_rates_site_idx" ON "unit_rates" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "site_enquiries_unit_idx" ON "site_enquiries" USING btree ("unit_id") WHERE "site_enquiries"."unit_id" is not null;--> statement-breakpoint
CREATE INDEX "message_rules_template_idx" ON "message_rules" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "scheduled_messages_template_idx" ON "scheduled_messages" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "scheduled_messages_outbox_idx" ON "scheduled_messages" USING btree ("outbox_id") WHERE "scheduled_messages"."outbox_id" is not null;--> statement-breakpoint
CREATE INDEX "email_outbox_unsent_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."status" in ('queued','sending');--> statement-breakpoint
CREATE INDEX "payment_events_failed_idx" ON "payment_events" USING btree ("received_at") WHERE "payment_events"."state" = 'failed';--> statement-breakpoint
CREATE INDEX "payments_refund_of_idx" ON "payments" USING btree ("refund_of") WHERE "payments"."refund_of" is not null;--> statement-breakpoint
CREATE INDEX "payments_created_state_idx" ON "payments" USING btree ("created_at","state");--> statement-breakpoint
CREATE INDEX "site_photos_unit_idx" ON "site_photos" USING btree ("unit_id") WHERE "site_photos"."unit_id" is not null;--> statement-breakpoint
CREATE INDEX "site_reviews_unit_idx" ON "site_reviews" USING btree ("unit_id") WHERE "site_reviews"."unit_id" is not null;