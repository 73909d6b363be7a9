// Every package the browser tests' pages import is pre-bundled by Vite before the run
// (vite.config.ts, optimizeDeps.include in test mode): one found mid-run makes Vite bundle the
// dependencies again while another file's page loads, and that page then runs with a second React.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const SOURCES = [...readdirSync(join(ROOT, 'packages')).map((p) => join(ROOT, 'packages', p, 'src')), join(ROOT, 'hosts/suite/src')];
// Compiled away (macros), served by the runner itself, or Node's own.
const NOT_BUNDLED = /^(@si\/|node:|@web\/test-runner-commands$)|\/macro$/;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** The bare packages a file imports at run time (not `import type`), without a query such as `?inline`. */
function packagesOf(text) {
  const found = new Set();
  const statements = /(?:^|\n)\s*import\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of text.matchAll(statements)) {
    if (m[1]) continue;
    const spec = (m[2] ?? m[3]).split('?')[0];
    if (spec.startsWith('.') || spec.startsWith('/') || NOT_BUNDLED.test(spec) || spec.endsWith('.css')) continue;
    found.add(spec);
  }
  return found;
}

describe("the browser tests' pre-bundled dependencies", () => {
  test('list every package the elements, core, contract and suite import', () => {
    const config = readFileSync(join(ROOT, 'vite.config.ts'), 'utf8');
    const list = /optimizeDeps:\s*\{[\s\S]*?include:\s*\[([\s\S]*?)\]/.exec(config);
    assert.ok(list, 'vite.config.ts has an optimizeDeps.include list');
    const entries = list[1].replace(/\/\/.*$/gm, '');
    const included = new Set([...entries.matchAll(/'([^']+)'/g)].map((m) => m[1]));
    const missing = new Map();
    for (const dir of SOURCES) {
      for (const file of sourceFiles(dir)) {
        for (const spec of packagesOf(readFileSync(file, 'utf8'))) if (!included.has(spec)) missing.set(spec, file.slice(ROOT.length));
      }
    }
    assert.deepEqual([...missing].map(([spec, file]) => `${spec} (${file})`), []);
  });

  test('the scan sees imports of every form, and leaves out types, macros and local files', () => {
    const seen = packagesOf(
      "import a from 'alpha';\nimport { b } from 'beta/sub.js';\nimport 'gamma';\nimport type { D } from 'delta';\nimport { t } from '@lingui/core/macro';\nimport x from './x.ts';\nconst e = import('epsilon');\nimport css from 'zeta/theme.css?inline';",
    );
    assert.deepEqual([...seen].sort(), ['alpha', 'beta/sub.js', 'epsilon', 'gamma']);
  });
});
