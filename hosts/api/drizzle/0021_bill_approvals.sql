CREATE TABLE "bill_approval_decision" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_approval_decision_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_approval_link" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_approval_link_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"step_id" integer,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_approval_rule" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_approval_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount_from" numeric(18, 4) DEFAULT '0' NOT NULL,
	"amount_to" numeric(18, 4),
	"vendor_account_id" integer,
	"account_code" varchar(40),
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_approval_step" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_approval_step_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"rule_id" integer,
	"approver_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"team_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" integer NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_approval_decision" ADD CONSTRAINT "bill_approval_decision_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_approval_decision" ADD CONSTRAINT "bill_approval_decision_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_approval_decision" ADD CONSTRAINT "bill_approval_decision_step_id_bill_approval_step_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."bill_approval_step"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_approval_decision" ADD CONSTRAINT "bill_approval_decision_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_approval_link" ADD CONSTRAINT "bill_approval_link_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_approval_link" ADD CONSTRAINT "bill_approval_link_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_approval_link" ADD CONSTRAINT "bill_approval_link_step_id_bill_approval_step_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."bill_approval_step"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_approval_link" ADD CONSTRAINT "bill_approval_link_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_approval_rule" ADD CONSTRAINT "bill_approval_rule_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_approval_rule" ADD CONSTRAINT "bill_approval_rule_vendor_account_id_account_id_fk" FOREIGN KEY ("vendor_account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_approval_step" ADD CONSTRAINT "bill_approval_step_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_approval_step" ADD CONSTRAINT "bill_approval_step_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_approval_step" ADD CONSTRAINT "bill_approval_step_rule_id_bill_approval_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."bill_approval_rule"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_approval_decision_item_user" ON "bill_approval_decision" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE INDEX "bill_approval_decision_step" ON "bill_approval_decision" USING btree ("step_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_approval_link_token" ON "bill_approval_link" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "bill_approval_link_item" ON "bill_approval_link" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "bill_approval_rule_org" ON "bill_approval_rule" USING btree ("organization_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_approval_step_item_position" ON "bill_approval_step" USING btree ("item_id","position");