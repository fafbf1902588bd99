CREATE TABLE "billing_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"seller_name" text NOT NULL,
	"seller_street" text NOT NULL,
	"seller_postal_code" text NOT NULL,
	"seller_city" text NOT NULL,
	"seller_country" text DEFAULT 'NL' NOT NULL,
	"seller_vat_number" text,
	"seller_chamber_of_commerce" text,
	"seller_email" text NOT NULL,
	"seller_iban" text,
	"provider" text,
	"vat_rate_basis_points" integer DEFAULT 2100 NOT NULL,
	"grace_days" integer DEFAULT 14 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "billing_settings_single_row" CHECK ("billing_settings"."id" = 1),
	CONSTRAINT "billing_settings_vat_rate" CHECK ("billing_settings"."vat_rate_basis_points" between 0 and 5000),
	CONSTRAINT "billing_settings_grace_days" CHECK ("billing_settings"."grace_days" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"document" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"pdf_key" text,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "invoices_kind_known" CHECK ("invoices"."kind" in ('invoice','credit_note'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"setup_fee_cents" integer NOT NULL,
	"monthly_fee_cents" integer NOT NULL,
	"free_first_month" boolean DEFAULT false NOT NULL,
	"money_back_days" integer NOT NULL,
	"anchor_day" smallint,
	"period_start" date,
	"period_end" date,
	"money_back_until" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"past_due_since" timestamp with time zone,
	"reminders_sent" smallint DEFAULT 0 NOT NULL,
	"customer_id" text,
	"saved_method_id" text,
	"saved_method_kind" text,
	"method" text,
	"billing_name" text NOT NULL,
	"billing_company" text,
	"billing_street" text NOT NULL,
	"billing_postal_code" text NOT NULL,
	"billing_city" text NOT NULL,
	"billing_country" text NOT NULL,
	"billing_vat_number" text,
	"billing_email" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_state_known" CHECK ("subscriptions"."state" in ('pending','trialing','active','past_due','suspended','cancelled')),
	CONSTRAINT "subscriptions_fees_valid" CHECK ("subscriptions"."setup_fee_cents" >= 0 and "subscriptions"."monthly_fee_cents" > 0),
	CONSTRAINT "subscriptions_period_order" CHECK ("subscriptions"."period_end" is null or "subscriptions"."period_end" > "subscriptions"."period_start")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_known";--> statement-breakpoint
DROP INDEX "test_provider_payments_key";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "site_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "stay_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "test_provider_payments" ALTER COLUMN "site_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "free_first_month" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attach_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_platform_settings" ADD COLUMN "stripe_platform_webhook_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "payment_platform_settings" ADD COLUMN "mollie_api_key_sealed" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "user_sites" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_key" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_open_per_owner" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "subscriptions_renewal_idx" ON "subscriptions" USING btree ("period_end") WHERE "subscriptions"."state" in ('trialing','active','past_due');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("subscription_id") WHERE "payments"."subscription_id" is not null;--> statement-breakpoint
ALTER TABLE "test_provider_payments" ADD CONSTRAINT "test_provider_payments_key" UNIQUE NULLS NOT DISTINCT("site_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_belongs_to_one" CHECK (("payments"."stay_id" is not null and "payments"."site_id" is not null and "payments"."subscription_id" is null) or ("payments"."stay_id" is null and "payments"."site_id" is null and "payments"."subscription_id" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_known" CHECK ("payments"."purpose" in ('instalment','deposit','subscription','refund'));