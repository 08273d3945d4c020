ALTER TABLE "vendors" ADD COLUMN "customer_care" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "grievance_officer" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "required_declarations" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "declarations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "declarations" jsonb;--> statement-breakpoint
-- The seller's customer care and grievance officer are on its product pages now (0023 listed what was).
CREATE OR REPLACE FUNCTION vendors_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_announce('{"all":true}')
  WHERE EXISTS (
    SELECT 1 FROM old_vendors o JOIN new_vendors n ON n.id = o.id
    WHERE (o.business_name, o.status, o.is_active, o.address, o.city, o.state, o.pin, o.customer_care, o.grievance_officer)
      IS DISTINCT FROM (n.business_name, n.status, n.is_active, n.address, n.city, n.state, n.pin, n.customer_care, n.grievance_officer)
  );
  RETURN NULL;
END
$$;
