CREATE TABLE "sales_activity" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"deal_id" integer,
	"kind" varchar(10) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"owner_user_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_activity_kind" CHECK ("sales_activity"."kind" in ('call', 'meeting', 'task', 'note', 'mail'))
);
--> statement-breakpoint
CREATE TABLE "sales_deal" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_deal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"pipeline_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"state" varchar(6) DEFAULT 'open' NOT NULL,
	"amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"currency" varchar(3) NOT NULL,
	"product_id" integer,
	"category_id" integer,
	"expected_close" date,
	"owner_user_id" integer,
	"probability" smallint,
	"lost_reason" varchar(500) DEFAULT '' NOT NULL,
	"stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"lead_id" integer,
	"invoice_item_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_deal_state" CHECK ("sales_deal"."state" in ('open', 'won', 'lost')),
	CONSTRAINT "sales_deal_probability" CHECK ("sales_deal"."probability" is null or "sales_deal"."probability" between 0 and 100),
	CONSTRAINT "sales_deal_amount" CHECK ("sales_deal"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales_deal_stage" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_deal_stage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"from_stage_id" integer,
	"to_stage_id" integer NOT NULL,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_lead" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_lead_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"first_name" varchar(150) DEFAULT '' NOT NULL,
	"last_name" varchar(150) DEFAULT '' NOT NULL,
	"company" varchar(200) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" varchar(12) DEFAULT 'new' NOT NULL,
	"source" varchar(10) DEFAULT 'manual' NOT NULL,
	"owner_user_id" integer,
	"disqualify_reason" varchar(500) DEFAULT '' NOT NULL,
	"converted_account_id" integer,
	"converted_contact_id" integer,
	"converted_deal_id" integer,
	"converted_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_lead_state" CHECK ("sales_lead"."state" in ('new', 'qualified', 'disqualified', 'converted')),
	CONSTRAINT "sales_lead_source" CHECK ("sales_lead"."source" in ('manual', 'import', 'form'))
);
--> statement-breakpoint
CREATE TABLE "sales_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"lead_form_key" varchar(64) NOT NULL,
	"lead_form_enabled" boolean DEFAULT false NOT NULL,
	"lead_form_field_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assign_team_id" integer,
	"loan_category_id" integer,
	"last_assigned_user_id" integer,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sales_activity" ADD CONSTRAINT "sales_activity_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_activity" ADD CONSTRAINT "sales_activity_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_activity" ADD CONSTRAINT "sales_activity_deal_id_sales_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."sales_deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_activity" ADD CONSTRAINT "sales_activity_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_activity" ADD CONSTRAINT "sales_activity_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deal" ADD CONSTRAINT "sales_deal_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deal" ADD CONSTRAINT "sales_deal_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deal" ADD CONSTRAINT "sales_deal_pipeline_id_pipeline_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."pipeline"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deal" ADD CONSTRAINT "sales_deal_stage_id_pipeline_stage_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."pipeline_stage"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deal" ADD CONSTRAINT "sales_deal_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deal" ADD CONSTRAINT "sales_deal_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deal" ADD CONSTRAINT "sales_deal_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deal" ADD CONSTRAINT "sales_deal_lead_id_sales_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."sales_lead"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deal" ADD CONSTRAINT "sales_deal_invoice_item_id_item_id_fk" FOREIGN KEY ("invoice_item_id") REFERENCES "public"."item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deal" ADD CONSTRAINT "sales_deal_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deal_stage" ADD CONSTRAINT "sales_deal_stage_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deal_stage" ADD CONSTRAINT "sales_deal_stage_deal_id_sales_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."sales_deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deal_stage" ADD CONSTRAINT "sales_deal_stage_from_stage_id_pipeline_stage_id_fk" FOREIGN KEY ("from_stage_id") REFERENCES "public"."pipeline_stage"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deal_stage" ADD CONSTRAINT "sales_deal_stage_to_stage_id_pipeline_stage_id_fk" FOREIGN KEY ("to_stage_id") REFERENCES "public"."pipeline_stage"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_deal_stage" ADD CONSTRAINT "sales_deal_stage_by_user_id_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_lead" ADD CONSTRAINT "sales_lead_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_lead" ADD CONSTRAINT "sales_lead_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_lead" ADD CONSTRAINT "sales_lead_converted_account_id_account_id_fk" FOREIGN KEY ("converted_account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_lead" ADD CONSTRAINT "sales_lead_converted_contact_id_contact_id_fk" FOREIGN KEY ("converted_contact_id") REFERENCES "public"."contact"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_lead" ADD CONSTRAINT "sales_lead_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_settings" ADD CONSTRAINT "sales_settings_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_settings" ADD CONSTRAINT "sales_settings_assign_team_id_team_id_fk" FOREIGN KEY ("assign_team_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_settings" ADD CONSTRAINT "sales_settings_loan_category_id_category_id_fk" FOREIGN KEY ("loan_category_id") REFERENCES "public"."category"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_settings" ADD CONSTRAINT "sales_settings_last_assigned_user_id_user_id_fk" FOREIGN KEY ("last_assigned_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_activity_account" ON "sales_activity" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_activity_deal" ON "sales_activity" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "sales_activity_owner_due" ON "sales_activity" USING btree ("organization_id","owner_user_id","due_at") WHERE done_at IS NULL AND due_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_deal_board" ON "sales_deal" USING btree ("organization_id","stage_id","state","expected_close","id");--> statement-breakpoint
CREATE INDEX "sales_deal_org_updated" ON "sales_deal" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "sales_deal_account" ON "sales_deal" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sales_deal_stage_deal" ON "sales_deal_stage" USING btree ("deal_id","at");--> statement-breakpoint
CREATE INDEX "sales_deal_stage_org" ON "sales_deal_stage" USING btree ("organization_id","to_stage_id");--> statement-breakpoint
CREATE INDEX "sales_lead_org_created" ON "sales_lead" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_lead_org_state" ON "sales_lead" USING btree ("organization_id","state");--> statement-breakpoint
CREATE INDEX "sales_lead_org_email" ON "sales_lead" USING btree ("organization_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "sales_settings_form_key" ON "sales_settings" USING btree ("lead_form_key");