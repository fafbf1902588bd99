CREATE TABLE "payment_reconciliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"accounts_checked" integer NOT NULL,
	"accounts_failed" integer NOT NULL,
	"settled_count" integer NOT NULL,
	"difference_count" integer NOT NULL,
	"differences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resume_after_site_id" uuid
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "subject" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_reconciliations_started_idx" ON "payment_reconciliations" USING btree ("started_at");--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_subject_known" CHECK ("payment_events"."subject" in ('payment','account'));