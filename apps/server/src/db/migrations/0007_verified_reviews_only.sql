-- Only verified purchases count in a product's rating (issue 14): recompute every product's
-- aggregates from its verified reviews. Unverified reviews stay in the table (their authors can
-- still see and delete them) but no longer count or show.
UPDATE "products" p SET
  "rating_count" = coalesce(v.count, 0),
  "rating_sum" = coalesce(v.sum, 0)
FROM (
  SELECT pr.id, r.count, r.sum
  FROM "products" pr
  LEFT JOIN (
    SELECT "product_id", count(*)::int AS count, sum("rating")::int AS sum
    FROM "reviews" WHERE "is_verified_purchase" GROUP BY "product_id"
  ) r ON r."product_id" = pr.id
) v
WHERE v.id = p.id AND (p."rating_count" <> coalesce(v.count, 0) OR p."rating_sum" <> coalesce(v.sum, 0));
