-- One site per owner, held by the database. Creating the index stops on a database where
-- an owner has two sites (possible only by hand): keep one of them before migrating.
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "email_outbox_to_address_idx" ON "email_outbox" USING btree (lower("to_address"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_sites_user_id_key" ON "user_sites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_requests_site_id_idx" ON "support_requests" USING btree ("site_id");