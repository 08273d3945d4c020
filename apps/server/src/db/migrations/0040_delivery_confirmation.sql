CREATE TABLE "account_browsers" (
	"browser_hash" text NOT NULL,
	"kind" "account_kind" NOT NULL,
	"subject_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_browsers_browser_hash_kind_subject_id_pk" PRIMARY KEY("browser_hash","kind","subject_id")
);
--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "delivery_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "delivery_confirmed_by" text;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "delivery_disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "delivery_dispute_note" text;--> statement-breakpoint
CREATE INDEX "account_browsers_subject_idx" ON "account_browsers" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "vendor_orders_delivery_disputed_idx" ON "vendor_orders" USING btree ("order_id") WHERE "vendor_orders"."delivery_disputed_at" is not null and "vendor_orders"."delivery_confirmed_at" is null;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD CONSTRAINT "vendor_orders_delivery_confirmed_by" CHECK (("vendor_orders"."delivery_confirmed_at" is null) = ("vendor_orders"."delivery_confirmed_by" is null) and ("vendor_orders"."delivery_confirmed_by" is null
        or ("vendor_orders"."delivery_confirmed_by" in ('customer', 'courier', 'admin') and "vendor_orders"."delivered_at" is not null)));--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD CONSTRAINT "vendor_orders_dispute_after_delivery" CHECK ("vendor_orders"."delivery_disputed_at" is null or "vendor_orders"."delivered_at" is not null);