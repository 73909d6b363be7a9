/**
 * Starts the real product for end-to-end tests: the API server (which also serves the
 * built suite from dist/suite) on a spare port, with its own temporary PGlite database
 * and demo.json, so tests never touch data/ or a server the developer is running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export type DemoUser = { email: string; password: string; role: string; office: string; mfa: boolean; totpSecret?: string };
export type DemoPortal = { module: 'secureinvoice' | 'payable' | 'filestride' | 'bank' | 'spm' | 'clm'; path: string; token: string; onHold: boolean };
export type DemoFile = { suite: string; tenantSite: string; users: DemoUser[]; portals: DemoPortal[]; leadFormKey?: string };

export type Stack = {
  /** The suite's origin, e.g. http://localhost:40123. */
  url: string;
  /** The tenant site's origin, when started with `{ tenant: true }`. */
  tenantUrl?: string;
  demo: DemoFile;
  /** The server's output so far (across restarts), for failure messages. */
  output(): string;
  /** Stops the API server and starts it again on the same data folder, port and env; waits for it. */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

export type StackOptions = {
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** Also start hosts/tenant-site on the spare port the API lists in its allowed origins. */
  tenant?: boolean;
};

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/**
 * An empty PGlite database folder with every migration applied, made once per set of
 * migrations and copied for each stack: creating a database folder (initdb) and migrating it
 * took a server 4 s of its start, a copy takes 0.15 s; the server then seeds it as on a first
 * `npm start`. Made under another name and renamed when complete, so files started side by
 * side never use half of one.
 */
async function migratedDataDir(): Promise<string> {
  // Imported here: only a stack needs the API's database code in the test's own process.
  const { openPglite } = await import('../../hosts/api/src/db/client.ts');
  const { migrationsFingerprint, runMigrations } = await import('../../hosts/api/src/db/migrate.ts');
  const dir = join(tmpdir(), `si-e2e-pglite-${migrationsFingerprint()}`);
  if (existsSync(join(dir, 'PG_VERSION'))) return dir;
  const building = mkdtempSync(join(tmpdir(), 'si-e2e-pglite-building-'));
  try {
    const database = await openPglite(join(building, 'data'));
    try {
      await runMigrations(database);
    } finally {
      await database.close();
    }
    try {
      renameSync(join(building, 'data'), dir);
    } catch {
      // Another file made it first: theirs is as good.
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

function assertBuilt(): void {
  if (!existsSync(join(REPO, 'dist/suite/index.html'))) {
    throw new Error('dist/suite is missing: build first (npm run build, or npx vite build -c hosts/suite/vite.config.ts)');
  }
}

async function waitForLogin(url: string, server: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The API server exited with ${server.exitCode}:\n${output()}`);
    try {
      // The server falls back to the suite's index.html for page loads only, as a browser asks.
      const response = await fetch(`${url}/login`, { headers: { accept: 'text/html' } });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`GET ${url}/login did not answer 200 within ${timeoutMs} ms:\n${output()}`);
}

async function waitForTenant(url: string, tenant: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (tenant.exitCode !== null) throw new Error(`The tenant site exited with ${tenant.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`GET ${url} did not answer 200 within 15 s:\n${output()}`);
}

function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const kill = setTimeout(() => server.kill('SIGKILL'), 8000);
    server.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    server.kill('SIGTERM');
  });
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  assertBuilt();
  const [port, tenantPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'si-e2e-'));
  cpSync(await migratedDataDir(), join(dir, 'pglite'), { recursive: true });
  const url = `http://localhost:${port}`;
  const demoJson = join(dir, 'demo.json');
  const env = {
    ...process.env,
    PORT: String(port),
    TENANT_PORT: String(tenantPort),
    PGLITE_DIR: join(dir, 'pglite'),
    FILES_DIR: join(dir, 'files'),
    DEMO_JSON: demoJson,
    STATIC_DIR: join(REPO, 'dist'),
    PUBLIC_URL: url,
    JWT_SECRET: `e2e-${'x'.repeat(40)}-${port}`,
    SECRETS_KEY: `e2e-secrets-${'y'.repeat(40)}-${port}`,
    DATABASE_URL: '',
    ...options.env,
  };
  // The log outlives each server process: a restart adds to it.
  let log = '';
  const output = () => log;
  // One process, no npm or tsx wrapper in between: SIGTERM reaches the server itself (TOOLCHAIN.md).
  const spawnServer = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'hosts/api/src/main.ts'], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    return child;
  };
  let server = spawnServer();
  const restart = async () => {
    await stopProcess(server);
    log += '[e2e] API server restarted\n';
    server = spawnServer();
    await waitForLogin(url, server, output, options.startTimeoutMs ?? 60_000);
  };

  let tenant: ChildProcess | undefined;
  const stop = async () => {
    await Promise.all([stopProcess(server), tenant ? stopProcess(tenant) : undefined]);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForLogin(url, server, output, options.startTimeoutMs ?? 60_000);
    const demo = JSON.parse(readFileSync(demoJson, 'utf8')) as DemoFile;
    if (!options.tenant) return { url, demo, output, restart, stop };
    const tenantUrl = `http://localhost:${tenantPort}`;
    tenant = spawn(process.execPath, ['hosts/tenant-site/server.mjs'], {
      cwd: REPO,
      env: { ...process.env, TENANT_PORT: String(tenantPort), API_BASE: url, DEMO_JSON: demoJson },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    tenant.stdout?.on('data', (chunk: Buffer) => (log += `[tenant] ${chunk.toString()}`));
    tenant.stderr?.on('data', (chunk: Buffer) => (log += `[tenant] ${chunk.toString()}`));
    await waitForTenant(tenantUrl, tenant, output);
    return { url, tenantUrl, demo, output, restart, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The demo user with this role (and MFA or not); a clear failure if the seed lacks one. */
export function demoUser(demo: DemoFile, match: (user: DemoUser) => boolean): DemoUser {
  const found = demo.users.find(match);
  if (!found) throw new Error(`demo.json has no such user: ${JSON.stringify(demo.users.map((u) => [u.role, u.mfa]))}`);
  return found;
}
