ALTER TABLE "products" ADD COLUMN "variants_to_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Products listed before variants (0041) got one variant per size and colour with all the stock on
-- the first and the others switched off: their sellers are asked to check them (issue 44).
UPDATE "products" p SET "variants_to_check" = true
WHERE EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = p."id" AND NOT v."is_active");
