ALTER TABLE "admins" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "totp_last_step" bigint;