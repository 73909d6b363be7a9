// The API server's modules import each other without a cycle at run time. A cycle makes the
// order in which files finish loading depend on which one is imported first: the first eager
// reference across it (a table referenced outside a `() =>`, a constant read at load) is then
// `undefined` in one order and not in the other. Type-only imports vanish at run time and a
// dynamic `import()` loads later, so neither counts. Test files are left out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../hosts/api/', import.meta.url));
const DIRS = ['src', 'test-support'].map((d) => join(ROOT, d));

function sourceFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** The relative files a module loads when it loads: static imports and re-exports that are not type-only. */
export function runtimeImports(source) {
  const found = [];
  const fromClause = /^\s*(?:import|export)\s+(?!type\b)([^'";]*?)\s+from\s+'(\.[^']+)'/gm;
  for (const [, what, spec] of source.matchAll(fromClause)) {
    const named = what.trim().match(/^\{([^}]*)\}$/);
    const typeOnly = named && named[1].split(',').every((part) => part.trim() === '' || part.trim().startsWith('type '));
    if (!typeOnly) found.push(spec);
  }
  for (const [, spec] of source.matchAll(/^\s*import\s+'(\.[^']+)'/gm)) found.push(spec);
  return found;
}

/** Every cycle of `edges` (file -> files it loads), each as the files around it, found by depth-first search. */
export function cyclesOf(edges) {
  const state = new Map();
  const path = [];
  const cycles = [];
  const visit = (file) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue;
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

test('the import scanner reads what loads at run time and skips what does not', () => {
  const source = [
    "import { a } from './a.ts';",
    "import type { B } from './b.ts';",
    "import { type C, type D } from './c.ts';",
    "import { type E, f } from './e.ts';",
    "import {\n  g,\n  h,\n} from './g.ts';",
    "export * from './x.ts';",
    "export type { Y } from './y.ts';",
    "import './side-effect.ts';",
    "const lazy = () => import('./lazy.ts');",
    "import { z } from 'zod';",
  ].join('\n');
  assert.deepEqual(runtimeImports(source), ['./a.ts', './e.ts', './g.ts', './x.ts', './side-effect.ts']);
  const cycles = cyclesOf(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]));
  assert.deepEqual(cycles, [['a', 'b', 'c', 'a']]);
});

test('the API server has no import cycle', () => {
  const files = DIRS.flatMap((dir) => sourceFiles(dir));
  assert.ok(files.length > 200, `${files.length} files read`);
  const edges = new Map(files.map((file) => [file, runtimeImports(readFileSync(file, 'utf8')).map((spec) => resolve(dirname(file), spec))]));
  const cycles = cyclesOf(edges).map((cycle) => cycle.map((file) => relative(ROOT, file)).join(' -> '));
  assert.deepEqual(cycles, [], `import cycles:\n${cycles.join('\n')}`);
});
