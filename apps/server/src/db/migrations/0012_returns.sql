CREATE TYPE "public"."return_status" AS ENUM('requested', 'approved', 'rejected', 'picked_up', 'received', 'disputed', 'declined');--> statement-breakpoint
CREATE TABLE "return_lines" (
	"return_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "return_lines_return_id_order_line_id_pk" PRIMARY KEY("return_id","order_line_id"),
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"vendor_order_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"status" "return_status" DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"photo_media_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"upi_id" text,
	"amount_paise" integer NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_kind" text,
	"decided_by_id" uuid,
	"reject_reason" text,
	"courier_name" text,
	"tracking_number" text,
	"picked_up_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"damage_note" text,
	"resolved_at" timestamp with time zone,
	"resolved_by_admin_id" uuid,
	"resolution_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_amount_nonnegative" CHECK ("returns"."amount_paise" >= 0),
	CONSTRAINT "returns_decided_by_kind" CHECK ("returns"."decided_by_kind" is null or "returns"."decided_by_kind" in ('vendor', 'admin', 'system'))
);
--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "gateway_payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "upi_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "paid_reference" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "paid_by_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_vendor_order_id_vendor_orders_id_fk" FOREIGN KEY ("vendor_order_id") REFERENCES "public"."vendor_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_lines_line_idx" ON "return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_vendor_idx" ON "returns" USING btree ("vendor_id","status","created_at");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "returns_photos_idx" ON "returns" USING gin ("photo_media_ids");--> statement-breakpoint
CREATE INDEX "returns_due_idx" ON "returns" USING btree ("respond_by") WHERE "returns"."status" = 'requested';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_unique" UNIQUE("return_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_returned_within" CHECK ("order_lines"."returned_quantity" >= 0 and "order_lines"."cancelled_quantity" + "order_lines"."returned_quantity" <= "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_destination" CHECK (("refunds"."provider" = 'cod' and "refunds"."upi_id" is not null) or ("refunds"."provider" <> 'cod' and "refunds"."gateway_payment_id" is not null));