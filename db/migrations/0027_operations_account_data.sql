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
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("purge_after") WHERE "account_deletions"."purged_at" is null;--> statement-breakpoint
CREATE INDEX "account_exports_user_idx" ON "account_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_exports_one_open_per_owner" ON "account_exports" USING btree ("user_id") WHERE "account_exports"."state" in ('requested','running');--> statement-breakpoint
CREATE INDEX "account_exports_expiry_idx" ON "account_exports" USING btree ("expires_at") WHERE "account_exports"."state" = 'ready';--> statement-breakpoint
CREATE UNIQUE INDEX "ops_incidents_open_key" ON "ops_incidents" USING btree ("incident") WHERE "ops_incidents"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "ops_incidents_opened_idx" ON "ops_incidents" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "calendar_feeds_last_attempt_idx" ON "calendar_feeds" USING btree ("last_attempt_at");--> statement-breakpoint
CREATE INDEX "calendar_feeds_unhealthy_idx" ON "calendar_feeds" USING btree ("site_id") WHERE "calendar_feeds"."health" = 'unhealthy';--> statement-breakpoint
CREATE INDEX "stays_check_out_status_idx" ON "stays" USING btree ("check_out","kind","status");--> statement-breakpoint
CREATE INDEX "email_outbox_unsent_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."status" in ('queued','sending');--> statement-breakpoint
CREATE INDEX "payment_events_failed_idx" ON "payment_events" USING btree ("received_at") WHERE "payment_events"."state" = 'failed';--> statement-breakpoint
CREATE INDEX "payments_created_state_idx" ON "payments" USING btree ("created_at","state");