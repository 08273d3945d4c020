-- Hindi names of categories and subcategories (issue 42 item 13): shown to Hindi readers; null, the English name.
ALTER TABLE "categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "name_hi" text;