CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"stock" integer,
	"price" numeric(12, 2),
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"request_key" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"gateway_reference" text,
	"failure" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refunds_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "refunds_state_known" CHECK ("refunds"."state" IN ('requested', 'refunded', 'failed')),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"refund_ref_id" text PRIMARY KEY NOT NULL,
	"bank_tran_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"shop_reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_shop_reference_unique" UNIQUE("shop_reference")
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "stock_taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_tran_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "bank_tran_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_store" ADD COLUMN "fail_refunds" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_one_per_choice" ON "product_variants" USING btree ("product_id","size","color");--> statement-breakpoint
CREATE INDEX "refunds_by_payment" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_requested" ON "refunds" USING btree ("created_at") WHERE "refunds"."state" = 'requested';--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0);