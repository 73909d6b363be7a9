-- What each account owes now per currency (its open invoices' balances and their count), kept by
-- a trigger on invoice whatever code writes it, so the receivables accounts list sorted by open
-- balance walks ar_account_balance_org instead of summing every open invoice. An invoice counts
-- while it is an invoice (not a credit note) in state open or partially_paid; the trigger takes
-- the old row's part away and adds the new row's, under the row lock of the balance row.
CREATE TABLE "ar_account_balance" (
	"account_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"organization_id" integer NOT NULL,
	"open_balance" numeric(18, 4) DEFAULT '0' NOT NULL,
	"open_invoices" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ar_account_balance_account_id_currency_pk" PRIMARY KEY("account_id","currency")
);
--> statement-breakpoint
CREATE INDEX "ar_account_balance_org" ON "ar_account_balance" USING btree ("organization_id","open_balance");--> statement-breakpoint
INSERT INTO "ar_account_balance" ("account_id", "currency", "organization_id", "open_balance", "open_invoices")
  SELECT account_id, coalesce(currency, 'USD'), organization_id, sum(coalesce(balance, total, 0)), count(*)
  FROM "invoice" WHERE doc_type = 'invoice' AND state IN ('open', 'partially_paid') AND account_id IS NOT NULL
  GROUP BY account_id, coalesce(currency, 'USD'), organization_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_keep_account_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.doc_type = 'invoice' AND OLD.state IN ('open', 'partially_paid') AND OLD.account_id IS NOT NULL THEN
    UPDATE ar_account_balance
      SET open_balance = open_balance - coalesce(OLD.balance, OLD.total, 0), open_invoices = open_invoices - 1
      WHERE account_id = OLD.account_id AND currency = coalesce(OLD.currency, 'USD');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.doc_type = 'invoice' AND NEW.state IN ('open', 'partially_paid') AND NEW.account_id IS NOT NULL THEN
    INSERT INTO ar_account_balance (account_id, currency, organization_id, open_balance, open_invoices)
      VALUES (NEW.account_id, coalesce(NEW.currency, 'USD'), NEW.organization_id, coalesce(NEW.balance, NEW.total, 0), 1)
      ON CONFLICT (account_id, currency) DO UPDATE
      SET open_balance = ar_account_balance.open_balance + excluded.open_balance, open_invoices = ar_account_balance.open_invoices + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoice_keep_account_balance AFTER INSERT OR UPDATE OR DELETE ON "invoice"
  FOR EACH ROW EXECUTE FUNCTION invoice_keep_account_balance();
