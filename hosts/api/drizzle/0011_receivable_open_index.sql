-- The balances engine (aging, the receivables accounts list) reads a customer's open invoices
-- from one covering index instead of joining every invoice to its item. The index needs the
-- item's organization, account and due date on the invoice row, so they are copied there and
-- kept by two triggers, whatever code writes the item or the invoice: the application never
-- writes these columns itself. A plain index on the account serves one customer's invoices
-- (statement, aging drill-down, a page of the accounts list); two small partial
-- indexes find customers' credit (unapplied payments, credit notes not yet applied).
ALTER TABLE "invoice" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "due_date" date;--> statement-breakpoint
UPDATE "invoice" v SET "organization_id" = i."organization_id", "account_id" = i."account_id", "due_date" = i."due_date"
  FROM "item" i WHERE i."id" = v."item_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_copy_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT i.organization_id, i.account_id, i.due_date INTO NEW.organization_id, NEW.account_id, NEW.due_date
    FROM item i WHERE i.id = NEW.item_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoice_copy_item BEFORE INSERT OR UPDATE OF item_id, organization_id, account_id, due_date ON "invoice"
  FOR EACH ROW EXECUTE FUNCTION invoice_copy_item();--> statement-breakpoint
CREATE OR REPLACE FUNCTION item_copy_to_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoice SET organization_id = NEW.organization_id, account_id = NEW.account_id, due_date = NEW.due_date
    WHERE item_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER item_copy_to_invoice AFTER UPDATE OF organization_id, account_id, due_date ON "item"
  FOR EACH ROW
  WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id OR OLD.account_id IS DISTINCT FROM NEW.account_id OR OLD.due_date IS DISTINCT FROM NEW.due_date)
  EXECUTE FUNCTION item_copy_to_invoice();--> statement-breakpoint
CREATE INDEX "invoice_receivable_open" ON "invoice" USING btree ("organization_id","account_id","currency","due_date","issue_date","balance","item_id") WHERE state in ('open', 'partially_paid') and doc_type = 'invoice';--> statement-breakpoint
CREATE INDEX "invoice_account" ON "invoice" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "invoice_open_credit" ON "invoice" USING btree ("organization_id","account_id") WHERE doc_type = 'credit_note' and state = 'open';--> statement-breakpoint
CREATE INDEX "ar_payment_credit" ON "ar_payment" USING btree ("organization_id","account_id") WHERE unapplied > 0;
