CREATE INDEX "remember_keys_session_id_idx" ON "remember_keys" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "notifications_from_uid_idx" ON "notifications" USING btree ("from_uid");--> statement-breakpoint
CREATE INDEX "events_agenda_speakers_guest_id_idx" ON "events_agenda_speakers" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "events_comments_uid_idx" ON "events_comments" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "events_guests_group_id_idx" ON "events_guests" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "quote_data_created_by_idx" ON "quote_data" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "offers_uid_idx" ON "offers" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "draw_winners_ticket_id_idx" ON "draw_winners" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "draws_drawn_by_idx" ON "draws" USING btree ("drawn_by");--> statement-breakpoint
CREATE INDEX "events_registrations_coupon_id_idx" ON "events_registrations" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "events_staff_uid_idx" ON "events_staff" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "orders_coupon_id_idx" ON "orders" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "orders_ticket_type_id_idx" ON "orders" USING btree ("ticket_type_id");--> statement-breakpoint
CREATE INDEX "orders_events_id_idx" ON "orders" USING btree ("events_id");--> statement-breakpoint
CREATE INDEX "tickets_checked_in_by_idx" ON "tickets" USING btree ("checked_in_by");--> statement-breakpoint
CREATE INDEX "tickets_registration_id_idx" ON "tickets" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "tickets_order_id_idx" ON "tickets" USING btree ("order_id");