/**
 * Opens the database: PGlite in a folder by default, a `pg` Pool when DATABASE_URL is set.
 * Both give the same drizzle API, so the rest of the server has one code path.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import * as schema from './schema.ts';
import { acquirePidLock } from './pid-lock.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Present for PostgreSQL: migrations take their advisory lock on a connection of their own. */
  pool?: pg.Pool;
  pglite?: PGlite;
  close(): Promise<void>;
}

// PGlite's defaults size buffers for a desktop database; a small API needs far less memory.
const PGLITE_CONF = ['shared_buffers=16MB'];
/**
 * Extensions the migrations create (pg_trgm: the search indexes of migration 0005). Every
 * PGlite that opens a migrated database must load them, including one loaded from a dump.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** A PGlite database in `dir` (created if missing), or in memory when `dir` is undefined. */
export async function openPglite(dir?: string): Promise<Database> {
  let releaseLock = () => {};
  if (dir) {
    mkdirSync(dirname(dir), { recursive: true });
    releaseLock = acquirePidLock(`${dir}.pid`, dir);
  }
  try {
    const client = new PGlite({ dataDir: dir, postgresqlconf: PGLITE_CONF, extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
    return {
      db: drizzlePglite({ client, schema }) as unknown as Db,
      kind: 'pglite',
      pglite: client,
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  const client = await pool.connect();
  client.release();
  return { db: drizzlePg({ client: pool, schema }) as unknown as Db, kind: 'postgres', pool, close: () => pool.end() };
}

export function openDatabase(opts: { databaseUrl?: string; pgliteDir?: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.pgliteDir);
}
