ALTER TABLE "vendors" ALTER COLUMN "business_type" SET DATA TYPE text;--> statement-breakpoint
-- India's business types replace the SPEC's foreign list: each seller keeps the nearest one.
UPDATE "vendors" SET "business_type" = CASE "business_type"
  WHEN 'individual' THEN 'proprietorship'
  WHEN 'llc' THEN 'llp'
  WHEN 'corporation' THEN 'private_limited'
  ELSE "business_type" END;--> statement-breakpoint
DROP TYPE "public"."business_type";--> statement-breakpoint
CREATE TYPE "public"."business_type" AS ENUM('proprietorship', 'partnership', 'llp', 'private_limited', 'public_limited', 'one_person_company', 'huf');--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "business_type" SET DATA TYPE "public"."business_type" USING "business_type"::"public"."business_type";