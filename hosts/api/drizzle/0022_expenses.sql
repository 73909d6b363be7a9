CREATE TABLE "expense_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"account_code" varchar(40) DEFAULT '' NOT NULL,
	"limit_per_claim" numeric(18, 4),
	"limit_per_day" numeric(18, 4),
	"receipt_required_above" numeric(18, 4),
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_claim" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_claim_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" varchar(20) NOT NULL,
	"claimant_user_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"total" numeric(18, 4) DEFAULT '0' NOT NULL,
	"state" varchar(12) DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reject_reason" varchar(500),
	"note" text DEFAULT '' NOT NULL,
	"reimbursement_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_claim_state" CHECK ("expense_claim"."state" in ('draft', 'submitted', 'approved', 'rejected')),
	CONSTRAINT "expense_claim_total" CHECK ("expense_claim"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "expense_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"claim_id" integer NOT NULL,
	"position" integer NOT NULL,
	"spent_on" date NOT NULL,
	"merchant" varchar(200) NOT NULL,
	"category_id" integer NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"rate" numeric(18, 8) DEFAULT '1' NOT NULL,
	"converted_amount" numeric(18, 4) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"justification" text DEFAULT '' NOT NULL,
	"receipt_key" varchar(200),
	"receipt_name" varchar(255),
	"receipt_type" varchar(40),
	"receipt_bytes" integer,
	"receipt_width" integer,
	"receipt_height" integer,
	"receipt_uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_line_amount" CHECK ("expense_line"."amount" > 0 and "expense_line"."converted_amount" >= 0 and "expense_line"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "expense_payee" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_payee_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"currency" varchar(3) NOT NULL,
	"approver_team_id" integer,
	"approver_office_role" varchar(3),
	"reimbursement_days" integer DEFAULT 14 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_split" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_split_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"rebilled_item_id" integer,
	"rebilled_line" integer,
	"rebilled_at" timestamp with time zone,
	CONSTRAINT "expense_split_amount" CHECK ("expense_split"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "expense_category" ADD CONSTRAINT "expense_category_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_claim" ADD CONSTRAINT "expense_claim_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_claim" ADD CONSTRAINT "expense_claim_claimant_user_id_user_id_fk" FOREIGN KEY ("claimant_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_claim" ADD CONSTRAINT "expense_claim_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_claim" ADD CONSTRAINT "expense_claim_reimbursement_item_id_item_id_fk" FOREIGN KEY ("reimbursement_item_id") REFERENCES "public"."item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_line" ADD CONSTRAINT "expense_line_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_line" ADD CONSTRAINT "expense_line_claim_id_expense_claim_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."expense_claim"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_line" ADD CONSTRAINT "expense_line_category_id_expense_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_payee" ADD CONSTRAINT "expense_payee_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_payee" ADD CONSTRAINT "expense_payee_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_payee" ADD CONSTRAINT "expense_payee_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_settings" ADD CONSTRAINT "expense_settings_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_settings" ADD CONSTRAINT "expense_settings_approver_team_id_team_id_fk" FOREIGN KEY ("approver_team_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_split" ADD CONSTRAINT "expense_split_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_split" ADD CONSTRAINT "expense_split_line_id_expense_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."expense_line"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_split" ADD CONSTRAINT "expense_split_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_split" ADD CONSTRAINT "expense_split_rebilled_item_id_item_id_fk" FOREIGN KEY ("rebilled_item_id") REFERENCES "public"."item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_category_org_name" ON "expense_category" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "expense_category_org" ON "expense_category" USING btree ("organization_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_claim_org_number" ON "expense_claim" USING btree ("organization_id","sequence");--> statement-breakpoint
CREATE INDEX "expense_claim_claimant" ON "expense_claim" USING btree ("organization_id","claimant_user_id");--> statement-breakpoint
CREATE INDEX "expense_claim_org_state" ON "expense_claim" USING btree ("organization_id","state");--> statement-breakpoint
CREATE INDEX "expense_claim_bill" ON "expense_claim" USING btree ("reimbursement_item_id");--> statement-breakpoint
CREATE INDEX "expense_line_claim" ON "expense_line" USING btree ("claim_id","position");--> statement-breakpoint
CREATE INDEX "expense_line_category_day" ON "expense_line" USING btree ("organization_id","category_id","spent_on");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_payee_user" ON "expense_payee" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_payee_account" ON "expense_payee" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_split_line_account" ON "expense_split" USING btree ("line_id","account_id");--> statement-breakpoint
CREATE INDEX "expense_split_account" ON "expense_split" USING btree ("account_id");