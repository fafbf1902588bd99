CREATE TABLE "message_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"key" text,
	"trigger" text NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"hours" integer DEFAULT 0 NOT NULL,
	"at_minute" integer,
	"quiet_from" integer,
	"quiet_until" integer,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"late" text DEFAULT 'send' NOT NULL,
	"hold_until_paid" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_rules_trigger_known" CHECK ("message_rules"."trigger" in ('booking_confirmed','request_received','request_accepted','request_declined','cancelled','payment_received','payment_failed','balance_due','before_arrival','arrival_day','during_stay','after_departure','review_request')),
	CONSTRAINT "message_rules_days_range" CHECK ("message_rules"."days" between -365 and 365),
	CONSTRAINT "message_rules_hours_range" CHECK ("message_rules"."hours" between 0 and 72),
	CONSTRAINT "message_rules_at_range" CHECK ("message_rules"."at_minute" is null or "message_rules"."at_minute" between 0 and 1439),
	CONSTRAINT "message_rules_quiet_pair" CHECK (("message_rules"."quiet_from" is null) = ("message_rules"."quiet_until" is null) and coalesce("message_rules"."quiet_from", 0) between 0 and 1439 and coalesce("message_rules"."quiet_until", 0) between 0 and 1439),
	CONSTRAINT "message_rules_late_known" CHECK ("message_rules"."late" in ('send','skip'))
);
--> statement-breakpoint
CREATE TABLE "message_template_texts" (
	"template_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_template_texts_template_id_lang_pk" PRIMARY KEY("template_id","lang"),
	CONSTRAINT "message_template_texts_lang_known" CHECK ("message_template_texts"."lang" in ('nl','en','de','pl'))
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"rule_id" uuid,
	"template_id" uuid NOT NULL,
	"stay_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'planned' NOT NULL,
	"reason" text,
	"outbox_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_messages_state_known" CHECK ("scheduled_messages"."state" in ('planned','sent','skipped','held','failed'))
);
--> statement-breakpoint
ALTER TABLE "message_rules" ADD CONSTRAINT "message_rules_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_rules" ADD CONSTRAINT "message_rules_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_template_texts" ADD CONSTRAINT "message_template_texts_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_site_id_user_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."user_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_rule_id_message_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."message_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_rules_site_idx" ON "message_rules" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_rules_site_key" ON "message_rules" USING btree ("site_id","key") WHERE "message_rules"."key" is not null;--> statement-breakpoint
CREATE INDEX "message_templates_site_idx" ON "message_templates" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_site_key" ON "message_templates" USING btree ("site_id","key") WHERE "message_templates"."key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_messages_rule_stay" ON "scheduled_messages" USING btree ("rule_id","stay_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_messages_sent_once" ON "scheduled_messages" USING btree ("stay_id","template_id") WHERE "scheduled_messages"."state" = 'sent';--> statement-breakpoint
CREATE INDEX "scheduled_messages_due_idx" ON "scheduled_messages" USING btree ("due_at") WHERE "scheduled_messages"."state" = 'planned';--> statement-breakpoint
CREATE INDEX "scheduled_messages_site_idx" ON "scheduled_messages" USING btree ("site_id","due_at");