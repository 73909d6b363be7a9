import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync, transformWithOxc, type Plugin } from 'vite';
import { EARLY_PATHS, type WarmRead } from '../../core/src/portal/early-reads.ts';

type Chunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
  code: string;
  map: unknown;
};
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/**
 * The English catalogs are the only lazy chunks a first render needs (the default language):
 * the portals' one, reached from the runtime, and the staff screens' one, reached only from
 * staff elements' chunks.
 */
const FIRST_RENDER = /\/locales\/(portal\/)?en\.po$/;

/**
 * Every chunk an entry needs before its first render, in the order the browser evaluates them:
 * the static import graph depth first (a module after its imports), then the English catalog.
 */
export function firstRenderGraph(bundle: Bundle, entry: string): string[] {
  const order: string[] = [];
  const seen = new Set<string>([entry]);
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') return;
    for (const dep of chunk.imports) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      visit(dep);
      order.push(dep);
    }
  };
  visit(entry);
  for (const file of [...order, entry]) {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') continue;
    for (const dep of chunk.dynamicImports) {
      const target = bundle[dep];
      if (!seen.has(dep) && target?.type === 'chunk' && target.facadeModuleId && FIRST_RENDER.test(target.facadeModuleId)) {
        seen.add(dep);
        order.push(dep);
      }
    }
  }
  return order;
}

const EARLY_READS_SOURCE = fileURLToPath(new URL('../../core/src/portal/early-reads.ts', import.meta.url));

/**
 * The tag and the early reads an element's wrapper declares, if any:
 * `define('si-invoice-portal', ...)` and `warm: warmReads(['context', 'details'])`.
 */
export function earlyReadsOf(wrapperSource: string): { tag: string; reads: WarmRead[] } | undefined {
  const warm = /\bwarm:\s*warmReads\(\s*\[([^\]]*)\]/.exec(wrapperSource);
  if (!warm) return undefined;
  const reads = [...warm[1]!.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  const tag = /\bdefine\(\s*['"]([a-z][a-z0-9]*-[a-z0-9-]*)['"]/.exec(wrapperSource)?.[1];
  const unknown = reads.filter((read) => !Object.hasOwn(EARLY_PATHS, read));
  if (!tag || unknown.length > 0 || reads.length === 0) {
    throw new Error(`Cannot tell the early reads of this element (tag ${tag ?? 'not found'}, reads ${JSON.stringify(reads)})`);
  }
  return { tag, reads: reads as WarmRead[] };
}

/**
 * The early-reads chunk: core's early-reads.ts (its exports made local) and one call per element
 * with early reads. Minified; a module with no imports, so it runs as soon as it is evaluated.
 */
export async function earlyReadsChunk(elements: ReadonlyMap<string, readonly WarmRead[]>): Promise<string> {
  const source = (await transformWithOxc(readFileSync(EARLY_READS_SOURCE, 'utf8'), EARLY_READS_SOURCE)).code.replace(/^export\s+(?=const|function)/gm, '');
  const calls = [...elements].map(([tag, reads]) => `startEarlyReads(${JSON.stringify(tag)},${JSON.stringify(reads)});`);
  const minified = minifySync('early-reads.js', `${source}\n${calls.join('\n')}\n`, { module: true, compress: true, mangle: true });
  if (minified.errors.length > 0) throw new Error(`early-reads: ${minified.errors.map((e) => e.message).join('; ')}`);
  return minified.code;
}

/**
 * An element's entry (`invoice-portal.js`) re-exports one chunk, which imports the shared
 * runtime, which the browser only learns after each file arrives: three or four round trips
 * before the element can render. This plugin lists the entry's whole chunk graph as imports
 * of the entry itself, so the browser requests every chunk in parallel as soon as the entry
 * arrives: two round trips in all, whatever the depth of the graph.
 *
 * The imports are appended after the entry's own code. Import declarations are hoisted and
 * evaluated in source order, and every appended module is already evaluated by then (it
 * sits in the graph of the entry's own imports), so evaluation order is unchanged; only the
 * fetches start earlier. The English catalogs, lazy chunks that the first render of the
 * default language awaits, are listed too (small modules with no side effects). Appending
 * rather than prepending keeps the entry's source map valid.
 *
 * The entry of an element with early reads (the portals' `warm` option) imports one more chunk,
 * first: `chunks/early-reads-*.js` (core's early-reads.ts), which sends those reads for every
 * such element on the page. Being first, it is evaluated before anything else of the graph:
 * the reads go out as soon as the scripts are in, while the runtime chunk is still being
 * evaluated (about 130 ms at 4x CPU throttling) and the first render prepared, instead of
 * from the element's connectedCallback at the end of all that.
 */
export function hoistChunkGraph(): Plugin {
  return {
    name: 'si-hoist-chunk-graph',
    apply: 'build',
    async generateBundle(_options, output) {
      const bundle = output as unknown as Bundle;
      const entries = Object.values(bundle).filter((chunk): chunk is Chunk => chunk.type === 'chunk' && chunk.isEntry);
      const early = new Map<Chunk, { tag: string; reads: WarmRead[] }>();
      for (const chunk of entries) {
        const found = chunk.facadeModuleId ? earlyReadsOf(readFileSync(chunk.facadeModuleId, 'utf8')) : undefined;
        if (found) early.set(chunk, found);
      }
      let earlyFile: string | undefined;
      if (early.size > 0) {
        const code = await earlyReadsChunk(new Map([...early.values()].map(({ tag, reads }) => [tag, reads])));
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
        earlyFile = `chunks/early-reads-${hash}.js`;
        this.emitFile({ type: 'asset', fileName: earlyFile, source: code });
      }

      for (const chunk of entries) {
        const from = posix.dirname(chunk.fileName);
        const relative = (file: string) => {
          const rel = posix.relative(from, file);
          return rel.startsWith('.') ? rel : `./${rel}`;
        };
        const direct = new Set(chunk.imports);
        const extra = firstRenderGraph(bundle, chunk.fileName).filter((file) => !direct.has(file));
        if (extra.length > 0) {
          const lines = extra.map((file) => `import${JSON.stringify(relative(file))};`);
          const mapComment = /\n?\/\/# sourceMappingURL=[^\n]*\s*$/.exec(chunk.code);
          const body = mapComment ? chunk.code.slice(0, mapComment.index) : chunk.code;
          chunk.code = `${body}\n${lines.join('')}${mapComment ? mapComment[0] : '\n'}`;
        }
        if (earlyFile && early.has(chunk)) {
          // A line of its own in front: the source map (if any) moves down one line.
          chunk.code = `import${JSON.stringify(relative(earlyFile))};\n${chunk.code}`;
          const map = chunk.map as { mappings?: string } | null;
          if (map && typeof map.mappings === 'string') map.mappings = `;${map.mappings}`;
        }
      }
    },
  };
}
