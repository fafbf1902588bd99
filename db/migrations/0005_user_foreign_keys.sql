-- Rows of accounts that no longer exist (made before accounts existed) would stop the
-- foreign keys below; they belong to no one, so they go (a site takes its profile and
-- domain claims with it), and emails keep their log without the user.
DELETE FROM "onboarding_drafts" WHERE "user_id" NOT IN (SELECT "id" FROM "user");
--> statement-breakpoint
DELETE FROM "support_requests" WHERE "user_id" NOT IN (SELECT "id" FROM "user");
--> statement-breakpoint
DELETE FROM "user_sites" WHERE "user_id" NOT IN (SELECT "id" FROM "user");
--> statement-breakpoint
UPDATE "email_outbox" SET "user_id" = NULL WHERE "user_id" IS NOT NULL AND "user_id" NOT IN (SELECT "id" FROM "user");
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_drafts" ADD CONSTRAINT "onboarding_drafts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sites" ADD CONSTRAINT "user_sites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;