CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"visitor" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"unit_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"check_in" date,
	"check_out" date,
	"guests" smallint,
	"message" text NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_enquiries_status_known" CHECK ("site_enquiries"."status" in ('new','handled')),
	CONSTRAINT "site_enquiries_dates_ordered" CHECK ("site_enquiries"."check_in" is null or "site_enquiries"."check_out" is null or "site_enquiries"."check_out" > "site_enquiries"."check_in")
);
--> statement-breakpoint
CREATE TABLE "site_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"unit_id" uuid,
	"album" text DEFAULT 'gallery' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"widths" smallint[] NOT NULL,
	"placeholder" text DEFAULT '' NOT NULL,
	"caption" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_photos_album_known" CHECK ("site_photos"."album" in ('gallery','other')),
	CONSTRAINT "site_photos_size_positive" CHECK ("site_photos"."width" > 0 and "site_photos"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "site_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"unit_id" uuid,
	"guest_name" text NOT NULL,
	"stay_month" date NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"lang" text NOT NULL,
	"source" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_reviews_rating_range" CHECK ("site_reviews"."rating" between 1 and 5),
	CONSTRAINT "site_reviews_stay_month_first" CHECK (extract(day from "site_reviews"."stay_month") = 1),
	CONSTRAINT "site_reviews_lang_known" CHECK ("site_reviews"."lang" in ('nl','en','de','pl','other'))
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb NOT NULL,
	"draft_version" text DEFAULT gen_random_uuid()::text NOT NULL,
	"draft_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_content_draft_object" CHECK (jsonb_typeof("site_content"."draft") = 'object')
);
--> statement-breakpoint
CREATE TABLE "site_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"excerpt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover_photo_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_posts_status_known" CHECK ("site_posts"."status" in ('draft','scheduled','published')),
	CONSTRAINT "site_posts_slug_format" CHECK ("site_posts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "site_posts_publish_at_set" CHECK ("site_posts"."status" = 'draft' or "site_posts"."publish_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "storage_objects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" text NOT NULL,
	"path" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"cache_control" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_objects_path_relative" CHECK ("storage_objects"."path" !~ '^/' and "storage_objects"."path" !~ '(^|/)\.\.(/|$)'),
	CONSTRAINT "storage_objects_size_positive" CHECK ("storage_objects"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rental_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"short_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"long_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"house_rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"max_guests" smallint NOT NULL,
	"bedrooms" smallint NOT NULL,
	"beds" smallint NOT NULL,
	"bathrooms" smallint NOT NULL,
	"size_m2" smallint,
	"facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"check_in_from" text DEFAULT '15:00' NOT NULL,
	"check_in_until" text DEFAULT '20:00' NOT NULL,
	"check_out_until" text DEFAULT '10:00' NOT NULL,
	"cover_photo_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_units_status_known" CHECK ("rental_units"."status" in ('active','archived')),
	CONSTRAINT "rental_units_slug_format" CHECK ("rental_units"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "rental_units_capacity_sane" CHECK ("rental_units"."max_guests" between 1 and 500 and "rental_units"."bedrooms" between 0 and 200 and "rental_units"."beds" between 0 and 500 and "rental_units"."bathrooms" between 0 and 200),
	CONSTRAINT "rental_units_times_format" CHECK ("rental_units"."check_in_from" ~ '^[0-2][0-9]:[0-5][0-9]$' and "rental_units"."check_in_until" ~ '^[0-2][0-9]:[0-5][0-9]$' and "rental_units"."check_out_until" ~ '^[0-2][0-9]:[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_lang_known";--> statement-breakpoint
ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_lang_known";--> statement-breakpoint
ALTER TABLE "site_enquiries" ADD CONSTRAINT "site_enquiries_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_enquiries" ADD CONSTRAINT "site_enquiries_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_photos" ADD CONSTRAINT "site_photos_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_photos" ADD CONSTRAINT "site_photos_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_reviews" ADD CONSTRAINT "site_reviews_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_reviews" ADD CONSTRAINT "site_reviews_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_posts" ADD CONSTRAINT "site_posts_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_views_site_day_idx" ON "page_views" USING btree ("site_id","day");--> statement-breakpoint
CREATE INDEX "site_enquiries_site_created_idx" ON "site_enquiries" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "site_photos_site_position_idx" ON "site_photos" USING btree ("site_id","album","position");--> statement-breakpoint
CREATE INDEX "site_reviews_site_idx" ON "site_reviews" USING btree ("site_id","stay_month");--> statement-breakpoint
CREATE UNIQUE INDEX "site_posts_site_slug_key" ON "site_posts" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "site_posts_site_publish_idx" ON "site_posts" USING btree ("site_id","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_objects_bucket_path_key" ON "storage_objects" USING btree ("bucket","path");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_units_site_slug_key" ON "rental_units" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "rental_units_site_position_idx" ON "rental_units" USING btree ("site_id","position");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_lang_known" CHECK ("email_outbox"."lang" in ('nl','en','de','pl'));--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_lang_known" CHECK ("email_templates"."lang" in ('nl','en','de','pl'));--> statement-breakpoint
-- Every existing site gets its first rental unit from what the onboarding wizard asked
-- (new sites get it when the wizard finishes); its texts are in the owner's language.
INSERT INTO "rental_units" ("site_id", "slug", "type", "name", "short_description", "max_guests", "bedrooms", "beds", "bathrooms")
SELECT s."id", s."subdomain", p."property_type", jsonb_build_object(u."lang", s."site_name"), jsonb_build_object(u."lang", p."description"),
       p."max_guests", p."bedrooms", greatest(p."bedrooms", 1), p."bathrooms"
FROM "user_sites" s
JOIN "site_profiles" p ON p."site_id" = s."id"
JOIN "user" u ON u."id" = s."user_id"
WHERE NOT EXISTS (SELECT 1 FROM "rental_units" r WHERE r."site_id" = s."id");
