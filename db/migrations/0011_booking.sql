-- The exclusion constraint on stays compares unit ids (=) inside a GiST index: btree_gist.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "booking_platform_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"import_interval_minutes" smallint DEFAULT 15 NOT NULL,
	"request_hold_hours" smallint DEFAULT 48 NOT NULL,
	"max_feeds_per_unit" smallint DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_platform_settings_single_row" CHECK ("booking_platform_settings"."id" = 1),
	CONSTRAINT "booking_platform_settings_sane" CHECK ("booking_platform_settings"."import_interval_minutes" between 5 and 1440 and "booking_platform_settings"."request_hold_hours" between 1 and 336 and "booking_platform_settings"."max_feeds_per_unit" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"health" text DEFAULT 'new' NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"event_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_channel_known" CHECK ("calendar_feeds"."channel" in ('airbnb','booking','vrbo','google','other')),
	CONSTRAINT "calendar_feeds_health_known" CHECK ("calendar_feeds"."health" in ('new','healthy','unhealthy'))
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"email" text,
	"name" text NOT NULL,
	"phone" text,
	"country" text,
	"lang" text NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_email_lowercase" CHECK ("guests"."email" = lower("guests"."email"))
);
--> statement-breakpoint
CREATE TABLE "site_booking_settings" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'Europe/Amsterdam' NOT NULL,
	"calendar_token" text NOT NULL,
	"bank_account_holder" text,
	"bank_iban" text,
	"bank_bic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"stay" daterange GENERATED ALWAYS AS (daterange(check_in, check_out, '[)')) STORED,
	"reference" text,
	"source" text NOT NULL,
	"guest_id" uuid,
	"guest_name" text,
	"guest_email" text,
	"guest_phone" text,
	"guest_country" text,
	"arrival_time" text,
	"guest_message" text,
	"adults" smallint DEFAULT 0 NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"lang" text,
	"quote" jsonb,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"voucher_id" uuid,
	"voucher_code" text,
	"hold_expires_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refund_cents" integer,
	"label" text,
	"notes" text DEFAULT '' NOT NULL,
	"feed_id" uuid,
	"external_uid" text,
	"conflict_with" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stays_dates_ordered" CHECK ("stays"."check_out" > "stays"."check_in"),
	CONSTRAINT "stays_kind_known" CHECK ("stays"."kind" in ('booking','block','import')),
	CONSTRAINT "stays_status_known" CHECK ("stays"."status" in ('request','confirmed','conflict','declined','cancelled','expired')),
	CONSTRAINT "stays_import_has_feed" CHECK (("stays"."kind" = 'import') = ("stays"."feed_id" is not null)),
	CONSTRAINT "stays_request_has_hold" CHECK ("stays"."status" <> 'request' or "stays"."hold_expires_at" is not null),
	CONSTRAINT "stays_guests_sane" CHECK ("stays"."adults" between 0 and 500 and "stays"."children" between 0 and 500)
);
--> statement-breakpoint
CREATE TABLE "unit_rates" (
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"plan" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"stay_id" uuid NOT NULL,
	"email" text NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"book_from" date,
	"book_until" date,
	"stay_from" date,
	"stay_until" date,
	"min_nights" smallint DEFAULT 1 NOT NULL,
	"unit_ids" uuid[],
	"max_uses" integer,
	"max_uses_per_email" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_format" CHECK ("vouchers"."code" ~ '^[A-Z0-9][A-Z0-9_-]{1,39}$'),
	CONSTRAINT "vouchers_kind_known" CHECK ("vouchers"."kind" in ('percent','fixed')),
	CONSTRAINT "vouchers_amount_sane" CHECK ("vouchers"."amount" > 0 and ("vouchers"."kind" <> 'percent' or "vouchers"."amount" <= 100)),
	CONSTRAINT "vouchers_uses_within_max" CHECK ("vouchers"."max_uses" is null or "vouchers"."uses" <= "vouchers"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_booking_settings" ADD CONSTRAINT "site_booking_settings_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_rates" ADD CONSTRAINT "unit_rates_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_rates" ADD CONSTRAINT "unit_rates_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feeds_unit_idx" ON "calendar_feeds" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_site_idx" ON "calendar_feeds" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guests_site_email_key" ON "guests" USING btree ("site_id","email");--> statement-breakpoint
CREATE INDEX "guests_site_name_idx" ON "guests" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "stays_site_check_in_idx" ON "stays" USING btree ("site_id","check_in");--> statement-breakpoint
CREATE INDEX "stays_unit_check_in_idx" ON "stays" USING btree ("unit_id","check_in");--> statement-breakpoint
CREATE INDEX "stays_guest_idx" ON "stays" USING btree ("guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stays_reference_key" ON "stays" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "stays_feed_uid_key" ON "stays" USING btree ("feed_id","external_uid");--> statement-breakpoint
CREATE INDEX "stays_hold_expiry_idx" ON "stays" USING btree ("hold_expires_at") WHERE "stays"."status" = 'request';--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_stay_key" ON "voucher_redemptions" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_email_idx" ON "voucher_redemptions" USING btree ("voucher_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_site_code_key" ON "vouchers" USING btree ("site_id","code");--> statement-breakpoint
-- No double booking, by construction: two stays of a unit that hold their nights never
-- overlap ([check_in, check_out) ranges, so a check-out day is the next check-in).
ALTER TABLE "stays" ADD CONSTRAINT "stays_no_overlap" EXCLUDE USING gist ("unit_id" WITH =, "stay" WITH &&) WHERE ("status" IN ('request', 'confirmed'));--> statement-breakpoint
INSERT INTO "booking_platform_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
