/**
 * Gzip size of every element entry in dist/elements, of the shared chunks, and of each
 * entry together with the code it imports statically (what a page that loads only
 * that element downloads, its message catalog apart).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type SizeRow = { file: string; own: number; withImports: number };

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

function listJs(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listJs(full, base);
    return name.endsWith('.js') ? [path.relative(base, full)] : [];
  });
}

function staticImports(dir: string, file: string): string[] {
  const code = readFileSync(path.join(dir, file), 'utf8');
  const specs = [...code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[^'";]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1]!);
  return specs.map((s) => path.normalize(path.join(path.dirname(file), s)));
}

/**
 * The message catalogs (`chunks/*-en-*.js`, ...): lazy modules that an entry also names so the
 * browser fetches them at once. The size budgets are for code; the catalogs are counted apart
 * (and in full by bench/wire.ts, which weighs what a page really downloads).
 */
export const isCatalog = (file: string) => /(^|\/)(core|elements)-(portal-)?(en|fr|ar)-[^/]+\.js$/.test(file);

function closure(dir: string, entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const dep of staticImports(dir, entry)) if (!isCatalog(dep) && existsSync(path.join(dir, dep))) closure(dir, dep, seen);
  return seen;
}

export function measureSizes(dir: string): { entries: SizeRow[]; chunks: SizeRow[]; closures: Map<string, Set<string>> } {
  const files = listJs(dir);
  const size = (f: string) => gz(readFileSync(path.join(dir, f)));
  const row = (f: string): SizeRow => ({ file: f, own: size(f), withImports: [...closure(dir, f)].reduce((n, x) => n + size(x), 0) });
  const isChunk = (f: string) => f.includes('/') || f.startsWith('chunk') || f.includes('runtime');
  const entryFiles = files.filter((f) => !isChunk(f)).sort();
  return {
    entries: entryFiles.map(row),
    chunks: files.filter(isChunk).sort().map(row),
    /** Each entry's file plus every file it imports statically. */
    closures: new Map(entryFiles.map((f) => [f, closure(dir, f)])),
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
