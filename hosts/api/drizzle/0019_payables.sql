CREATE TABLE "bill" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"number" varchar(60) NOT NULL,
	"bill_date" date,
	"currency" varchar(3) NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal" numeric(18, 4) DEFAULT '0' NOT NULL,
	"tax" numeric(18, 4) DEFAULT '0' NOT NULL,
	"total" numeric(18, 4) DEFAULT '0' NOT NULL,
	"balance" numeric(18, 4) DEFAULT '0' NOT NULL,
	"state" varchar(16) DEFAULT 'received' NOT NULL,
	"reject_reason" varchar(500),
	"source" varchar(12) DEFAULT 'manual' NOT NULL,
	"entered_by" integer,
	"file_id" integer,
	"purchase_order_item_id" integer,
	"replaces_item_id" integer,
	"memo" text DEFAULT '' NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_on" date,
	"payment_reference" varchar(140),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_run" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"paying_account_id" integer,
	"currency" varchar(3) NOT NULL,
	"due_by" date NOT NULL,
	"execution_date" date NOT NULL,
	"state" varchar(12) DEFAULT 'draft' NOT NULL,
	"total" numeric(18, 4) DEFAULT '0' NOT NULL,
	"bill_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"paid_on" date,
	"reference" varchar(140),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_run_bill" (
	"run_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"bank_details_id" integer,
	CONSTRAINT "payment_run_bill_run_id_item_id_pk" PRIMARY KEY("run_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_bank_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_bank_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"state" varchar(12) DEFAULT 'pending' NOT NULL,
	"holder_name" varchar(140) NOT NULL,
	"bank_name" varchar(140) DEFAULT '' NOT NULL,
	"iban" varchar(34) DEFAULT '' NOT NULL,
	"bic" varchar(11) DEFAULT '' NOT NULL,
	"account_number" varchar(34) DEFAULT '' NOT NULL,
	"routing_number" varchar(20) DEFAULT '' NOT NULL,
	"currency" varchar(3),
	"requested_by" integer,
	"requested_by_contact" varchar(200),
	"verified_by" integer,
	"decided_at" timestamp with time zone,
	"reject_reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill" ADD CONSTRAINT "bill_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill" ADD CONSTRAINT "bill_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill" ADD CONSTRAINT "bill_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill" ADD CONSTRAINT "bill_entered_by_user_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill" ADD CONSTRAINT "bill_file_id_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill" ADD CONSTRAINT "bill_purchase_order_item_id_item_id_fk" FOREIGN KEY ("purchase_order_item_id") REFERENCES "public"."item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill" ADD CONSTRAINT "bill_replaces_item_id_item_id_fk" FOREIGN KEY ("replaces_item_id") REFERENCES "public"."item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run" ADD CONSTRAINT "payment_run_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run" ADD CONSTRAINT "payment_run_paying_account_id_pay_instruction_id_fk" FOREIGN KEY ("paying_account_id") REFERENCES "public"."pay_instruction"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run" ADD CONSTRAINT "payment_run_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run" ADD CONSTRAINT "payment_run_approved_by_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run_bill" ADD CONSTRAINT "payment_run_bill_run_id_payment_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payment_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run_bill" ADD CONSTRAINT "payment_run_bill_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run_bill" ADD CONSTRAINT "payment_run_bill_bank_details_id_vendor_bank_details_id_fk" FOREIGN KEY ("bank_details_id") REFERENCES "public"."vendor_bank_details"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bank_details" ADD CONSTRAINT "vendor_bank_details_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bank_details" ADD CONSTRAINT "vendor_bank_details_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bank_details" ADD CONSTRAINT "vendor_bank_details_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bank_details" ADD CONSTRAINT "vendor_bank_details_verified_by_user_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_org_state" ON "bill" USING btree ("organization_id","state");--> statement-breakpoint
CREATE INDEX "bill_account" ON "bill" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "bill_duplicates" ON "bill" USING btree ("organization_id","account_id","number");--> statement-breakpoint
CREATE INDEX "payment_run_org" ON "payment_run" USING btree ("organization_id","state");--> statement-breakpoint
CREATE INDEX "payment_run_bill_item" ON "payment_run_bill" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_bank_details_one_pending" ON "vendor_bank_details" USING btree ("account_id") WHERE "vendor_bank_details"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_bank_details_one_verified" ON "vendor_bank_details" USING btree ("account_id") WHERE "vendor_bank_details"."state" = 'verified';--> statement-breakpoint
CREATE INDEX "vendor_bank_details_org" ON "vendor_bank_details" USING btree ("organization_id","state");--> statement-breakpoint
-- Vendors' bills move out of receivables' invoice table into their own (payables accounts: module kind 5).
INSERT INTO "bill" ("item_id", "organization_id", "account_id", "number", "bill_date", "currency", "lines", "subtotal", "tax", "total", "balance", "state", "source", "memo", "paid_on", "created_at")
  SELECT i."item_id", it."organization_id", it."account_id", coalesce(i."number", ''), i."issue_date", coalesce(i."currency", 'USD'), i."lines",
    coalesce(i."subtotal", 0), coalesce(i."tax", 0), coalesce(i."total", 0), coalesce(i."balance", i."total", 0),
    CASE WHEN i."paid" OR i."state" = 'paid' THEN 'paid' WHEN i."state" = 'void' THEN 'void' ELSE 'received' END,
    'import', i."memo", CASE WHEN i."paid" OR i."state" = 'paid' THEN (i."paid_at" AT TIME ZONE 'UTC')::date END, it."created_at"
  FROM "invoice" i JOIN "item" it ON it."id" = i."item_id" JOIN "account" a ON a."id" = it."account_id"
  WHERE a."module_kind" = 5;--> statement-breakpoint
UPDATE "item" SET "status" = b."state" FROM "bill" b WHERE b."item_id" = "item"."id";--> statement-breakpoint
DELETE FROM "invoice" WHERE "item_id" IN (SELECT "item_id" FROM "bill");
