ALTER TABLE "tax_documents" ADD COLUMN "pdf" "bytea";--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_documents_invoice_idx" ON "tax_documents" USING btree ("invoice_id");--> statement-breakpoint
-- Still never changed or deleted, with one exception: a document issued before PDFs were made gets
-- its PDF, once, on its first download. Everything else about the row must stay as it was.
CREATE OR REPLACE FUNCTION tax_documents_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.pdf IS NULL AND NEW.pdf IS NOT NULL
     AND (to_jsonb(NEW) - 'pdf') = (to_jsonb(OLD) - 'pdf') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'tax documents cannot be changed or deleted' USING ERRCODE = 'restrict_violation';
END;
$$;
