/**
 * Test support: a fresh migrated database per test file (in-memory PGlite, or a new database on
 * the PostgreSQL server of DATABASE_URL), an app on it, and small request helpers.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp, type App } from '../src/app.ts';
import { openPglite, openPostgres, PGLITE_EXTENSIONS, type Database, type Db } from '../src/db/client.ts';
import { readTypesAsText } from '../src/db/prepared.ts';
import { migrate, migrationsFingerprint } from '../src/db/migrate.ts';
import * as schema from '../src/db/schema.ts';
import type { AppSettings } from '../src/platform/http/deps.ts';
import { assertAnswer } from './answers.ts';

export const settings: AppSettings = {
  publicUrl: 'http://suite.test',
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
  secretsKey: 'test-secrets-key-that-seals-config-secrets',
  accessTokenMinutes: 5,
  refreshTokenDays: 1,
  production: false,
  quiet: true,
  // Tests never write into the repository's data/ folder; files tests pass their own folder.
  filesDir: join(tmpdir(), 'si-api-test-files'),
};

export const usingPostgres = Boolean(process.env.DATABASE_URL);

/**
 * The migrated empty database as a PGlite dump, cached in tmp: loading it is ~5x faster than
 * initdb and migrating. An uncompressed tar: it loads a third faster than the gzip one.
 */
let template: Promise<Blob> | undefined;
/** Read (or made) once per process: a file with several test contexts loads each from the same bytes. */
const migratedTemplate = () => (template ??= readOrMakeTemplate());

async function readOrMakeTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `si-api-pglite-${migrationsFingerprint()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const fresh = await openPglite();
  await migrate(fresh);
  const dump = await fresh.pglite!.dumpDataDir('none');
  await fresh.close();
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file); // atomic, so parallel test files never read half a file
  return dump;
}

async function freshPglite(): Promise<Database> {
  const client = new PGlite({ loadDataDir: await migratedTemplate(), extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  readTypesAsText(client);
  return { db: drizzle({ client, schema }) as unknown as Db, kind: 'pglite', pglite: client, close: () => client.close() };
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

// Any constant shared by the test processes: "si-api-test-template" as a 64-bit number.
const TEMPLATE_LOCK_ID = '7349120451234';

/**
 * The name of a migrated, empty template database on the server, made once for these
 * migrations by whichever test process asks first (the others wait on an advisory lock, then
 * find it). Copying it (`CREATE DATABASE ... TEMPLATE`) takes about 50 ms; migrating a new
 * database took about a second. A template is made under a temporary name and renamed when
 * complete, so a process killed half-way leaves nothing that looks finished.
 */
async function postgresTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const name = `si_api_template_${migrationsFingerprint()}`;
  const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
  try {
    if (await exists()) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const database = await openPostgres(databaseUrl(adminUrl, building), 2);
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
  }
}

/** A new, empty, migrated database; `close()` drops it again on PostgreSQL. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return freshPglite();
  const name = `si_api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = await postgresTemplate(admin, adminUrl);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const database = await openPostgres(url, 5);
  return {
    ...database,
    url,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestContext {
  database: Database & { url?: string };
  db: Db;
  app: App;
}

export async function setup(overrides: Partial<AppSettings> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const app = checkingAnswers(createApp({ db: database.db, settings: { ...settings, ...overrides }, log: () => {} }));
  return { database, db: database.db, app };
}

/** Apps whose every answer already goes through `assertAnswer`. */
const checkedApps = new WeakSet<App>();

/**
 * The app with its `request` checking every 2xx JSON answer against the route's response schema,
 * so the calls a test makes itself (a multipart upload, the isolation matrix) are held to the
 * contract as `call()`'s are.
 */
function checkingAnswers(app: App): App {
  const request = app.request;
  app.request = async (input, init, env, executionCtx) => {
    const res = await request(input, init, env, executionCtx);
    const type = res.headers.get('content-type');
    // A compressed answer (a test of the compression itself) is checked where it is sent plain.
    const plainJson = res.ok && /^application\/json\b/.test(type ?? '') && !res.headers.has('content-encoding');
    const text = plainJson ? await res.clone().text() : '';
    if (text) {
      const url = input instanceof Request ? input.url : String(input);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      assertAnswer(method, url.startsWith('/') ? url : new URL(url).pathname, res.status, type, JSON.parse(text));
    }
    return res;
  };
  checkedApps.add(app);
  return app;
}

// Tests read many different JSON answers; `any` as the default keeps the assertions short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface JsonResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * Calls the app in-process and parses the JSON answer (body is null when empty); a 2xx JSON answer
 * must match its route's response schema in the catalogue, or the test fails (`assertAnswer`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see JsonResponse
export async function call<T = any>(
  app: App,
  method: string,
  path: string,
  opts: { json?: unknown; raw?: string; token?: string; scheme?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  let body: string | undefined;
  if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers['content-type'] ??= 'application/json';
  } else if (opts.raw !== undefined) {
    body = opts.raw;
    headers['content-type'] ??= 'application/json';
  }
  if (opts.token) headers.authorization = `${opts.scheme ?? 'JWT'} ${opts.token}`;
  const env = { incoming: { socket: { remoteAddress: opts.ip ?? '127.0.0.1' } } };
  const res = await app.request(path, { method, headers, body }, env);
  const text = await res.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!checkedApps.has(app)) assertAnswer(method, path, res.status, res.headers.get('content-type'), parsed);
  return { status: res.status, headers: res.headers, body: parsed as T };
}

/**
 * Waits until `done()` holds (a value or a promise of one), checking every 20 ms: for what
 * happens in its own time elsewhere (a NOTIFY reaching another connection, a log written a
 * moment later, a timer). It times nothing: the limit only turns what never happens into a
 * failure instead of a hang, far beyond any machine's load. How fast belongs in the benchmarks.
 */
export async function eventually(done: () => boolean | Promise<boolean>, limitMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (!(await done())) {
    if (Date.now() > deadline) return false;
    await new Promise((tick) => setTimeout(tick, 20));
  }
  return true;
}

let counter = 0;
/** A unique e-mail per call, so tests in one file never collide. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}${counter++}@acme-corp.example`;
