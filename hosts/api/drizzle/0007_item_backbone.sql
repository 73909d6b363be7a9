-- The item backbone: "item" keeps what every module shares (account, kind, status, title,
-- description, due date, assignment, audit fields); each kind's own data moves to a table keyed
-- one-to-one on item_id. Existing rows are copied over before the old columns go:
--   invoice            kind INVOICE (subtype 'purchase_order' becomes purchase_order = true)
--   statement          kind STATEMENT (its details snapshot: aging buckets and listed invoices)
--   contract           every item with a body (contracts)
--   loan_request       subtype 'loan_request' (its details: amount, purpose, term in months)
--   requirement        items with upload rules (allowed file types or a size limit)
--   requirement_origin items made from a checklist (details: checklist, template, contact role)
--   metric             kind METRIC (details: threshold kind and value)
CREATE TABLE "metric" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"threshold_kind" smallint DEFAULT 0 NOT NULL,
	"threshold_value" numeric(18, 4)
);
--> statement-breakpoint
CREATE TABLE "requirement" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"allowed_file_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_file_size" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirement_origin" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"checklist_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"contact_role_id" integer
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"number" varchar(60),
	"issue_date" date,
	"currency" varchar(3),
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal" numeric(14, 2),
	"tax" numeric(14, 2),
	"total" numeric(14, 2),
	"balance" numeric(14, 2),
	"paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"purchase_order" boolean DEFAULT false NOT NULL,
	"external_reference" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "statement" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"statement_date" date,
	"currency" varchar(3),
	"total_due" numeric(14, 2),
	"aging_current" numeric(14, 2) DEFAULT '0' NOT NULL,
	"aging_days_1_30" numeric(14, 2) DEFAULT '0' NOT NULL,
	"aging_days_31_60" numeric(14, 2) DEFAULT '0' NOT NULL,
	"aging_days_61_90" numeric(14, 2) DEFAULT '0' NOT NULL,
	"aging_days_over_90" numeric(14, 2) DEFAULT '0' NOT NULL,
	"invoices" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"body" text
);
--> statement-breakpoint
CREATE TABLE "loan_request" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"term_months" smallint
);
--> statement-breakpoint
ALTER TABLE "metric" ADD CONSTRAINT "metric_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement" ADD CONSTRAINT "requirement_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_origin" ADD CONSTRAINT "requirement_origin_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement" ADD CONSTRAINT "statement_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_request" ADD CONSTRAINT "loan_request_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "invoice" ("item_id", "number", "issue_date", "currency", "lines", "subtotal", "tax", "total", "balance", "paid", "paid_at", "purchase_order", "external_reference")
SELECT "id", "number", "issue_date", "currency", "lines", "subtotal", "tax", "total", "balance", "paid", "paid_at", coalesce("subtype" = 'purchase_order', false), "external_reference"
FROM "item" WHERE "kind" = 'INVOICE';--> statement-breakpoint
INSERT INTO "statement" ("item_id", "statement_date", "currency", "total_due", "aging_current", "aging_days_1_30", "aging_days_31_60", "aging_days_61_90", "aging_days_over_90", "invoices")
SELECT "id", "issue_date", "currency", "total",
  coalesce(("details" -> 'aging' ->> 'current')::numeric, 0),
  coalesce(("details" -> 'aging' ->> 'days_1_30')::numeric, 0),
  coalesce(("details" -> 'aging' ->> 'days_31_60')::numeric, 0),
  coalesce(("details" -> 'aging' ->> 'days_61_90')::numeric, 0),
  coalesce(("details" -> 'aging' ->> 'days_over_90')::numeric, 0),
  CASE WHEN jsonb_typeof("details" -> 'invoices') = 'array' THEN "details" -> 'invoices' ELSE '[]'::jsonb END
FROM "item" WHERE "kind" = 'STATEMENT';--> statement-breakpoint
INSERT INTO "contract" ("item_id", "body")
SELECT "id", "body" FROM "item" WHERE "body" IS NOT NULL;--> statement-breakpoint
INSERT INTO "loan_request" ("item_id", "amount", "purpose", "term_months")
SELECT "id", coalesce(("details" ->> 'amount')::numeric, "total", 0), coalesce("details" ->> 'purpose', "description"), ("details" ->> 'term_months')::smallint
FROM "item" WHERE "subtype" = 'loan_request';--> statement-breakpoint
INSERT INTO "requirement" ("item_id", "allowed_file_types", "max_file_size")
SELECT "id", "allowed_file_types", "max_file_size" FROM "item" WHERE "allowed_file_types" <> '[]'::jsonb OR "max_file_size" <> 0;--> statement-breakpoint
INSERT INTO "requirement_origin" ("item_id", "checklist_id", "template_id", "contact_role_id")
SELECT "id", ("details" ->> 'checklist_id')::integer, ("details" ->> 'template_id')::integer, ("details" ->> 'contact_role_id')::integer
FROM "item" WHERE "details" ? 'checklist_id' AND "details" ? 'template_id';--> statement-breakpoint
INSERT INTO "metric" ("item_id", "threshold_kind", "threshold_value")
SELECT "id", coalesce(("details" ->> 'threshold_kind')::smallint, 0), ("details" ->> 'threshold_value')::numeric
FROM "item" WHERE "kind" = 'METRIC';--> statement-breakpoint
ALTER TABLE "item" DROP COLUMN "allowed_file_types";--> statement-breakpoint
ALTER TABLE "item" DROP COLUMN "max_file_size";--> statement-breakpoint
ALTER TABLE "item" DROP COLUMN "number";--> statement-breakpoint
ALTER TABLE "item" DROP COLUMN "issue_date";--> statement-breakpoint
ALTER TABLE "item" DROP COLUMN "currency";--> statement-breakpoint
ALTER TABLE "item" DROP COLUMN "lines";--> statement-breakpoint
ALTER TABLE "item" DROP COLUMN "subtotal";--> statement-breakpoint
ALTER TABLE "item" DROP COLUMN "tax";--> statement-breakpoint
ALTER TABLE "item" DROP COLUMN "total";--> statement-breakpoint
ALTER TABLE "item" DROP COLUMN "balance";--> statement-breakpoint
ALTER TABLE "item" DROP COLUMN "paid";--> statement-breakpoint
ALTER TABLE "item" DROP COLUMN "paid_at";--> statement-breakpoint
ALTER TABLE "item" DROP COLUMN "subtype";--> statement-breakpoint
ALTER TABLE "item" DROP COLUMN "body";--> statement-breakpoint
ALTER TABLE "item" DROP COLUMN "external_reference";--> statement-breakpoint
ALTER TABLE "item" DROP COLUMN "details";
