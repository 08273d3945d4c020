CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"posting" text NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"base_paise" integer,
	"order_id" uuid,
	"vendor_order_id" uuid,
	"return_id" uuid,
	"payout_id" uuid,
	"payable_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" in ('sale', 'commission', 'fee', 'commission_gst', 'tcs_cgst', 'tcs_sgst', 'tcs_igst', 'tds', 'cod_collected', 'payout', 'payout_failed')),
	CONSTRAINT "ledger_entries_posting" CHECK ("ledger_entries"."posting" in ('sale', 'return', 'payout')),
	CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount_paise" <> 0)
);
--> statement-breakpoint
CREATE TABLE "seller_accounts" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "commission_bp" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "commission_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "commission_bp" integer;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "settlement_terms" jsonb;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "payable_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_vendor_order_id_vendor_orders_id_fk" FOREIGN KEY ("vendor_order_id") REFERENCES "public"."vendor_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_accounts" ADD CONSTRAINT "seller_accounts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_vendor_idx" ON "ledger_entries" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_vendor_order_idx" ON "ledger_entries" USING btree ("vendor_order_id");--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_commission_bp" CHECK ("vendors"."commission_bp" is null or "vendors"."commission_bp" between 0 and 5000);--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_commission_bp" CHECK ("categories"."commission_bp" between 0 and 5000);--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD CONSTRAINT "vendor_orders_fee_nonnegative" CHECK ("vendor_orders"."fee_paise" >= 0);--> statement-breakpoint
-- The ledger is append-only: a mistake is corrected by a new entry, never an edit.
CREATE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries cannot be changed or deleted' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable();--> statement-breakpoint
-- Every entry moves its seller's balance in the same statement, so the balance is always the sum.
CREATE FUNCTION ledger_entries_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_accounts (vendor_id, balance_paise, updated_at)
    VALUES (NEW.vendor_id, NEW.amount_paise, NEW.created_at)
    ON CONFLICT (vendor_id) DO UPDATE
      SET balance_paise = seller_accounts.balance_paise + EXCLUDED.balance_paise, updated_at = EXCLUDED.updated_at;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_post AFTER INSERT ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_post();
