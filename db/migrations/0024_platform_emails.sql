CREATE TABLE "platform_email_sends" (
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"period" text NOT NULL,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_email_sends_user_id_email_period_pk" PRIMARY KEY("user_id","email","period")
);
--> statement-breakpoint
CREATE TABLE "platform_email_switches" (
	"email" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "platform_email_sends" ADD CONSTRAINT "platform_email_sends_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_email_sends_email_idx" ON "platform_email_sends" USING btree ("email","created_at");