// Browser tests (packages/*, hosts/suite) in Debian's headless Chromium.
// @web/test-runner's esbuild plugin cannot load React 19 (CommonJS), Lingui macros or
// `.po` catalogs, so a Vite dev server in middleware mode serves every module instead
// (plugins from vite.shared.ts through vite.config.ts); the runner keeps its own HTML.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { createServer } from 'vite';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Koa middleware listed in `middleware` runs before the runner's own file server.
let vitePromise;
function getVite() {
  vitePromise ??= createServer({
    configFile: new URL('./vite.config.ts', import.meta.url).pathname,
    mode: 'test',
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  return vitePromise;
}

async function viteMiddleware(ctx, next) {
  const accept = ctx.get('accept') || '';
  const own = ctx.path.startsWith('/__web-dev-server') || ctx.path.startsWith('/__wds-');
  if (ctx.method !== 'GET' || own || accept.includes('text/html') || ctx.path.endsWith('.html')) return next();
  const vite = await getVite();
  const handled = await new Promise((resolve) => {
    ctx.res.once('finish', () => resolve(true));
    vite.middlewares(ctx.req, ctx.res, () => resolve(false));
  });
  if (handled) ctx.respond = false;
  else await next();
}

const closeVite = {
  name: 'close-vite',
  async serverStop() {
    if (vitePromise) await (await vitePromise).close();
  },
};

// Each axe-core scan reports here (test-support/axe.ts); one line at the end instead of one per test.
const axeScans = { scans: 0, failing: 0, other: 0 };
const axeCount = {
  name: 'axe-count',
  executeCommand({ command, payload }) {
    if (command !== 'axe-scanned') return undefined;
    axeScans.scans += 1;
    axeScans.failing += payload.failing;
    axeScans.other += payload.other;
    return true;
  },
  serverStop() {
    const { scans, failing, other } = axeScans;
    if (scans > 0) console.log(`axe-core: ${scans} scans, ${failing} serious or critical violations, ${other} moderate or minor`);
  },
};

// A failing assertion keeps its values (`actual`, `expected`), and chai's can be a DOM node (a
// focus check: `expect(root.activeElement).to.equal(button)`). The runner's socket module copies
// every message with structuredClone, which throws on a node: the file's results were never sent
// and the run said "Browser tests did not finish" instead of naming the failing test. The socket
// module served to the test pages copies what structuredClone refuses as text instead.
const SOCKET_MODULE = '/__web-dev-server__web-socket.js';
const reportableFailures = {
  name: 'reportable-failures',
  transform(context) {
    if (context.path !== SOCKET_MODULE) return undefined;
    const body = String(context.body);
    if (!body.includes('structuredClone(obj)')) throw new Error(`${SOCKET_MODULE} no longer clones with structuredClone(obj): update the reportable-failures plugin`);
    return { body: `${body.replace('structuredClone(obj)', 'cloneForReport(obj)')}\n${cloneForReport}\n` };
  },
};

/** Runs in the test page (its source is served): structuredClone, with DOM nodes, functions and windows as text. */
function cloneForReport(value) {
  const copies = new Map();
  const copy = (v) => {
    if (typeof v === 'function') return `[Function ${v.name || 'anonymous'}]`;
    if (v === null || typeof v !== 'object') return v;
    if (copies.has(v)) return copies.get(v);
    if (v instanceof Element) return `<${v.localName}${[...v.attributes].map((a) => ` ${a.name}="${a.value}"`).join('')}>`.slice(0, 300);
    if (v instanceof Node) return v.nodeName;
    if (v.window === v) return '[Window]';
    try {
      return structuredClone(v);
    } catch {
      // Something inside is refused: copy this level by hand, below it the same way.
    }
    const out = Array.isArray(v) ? [] : {};
    copies.set(v, out);
    for (const key of Object.keys(v)) out[key] = copy(v[key]);
    return out;
  };
  try {
    return structuredClone(value);
  } catch {
    return copy(value);
  }
}

// With SI_WTR_TIMINGS set (npm test does), when each test file finished and how many tests it
// ran, as JSON at the end of the run: one page at a time, so a file took from the end of the one
// before it to its own. npm test prints the slowest of them.
function fileTimes(out) {
  const rows = [];
  let last = Date.now();
  const count = (suite) => (suite ? suite.tests.length + suite.suites.reduce((n, s) => n + count(s), 0) : 0);
  return {
    start() {
      last = Date.now();
    },
    reportTestFileResults({ sessionsForTestFile, testFile }) {
      const now = Date.now();
      rows.push({ file: path.relative(process.cwd(), testFile), startedAt: last, endedAt: now, tests: sessionsForTestFile.reduce((n, s) => n + count(s.testResults), 0) });
      last = now;
    },
    stop() {
      writeFileSync(out, JSON.stringify(rows));
    },
  };
}

export default {
  files: ['packages/*/src/**/*.test.{ts,tsx}', 'hosts/suite/src/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  // One test page at a time: a background tab stalls key presses, scrolling and dialogs.
  concurrency: 1,
  concurrentBrowsers: 1,
  browserStartTimeout: 60000,
  testsStartTimeout: 120000,
  testsFinishTimeout: 180000,
  // A hang guard, not a measure of speed: npm test runs two runners beside other jobs on two
  // cores, and a page's first visit to a lazy route has Vite transform its module graph then
  // (seen taking past 20 s on a loaded machine). A test that waits for nothing is quick anyway.
  testFramework: { config: { timeout: 60000 } },
  middleware: [viteMiddleware],
  ...(process.env.SI_WTR_TIMINGS ? { reporters: [defaultReporter(), fileTimes(process.env.SI_WTR_TIMINGS)] } : {}),
  plugins: [closeVite, axeCount, reportableFailures],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: CHROMIUM,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-dev-shm-usage',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          // A test page is never throttled as a background tab, whatever else is open.
          '--disable-background-timer-throttling',
          '--disable-backgrounding-occluded-windows',
          '--disable-renderer-backgrounding',
        ],
      },
    }),
  ],
};
