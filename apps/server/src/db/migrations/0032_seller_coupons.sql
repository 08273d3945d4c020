ALTER TABLE "coupons" ADD COLUMN "vendor_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "seller_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_vendor_idx" ON "coupons" USING btree ("vendor_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_seller_own" CHECK ("coupons"."vendor_id" is null or ("coupons"."scope" = 'sellers' and "coupons"."vendor_ids" = array["coupons"."vendor_id"]));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_seller_discount_within" CHECK ("order_lines"."seller_discount_paise" >= 0 and "order_lines"."seller_discount_paise" <= "order_lines"."discount_paise");