-- Listings filter by variants (docs/decisions/044-variants.md, "Listings"): a product is found under
-- a colour or size when one of its variants on sale (active, and stock not counted or above 0) has
-- it, and a colour and a size together when one variant has both. Only those variants are indexed:
-- by product, colour and size for the per-product probe and the filter counts (index-only), and by
-- colour or size alone for a rare value among many products. A sale that changes a variant's stock
-- now writes these indexes too (no HOT update): a few index entries against every listing read.
CREATE INDEX "product_variants_on_sale_idx" ON "product_variants" USING btree ("product_id","color","size") WHERE is_active and (stock is null or stock > 0);--> statement-breakpoint
CREATE INDEX "product_variants_on_sale_color_idx" ON "product_variants" USING btree ("color","product_id") WHERE is_active and (stock is null or stock > 0);--> statement-breakpoint
CREATE INDEX "product_variants_on_sale_size_idx" ON "product_variants" USING btree ("size","product_id") WHERE is_active and (stock is null or stock > 0);--> statement-breakpoint
-- The card shows the highest price too ("₹499–₹699"): a change to it changes the card (0024 listed the rest).
CREATE OR REPLACE FUNCTION products_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change jsonb;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (
      SELECT n.id, n.vendor_id, o.category_id AS old_category, n.category_id AS new_category,
        -- What a card shows, or what lists filter and sort on (colours and sizes since the
        -- listing's filters, migration 0024; the highest price since 0045). A stock count that
        -- stays above zero is only on the product page.
        (o.name, o.slug, o.brand, o.price_paise, o.mrp_paise, o.price_max_paise, o.discount_percent, o.is_available,
         o.is_new, o.rating_count, o.rating_sum, o.category_id, o.subcategory_id, o.vendor_id,
         o.approval_status, o.archived_at, o.created_at, o.stock IS NULL OR o.stock > 0,
         o.search_document, o.colors, o.sizes)
        IS DISTINCT FROM
        (n.name, n.slug, n.brand, n.price_paise, n.mrp_paise, n.price_max_paise, n.discount_percent, n.is_available,
         n.is_new, n.rating_count, n.rating_sum, n.category_id, n.subcategory_id, n.vendor_id,
         n.approval_status, n.archived_at, n.created_at, n.stock IS NULL OR n.stock > 0,
         n.search_document, n.colors, n.sizes) AS card,
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
-- A variant's change is announced too (0023's payload): the product row's summary does not always
-- move with it (an M in Blue selling out while other sizes remain, a colour switched off), yet the
-- lists filtered by colour or size, the card's colour dots and the product page all change. Any
-- change: the product's page; one that adds or removes a variant on sale, or moves a colour or
-- size: its card and its category's lists. One notification per statement, never per row.
CREATE FUNCTION product_variants_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  card_ids uuid[];
  change jsonb;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT n.product_id),
      array_agg(DISTINCT n.product_id) FILTER (WHERE
        (o.product_id, o.color, o.size, o.position, o.is_active AND (o.stock IS NULL OR o.stock > 0))
        IS DISTINCT FROM (n.product_id, n.color, n.size, n.position, n.is_active AND (n.stock IS NULL OR n.stock > 0)))
    INTO ids, card_ids
    FROM new_variants n JOIN old_variants o ON o.id = n.id
    WHERE (o.*) IS DISTINCT FROM (n.*);
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM new_variants;
    card_ids := ids;
  ELSE
    SELECT array_agg(DISTINCT product_id) INTO ids FROM old_variants;
    card_ids := ids;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(ids) > 40 THEN
    change := '{"all":true}'::jsonb;
  ELSE
    -- A product deleted with its variants has no row left: its own trigger announced it.
    SELECT CASE WHEN count(*) = 0 THEN NULL ELSE jsonb_build_object(
      'pages', jsonb_agg(p.id),
      'cards', coalesce(jsonb_agg(p.id) FILTER (WHERE p.id = ANY (card_ids)), '[]'),
      'listings', coalesce(jsonb_agg(DISTINCT p.category_id) FILTER (WHERE p.id = ANY (card_ids)), '[]'))
    END INTO change
    FROM products p WHERE p.id = ANY (ids);
  END IF;
  IF change IS NOT NULL THEN
    PERFORM catalog_announce(change);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_inserted AFTER INSERT ON product_variants
REFERENCING NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION product_variants_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_updated AFTER UPDATE ON product_variants
REFERENCING OLD TABLE AS old_variants NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION product_variants_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_deleted AFTER DELETE ON product_variants
REFERENCING OLD TABLE AS old_variants FOR EACH STATEMENT EXECUTE FUNCTION product_variants_catalog_changed();
