CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"to_name" text,
	"lang" text NOT NULL,
	"template_key" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"message_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"dispatched_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"resend_of" uuid,
	"user_id" uuid,
	"site_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_status_known" CHECK ("email_outbox"."status" in ('queued','sending','sent','failed')),
	CONSTRAINT "email_outbox_lang_known" CHECK ("email_outbox"."lang" in ('nl','en','pl'))
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "email_templates_key_lang_pk" PRIMARY KEY("key","lang"),
	CONSTRAINT "email_templates_lang_known" CHECK ("email_templates"."lang" in ('nl','en','pl'))
);
--> statement-breakpoint
CREATE TABLE "smtp_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"security" text NOT NULL,
	"username" text,
	"password_encrypted" text,
	"from_address" text NOT NULL,
	"from_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "smtp_settings_single_row" CHECK ("smtp_settings"."id" = 1),
	CONSTRAINT "smtp_settings_security_known" CHECK ("smtp_settings"."security" in ('none','starttls','tls')),
	CONSTRAINT "smtp_settings_port_range" CHECK ("smtp_settings"."port" between 1 and 65535)
);
--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_user_id_idx" ON "email_outbox" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_site_id_idx" ON "email_outbox" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("created_at") WHERE ("email_outbox"."status" = 'queued' and "email_outbox"."dispatched_at" is null) or "email_outbox"."status" = 'sending';