CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lang" text NOT NULL,
	"translation_key" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"author_name" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lang" text NOT NULL,
	"owner_name" text NOT NULL,
	"property_name" text NOT NULL,
	"location" text NOT NULL,
	"headline" text NOT NULL,
	"challenge" text NOT NULL,
	"solution" text NOT NULL,
	"result" text NOT NULL,
	"quote" text NOT NULL,
	"highlights" jsonb NOT NULL,
	"theme" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text,
	"message" text,
	"preferred_date" date,
	"time_slot" text,
	"property_type" text,
	"property_location" text,
	"unit_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"setup_fee_cents" integer NOT NULL,
	"monthly_fee_cents" integer NOT NULL,
	"money_back_days" integer NOT NULL,
	"live_within_days" integer NOT NULL,
	"promotion" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lang" text NOT NULL,
	"quote" text NOT NULL,
	"author_name" text NOT NULL,
	"property_name" text NOT NULL,
	"location" text NOT NULL,
	"rating" smallint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"theme_name" text NOT NULL,
	"site_name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"subdomain" text NOT NULL,
	"custom_domain" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_sites_subdomain_lowercase" CHECK ("user_sites"."subdomain" = lower("user_sites"."subdomain")),
	CONSTRAINT "user_sites_custom_domain_lowercase" CHECK ("user_sites"."custom_domain" = lower("user_sites"."custom_domain")),
	CONSTRAINT "user_sites_theme_name_known" CHECK ("user_sites"."theme_name" in ('modern-minimal','warm-cozy','classic-elegant','fresh-coastal','urban-hip','nature-rustic'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_lang_slug_key" ON "blog_posts" USING btree ("lang","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_lang_translation_key" ON "blog_posts" USING btree ("lang","translation_key");--> statement-breakpoint
CREATE UNIQUE INDEX "user_sites_subdomain_key" ON "user_sites" USING btree ("subdomain");--> statement-breakpoint
CREATE UNIQUE INDEX "user_sites_custom_domain_key" ON "user_sites" USING btree ("custom_domain");