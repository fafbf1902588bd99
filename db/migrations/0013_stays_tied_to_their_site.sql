-- A stay's unit, feed and guest, and a feed's unit, belong to the row's own site: composite
-- foreign keys on (id, site_id), which replace the plain ones on id. The unique keys they
-- refer to come first. A guest's entry going empties only the stay's guest_id (Postgres 15's
-- column list), never its site_id: written by hand, drizzle-kit cannot say it.
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_id_site_key" UNIQUE("id","site_id");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_id_site_key" UNIQUE("id","site_id");--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_id_site_key" UNIQUE("id","site_id");--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_unit_id_rental_units_id_fk";--> statement-breakpoint
ALTER TABLE "stays" DROP CONSTRAINT "stays_unit_id_rental_units_id_fk";--> statement-breakpoint
ALTER TABLE "stays" DROP CONSTRAINT "stays_guest_id_guests_id_fk";--> statement-breakpoint
ALTER TABLE "stays" DROP CONSTRAINT "stays_feed_id_calendar_feeds_id_fk";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_unit_site_fk" FOREIGN KEY ("unit_id","site_id") REFERENCES "public"."rental_units"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_unit_site_fk" FOREIGN KEY ("unit_id","site_id") REFERENCES "public"."rental_units"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_feed_site_fk" FOREIGN KEY ("feed_id","site_id") REFERENCES "public"."calendar_feeds"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_guest_site_fk" FOREIGN KEY ("guest_id","site_id") REFERENCES "public"."guests"("id","site_id") ON DELETE SET NULL ("guest_id") ON UPDATE no action;
