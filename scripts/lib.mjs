// Helpers shared by the project's commands (start, test, build, dev, bench).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WORKSPACES = ['packages/contract', 'packages/core', 'packages/elements', 'hosts/api', 'hosts/suite', 'hosts/tenant-site'];

function fingerprint(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(ROOT, file);
    hash.update(file);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  return hash.digest('hex');
}

/**
 * Installs dependencies when node_modules is missing or the manifests changed since the
 * last install. `npm install` rather than `npm ci`: the lock file lacks rolldown's
 * foreign-platform bindings and `npm ci` refuses it (see TOOLCHAIN.md); install keeps
 * the locked versions and fills that gap.
 */
export function ensureInstalled() {
  const manifests = ['package.json', 'package-lock.json', ...WORKSPACES.map((w) => `${w}/package.json`)];
  const stampFile = path.join(ROOT, 'node_modules', '.si-install-stamp');
  const want = fingerprint(manifests);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === want) return;
  console.log('Installing dependencies (npm install)...');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm install failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, fingerprint(manifests));
}

function walk(dir, out) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** A cheap fingerprint of every source file the browser builds read (paths, sizes, mtimes). */
export function browserSourceStamp() {
  const files = ['packages/contract/src', 'packages/core/src', 'packages/elements/src', 'packages/elements/build', 'hosts/suite', 'docs']
    .flatMap((d) => walk(path.join(ROOT, d), []))
    .concat(['vite.config.ts', 'vite.shared.ts', 'lingui.config.ts', 'package-lock.json', 'scripts/build-docs.mjs', 'scripts/compress.mjs'].map((f) => path.join(ROOT, f)))
    .filter((f) => existsSync(f) && !/\.test\.tsx?$/.test(f))
    .sort();
  const hash = createHash('sha256');
  for (const f of files) {
    const s = statSync(f);
    hash.update(`${path.relative(ROOT, f)}:${s.size}:${s.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export const BUILD_STAMP = path.join(ROOT, 'dist', '.build-stamp');

export function isBuildFresh() {
  return (
    existsSync(BUILD_STAMP) &&
    existsSync(path.join(ROOT, 'dist/suite/index.html')) &&
    existsSync(path.join(ROOT, 'dist/elements/elements.js')) &&
    readFileSync(BUILD_STAMP, 'utf8') === browserSourceStamp()
  );
}

export function writeBuildStamp() {
  mkdirSync(path.dirname(BUILD_STAMP), { recursive: true });
  writeFileSync(BUILD_STAMP, browserSourceStamp());
}

/** Runs a command, streaming its output, and resolves with its exit code and captured text. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const forward = (stream, target) =>
      stream.on('data', (chunk) => {
        output += chunk;
        if (!options.quiet) target.write(chunk);
      });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Installs Debian's Chromium when missing and we are root; otherwise says how, in one line. */
export function ensureChromium() {
  if (existsSync(chromiumPath())) return true;
  if (process.getuid?.() === 0) {
    console.log('Installing Chromium from Debian packages (apt-get install -y chromium)...');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const r = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status === 0 && existsSync(chromiumPath())) return true;
  }
  console.error('Chromium is missing: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium binary).');
  return false;
}

export function portOpen(port, host = '127.0.0.1', timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
