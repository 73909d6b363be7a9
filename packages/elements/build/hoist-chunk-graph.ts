import { posix } from 'node:path';
import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; dynamicImports: string[]; facadeModuleId: string | null; code: string };
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
 */
export function hoistChunkGraph(): Plugin {
  return {
    name: 'si-hoist-chunk-graph',
    apply: 'build',
    generateBundle(_options, output) {
      const bundle = output as unknown as Bundle;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const direct = new Set(chunk.imports);
        const extra = firstRenderGraph(bundle, chunk.fileName).filter((file) => !direct.has(file));
        if (extra.length === 0) continue;
        const from = posix.dirname(chunk.fileName);
        const lines = extra.map((file) => {
          const rel = posix.relative(from, file);
          return `import${JSON.stringify(rel.startsWith('.') ? rel : `./${rel}`)};`;
        });
        const mapComment = /\n?\/\/# sourceMappingURL=[^\n]*\s*$/.exec(chunk.code);
        const body = mapComment ? chunk.code.slice(0, mapComment.index) : chunk.code;
        chunk.code = `${body}\n${lines.join('')}${mapComment ? mapComment[0] : '\n'}`;
      }
    },
  };
}
