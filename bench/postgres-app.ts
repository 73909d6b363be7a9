/**
 * What the PostgreSQL benchmarks share: a scratch database (created, migrated, dropped afterwards
 * unless BENCH_KEEP), the real app served over HTTP with a signed-in staff member, and the
 * one-at-a-time measure of a call against its p95 ceiling.
 * BENCH_PG_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { createApp } from '../hosts/api/src/app.ts';
import { openPostgres, type Database } from '../hosts/api/src/db/client.ts';
import { migrate } from '../hosts/api/src/db/migrate.ts';
import { createTokenService } from '../hosts/api/src/platform/tokens.ts';

const ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const settings = { publicUrl: 'http://bench.test', jwtSecret: randomBytes(32).toString('hex'), accessTokenMinutes: 60, refreshTokenDays: 1, production: false, quiet: true };

/** A new, migrated database named `si_bench_<prefix>_<random>`; `drop` closes and drops it (kept with BENCH_KEEP). */
export async function scratchPostgres(prefix: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const name = `si_bench_${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 10);
  await migrate(database);
  return {
    database,
    async drop() {
      await database.close();
      if (process.env.BENCH_KEEP) console.log(`Kept database ${name} (BENCH_KEEP)`);
      else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The real app on a spare port, with the headers of `userId` of `orgId` signed in. */
export async function serveApp(database: Database, who: { userId: number; orgId: number }): Promise<{ base: string; headers: Record<string, string>; close(): Promise<void> }> {
  const token = await createTokenService(settings).sign({ userId: who.userId, orgId: who.orgId, ver: 0, type: 'access' });
  const server = serve({ fetch: createApp({ db: database.db, settings, log: () => {} }).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((done) => server.once('listening', done));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    headers: { authorization: `JWT ${token}` },
    close: () => new Promise((done) => server.close(() => done())),
  };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Measures calls one at a time (`runs` after `warmUp`) and prints each against its p95 ceiling. */
export function ceilingTable(app: { base: string; headers: Record<string, string> }, o: { runs: number; warmUp: number; width: number }) {
  console.log(`\nSequential (one at a time, ${o.runs} requests after ${o.warmUp} warm-up), ms:`);
  console.log(`  ${'call'.padEnd(o.width)} ${'answer'.padStart(9)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}`);
  /** One call's row; false when its p95 is over `ceiling` ms. */
  return async function measure(label: string, path: string, ceiling: number): Promise<boolean> {
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < o.warmUp + o.runs; i++) {
      const t0 = performance.now();
      const res = await fetch(app.base + path, { headers: app.headers });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text.slice(0, 300)}`);
      if (i >= o.warmUp) times.push(performance.now() - t0);
      size = text.length;
    }
    times.sort((a, b) => a - b);
    const p95 = pct(times, 95);
    const ok = p95 <= ceiling;
    console.log(`  ${label.padEnd(o.width)} ${String(Math.round(size / 1024)).padStart(6)} KB ${pct(times, 50).toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)} ${pct(times, 99).toFixed(1).padStart(7)}  (p95 target ${ceiling} ms) ${ok ? 'ok' : 'OVER'}`);
    return ok;
  };
}
