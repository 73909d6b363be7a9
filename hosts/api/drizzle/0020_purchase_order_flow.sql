CREATE TABLE "payables_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"price_tolerance" numeric(7, 4) DEFAULT '0' NOT NULL,
	"quantity_tolerance" numeric(7, 4) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_receipt" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_receipt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"line" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"received_on" date NOT NULL,
	"received_by" integer,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_order" ADD COLUMN "state" varchar(12) DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD COLUMN "decline_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "purchase_order" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payables_settings" ADD CONSTRAINT "payables_settings_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipt" ADD CONSTRAINT "purchase_order_receipt_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipt" ADD CONSTRAINT "purchase_order_receipt_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipt" ADD CONSTRAINT "purchase_order_receipt_received_by_user_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_receipt_item" ON "purchase_order_receipt" USING btree ("item_id");