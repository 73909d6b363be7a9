// Builds the element bundles (with custom-elements.json), the suite and its documentation pages into dist/,
// with Brotli and gzip copies of the text files.
import { compressStatic } from './compress.mjs';
import { ensureInstalled, run, writeBuildStamp } from './lib.mjs';

/**
 * `output`, when given, collects what the build prints instead of streaming it (npm test runs
 * it beside other jobs and shows it only when it fails).
 */
export async function build({ output } = {}) {
  const say = (line) => (output ? output.push(`${line}\n`) : console.log(line));
  const steps = [
    ['npm', ['run', 'build', '-w', '@si/elements']],
    ['npx', ['vite', 'build', '-c', 'hosts/suite/vite.config.ts', '--logLevel', 'warn']],
  ];
  for (const [cmd, args] of steps) {
    const { code, output: printed } = await run(cmd, args, { quiet: Boolean(output) });
    output?.push(printed);
    if (code !== 0) return code;
  }
  // After the suite: its Vite build empties dist/suite. Imported here, not at the top: the
  // scripts that import build() run before `npm install` on a fresh clone, and marked is a dependency.
  const { buildDocs } = await import('./build-docs.mjs');
  buildDocs();
  // Last, so the docs pages get their copies too.
  const packed = await compressStatic();
  say(`Compressed ${packed.files} static files in ${(packed.ms / 1000).toFixed(1)} s`);
  writeBuildStamp();
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureInstalled();
  process.exit(await build());
}
