CREATE TABLE "statement_mails" (
	"vendor_id" uuid NOT NULL,
	"month" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "statement_mails_vendor_id_month_pk" PRIMARY KEY("vendor_id","month")
);
--> statement-breakpoint
ALTER TABLE "statement_mails" ADD CONSTRAINT "statement_mails_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;