ALTER TABLE "products" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
CREATE INDEX "products_brand_trgm_idx" ON "products" USING gin (lower("brand") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_listed_unit_price_idx" ON "products" USING btree (((price_paise::bigint * (100 - discount_percent) + 50) / 100)) WHERE approval_status = 'approved' and archived_at is null;--> statement-breakpoint
CREATE INDEX "products_listed_rating_idx" ON "products" USING btree (round(rating_sum::numeric / nullif(rating_count, 0), 1) desc nulls last,"rating_count" DESC NULLS LAST) WHERE approval_status = 'approved' and archived_at is null;--> statement-breakpoint
-- Hand-written below (drizzle-kit cannot express functions or triggers). The search document weighs
-- the name and brand most (A), then the category and subcategory names (B), then the description
-- (D). 'english' stems plurals ("kurtas" finds "kurta"); queries use websearch_to_tsquery('english').
CREATE FUNCTION products_search_document(p_name text, p_brand text, p_description text, p_category_id uuid, p_subcategory_id uuid)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english', coalesce(p_name, '') || ' ' || coalesce(p_brand, '')), 'A')
      || setweight(to_tsvector('english',
           coalesce((SELECT c.name FROM categories c WHERE c.id = p_category_id), '') || ' ' ||
           coalesce((SELECT s.name FROM subcategories s WHERE s.id = p_subcategory_id), '')), 'B')
      || setweight(to_tsvector('english', coalesce(p_description, '')), 'D')
$$;
--> statement-breakpoint
CREATE FUNCTION products_search_document_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := products_search_document(NEW.name, NEW.brand, NEW.description, NEW.category_id, NEW.subcategory_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- search_document is in the column list so that a direct write to it is recomputed, never kept.
CREATE TRIGGER products_search_document
BEFORE INSERT OR UPDATE OF name, brand, description, category_id, subcategory_id, search_document ON products
FOR EACH ROW EXECUTE FUNCTION products_search_document_trigger();
--> statement-breakpoint
-- Renaming a category or subcategory re-indexes its products: touching search_document fires the trigger above.
CREATE FUNCTION products_search_document_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    UPDATE products SET search_document = NULL WHERE category_id = NEW.id;
  ELSE
    UPDATE products SET search_document = NULL WHERE subcategory_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_products_search_document
AFTER UPDATE OF name ON categories
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION products_search_document_refresh();
--> statement-breakpoint
CREATE TRIGGER subcategories_products_search_document
AFTER UPDATE OF name ON subcategories
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION products_search_document_refresh();
--> statement-breakpoint
-- Products that exist before this migration get their document now (the trigger computes it).
UPDATE products SET search_document = NULL;
