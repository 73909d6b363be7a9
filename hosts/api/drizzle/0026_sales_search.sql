CREATE INDEX "contact_org_email" ON "contact" USING btree ("organization_id",lower("email"));--> statement-breakpoint
-- A lead's look-alike sales accounts, nearest first: a GiST trigram index answers
-- `ORDER BY name <-> term LIMIT n` by walking the index in distance order (the GIN index of
-- migration 0005 must score every account sharing a few trigrams). Guarded as 0005 is: without
-- pg_trgm the duplicates fall back to a plain match. Not declared in the drizzle schema, so
-- drizzle-kit never emits it unguarded.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_opclass WHERE opcname = 'gist_trgm_ops' AND pg_opclass_is_visible(oid)) THEN
    CREATE INDEX IF NOT EXISTS "account_sales_name_gist" ON "account" USING gist ("name" gist_trgm_ops) WHERE module_kind = 7;
  END IF;
END
$$;
