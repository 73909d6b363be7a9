/**
 * PostgreSQL LISTEN/NOTIFY on either database. On PostgreSQL a client of its own (outside the
 * pool, which would otherwise lend the listening connection to queries) listens and reconnects
 * after a loss; on PGlite the one in-process session listens, and it delivers a notification as
 * its transaction commits. A NOTIFY sent inside a transaction arrives only if it commits.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export interface Listener {
  /** True while notifications are sure to arrive; a consumer caches nothing while false. */
  readonly live: boolean;
  close(): Promise<void>;
}

interface Handlers {
  message(payload: string): void;
  /** The listener was (re)connected or lost: notifications may have been missed meanwhile. */
  reset(): void;
}

const RECONNECT_MS = 1000;

/** Sends a notification through `db` (a transaction too: then it goes out on commit). */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** The drizzle instance's own driver: a PGlite, a pg Pool, or neither (then nothing listens). */
const driverOf = (db: Db): unknown => (db as { $client?: unknown }).$client;

// Listeners to close with their pool (openPostgres's close), so no client outlives its database.
const poolListeners = new WeakMap<pg.Pool, Set<Listener>>();
export async function closeListeners(pool: pg.Pool): Promise<void> {
  const listeners = [...(poolListeners.get(pool) ?? [])];
  poolListeners.delete(pool);
  await Promise.all(listeners.map((l) => l.close()));
}

export async function listen(db: Db, channel: string, handlers: Handlers): Promise<Listener | undefined> {
  const driver = driverOf(db);
  if (driver instanceof pg.Pool) return listenOnPostgres(driver, channel, handlers);
  if (driver && typeof (driver as PGlite).listen === 'function') {
    const pglite = driver as PGlite;
    const stop = await pglite.listen(channel, handlers.message);
    let live = true;
    return {
      get live() {
        return live && !pglite.closed;
      },
      async close() {
        live = false;
        if (!pglite.closed) await stop().catch(() => {});
      },
    };
  }
  return undefined;
}

async function listenOnPostgres(pool: pg.Pool, channel: string, handlers: Handlers): Promise<Listener> {
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', (msg) => {
      if (msg.channel === channel) handlers.message(msg.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      // The server loop never waits for this client: a forgotten close must not keep a process alive.
      (next as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await next.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    live = true;
    handlers.reset();
  };

  const lost = (which: pg.Client) => {
    if (which !== client) return;
    client = undefined;
    live = false;
    handlers.reset();
    schedule();
  };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => schedule());
    }, RECONNECT_MS);
    retry.unref();
  };

  const listener: Listener = {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
      poolListeners.get(pool)?.delete(listener);
    },
  };
  const set = poolListeners.get(pool) ?? new Set();
  set.add(listener);
  poolListeners.set(pool, set);
  try {
    await connect();
  } catch {
    schedule();
  }
  return listener;
}
