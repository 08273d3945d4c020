ALTER TABLE "order_lines" ADD COLUMN "return_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_return_days_nonnegative" CHECK ("order_lines"."return_days" >= 0);--> statement-breakpoint
-- Orders placed before this kept no window: take the product's as it is now, the best record left.
UPDATE "order_lines" ol SET "return_days" = p."refund_days"
FROM "products" p WHERE p."id" = ol."product_id" AND p."refund_days" > 0;
