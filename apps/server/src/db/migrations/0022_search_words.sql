CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_brand_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_document" "tsvector";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_document_idx" ON "products" USING gin ("name_document");--> statement-breakpoint
-- Hand-written below. The trigger of migration 0002 now also keeps name_document: the name and brand,
-- unweighted, so "does the name or brand match" is answered by its own index alone.
CREATE OR REPLACE FUNCTION products_search_document_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := products_search_document(NEW.name, NEW.brand, NEW.description, NEW.category_id, NEW.subcategory_id);
  NEW.name_document := to_tsvector('english', coalesce(NEW.name, '') || ' ' || coalesce(NEW.brand, ''));
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER products_search_document ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_document
BEFORE INSERT OR UPDATE OF name, brand, description, category_id, subcategory_id, search_document, name_document ON products
FOR EACH ROW EXECUTE FUNCTION products_search_document_trigger();
--> statement-breakpoint
UPDATE products SET search_document = NULL;
--> statement-breakpoint
-- The words of a text as search_words keeps them: lowercased, split at spaces and
-- punctuation (never inside a Devanagari word, whose vowel signs are not "alphanumeric"), three
-- characters or more, not only digits ("42" in "Kettle 42" is no word to correct towards).
CREATE FUNCTION search_words_of(p_text text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(coalesce(p_text, '')), '[[:space:][:punct:]]+') w
  WHERE char_length(w) >= 3 AND w !~ '^[0-9]+$'
$$;
--> statement-breakpoint
-- New products: one statement-level trigger per INSERT (a seed or import of many rows is one insert).
CREATE FUNCTION products_search_words_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT search_words_of(n.name || ' ' || coalesce(n.brand, '')) FROM new_products n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert
AFTER INSERT ON products REFERENCING NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION products_search_words_insert();
--> statement-breakpoint
-- Renamed products, one row at a time (rare; stock and price updates do not fire it).
CREATE FUNCTION products_search_words_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT search_words_of(NEW.name || ' ' || coalesce(NEW.brand, ''))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_update
AFTER UPDATE OF name, brand ON products
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.brand IS DISTINCT FROM NEW.brand)
EXECUTE FUNCTION products_search_words_update();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT search_words_of(name || ' ' || coalesce(brand, '')) FROM products
ON CONFLICT DO NOTHING;
