CREATE TABLE "photo_platform_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_photos_per_site" integer DEFAULT 300 NOT NULL,
	"storage_quota_mb" integer DEFAULT 1024 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_platform_settings_single_row" CHECK ("photo_platform_settings"."id" = 1),
	CONSTRAINT "photo_platform_settings_sane" CHECK ("photo_platform_settings"."max_photos_per_site" between 1 and 5000 and "photo_platform_settings"."storage_quota_mb" between 10 and 102400)
);--> statement-breakpoint
INSERT INTO "photo_platform_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
