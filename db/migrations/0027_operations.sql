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
CREATE UNIQUE INDEX "ops_incidents_open_key" ON "ops_incidents" USING btree ("incident") WHERE "ops_incidents"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "ops_incidents_opened_idx" ON "ops_incidents" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "calendar_feeds_last_attempt_idx" ON "calendar_feeds" USING btree ("last_attempt_at");--> statement-breakpoint
CREATE INDEX "calendar_feeds_unhealthy_idx" ON "calendar_feeds" USING btree ("site_id") WHERE "calendar_feeds"."health" = 'unhealthy';--> statement-breakpoint
CREATE INDEX "stays_check_out_status_idx" ON "stays" USING btree ("check_out","kind","status");--> statement-breakpoint
CREATE INDEX "email_outbox_unsent_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."status" in ('queued','sending');--> statement-breakpoint
CREATE INDEX "payment_events_failed_idx" ON "payment_events" USING btree ("received_at") WHERE "payment_events"."state" = 'failed';--> statement-breakpoint
CREATE INDEX "payments_created_state_idx" ON "payments" USING btree ("created_at","state");