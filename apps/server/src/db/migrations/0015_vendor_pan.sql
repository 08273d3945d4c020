ALTER TABLE "vendors" ADD COLUMN "pan" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_pan" CHECK ("vendors"."pan" is null or "vendors"."pan" ~ '^[A-Z]{5}[0-9]{4}[A-Z]$');--> statement-breakpoint
-- A seller with a GSTIN already gave its PAN: characters 3 to 12 of the GSTIN.
UPDATE "vendors" SET "pan" = upper(substring("gstin" from 3 for 10)) WHERE "pan" IS NULL AND "gstin" IS NOT NULL AND upper(substring("gstin" from 3 for 10)) ~ '^[A-Z]{5}[0-9]{4}[A-Z]$';
