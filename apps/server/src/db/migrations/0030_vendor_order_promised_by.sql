ALTER TABLE "vendor_orders" ADD COLUMN "promised_by" date;--> statement-breakpoint
CREATE INDEX "vendor_orders_vendor_promised_idx" ON "vendor_orders" USING btree ("vendor_id","promised_by");--> statement-breakpoint
-- Parts already sent keep the day their lines were promised (null for orders placed before dates).
UPDATE "vendor_orders" vo SET "promised_by" = (
  SELECT min(ol."promised_by") FROM "order_lines" ol WHERE ol."vendor_order_id" = vo."id"
);
