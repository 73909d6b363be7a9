-- Free-text search: `ILIKE '%term%'` over item titles (items list, My Tasks,
-- reports) and account names (reports) uses GIN trigram indexes instead of a sequential scan.
-- pg_trgm is a trusted extension (PostgreSQL 13+: a database owner may create it), but a role
-- without that privilege, or a server without the contrib files, cannot: the migration then
-- goes on without the indexes and search stays correct, only slower. PGlite loads it from
-- @electric-sql/pglite/contrib/pg_trgm (src/db/client.ts). The indexes are not declared in
-- the drizzle schema so that drizzle-kit never emits them unguarded.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION
  WHEN insufficient_privilege OR undefined_file OR feature_not_supported THEN
    RAISE NOTICE 'pg_trgm cannot be created here (%): search runs without trigram indexes', SQLERRM;
END
$$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_opclass WHERE opcname = 'gin_trgm_ops' AND pg_opclass_is_visible(oid)) THEN
    CREATE INDEX IF NOT EXISTS "item_title_trgm" ON "item" USING gin ("title" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "account_name_trgm" ON "account" USING gin ("name" gin_trgm_ops);
  END IF;
END
$$;
