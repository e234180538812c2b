CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"val_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"needs_decision" boolean NOT NULL,
	"reason" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_val_id_unique" UNIQUE("val_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_store" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"password" text NOT NULL,
	CONSTRAINT "sandbox_store_one_row" CHECK ("sandbox_store"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_payment_status_known";--> statement-breakpoint
-- Invoices from before sessions expired: no fingerprint (a new checkout never reuses them), a 30-minute session.
ALTER TABLE "invoices" ADD COLUMN "cart_fingerprint" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "gateway_page_url" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "invoices" SET "expires_at" = "created_at" + interval '30 minutes';--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payments_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sandbox_payments" SET "expires_at" = "created_at" + interval '30 minutes';--> statement-breakpoint
ALTER TABLE "sandbox_payments" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
-- Before one pending invoice per customer holds, the newest pending one of each customer replaces the others.
UPDATE "invoices" SET "payment_status" = 'superseded'
WHERE "payment_status" = 'pending'
  AND "id" NOT IN (
    SELECT DISTINCT ON ("user_id") "id" FROM "invoices"
    WHERE "payment_status" = 'pending'
    ORDER BY "user_id", "created_at" DESC, "id" DESC
  );--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_by_invoice" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_needing_decision" ON "payments" USING btree ("received_at") WHERE "payments"."needs_decision";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_pending_per_customer" ON "invoices" USING btree ("user_id") WHERE "invoices"."payment_status" = 'pending';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_status_known" CHECK ("invoices"."payment_status" IN ('pending', 'success', 'failed', 'cancelled', 'expired', 'superseded'));--> statement-breakpoint
-- Payments confirmed before this table existed, so a replayed notification of one is known as already applied.
INSERT INTO "payments" ("invoice_id", "val_id", "amount", "currency", "needs_decision", "received_at")
SELECT "id", "val_id", "payable", "currency", false, "updated_at" FROM "invoices"
WHERE "payment_status" = 'success' AND "val_id" IS NOT NULL;
