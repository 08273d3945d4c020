CREATE TYPE "public"."refund_status" AS ENUM('requested', 'processing', 'processed', 'failed');--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"line_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" "refund_status" DEFAULT 'requested' NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_gateway_refund_id_unique" UNIQUE("gateway_refund_id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "captured_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" = 'requested';--> statement-breakpoint
-- What was captured for the orders already paid online (the amount was checked with the gateway).
UPDATE "orders" SET "captured_paise" = "total_paise"
WHERE "payment_method" = 'razorpay' AND "payment_status" IN ('confirmed', 'refund_due');--> statement-breakpoint
-- Payments that arrived after their order was released were only flagged: refund them now.
INSERT INTO "refunds" ("id", "order_id", "provider", "gateway_payment_id", "amount_paise", "reason", "idempotency_key")
SELECT g."id", g."order_id", g."payment_provider", g."gateway_payment_id", g."total_paise", 'paid_after_release', g."id"::text
FROM (
  SELECT gen_random_uuid() AS "id", o."id" AS "order_id", o."payment_provider", o."gateway_payment_id", o."total_paise"
  FROM "orders" o
  WHERE o."payment_status" = 'refund_due' AND o."gateway_payment_id" IS NOT NULL AND o."total_paise" > 0
) g;--> statement-breakpoint
UPDATE "orders" SET "refunded_paise" = "captured_paise"
WHERE "payment_status" = 'refund_due' AND "gateway_payment_id" IS NOT NULL AND "total_paise" > 0;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunds_within_captured" CHECK ("orders"."refunded_paise" >= 0 and "orders"."refunded_paise" <= "orders"."captured_paise");