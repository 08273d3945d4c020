CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid,
	"discount_paise" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_discount_positive" CHECK ("coupon_redemptions"."discount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"percent_off" integer,
	"max_discount_paise" integer,
	"flat_off_paise" integer,
	"min_order_paise" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer DEFAULT 1 NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"category_id" uuid,
	"vendor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_shape" CHECK ("coupons"."code" ~ '^[A-Z0-9]{3,20}$'),
	CONSTRAINT "coupons_one_kind" CHECK (("coupons"."percent_off" between 1 and 90 and "coupons"."flat_off_paise" is null) or ("coupons"."flat_off_paise" > 0 and "coupons"."percent_off" is null and "coupons"."max_discount_paise" is null)),
	CONSTRAINT "coupons_max_positive" CHECK ("coupons"."max_discount_paise" is null or "coupons"."max_discount_paise" > 0),
	CONSTRAINT "coupons_min_nonnegative" CHECK ("coupons"."min_order_paise" >= 0),
	CONSTRAINT "coupons_window" CHECK ("coupons"."ends_at" is null or "coupons"."ends_at" > "coupons"."starts_at"),
	CONSTRAINT "coupons_limits" CHECK (("coupons"."usage_limit" is null or "coupons"."usage_limit" > 0) and "coupons"."per_customer_limit" > 0),
	CONSTRAINT "coupons_scope" CHECK ("coupons"."scope" in ('all', 'category', 'sellers')),
	CONSTRAINT "coupons_scope_named" CHECK (("coupons"."scope" <> 'category' or "coupons"."category_id" is not null) and ("coupons"."scope" <> 'sellers' or cardinality("coupons"."vendor_ids") > 0))
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_key" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount_within" CHECK ("order_lines"."discount_paise" >= 0 and "order_lines"."discount_paise" <= "order_lines"."line_total_paise");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."discount_paise" >= 0 and "orders"."total_paise" = "orders"."subtotal_paise" + "orders"."shipping_paise" + "orders"."tax_paise" - "orders"."discount_paise");