CREATE TABLE "ar_allocation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ar_allocation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"invoice_item_id" integer NOT NULL,
	"payment_id" integer,
	"credit_item_id" integer,
	"amount" numeric(18, 4) NOT NULL,
	"applied_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ar_late_fee" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ar_late_fee_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"invoice_item_id" integer NOT NULL,
	"rule" varchar(60) NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ar_payment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ar_payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"method" varchar(20) NOT NULL,
	"received_on" date NOT NULL,
	"reference" varchar(200) DEFAULT '' NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"unapplied" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refunded" numeric(18, 4) DEFAULT '0' NOT NULL,
	"receipt_number" varchar(60),
	"idempotency_key" varchar(100),
	"payment_session_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "numbering_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "numbering_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"doc_type" varchar(12) NOT NULL,
	"prefix" varchar(20) NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"padding" smallint DEFAULT 4 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receivables_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"default_currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"allow_partial_payment" boolean DEFAULT true NOT NULL,
	"late_fee_kind" varchar(8) DEFAULT 'none' NOT NULL,
	"late_fee_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"late_fee_after_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_schedule" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"day_of_month" smallint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_sent_on" date
);
--> statement-breakpoint
CREATE TABLE "sync_run" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"system" varchar(30) DEFAULT 'business_central' NOT NULL,
	"status" varchar(12) DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"fetched" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_session" ALTER COLUMN "amount" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "invoice" ALTER COLUMN "subtotal" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "invoice" ALTER COLUMN "tax" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "invoice" ALTER COLUMN "total" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "invoice" ALTER COLUMN "balance" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "statement" ALTER COLUMN "total_due" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "statement" ALTER COLUMN "aging_current" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "statement" ALTER COLUMN "aging_current" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statement" ALTER COLUMN "aging_days_1_30" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "statement" ALTER COLUMN "aging_days_1_30" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statement" ALTER COLUMN "aging_days_31_60" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "statement" ALTER COLUMN "aging_days_31_60" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statement" ALTER COLUMN "aging_days_61_90" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "statement" ALTER COLUMN "aging_days_61_90" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "statement" ALTER COLUMN "aging_days_over_90" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "statement" ALTER COLUMN "aging_days_over_90" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "account" ADD COLUMN "external_reference" varchar(200);--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "doc_type" varchar(12) DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "state" varchar(16) DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "payment_terms_days" integer;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "memo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "credited_item_id" integer;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "finalized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "void_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "ar_allocation" ADD CONSTRAINT "ar_allocation_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_allocation" ADD CONSTRAINT "ar_allocation_invoice_item_id_item_id_fk" FOREIGN KEY ("invoice_item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_allocation" ADD CONSTRAINT "ar_allocation_payment_id_ar_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."ar_payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_allocation" ADD CONSTRAINT "ar_allocation_credit_item_id_item_id_fk" FOREIGN KEY ("credit_item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_late_fee" ADD CONSTRAINT "ar_late_fee_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_late_fee" ADD CONSTRAINT "ar_late_fee_invoice_item_id_item_id_fk" FOREIGN KEY ("invoice_item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_payment" ADD CONSTRAINT "ar_payment_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_payment" ADD CONSTRAINT "ar_payment_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_payment" ADD CONSTRAINT "ar_payment_payment_session_id_payment_session_id_fk" FOREIGN KEY ("payment_session_id") REFERENCES "public"."payment_session"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_payment" ADD CONSTRAINT "ar_payment_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "numbering_series" ADD CONSTRAINT "numbering_series_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables_settings" ADD CONSTRAINT "receivables_settings_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_schedule" ADD CONSTRAINT "statement_schedule_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_schedule" ADD CONSTRAINT "statement_schedule_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_run" ADD CONSTRAINT "sync_run_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ar_allocation_invoice" ON "ar_allocation" USING btree ("invoice_item_id","applied_on");--> statement-breakpoint
CREATE INDEX "ar_allocation_payment" ON "ar_allocation" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ar_allocation_org_date" ON "ar_allocation" USING btree ("organization_id","applied_on");--> statement-breakpoint
CREATE UNIQUE INDEX "ar_late_fee_once" ON "ar_late_fee" USING btree ("invoice_item_id","rule");--> statement-breakpoint
CREATE INDEX "ar_late_fee_org" ON "ar_late_fee" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "ar_payment_account" ON "ar_payment" USING btree ("account_id","received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "ar_payment_idempotency" ON "ar_payment" USING btree ("organization_id","idempotency_key") WHERE idempotency_key IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ar_payment_session" ON "ar_payment" USING btree ("payment_session_id") WHERE payment_session_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "numbering_series_org_type" ON "numbering_series" USING btree ("organization_id","doc_type");--> statement-breakpoint
CREATE INDEX "sync_run_org" ON "sync_run" USING btree ("organization_id","started_at");--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_credited_item_id_item_id_fk" FOREIGN KEY ("credited_item_id") REFERENCES "public"."item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_external_reference" ON "account" USING btree ("organization_id","module_kind","external_reference") WHERE external_reference IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoice_external_reference" ON "invoice" USING btree ("external_reference");--> statement-breakpoint
CREATE INDEX "invoice_state" ON "invoice" USING btree ("state");--> statement-breakpoint
CREATE INDEX "invoice_open" ON "invoice" USING btree ("item_id") WHERE state in ('open', 'partially_paid');--> statement-breakpoint
CREATE INDEX "invoice_voided" ON "invoice" USING btree ("voided_at") WHERE state = 'void';--> statement-breakpoint
UPDATE "invoice" SET "state" = CASE WHEN "paid" THEN 'paid' WHEN "balance" IS NOT NULL AND "total" IS NOT NULL AND "balance" < "total" THEN 'partially_paid' ELSE 'open' END, "finalized_at" = COALESCE("issue_date"::timestamptz, now());
