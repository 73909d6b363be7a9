// `npm run bench`: builds, then runs every benchmark in turn, each to its end even when an
// earlier one missed a target, and says at the end which missed (exit 1 if any did).
import { spawnSync } from 'node:child_process';
import { build } from './build.mjs';
import { ensureInstalled } from './lib.mjs';

const BENCHES = ['test-budget', 'config-notify', 'run', 'portal', 'wire', 'api-throughput', 'api-items', 'api-accounts', 'receivables', 'receivables-pdf', 'payables-pain001', 'payables-ocr', 'payables-reports', 'sales', 'lending'];

ensureInstalled();
if ((await build()) !== 0) process.exit(1);
const missed = [];
for (const name of BENCHES) {
  console.log(`\n=== bench/${name}.ts`);
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', `bench/${name}.ts`], { stdio: 'inherit' });
  if (status !== 0) missed.push(name);
}
console.log(missed.length ? `\nMissed a target or failed: ${missed.join(', ')}` : '\nEvery benchmark met its targets.');
process.exit(missed.length ? 1 : 0);
