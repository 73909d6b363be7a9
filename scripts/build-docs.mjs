// Renders the project's documentation (docs/*.md) into dist/suite/docs/*.html with marked, so the
// suite's Documentation links (footer, contract-lifecycle menu) open real pages on its own origin.
// Runs after the suite's Vite build, which empties dist/suite.
import { mkdirSync, readFileSync, writeFileSync, copyFileSync, existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The pages, in the order of the side menu; the first is the index. */
export const DOC_PAGES = [
  { source: 'guide.md', out: 'index.html', title: 'User guide' },
  { source: 'embedding.md', out: 'embedding.html', title: 'Embedding the portals' },
  { source: 'api.md', out: 'api.html', title: 'API' },
  { source: 'architecture.md', out: 'architecture.html', title: 'Architecture' },
  { source: 'coverage.md', out: 'coverage.html', title: 'Coverage' },
  { source: 'performance.md', out: 'performance.html', title: 'Performance' },
];

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** Links between the Markdown files point at the rendered pages; links out of docs/ stay as written. */
function rewriteHref(href) {
  const match = /^(?:\.\/|docs\/)?([a-z-]+)\.md(#.*)?$/.exec(href);
  if (!match) return href;
  const page = DOC_PAGES.find((p) => p.source === `${match[1]}.md`);
  return page ? `${page.out === 'index.html' ? './' : page.out}${match[2] ?? ''}` : href;
}

function markedFor() {
  const marked = new Marked({ gfm: true });
  marked.use({
    walkTokens(token) {
      if (token.type === 'link') token.href = rewriteHref(token.href);
    },
    // The docs are ours, but a raw HTML block in them is shown as text rather than trusted.
    renderer: {
      html(token) {
        // Markers such as coverage.md's generated-block comments stay invisible.
        return /^\s*<!--[\s\S]*-->\s*$/.test(token.text) ? '' : escapeHtml(token.text);
      },
    },
  });
  return marked;
}

const STYLE = `
  :root { color-scheme: light dark; --primary: #0d9394; }
  body { margin: 0; font: 16px/1.6 system-ui, sans-serif; display: grid; grid-template-columns: 15rem 1fr; min-height: 100vh; }
  nav { padding: 1.5rem 1rem; border-inline-end: 1px solid #8884; }
  nav a { display: block; padding: 0.35rem 0.5rem; border-radius: 6px; color: inherit; text-decoration: none; }
  nav a[aria-current="page"] { background: var(--primary); color: #fff; }
  main { padding: 1.5rem 2rem 4rem; max-width: 60rem; overflow-wrap: anywhere; }
  a { color: var(--primary); }
  table { border-collapse: collapse; display: block; overflow-x: auto; }
  th, td { border: 1px solid #8884; padding: 0.3rem 0.5rem; text-align: start; vertical-align: top; }
  code { font-size: 0.9em; }
  pre { overflow-x: auto; padding: 0.75rem; background: #8881; border-radius: 6px; }
  img { max-width: 100%; }
  @media (max-width: 800px) { body { grid-template-columns: 1fr; } nav { border-inline-end: 0; border-block-end: 1px solid #8884; } }
`;

function page(current, body) {
  const links = [
    ...DOC_PAGES.map((p) => `<a href="${p.out === 'index.html' ? './' : p.out}"${p === current ? ' aria-current="page"' : ''}>${escapeHtml(p.title)}</a>`),
    `<a href="${API_REFERENCE}/">API reference</a>`,
  ].join('\n      ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(current.title)} · Documentation</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <nav aria-label="Documentation">
      ${links}
    </nav>
    <main>
${body}
    </main>
  </body>
</html>
`;
}

/** The API reference's folder under the docs: Swagger UI rendering GET /api/openapi.json. */
export const API_REFERENCE = 'api';

// No inline script: the docs pages run under `script-src 'self'` (hosts/api/src/platform/security-headers.ts).
const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference · Documentation</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="swagger-ui.css" />
    <link rel="stylesheet" href="reference.css" />
  </head>
  <body>
    <nav aria-label="Documentation"><a href="../">Documentation</a> <a href="../api.html">API notes</a> <a href="/api/openapi.json">openapi.json</a></nav>
    <main id="reference"></main>
    <script src="swagger-ui-bundle.js"></script>
    <script src="reference.js"></script>
  </body>
</html>
`;
// validatorUrl null: Swagger UI would otherwise show a badge from swagger.io's online validator.
const REFERENCE_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  filter: true,
});
`;
const REFERENCE_STYLE = `body { margin: 0; font: 16px/1.5 system-ui, sans-serif; }
nav { display: flex; gap: 1rem; padding: 0.75rem 1.25rem; border-block-end: 1px solid #8884; }
nav a { color: #0b7a7b; }
`;

/**
 * The API reference page: Swagger UI's standalone bundle (swagger-ui-dist, served from our own
 * origin, no CDN), a page and a start script of our own; the document itself comes from the API.
 */
export function buildApiReference(outDir) {
  const dir = path.join(outDir, API_REFERENCE);
  mkdirSync(dir, { recursive: true });
  const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css']) {
    // The bundle's source map comment would make browsers' tools ask for a map we do not ship.
    const text = readFileSync(path.join(dist, file), 'utf8').replace(/\n\/[*/]# sourceMappingURL=\S+(?: \*\/)?\s*$/, '\n');
    writeFileSync(path.join(dir, file), text);
  }
  writeFileSync(path.join(dir, 'index.html'), REFERENCE_PAGE);
  writeFileSync(path.join(dir, 'reference.js'), REFERENCE_SCRIPT);
  writeFileSync(path.join(dir, 'reference.css'), REFERENCE_STYLE);
  return ['swagger-ui-bundle.js', 'swagger-ui.css', 'index.html', 'reference.js', 'reference.css'].map((f) => `${API_REFERENCE}/${f}`);
}

/** Writes the pages (and the screenshots they show) under `outDir`; returns the files written. */
export function buildDocs(outDir = path.join(ROOT, 'dist/suite/docs')) {
  const marked = markedFor();
  mkdirSync(outDir, { recursive: true });
  const written = [];
  for (const p of DOC_PAGES) {
    const markdown = readFileSync(path.join(ROOT, 'docs', p.source), 'utf8');
    writeFileSync(path.join(outDir, p.out), page(p, marked.parse(markdown)));
    written.push(p.out);
  }
  const shots = path.join(ROOT, 'docs/screenshots');
  if (existsSync(shots)) {
    mkdirSync(path.join(outDir, 'screenshots'), { recursive: true });
    for (const file of readdirSync(shots)) copyFileSync(path.join(shots, file), path.join(outDir, 'screenshots', file));
  }
  written.push(...buildApiReference(outDir));
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`docs: ${buildDocs().join(', ')}`);
}
