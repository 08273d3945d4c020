ALTER TABLE "reviews" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Reviews written before name the variant of the reviewer's latest line of the product that was
-- delivered (as findReviewer counts it), bought before the review if one was: lines kept their
-- options since 0041.
UPDATE "reviews" r SET "options" = coalesce((
  SELECT ol."options" FROM "order_lines" ol
  JOIN "orders" o ON o."id" = ol."order_id"
  LEFT JOIN "vendor_orders" vo ON vo."id" = ol."vendor_order_id"
  WHERE o."customer_id" = r."customer_id" AND ol."product_id" = r."product_id"
    AND (o."status" = 'delivered' OR vo."status" = 'delivered')
  ORDER BY (o."created_at" <= r."created_at") DESC, o."created_at" DESC, ol."id" DESC
  LIMIT 1
), '[]'::jsonb);
