-- Workspaces: an account's team, archive mark and creator; when a portal link was issued and mailed,
-- and every call made with it (portal_access); the order and group of items; internal notes;
-- QUESTION answers and reported METRIC figures; review decisions; reminder schedules and the
-- reminders claimed per item, contact and step (unique, so a step is never sent twice).
CREATE TABLE "portal_access" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal_access_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_contact_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"action" varchar(10) NOT NULL,
	"what" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answer" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_by_contact_id" integer
);
--> statement-breakpoint
CREATE TABLE "reminder_schedule" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_schedule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"account_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"days_before" smallint,
	"on_due_date" boolean DEFAULT true NOT NULL,
	"every_days_after" smallint,
	"stop_after_days" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_sent" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_sent_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"step" varchar(40) NOT NULL,
	"due_date" varchar(10) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"decision" varchar(10) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD COLUMN "team_id" integer;--> statement-breakpoint
ALTER TABLE "account" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "account_contact" ADD COLUMN "link_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_contact" ADD COLUMN "link_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comment" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "section" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "metric" ADD COLUMN "reported_value" numeric(18, 4);--> statement-breakpoint
ALTER TABLE "metric" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "metric" ADD COLUMN "reported_by_contact_id" integer;--> statement-breakpoint
ALTER TABLE "portal_access" ADD CONSTRAINT "portal_access_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_access" ADD CONSTRAINT "portal_access_account_contact_id_account_contact_id_fk" FOREIGN KEY ("account_contact_id") REFERENCES "public"."account_contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer" ADD CONSTRAINT "answer_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer" ADD CONSTRAINT "answer_answered_by_contact_id_contact_id_fk" FOREIGN KEY ("answered_by_contact_id") REFERENCES "public"."contact"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_schedule" ADD CONSTRAINT "reminder_schedule_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_schedule" ADD CONSTRAINT "reminder_schedule_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sent" ADD CONSTRAINT "reminder_sent_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sent" ADD CONSTRAINT "reminder_sent_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sent" ADD CONSTRAINT "reminder_sent_contact_id_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_access_contact_at" ON "portal_access" USING btree ("account_contact_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_schedule_account" ON "reminder_schedule" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_schedule_default" ON "reminder_schedule" USING btree ("organization_id") WHERE account_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sent_once" ON "reminder_sent" USING btree ("item_id","contact_id","step","due_date");--> statement-breakpoint
CREATE INDEX "review_item" ON "review" USING btree ("item_id","created_at");--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric" ADD CONSTRAINT "metric_reported_by_contact_id_contact_id_fk" FOREIGN KEY ("reported_by_contact_id") REFERENCES "public"."contact"("id") ON DELETE set null ON UPDATE no action;