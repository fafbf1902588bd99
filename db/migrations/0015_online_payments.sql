CREATE TABLE "payment_accounts" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"external_account_id" text,
	"profile_id" text,
	"access_token_sealed" text,
	"refresh_token_sealed" text,
	"token_expires_at" timestamp with time zone,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"bank_transfer" boolean DEFAULT true NOT NULL,
	"connected_at" timestamp with time zone,
	"disconnected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_provider_known" CHECK ("payment_accounts"."provider" in ('test','stripe','mollie'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"last_error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_events_provider_event_key" UNIQUE("provider","event_id"),
	CONSTRAINT "payment_events_state_known" CHECK ("payment_events"."state" in ('pending','done','failed'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"stay_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"instalment" smallint,
	"attempt" smallint DEFAULT 1 NOT NULL,
	"state" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"captured_cents" integer,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"provider_refund_id" text,
	"idempotency_key" text,
	"method" text,
	"saved_method_id" text,
	"saved_method_kind" text,
	"customer_id" text,
	"checkout_url" text,
	"due_on" date,
	"capture_before" timestamp with time zone,
	"refund_of" uuid,
	"failure_code" text,
	"note" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_refunded_within" CHECK ("payments"."refunded_cents" between 0 and "payments"."amount_cents" and ("payments"."captured_cents" is null or "payments"."captured_cents" between 0 and "payments"."amount_cents")),
	CONSTRAINT "payments_kind_known" CHECK ("payments"."kind" in ('charge','hold','refund','transfer','manual')),
	CONSTRAINT "payments_purpose_known" CHECK ("payments"."purpose" in ('instalment','deposit','refund')),
	CONSTRAINT "payments_state_known" CHECK ("payments"."state" in ('requires_payment','authorised','paid','failed','expired','cancelled','partly_refunded','refunded')),
	CONSTRAINT "payments_currency_known" CHECK ("payments"."currency" in ('EUR','PLN')),
	CONSTRAINT "payments_refund_has_origin" CHECK (("payments"."kind" = 'refund') = ("payments"."refund_of" is not null))
);
--> statement-breakpoint
CREATE TABLE "test_provider_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"ledger_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"methods" text[] NOT NULL,
	"state" text NOT NULL,
	"capture" text NOT NULL,
	"method" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"captured_cents" integer,
	"save_for_later" boolean DEFAULT false NOT NULL,
	"saved_method_id" text,
	"customer_id" text,
	"return_url" text,
	"webhook_url" text NOT NULL,
	"capture_before" timestamp with time zone,
	"failure_code" text,
	"refund_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_booking_settings" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "hold_for" text DEFAULT 'decision' NOT NULL;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "guest_token" text;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The unique key the payments' composite foreign key refers to comes first (drizzle orders it last).
ALTER TABLE "stays" ADD CONSTRAINT "stays_id_site_key" UNIQUE("id","site_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_stay_site_fk" FOREIGN KEY ("stay_id","site_id") REFERENCES "public"."stays"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_provider_payments" ADD CONSTRAINT "test_provider_payments_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_pending_idx" ON "payment_events" USING btree ("received_at") WHERE "payment_events"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_stay_idx" ON "payments" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "payments_site_created_idx" ON "payments" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_due_idx" ON "payments" USING btree ("due_on") WHERE "payments"."state" = 'requires_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "test_provider_payments_key" ON "test_provider_payments" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "stays_guest_token_key" ON "stays" USING btree ("guest_token");--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_hold_for_known" CHECK ("stays"."hold_for" in ('decision','payment'));--> statement-breakpoint
-- Every booking made before has its guest page too: 244 random bits from two v4 uuids (no pgcrypto on PGlite).
UPDATE "stays" SET "guest_token" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') WHERE "kind" = 'booking';
