ALTER TABLE "customers" ADD COLUMN "locale" text DEFAULT 'en-IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "locale" text DEFAULT 'en-IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_locale" CHECK ("customers"."locale" in ('en-IN', 'hi-IN'));--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_locale" CHECK ("vendors"."locale" in ('en-IN', 'hi-IN'));