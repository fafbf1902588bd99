CREATE TABLE "owner_notification_preferences" (
	"site_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_notification_preferences_site_id_kind_pk" PRIMARY KEY("site_id","kind")
);
--> statement-breakpoint
CREATE TABLE "site_sending_identity" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'platform' NOT NULL,
	"from_name" text,
	"domain" text,
	"local_part" text,
	"dkim_selector" text,
	"dkim_public_key" text,
	"dkim_private_key_encrypted" text,
	"domain_status" text,
	"domain_verified_at" timestamp with time zone,
	"domain_checked_at" timestamp with time zone,
	"domain_problem" text,
	"smtp_host" text,
	"smtp_port" integer,
	"smtp_security" text,
	"smtp_username" text,
	"smtp_password_encrypted" text,
	"smtp_from_address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_sending_identity_mode_known" CHECK ("site_sending_identity"."mode" in ('platform','domain','smtp')),
	CONSTRAINT "site_sending_identity_domain_lowercase" CHECK ("site_sending_identity"."domain" = lower("site_sending_identity"."domain")),
	CONSTRAINT "site_sending_identity_smtp_port_range" CHECK ("site_sending_identity"."smtp_port" between 1 and 65535)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "sender" text DEFAULT 'platform' NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_notification_preferences" ADD CONSTRAINT "owner_notification_preferences_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_sending_identity" ADD CONSTRAINT "site_sending_identity_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_sender_known" CHECK ("email_outbox"."sender" in ('platform','site'));