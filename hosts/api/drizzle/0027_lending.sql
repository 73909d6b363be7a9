CREATE TABLE "covenant" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "covenant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"metric" varchar(24),
	"formula" text DEFAULT '' NOT NULL,
	"figures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"operator" varchar(2),
	"threshold" numeric(18, 4),
	"threshold_kind" smallint DEFAULT 2 NOT NULL,
	"frequency" varchar(10) NOT NULL,
	"first_test_date" date NOT NULL,
	"due_days" smallint DEFAULT 45 NOT NULL,
	"warning_margin" numeric(6, 2),
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "covenant_kind" CHECK ("covenant"."kind" in ('financial', 'affirmative')),
	CONSTRAINT "covenant_frequency" CHECK ("covenant"."frequency" in ('monthly', 'quarterly', 'annual'))
);
--> statement-breakpoint
CREATE TABLE "covenant_result" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "covenant_result_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"figures" jsonb NOT NULL,
	"formula" text NOT NULL,
	"operator" varchar(2) NOT NULL,
	"threshold" numeric(18, 4) NOT NULL,
	"value" numeric(18, 4),
	"status" varchar(10) NOT NULL,
	"headroom" numeric(12, 2),
	"problem" text DEFAULT '' NOT NULL,
	"cause" varchar(12) NOT NULL,
	"supersedes_id" integer,
	"current" boolean DEFAULT true NOT NULL,
	"reported_by_contact_id" integer,
	"reported_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "covenant_result_status" CHECK ("covenant_result"."status" in ('compliant', 'warning', 'breach', 'invalid'))
);
--> statement-breakpoint
CREATE TABLE "covenant_test" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "covenant_test_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"covenant_id" integer NOT NULL,
	"test_date" date NOT NULL,
	"due_date" date NOT NULL,
	"item_id" integer,
	"status" varchar(10) DEFAULT 'pending' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "covenant_waiver" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "covenant_waiver_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"covenant_id" integer NOT NULL,
	"test_id" integer,
	"kind" varchar(9) NOT NULL,
	"reason" text NOT NULL,
	"expires_on" date NOT NULL,
	"approver_user_id" integer NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "covenant_waiver_kind" CHECK ("covenant_waiver"."kind" in ('waiver', 'deferral'))
);
--> statement-breakpoint
CREATE TABLE "draw_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "draw_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"budget" numeric(18, 2) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draw_line_budget" CHECK ("draw_line"."budget" >= 0)
);
--> statement-breakpoint
CREATE TABLE "draw_request" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "draw_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"number" integer NOT NULL,
	"status" varchar(10) DEFAULT 'submitted' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"item_id" integer,
	"requested_by_contact_id" integer,
	"requested_by_user_id" integer,
	"inspected_by_user_id" integer,
	"inspected_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"disbursed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draw_request_status" CHECK ("draw_request"."status" in ('submitted', 'inspected', 'approved', 'rejected', 'disbursed'))
);
--> statement-breakpoint
CREATE TABLE "draw_request_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "draw_request_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"draw_request_id" integer NOT NULL,
	"draw_line_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"percent_complete" numeric(5, 2),
	"approved_amount" numeric(18, 2),
	CONSTRAINT "draw_request_line_amount" CHECK ("draw_request_line"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "lending_job" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lending_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"state" varchar(8) DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lending_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"rating_scale" jsonb NOT NULL,
	"warning_margin" numeric(6, 2) NOT NULL,
	"dual_decision_amount" numeric(18, 2) NOT NULL,
	"draw_approval_amount" numeric(18, 2) NOT NULL,
	"pipeline_id" integer,
	"formulas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"reference" varchar(40) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"rate_kind" varchar(8) DEFAULT 'fixed' NOT NULL,
	"fixed_rate" numeric(7, 4),
	"rate_index" varchar(20) DEFAULT '' NOT NULL,
	"index_rate" numeric(7, 4),
	"margin" numeric(7, 4),
	"origination_date" date,
	"maturity_date" date,
	"term_months" smallint,
	"repayment" varchar(14) DEFAULT 'amortizing' NOT NULL,
	"payments_per_year" smallint DEFAULT 12 NOT NULL,
	"collateral" text DEFAULT '' NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"product_id" integer,
	"category_id" integer,
	"pipeline_id" integer,
	"stage_id" integer,
	"stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(12) DEFAULT 'requested' NOT NULL,
	"rating" varchar(40) DEFAULT '' NOT NULL,
	"decision_round" smallint DEFAULT 1 NOT NULL,
	"decisions_needed" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_rate_kind" CHECK ("loan"."rate_kind" in ('fixed', 'floating')),
	CONSTRAINT "loan_repayment" CHECK ("loan"."repayment" in ('amortizing', 'interest_only', 'bullet')),
	CONSTRAINT "loan_status" CHECK ("loan"."status" in ('requested', 'in_review', 'approved', 'declined', 'active', 'closed')),
	CONSTRAINT "loan_amount" CHECK ("loan"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "loan_decision" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_decision_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"ordinal" smallint NOT NULL,
	"outcome" varchar(26) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_decision_outcome" CHECK ("loan_decision"."outcome" in ('approved', 'approved_with_conditions', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "loan_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"section" varchar(30) NOT NULL,
	"action" varchar(40) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"user_id" integer,
	"contact_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_party" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_party_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"role" varchar(10) NOT NULL,
	"guarantee_amount" numeric(18, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_party_role" CHECK ("loan_party"."role" in ('borrower', 'guarantor'))
);
--> statement-breakpoint
CREATE TABLE "loan_policy_exception" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_policy_exception_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"policy" varchar(200) NOT NULL,
	"reason" text NOT NULL,
	"approver_user_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_rating" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_rating_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"rating" varchar(40) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"rated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_request" ADD COLUMN "loan_account_id" integer;--> statement-breakpoint
ALTER TABLE "covenant" ADD CONSTRAINT "covenant_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covenant" ADD CONSTRAINT "covenant_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covenant" ADD CONSTRAINT "covenant_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covenant_result" ADD CONSTRAINT "covenant_result_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covenant_result" ADD CONSTRAINT "covenant_result_test_id_covenant_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."covenant_test"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covenant_result" ADD CONSTRAINT "covenant_result_reported_by_contact_id_contact_id_fk" FOREIGN KEY ("reported_by_contact_id") REFERENCES "public"."contact"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covenant_result" ADD CONSTRAINT "covenant_result_reported_by_user_id_user_id_fk" FOREIGN KEY ("reported_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covenant_test" ADD CONSTRAINT "covenant_test_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covenant_test" ADD CONSTRAINT "covenant_test_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covenant_test" ADD CONSTRAINT "covenant_test_covenant_id_covenant_id_fk" FOREIGN KEY ("covenant_id") REFERENCES "public"."covenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covenant_test" ADD CONSTRAINT "covenant_test_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covenant_waiver" ADD CONSTRAINT "covenant_waiver_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covenant_waiver" ADD CONSTRAINT "covenant_waiver_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covenant_waiver" ADD CONSTRAINT "covenant_waiver_covenant_id_covenant_id_fk" FOREIGN KEY ("covenant_id") REFERENCES "public"."covenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covenant_waiver" ADD CONSTRAINT "covenant_waiver_test_id_covenant_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."covenant_test"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covenant_waiver" ADD CONSTRAINT "covenant_waiver_approver_user_id_user_id_fk" FOREIGN KEY ("approver_user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covenant_waiver" ADD CONSTRAINT "covenant_waiver_revoked_by_user_id_user_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_line" ADD CONSTRAINT "draw_line_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_line" ADD CONSTRAINT "draw_line_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_request" ADD CONSTRAINT "draw_request_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_request" ADD CONSTRAINT "draw_request_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_request" ADD CONSTRAINT "draw_request_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_request" ADD CONSTRAINT "draw_request_requested_by_contact_id_contact_id_fk" FOREIGN KEY ("requested_by_contact_id") REFERENCES "public"."contact"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_request" ADD CONSTRAINT "draw_request_requested_by_user_id_user_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_request" ADD CONSTRAINT "draw_request_inspected_by_user_id_user_id_fk" FOREIGN KEY ("inspected_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_request" ADD CONSTRAINT "draw_request_decided_by_user_id_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_request_line" ADD CONSTRAINT "draw_request_line_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_request_line" ADD CONSTRAINT "draw_request_line_draw_request_id_draw_request_id_fk" FOREIGN KEY ("draw_request_id") REFERENCES "public"."draw_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_request_line" ADD CONSTRAINT "draw_request_line_draw_line_id_draw_line_id_fk" FOREIGN KEY ("draw_line_id") REFERENCES "public"."draw_line"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_job" ADD CONSTRAINT "lending_job_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_job" ADD CONSTRAINT "lending_job_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_settings" ADD CONSTRAINT "lending_settings_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_settings" ADD CONSTRAINT "lending_settings_pipeline_id_pipeline_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."pipeline"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_pipeline_id_pipeline_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."pipeline"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_stage_id_pipeline_stage_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."pipeline_stage"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_decision" ADD CONSTRAINT "loan_decision_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_decision" ADD CONSTRAINT "loan_decision_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_decision" ADD CONSTRAINT "loan_decision_decided_by_user_id_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_history" ADD CONSTRAINT "loan_history_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_history" ADD CONSTRAINT "loan_history_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_history" ADD CONSTRAINT "loan_history_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_history" ADD CONSTRAINT "loan_history_contact_id_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_party" ADD CONSTRAINT "loan_party_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_party" ADD CONSTRAINT "loan_party_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_party" ADD CONSTRAINT "loan_party_contact_id_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_policy_exception" ADD CONSTRAINT "loan_policy_exception_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_policy_exception" ADD CONSTRAINT "loan_policy_exception_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_policy_exception" ADD CONSTRAINT "loan_policy_exception_approver_user_id_user_id_fk" FOREIGN KEY ("approver_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_policy_exception" ADD CONSTRAINT "loan_policy_exception_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_rating" ADD CONSTRAINT "loan_rating_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_rating" ADD CONSTRAINT "loan_rating_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_rating" ADD CONSTRAINT "loan_rating_rated_by_user_id_user_id_fk" FOREIGN KEY ("rated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "covenant_loan" ON "covenant" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "covenant_org" ON "covenant" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "covenant_result_current" ON "covenant_result" USING btree ("test_id") WHERE current;--> statement-breakpoint
CREATE INDEX "covenant_result_test" ON "covenant_result" USING btree ("test_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "covenant_test_period" ON "covenant_test" USING btree ("covenant_id","test_date");--> statement-breakpoint
CREATE INDEX "covenant_test_org_date" ON "covenant_test" USING btree ("organization_id","test_date");--> statement-breakpoint
CREATE INDEX "covenant_test_org_due" ON "covenant_test" USING btree ("organization_id","status","due_date");--> statement-breakpoint
CREATE INDEX "covenant_test_loan" ON "covenant_test" USING btree ("account_id","test_date");--> statement-breakpoint
CREATE INDEX "covenant_test_item" ON "covenant_test" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "covenant_waiver_covenant" ON "covenant_waiver" USING btree ("covenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draw_line_name" ON "draw_line" USING btree ("account_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "draw_request_number" ON "draw_request" USING btree ("account_id","number");--> statement-breakpoint
CREATE INDEX "draw_request_org_status" ON "draw_request" USING btree ("organization_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "draw_request_line_once" ON "draw_request_line" USING btree ("draw_request_id","draw_line_id");--> statement-breakpoint
CREATE INDEX "lending_job_org" ON "lending_job" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_org_reference" ON "loan" USING btree ("organization_id","reference");--> statement-breakpoint
CREATE INDEX "loan_org_status" ON "loan" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "loan_stage" ON "loan" USING btree ("stage_id","stage_entered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_decision_slot" ON "loan_decision" USING btree ("account_id","round","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_decision_person" ON "loan_decision" USING btree ("account_id","round","decided_by_user_id");--> statement-breakpoint
CREATE INDEX "loan_history_loan" ON "loan_history" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_party_once" ON "loan_party" USING btree ("account_id","contact_id","role");--> statement-breakpoint
CREATE INDEX "loan_policy_exception_loan" ON "loan_policy_exception" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "loan_rating_loan" ON "loan_rating" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "loan_request" ADD CONSTRAINT "loan_request_loan_account_id_account_id_fk" FOREIGN KEY ("loan_account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;