CREATE TABLE "ar_refund" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ar_refund_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"from_credit" numeric(18, 4) DEFAULT '0' NOT NULL,
	"refunded_on" date NOT NULL,
	"reason" text NOT NULL,
	"method" varchar(20) NOT NULL,
	"provider" varchar(10) NOT NULL,
	"provider_reference" varchar(200),
	"idempotency_key" varchar(100),
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ar_allocation" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "ar_refund" ADD CONSTRAINT "ar_refund_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_refund" ADD CONSTRAINT "ar_refund_payment_id_ar_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."ar_payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_refund" ADD CONSTRAINT "ar_refund_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ar_refund_payment" ON "ar_refund" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ar_refund_org_date" ON "ar_refund" USING btree ("organization_id","refunded_on");--> statement-breakpoint
CREATE UNIQUE INDEX "ar_refund_idempotency" ON "ar_refund" USING btree ("organization_id","idempotency_key") WHERE idempotency_key IS NOT NULL;--> statement-breakpoint
ALTER TABLE "ar_allocation" ADD CONSTRAINT "ar_allocation_refund_id_ar_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."ar_refund"("id") ON DELETE cascade ON UPDATE no action;