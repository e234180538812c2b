ALTER TABLE "invoices" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kept_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kept_note" text;--> statement-breakpoint
CREATE INDEX "audit_log_by_actor" ON "audit_log" USING btree ("actor","at");--> statement-breakpoint
CREATE INDEX "audit_log_by_action" ON "audit_log" USING btree ("action" text_pattern_ops,"at");--> statement-breakpoint
CREATE INDEX "invoices_by_time" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_by_payment_status" ON "invoices" USING btree ("payment_status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_by_delivery_status" ON "invoices" USING btree ("delivery_status","created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);