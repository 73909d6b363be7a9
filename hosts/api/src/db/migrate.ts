/** Applies the committed migrations in hosts/api/drizzle. */
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
// Any constant shared by every server process; "si-api-migrations" as a 64-bit number.
const MIGRATION_LOCK_ID = 7_349_120_451_233n;

/** Applies the migrations; on PostgreSQL call it inside withStartupLock (migrate() does). */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
}

/**
 * Runs start-up work (migrations, first seed) while holding a PostgreSQL session advisory lock
 * on a dedicated connection. drizzle's migrator takes no lock, and servers starting together on
 * an empty database would each create the tables and each seed; the lock serialises them and
 * the later ones find the work done. PGlite is single-process (pid lock), so it runs directly.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (!database.pool) return work();
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID.toString()]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID.toString()]);
    }
  } finally {
    client.release();
  }
}

/** A short hash of the committed migrations: a database copied from a template made from other migrations is never used. */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const f of readdirSync(migrationsFolder).sort()) if (f.endsWith('.sql')) hash.update(readFileSync(join(migrationsFolder, f)));
  return hash.digest('hex').slice(0, 16);
}

export const migrate = (database: Database) => withStartupLock(database, () => runMigrations(database));
