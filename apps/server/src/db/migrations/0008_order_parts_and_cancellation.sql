-- Issue 16: an order's status is derived from its sellers' parts. The enum is rebuilt rather than
-- extended (ALTER TYPE ... ADD VALUE), because the migrator runs in one transaction and a value
-- added that way cannot be used before it commits.
ALTER TYPE "public"."order_status" RENAME TO "order_status_old";--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('placed', 'processing', 'partly_shipped', 'shipped', 'partly_delivered', 'delivered', 'cancelled');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."order_status" USING "status"::text::"public"."order_status";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'placed';--> statement-breakpoint
DROP TYPE "public"."order_status_old";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cancelled_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cancelled_by_kind" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cancelled_by_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cancel_note" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_cancelled_quantity_within" CHECK ("order_lines"."cancelled_quantity" >= 0 and "order_lines"."cancelled_quantity" <= "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_cancelled_by_kind" CHECK ("order_lines"."cancelled_by_kind" is null or "order_lines"."cancelled_by_kind" in ('customer', 'vendor', 'admin', 'system'));--> statement-breakpoint
-- Orders released for want of payment were cancelled whole, by the shop.
UPDATE "order_lines" ol SET "cancelled_quantity" = ol."quantity", "cancelled_at" = o."cancelled_at",
  "cancelled_by_kind" = 'system', "cancel_reason" = 'payment_not_received'
FROM "orders" o WHERE o."id" = ol."order_id" AND o."status" = 'cancelled';--> statement-breakpoint
-- Open orders take the status their parts give them (orders/order-status.ts, deriveOrderStatus).
UPDATE "orders" o SET "status" = CASE
    WHEN p.delivered > 0 THEN 'partly_delivered'
    WHEN p.shipped > 0 THEN 'partly_shipped'
    WHEN p.processing > 0 THEN 'processing'
    ELSE 'placed' END::"public"."order_status"
FROM (
  SELECT ol."order_id",
    count(vo."id") FILTER (WHERE vo."status" = 'delivered') AS delivered,
    count(vo."id") FILTER (WHERE vo."status" = 'shipped') AS shipped,
    count(vo."id") FILTER (WHERE vo."status" = 'processing') AS processing
  FROM "order_lines" ol LEFT JOIN "vendor_orders" vo ON vo."id" = ol."vendor_order_id"
  GROUP BY ol."order_id"
) p
WHERE p."order_id" = o."id" AND o."status" = 'processing';--> statement-breakpoint
UPDATE "orders" o SET "status" = 'partly_delivered'
WHERE o."status" = 'shipped' AND EXISTS (
  SELECT 1 FROM "vendor_orders" vo WHERE vo."order_id" = o."id" AND vo."status" = 'delivered');