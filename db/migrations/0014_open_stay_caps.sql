ALTER TABLE "stays" ADD COLUMN "guest_email_key" text;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "guest_network_key" text;--> statement-breakpoint
CREATE INDEX "stays_site_guest_email_key_idx" ON "stays" USING btree ("site_id","guest_email_key") WHERE "stays"."guest_email_key" is not null;--> statement-breakpoint
CREATE INDEX "stays_site_guest_network_key_idx" ON "stays" USING btree ("site_id","guest_network_key") WHERE "stays"."guest_network_key" is not null;--> statement-breakpoint
-- Stays guests made on the site before: their address as the caps count it (as
-- modules/booking/booking-limits.ts guestEmailKey does); their network was never kept.
UPDATE "stays" SET "guest_email_key" = regexp_replace(lower("guest_email"), '^([^@+]+)\+[^@]*@', '\1@') WHERE "source" = 'direct' AND "guest_email" IS NOT NULL;
