CREATE TABLE "vendor_credit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_credit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"number" varchar(60) NOT NULL,
	"credit_date" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"remaining" numeric(18, 4) NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"state" varchar(8) DEFAULT 'open' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_credit_remaining" CHECK ("vendor_credit"."remaining" >= 0 and "vendor_credit"."remaining" <= "vendor_credit"."amount")
);
--> statement-breakpoint
CREATE TABLE "vendor_credit_application" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_credit_application_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"credit_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"applied_by" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_credit" ADD CONSTRAINT "vendor_credit_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credit" ADD CONSTRAINT "vendor_credit_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credit" ADD CONSTRAINT "vendor_credit_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credit_application" ADD CONSTRAINT "vendor_credit_application_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credit_application" ADD CONSTRAINT "vendor_credit_application_credit_id_vendor_credit_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."vendor_credit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credit_application" ADD CONSTRAINT "vendor_credit_application_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credit_application" ADD CONSTRAINT "vendor_credit_application_applied_by_user_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_credit_account" ON "vendor_credit" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE INDEX "vendor_credit_application_credit" ON "vendor_credit_application" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "vendor_credit_application_item" ON "vendor_credit_application" USING btree ("item_id");