// Which of the elements' shared `ui/` files belong to the staff screens' kit, worked out from the
// import graph so no bundler rule lists them by hand: a ui file goes into the suite's staff-kit
// chunk when a staff screen reaches it and neither a portal or sign-in element nor a shell panel
// does. A staff element is one whose wrapper registers the staff catalog (`base/staff-catalog.ts`);
// every other element can be on /login or a portal page, and whatever it reaches must stay out of
// a chunk those pages never load. The shell's panels (`shell/`) have a chunk of their own, loaded
// on every staff page, which keeps what they use.
//
//   import { staffOnlyUi } from '../../packages/elements/build/staff-kit.mjs';
//   staffOnlyUi()  ->  ['ui/DataTable.tsx', 'ui/usePagedList.ts', ...] (src-relative)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { findWrappers, SRC } from './registries.mjs';

/** The relative imports of one source file (static, side-effect and dynamic), as absolute paths. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = resolve(dirname(file), m[1]);
    if (existsSync(target)) found.push(target);
  }
  return found;
}

/** Every file of the elements' source that the given files reach through relative imports. */
function reach(starts) {
  const seen = new Set();
  const queue = [...starts];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

const isStaff = (file) => /['"](?:\.\.\/)+base\/staff-catalog\.ts['"]/.test(readFileSync(file, 'utf8'));

/** The src-relative paths of the `ui/` files only staff screens reach, sorted. */
export function staffOnlyUi(src = SRC) {
  const wrappers = findWrappers(src).map((path) => join(src, path));
  const inShell = (file) => relative(src, file).startsWith('shell');
  const staff = reach(wrappers.filter((file) => isStaff(file) && !inShell(file)));
  const public_ = reach(wrappers.filter((file) => !isStaff(file) || inShell(file)));
  return [...staff]
    .filter((file) => !public_.has(file))
    .map((file) => relative(src, file).split('\\').join('/'))
    .filter((path) => path.startsWith('ui/'))
    .sort();
}
