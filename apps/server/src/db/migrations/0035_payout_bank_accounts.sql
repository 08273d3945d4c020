-- Existing sellers and payouts keep their UPI ID: payout_kind and destination_kind default to it.
ALTER TABLE "vendors" ALTER COLUMN "upi_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "upi_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "payout_kind" text DEFAULT 'upi' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "bank_account_holder" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "bank_ifsc" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "destination_kind" text DEFAULT 'upi' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "bank_account_holder" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "bank_ifsc" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_payout_destination" CHECK (("vendors"."payout_kind" = 'upi' and "vendors"."upi_id" is not null and "vendors"."bank_account_holder" is null and "vendors"."bank_account_number" is null and "vendors"."bank_ifsc" is null)
  or ("vendors"."payout_kind" = 'bank_account' and "vendors"."upi_id" is null and "vendors"."bank_account_holder" is not null
    and "vendors"."bank_account_number" ~ '^[0-9]{9,18}$' and "vendors"."bank_ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_destination" CHECK (("payouts"."destination_kind" = 'upi' and "payouts"."upi_id" is not null and "payouts"."bank_account_holder" is null and "payouts"."bank_account_number" is null and "payouts"."bank_ifsc" is null)
  or ("payouts"."destination_kind" = 'bank_account' and "payouts"."upi_id" is null and "payouts"."bank_account_holder" is not null
    and "payouts"."bank_account_number" ~ '^[0-9]{9,18}$' and "payouts"."bank_ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$'));