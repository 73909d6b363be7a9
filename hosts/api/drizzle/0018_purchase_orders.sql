CREATE TABLE "purchase_order" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"number" varchar(60) NOT NULL,
	"issue_date" date,
	"currency" varchar(3) NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal" numeric(18, 4),
	"tax" numeric(18, 4),
	"total" numeric(18, 4),
	"external_reference" varchar(200)
);
--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Payables' purchase orders move out of receivables' invoice table into their own.
INSERT INTO "purchase_order" ("item_id", "number", "issue_date", "currency", "lines", "subtotal", "tax", "total", "external_reference")
  SELECT "item_id", coalesce("number", ''), "issue_date", coalesce("currency", 'USD'), "lines", "subtotal", "tax", "total", "external_reference" FROM "invoice" WHERE "purchase_order";--> statement-breakpoint
DELETE FROM "invoice" WHERE "purchase_order";--> statement-breakpoint
ALTER TABLE "invoice" DROP COLUMN "purchase_order";