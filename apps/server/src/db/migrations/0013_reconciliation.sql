CREATE TABLE "reconciliation_mismatches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"refund_id" uuid,
	"gateway_payment_id" text,
	"gateway_refund_id" text,
	"haat_paise" integer,
	"gateway_paise" integer,
	"gateway_status" text,
	"note" text NOT NULL,
	"fix" text,
	"fixed_at" timestamp with time zone,
	"fixed_by_admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_mismatches_fix" CHECK ("reconciliation_mismatches"."fix" is null or "reconciliation_mismatches"."fix" in ('confirm', 'capture', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"trigger" text NOT NULL,
	"admin_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"payments_checked" integer DEFAULT 0 NOT NULL,
	"refunds_checked" integer DEFAULT 0 NOT NULL,
	"mismatch_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "reconciliation_runs_status" CHECK ("reconciliation_runs"."status" in ('running', 'done', 'failed')),
	CONSTRAINT "reconciliation_runs_trigger" CHECK ("reconciliation_runs"."trigger" in ('job', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "reconciliation_mismatches" ADD CONSTRAINT "reconciliation_mismatches_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_mismatches_run_idx" ON "reconciliation_mismatches" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_day_idx" ON "reconciliation_runs" USING btree ("day","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_one_running" ON "reconciliation_runs" USING btree ("day") WHERE "reconciliation_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "orders_paid_online_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."payment_method" = 'razorpay';--> statement-breakpoint
CREATE INDEX "refunds_processed_idx" ON "refunds" USING btree ("processed_at") WHERE "refunds"."processed_at" is not null;