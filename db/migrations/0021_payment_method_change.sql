ALTER TABLE "subscriptions" ADD COLUMN "pending_setup_key" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_setup_id" text;