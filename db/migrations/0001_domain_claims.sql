CREATE TABLE "domain_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"last_error" jsonb,
	CONSTRAINT "domain_claims_domain_lowercase" CHECK ("domain_claims"."domain" = lower("domain_claims"."domain")),
	CONSTRAINT "domain_claims_verified_at" CHECK (("domain_claims"."status" = 'verified') = ("domain_claims"."verified_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "domain_claims" ADD CONSTRAINT "domain_claims_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domain_claims_site_domain_key" ON "domain_claims" USING btree ("site_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_claims_verified_domain_key" ON "domain_claims" USING btree ("domain") WHERE "domain_claims"."status" = 'verified';