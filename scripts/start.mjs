// `npm start`: install when needed, build when stale, then run the API server (which also
// serves the suite and the element bundles) and the tenant site until Ctrl-C.
import { spawn } from 'node:child_process';
import { build } from './build.mjs';
import { ROOT, ensureInstalled, isBuildFresh } from './lib.mjs';

ensureInstalled();
if (!isBuildFresh()) {
  console.log('Building the elements and the suite...');
  const code = await build();
  if (code !== 0) process.exit(code);
}

const port = process.env.PORT || '8080';
const tenantPort = process.env.TENANT_PORT || '8081';
const env = { ...process.env, PORT: port, TENANT_PORT: tenantPort };

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'hosts/api/src/main.ts'], { cwd: ROOT, env, stdio: 'inherit' }),
  spawn(process.execPath, ['hosts/tenant-site/server.mjs'], {
    cwd: ROOT,
    env: { ...env, API_BASE: process.env.TENANT_API_BASE || `http://localhost:${port}` },
    stdio: 'inherit',
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 5000);
  force.unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() => process.exit(code));
}

for (const child of children) {
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`A server stopped (exit ${code}); stopping the others.`);
      stop(code || 1);
    }
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
