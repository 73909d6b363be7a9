ALTER TABLE "invoice" ADD COLUMN "document" text;--> statement-breakpoint
-- An invoice's free-form document moves out of its item's description (which the portal shows).
UPDATE "invoice" SET "document" = "item"."description" FROM "item" WHERE "item"."id" = "invoice"."item_id" AND "item"."description" <> '';--> statement-breakpoint
UPDATE "item" SET "description" = '' WHERE "kind" = 'INVOICE' AND "description" <> '' AND "id" IN (SELECT "item_id" FROM "invoice");
