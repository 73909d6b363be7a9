-- A checkout of several invoices: which invoices it pays and how much of each, read when it
-- completes to allocate the one payment. A checkout of one invoice keeps using payment_session.item_id.
CREATE TABLE "payment_session_item" (
	"organization_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	CONSTRAINT "payment_session_item_session_id_item_id_pk" PRIMARY KEY("session_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "payment_session_item" ADD CONSTRAINT "payment_session_item_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_session_item" ADD CONSTRAINT "payment_session_item_session_id_payment_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."payment_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_session_item" ADD CONSTRAINT "payment_session_item_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_session_item_item" ON "payment_session_item" USING btree ("item_id");