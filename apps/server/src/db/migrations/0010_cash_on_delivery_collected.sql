ALTER TABLE "vendor_orders" ADD COLUMN "cash_collected_at" timestamp with time zone;--> statement-breakpoint
-- Parts already delivered on cash on delivery had their cash collected then.
UPDATE "vendor_orders" vo SET "cash_collected_at" = vo."delivered_at"
FROM "orders" o
WHERE o."id" = vo."order_id" AND o."payment_method" = 'cod' AND vo."status" = 'delivered';--> statement-breakpoint
UPDATE "orders" o SET "payment_status" = 'confirmed', "paid_at" = d."at"
FROM (SELECT "order_id", max("delivered_at") AS "at" FROM "vendor_orders" GROUP BY "order_id") d
WHERE d."order_id" = o."id" AND o."payment_method" = 'cod' AND o."payment_status" = 'pending' AND o."status" = 'delivered';
