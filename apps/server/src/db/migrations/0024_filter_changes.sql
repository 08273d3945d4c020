-- The listing's filters (docs/decisions/031-listing-filters.md) count and filter on colours and
-- sizes: a change to either now changes the product's card, so lists and filter counts drop it.
CREATE OR REPLACE FUNCTION products_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change jsonb;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (
      SELECT n.id, n.vendor_id, o.category_id AS old_category, n.category_id AS new_category,
        -- What a card shows, or what lists filter and sort on (colours and sizes since the
        -- listing's filters, migration 0024). A stock count that stays above zero is only on
        -- the product page.
        (o.name, o.slug, o.brand, o.price_paise, o.mrp_paise, o.discount_percent, o.is_available,
         o.is_new, o.rating_count, o.rating_sum, o.category_id, o.subcategory_id, o.vendor_id,
         o.approval_status, o.archived_at, o.created_at, o.stock IS NULL OR o.stock > 0,
         o.search_document, o.colors, o.sizes)
        IS DISTINCT FROM
        (n.name, n.slug, n.brand, n.price_paise, n.mrp_paise, n.discount_percent, n.is_available,
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
