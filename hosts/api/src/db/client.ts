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
import { availableParallelism } from 'node:os';
import * as schema from './schema.ts';
import { acquirePidLock } from './pid-lock.ts';
import { closeListeners } from './notifications.ts';
import { readTypesAsText } from './prepared.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs `work` in a transaction, handed the transaction as a Db (what drizzle's transaction is, typed as one). */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Db));

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
    readTypesAsText(client);
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

/**
 * The pool's default size (DATABASE_POOL_MAX overrides it). One Node process keeps a handful of
 * queries in flight before its own CPU is the limit, and PostgreSQL runs each connection's query
 * on one core: two connections per core and two more (the PostgreSQL wiki's rule of thumb for a
 * server's active connections is cores x 2 plus disks) keep both busy; more only queue inside
 * the server. Measured on 2 cores: 3, 6, 10 and 20 connections gave the portal call the same
 * rate within noise, and the items list 1,340 / 1,460 / 1,480 / 1,340 req/s. It never takes more
 * than a quarter of what the server allows (max_connections less the superuser reserve), so
 * several API processes and other clients fit beside it.
 */
export function defaultPoolSize(serverSlots: number, cores = availableParallelism()): number {
  return Math.max(2, Math.min(POOL_PER_CORE * cores + 2, Math.floor(serverSlots / 4)));
}
const POOL_PER_CORE = 2;

/** A pg Pool; `max` connections, or defaultPoolSize from the server's own max_connections. */
export async function openPostgres(url: string, max?: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: max ?? 1 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  const client = await pool.connect();
  try {
    if (max === undefined) {
      const { rows } = await client.query<{ slots: number }>(
        `select current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int as slots`,
      );
      pool.options.max = defaultPoolSize(rows[0]!.slots);
    }
  } finally {
    client.release();
  }
  const close = async () => {
    await closeListeners(pool);
    await pool.end();
  };
  return { db: drizzlePg({ client: pool, schema }) as unknown as Db, kind: 'postgres', pool, close };
}

export function openDatabase(opts: { databaseUrl?: string; poolMax?: number; pgliteDir?: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolMax) : openPglite(opts.pgliteDir);
}
