CREATE TABLE "payment_platform_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"stripe_secret_key_sealed" text,
	"stripe_webhook_secret_sealed" text,
	"mollie_client_id_sealed" text,
	"mollie_client_secret_sealed" text,
	"mollie_testmode" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "payment_platform_settings_single_row" CHECK ("payment_platform_settings"."id" = 1)
);
