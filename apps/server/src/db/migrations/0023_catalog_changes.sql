-- Every change to what the public catalogue shows is announced on the channel haat_catalog, from
-- whichever server, job or psql session made it; each server's catalogue cache drops exactly the
-- answers it affects (modules/catalog/catalog-changes.ts). NOTIFY is delivered at commit, so a
-- rolled-back change announces nothing. One notification per statement, never per row: an import
-- of many rows, or any statement touching more than 40 products, says "all" (the payload limit is
-- 8,000 bytes).
--
-- The payload, JSON: {"all":true} or any of
--   pages:    product ids whose product page changed (stock, description, anything);
--   cards:    product ids whose card changed (what lists show and filter or sort on);
--   listings: category ids whose lists may gain or lose a product or change order;
--   sellers:  vendor ids whose rating, shown on their products' pages, changed;
--   tree:     the category tree's counts changed.
CREATE FUNCTION catalog_announce(change jsonb) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('haat_catalog', change::text)
$$;
--> statement-breakpoint
CREATE FUNCTION products_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change jsonb;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (
      SELECT n.id, n.vendor_id, o.category_id AS old_category, n.category_id AS new_category,
        -- What a card shows, or what lists filter and sort on. A stock count that stays above
        -- zero is only on the product page.
        (o.name, o.slug, o.brand, o.price_paise, o.mrp_paise, o.discount_percent, o.is_available,
         o.is_new, o.rating_count, o.rating_sum, o.category_id, o.subcategory_id, o.vendor_id,
         o.approval_status, o.archived_at, o.created_at, o.stock IS NULL OR o.stock > 0,
         o.search_document)
        IS DISTINCT FROM
        (n.name, n.slug, n.brand, n.price_paise, n.mrp_paise, n.discount_percent, n.is_available,
         n.is_new, n.rating_count, n.rating_sum, n.category_id, n.subcategory_id, n.vendor_id,
         n.approval_status, n.archived_at, n.created_at, n.stock IS NULL OR n.stock > 0,
         n.search_document) AS card,
        (o.approval_status, o.archived_at, o.category_id, o.subcategory_id, o.vendor_id)
        IS DISTINCT FROM (n.approval_status, n.archived_at, n.category_id, n.subcategory_id, n.vendor_id) AS moved,
        (o.rating_count, o.rating_sum) IS DISTINCT FROM (n.rating_count, n.rating_sum) AS rated
      FROM new_products n JOIN old_products o ON o.id = n.id
      WHERE (o.*) IS DISTINCT FROM (n.*)
    )
    SELECT CASE
      WHEN count(*) = 0 THEN NULL
      WHEN count(*) > 40 THEN '{"all":true}'::jsonb
      ELSE jsonb_build_object(
        'pages', jsonb_agg(id),
        'cards', coalesce(jsonb_agg(id) FILTER (WHERE card), '[]'),
        'listings', coalesce((SELECT jsonb_agg(DISTINCT c) FROM changed, unnest(array[old_category, new_category]) c WHERE card), '[]'),
        'sellers', coalesce(jsonb_agg(DISTINCT vendor_id) FILTER (WHERE rated), '[]'),
        'tree', bool_or(moved))
    END INTO change
    FROM changed;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT CASE
      WHEN count(*) = 0 THEN NULL
      WHEN count(*) > 40 THEN '{"all":true}'::jsonb
      ELSE jsonb_build_object('pages', jsonb_agg(id), 'cards', jsonb_agg(id),
        'listings', jsonb_agg(DISTINCT category_id), 'tree', true)
    END INTO change
    FROM new_products;
  ELSE
    SELECT CASE
      WHEN count(*) = 0 THEN NULL
      WHEN count(*) > 40 THEN '{"all":true}'::jsonb
      ELSE jsonb_build_object('pages', jsonb_agg(id), 'cards', jsonb_agg(id),
        'listings', jsonb_agg(DISTINCT category_id), 'tree', true)
    END INTO change
    FROM old_products;
  END IF;
  IF change IS NOT NULL THEN
    PERFORM catalog_announce(change);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_inserted AFTER INSERT ON products
REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION products_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalog_updated AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION products_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalog_deleted AFTER DELETE ON products
REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION products_catalog_changed();
--> statement-breakpoint
-- A product's images: its page and its card (the first image).
CREATE FUNCTION product_images_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids jsonb;
  n int;
BEGIN
  SELECT jsonb_agg(DISTINCT product_id), count(DISTINCT product_id) INTO ids, n FROM changed_images;
  IF n > 40 THEN
    PERFORM catalog_announce('{"all":true}');
  ELSIF n > 0 THEN
    PERFORM catalog_announce(jsonb_build_object('pages', ids, 'cards', ids));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_images_catalog_inserted AFTER INSERT ON product_images
REFERENCING NEW TABLE AS changed_images FOR EACH STATEMENT EXECUTE FUNCTION product_images_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_catalog_updated AFTER UPDATE ON product_images
REFERENCING NEW TABLE AS changed_images FOR EACH STATEMENT EXECUTE FUNCTION product_images_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_catalog_deleted AFTER DELETE ON product_images
REFERENCING OLD TABLE AS changed_images FOR EACH STATEMENT EXECUTE FUNCTION product_images_catalog_changed();
--> statement-breakpoint
-- Reviews: the product page's reviews summary and its seller's rating.
CREATE FUNCTION reviews_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids jsonb;
  sellers jsonb;
  n int;
BEGIN
  SELECT jsonb_agg(DISTINCT p.id), jsonb_agg(DISTINCT p.vendor_id), count(DISTINCT p.id) INTO ids, sellers, n
  FROM changed_reviews r JOIN products p ON p.id = r.product_id;
  IF n > 40 THEN
    PERFORM catalog_announce('{"all":true}');
  ELSIF n > 0 THEN
    PERFORM catalog_announce(jsonb_build_object('pages', ids, 'sellers', sellers));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_catalog_inserted AFTER INSERT ON reviews
REFERENCING NEW TABLE AS changed_reviews FOR EACH STATEMENT EXECUTE FUNCTION reviews_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_catalog_updated AFTER UPDATE ON reviews
REFERENCING NEW TABLE AS changed_reviews FOR EACH STATEMENT EXECUTE FUNCTION reviews_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_catalog_deleted AFTER DELETE ON reviews
REFERENCING OLD TABLE AS changed_reviews FOR EACH STATEMENT EXECUTE FUNCTION reviews_catalog_changed();
--> statement-breakpoint
-- Sellers (name and address on product pages and cards, and whether their products show at all),
-- categories and subcategories (names, images, order, the tree) change rarely: everything goes.
CREATE FUNCTION vendors_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_announce('{"all":true}')
  WHERE EXISTS (
    SELECT 1 FROM old_vendors o JOIN new_vendors n ON n.id = o.id
    WHERE (o.business_name, o.status, o.is_active, o.address, o.city, o.state, o.pin)
      IS DISTINCT FROM (n.business_name, n.status, n.is_active, n.address, n.city, n.state, n.pin)
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendors_catalog_updated AFTER UPDATE ON vendors
REFERENCING OLD TABLE AS old_vendors NEW TABLE AS new_vendors FOR EACH STATEMENT EXECUTE FUNCTION vendors_catalog_changed();
--> statement-breakpoint
CREATE FUNCTION catalog_structure_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_announce('{"all":true}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON categories
FOR EACH STATEMENT EXECUTE FUNCTION catalog_structure_changed();
--> statement-breakpoint
CREATE TRIGGER subcategories_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON subcategories
FOR EACH STATEMENT EXECUTE FUNCTION catalog_structure_changed();
