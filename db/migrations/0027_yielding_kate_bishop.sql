CREATE INDEX "invoices_subscription_idx" ON "invoices" USING btree ("subscription_id") WHERE "invoices"."subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "calendar_feeds_last_attempt_idx" ON "calendar_feeds" USING btree ("last_attempt_at" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stays_voucher_idx" ON "stays" USING btree ("voucher_id") WHERE "stays"."voucher_id" is not null;--> statement-breakpoint
CREATE INDEX "unit_rates_site_idx" ON "unit_rates" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "site_enquiries_unit_idx" ON "site_enquiries" USING btree ("unit_id") WHERE "site_enquiries"."unit_id" is not null;--> statement-breakpoint
CREATE INDEX "message_rules_template_idx" ON "message_rules" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "scheduled_messages_template_idx" ON "scheduled_messages" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "scheduled_messages_outbox_idx" ON "scheduled_messages" USING btree ("outbox_id") WHERE "scheduled_messages"."outbox_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_refund_of_idx" ON "payments" USING btree ("refund_of") WHERE "payments"."refund_of" is not null;--> statement-breakpoint
CREATE INDEX "site_photos_unit_idx" ON "site_photos" USING btree ("unit_id") WHERE "site_photos"."unit_id" is not null;--> statement-breakpoint
CREATE INDEX "site_reviews_unit_idx" ON "site_reviews" USING btree ("unit_id") WHERE "site_reviews"."unit_id" is not null;