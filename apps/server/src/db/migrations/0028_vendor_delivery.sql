CREATE TABLE "vendor_delivery" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"states" text[] DEFAULT '{}' NOT NULL,
	"pin_prefixes" text[] DEFAULT '{}' NOT NULL,
	"excluded_pin_prefixes" text[] DEFAULT '{}' NOT NULL,
	"dispatch_days" smallint NOT NULL,
	"cod" boolean NOT NULL,
	"cod_excluded_pin_prefixes" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_delivery_area" CHECK ("vendor_delivery"."area" in ('india', 'states', 'pins')),
	CONSTRAINT "vendor_delivery_dispatch_days" CHECK ("vendor_delivery"."dispatch_days" between 0 and 10),
	CONSTRAINT "vendor_delivery_states" CHECK ("vendor_delivery"."area" <> 'states' or cardinality("vendor_delivery"."states") > 0),
	CONSTRAINT "vendor_delivery_pins" CHECK ("vendor_delivery"."area" <> 'pins' or cardinality("vendor_delivery"."pin_prefixes") > 0)
);
--> statement-breakpoint
ALTER TABLE "vendor_delivery" ADD CONSTRAINT "vendor_delivery_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;