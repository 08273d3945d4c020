CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"option_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"price_paise" integer NOT NULL,
	"mrp_paise" integer DEFAULT 0 NOT NULL,
	"stock" integer,
	"weight_grams" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_price_nonnegative" CHECK ("product_variants"."price_paise" >= 0),
	CONSTRAINT "product_variants_mrp_nonnegative" CHECK ("product_variants"."mrp_paise" >= 0),
	CONSTRAINT "product_variants_stock_nonnegative" CHECK ("product_variants"."stock" is null or "product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_weight_positive" CHECK ("product_variants"."weight_grams" is null or "product_variants"."weight_grams" > 0)
);
--> statement-breakpoint
DROP INDEX "cart_lines_options_key";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_max_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_vendor_sku_key" ON "product_variants" USING btree ("vendor_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_values_key" ON "product_variants" USING btree ("product_id","option_values");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
-- Every product becomes variants (docs/decisions/044-variants.md): its sizes, then its colours, are
-- its options, and each combination a variant at the product's price. The stock goes to the first
-- combination; the others start with none and switched off, until the seller sets them (each seller
-- sees the products that need it). A product without options gets one variant with its own SKU.
UPDATE "products" SET "options" =
  (CASE WHEN cardinality("sizes") > 0 THEN jsonb_build_array(jsonb_build_object('name', 'Size', 'kind', 'size', 'values', to_jsonb("sizes"))) ELSE '[]'::jsonb END)
  || (CASE WHEN cardinality("colors") > 0 THEN jsonb_build_array(jsonb_build_object('name', 'Colour', 'kind', 'colour', 'values', to_jsonb("colors"))) ELSE '[]'::jsonb END)
WHERE cardinality("sizes") > 0 OR cardinality("colors") > 0;--> statement-breakpoint
INSERT INTO "product_variants" ("product_id", "vendor_id", "sku", "option_values", "color", "size", "price_paise", "mrp_paise", "stock", "is_active", "position", "created_at", "updated_at")
SELECT p.id, p.vendor_id,
  CASE WHEN x.n = 0 THEN p.sku ELSE p.sku || '-' || (x.n + 1) END,
  array_remove(array[x.size, x.color], NULL), coalesce(x.color, ''), coalesce(x.size, ''),
  p.price_paise, p.mrp_paise, CASE WHEN x.n = 0 THEN p.stock ELSE 0 END, x.n = 0, x.n, p.created_at, p.updated_at
FROM (
  SELECT p.id AS product_id, s.size, c.color, row_number() OVER (PARTITION BY p.id ORDER BY s.si, c.ci) - 1 AS n
  FROM "products" p
  CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p.sizes) > 0 THEN p.sizes ELSE array[NULL::text] END) WITH ORDINALITY AS s(size, si)
  CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p.colors) > 0 THEN p.colors ELSE array[NULL::text] END) WITH ORDINALITY AS c(color, ci)
) x JOIN "products" p ON p.id = x.product_id;--> statement-breakpoint
UPDATE "products" SET "price_max_paise" = "price_paise";--> statement-breakpoint
-- Cart lines point at their variant; a line whose colour or size the product no longer offers goes.
ALTER TABLE "cart_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
UPDATE "cart_lines" cl SET "variant_id" = v.id FROM "product_variants" v
WHERE v.product_id = cl.product_id AND v.color = cl.color AND v.size = cl.size;--> statement-breakpoint
DELETE FROM "cart_lines" WHERE "variant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_variant_key" ON "cart_lines" USING btree ("customer_id","variant_id");--> statement-breakpoint
-- Order lines keep their options by name; the variant where one matches what was bought.
UPDATE "order_lines" SET "options" =
  (CASE WHEN "size" <> '' THEN jsonb_build_array(jsonb_build_object('name', 'Size', 'value', "size")) ELSE '[]'::jsonb END)
  || (CASE WHEN "color" <> '' THEN jsonb_build_array(jsonb_build_object('name', 'Colour', 'value', "color")) ELSE '[]'::jsonb END)
WHERE "size" <> '' OR "color" <> '';--> statement-breakpoint
UPDATE "order_lines" ol SET "variant_id" = v.id FROM "product_variants" v
WHERE v.product_id = ol.product_id AND v.color = ol.color AND v.size = ol.size;--> statement-breakpoint
-- A product's price, MRP and stock summarise its active variants: the lowest price (with that
-- variant's MRP), the highest for "₹499–₹699", and all their units (null when one is not counted).
-- Lists keep filtering and sorting on the product's own columns and indexes. One statement at a
-- time, never per row; products are locked in id order first, so two statements summarising the
-- same products never wait on each other in a cycle.
CREATE FUNCTION product_variants_summarise() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM new_variants;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids
    FROM (SELECT product_id FROM new_variants UNION SELECT product_id FROM old_variants) changed;
  ELSE
    SELECT array_agg(DISTINCT product_id) INTO ids FROM old_variants;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM products WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE products p
  SET price_paise = s.price_paise, mrp_paise = s.mrp_paise, price_max_paise = s.price_max_paise, stock = s.stock
  FROM (
    SELECT v.product_id,
      coalesce(min(v.price_paise) FILTER (WHERE v.is_active), min(v.price_paise)) AS price_paise,
      (array_agg(v.mrp_paise ORDER BY NOT v.is_active, v.price_paise, v.position))[1] AS mrp_paise,
      coalesce(max(v.price_paise) FILTER (WHERE v.is_active), max(v.price_paise)) AS price_max_paise,
      CASE
        WHEN count(*) FILTER (WHERE v.is_active) = 0 THEN 0
        WHEN bool_or(v.stock IS NULL) FILTER (WHERE v.is_active) THEN NULL
        ELSE (sum(v.stock) FILTER (WHERE v.is_active))::int
      END AS stock
    FROM product_variants v
    WHERE v.product_id = ANY (ids)
    GROUP BY v.product_id
  ) s
  WHERE p.id = s.product_id
    AND (p.price_paise, p.mrp_paise, p.price_max_paise, p.stock) IS DISTINCT FROM (s.price_paise, s.mrp_paise, s.price_max_paise, s.stock);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_summary_inserted AFTER INSERT ON product_variants
REFERENCING NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION product_variants_summarise();--> statement-breakpoint
CREATE TRIGGER product_variants_summary_updated AFTER UPDATE ON product_variants
REFERENCING OLD TABLE AS old_variants NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION product_variants_summarise();--> statement-breakpoint
CREATE TRIGGER product_variants_summary_deleted AFTER DELETE ON product_variants
REFERENCING OLD TABLE AS old_variants FOR EACH STATEMENT EXECUTE FUNCTION product_variants_summarise();--> statement-breakpoint
-- Nothing else writes the summary: a direct change (a script, psql) would disagree with the
-- variants that checkout sells from, so it is refused with the way to do it.
CREATE FUNCTION products_summary_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 AND (NEW.price_paise, NEW.mrp_paise, NEW.stock, NEW.price_max_paise)
      IS DISTINCT FROM (OLD.price_paise, OLD.mrp_paise, OLD.stock, OLD.price_max_paise) THEN
    RAISE EXCEPTION 'A product''s price, MRP and stock summarise its variants: change product_variants instead.'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_summary_guard BEFORE UPDATE OF price_paise, mrp_paise, stock, price_max_paise ON products
FOR EACH ROW EXECUTE FUNCTION products_summary_guard();--> statement-breakpoint
-- Every product has at least one variant, whoever writes it (the seller's form, an import, a seed):
-- a product inserted with none gets one per combination of its sizes and colours, each at the
-- product's price and with its stock. The seller's own variants, when given, replace these.
CREATE FUNCTION products_default_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_variants (product_id, vendor_id, sku, option_values, color, size, price_paise, mrp_paise, stock, position)
  SELECT p.id, p.vendor_id,
    CASE WHEN x.n = 0 THEN p.sku ELSE p.sku || '-' || (x.n + 1) END,
    array_remove(array[x.size, x.color], NULL), coalesce(x.color, ''), coalesce(x.size, ''),
    p.price_paise, p.mrp_paise, p.stock, x.n
  FROM (
    SELECT p.id AS product_id, s.size, c.color, row_number() OVER (PARTITION BY p.id ORDER BY s.si, c.ci) - 1 AS n
    FROM new_products p
    CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p.sizes) > 0 THEN p.sizes ELSE array[NULL::text] END) WITH ORDINALITY AS s(size, si)
    CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p.colors) > 0 THEN p.colors ELSE array[NULL::text] END) WITH ORDINALITY AS c(color, ci)
  ) x JOIN new_products p ON p.id = x.product_id;
  UPDATE products p SET options =
    (CASE WHEN cardinality(n.sizes) > 0 THEN jsonb_build_array(jsonb_build_object('name', 'Size', 'kind', 'size', 'values', to_jsonb(n.sizes))) ELSE '[]'::jsonb END)
    || (CASE WHEN cardinality(n.colors) > 0 THEN jsonb_build_array(jsonb_build_object('name', 'Colour', 'kind', 'colour', 'values', to_jsonb(n.colors))) ELSE '[]'::jsonb END)
  FROM new_products n
  WHERE p.id = n.id AND n.options = '[]'::jsonb AND (cardinality(n.sizes) > 0 OR cardinality(n.colors) > 0);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_default_variants AFTER INSERT ON products
REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION products_default_variants();--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_variant_idx" ON "order_lines" USING btree ("variant_id") WHERE "order_lines"."variant_id" is not null;