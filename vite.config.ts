/**
 * Builds packages/elements into dist/elements/: one ES module per element (sign-in.js,
 * ...), the all-in-one elements.js, and one shared runtime chunk (React, ReactDOM, r2wc,
 * Shoelace, @si/core, the elements' shared code) that every entry imports, so a second
 * element on a page costs only its own code. Also the module server behind the browser
 * tests (mode 'test', loaded by web-test-runner.config.mjs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { productionDefines, sharedPlugins } from './vite.shared.ts';
import { shoelaceThemes } from './packages/elements/build/shoelace-themes.ts';
import { tusSlim } from './packages/elements/build/tus-slim.ts';
import { hoistChunkGraph } from './packages/elements/build/hoist-chunk-graph.ts';
import { minifyCssLiterals } from './packages/elements/build/minify-css-literals.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Public entries: file name in dist/elements -> source. Found, not listed: every element
 * lives in packages/elements/src/<module>/<element>/ with a wrapper <element>.ts that
 * calls define(); dist/elements/<element>.js keeps the folder's name.
 */
export const ELEMENT_ENTRIES: Record<string, string> = {
  ...findElementEntries(here('./packages/elements/src')),
  elements: here('./packages/elements/src/index.ts'),
};

function findElementEntries(src: string): Record<string, string> {
  const entries: Record<string, string> = {};
  const folders = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  for (const module of folders(src)) {
    for (const element of folders(join(src, module))) {
      const wrapper = join(src, module, element, `${element}.ts`);
      if (existsSync(wrapper) && /\bdefine\(/.test(readFileSync(wrapper, 'utf8'))) entries[element] = wrapper;
    }
  }
  return entries;
}

// French and Arabic catalogs (and the elements' English one) stay lazy chunks, loaded
// only by a page that shows that language; everything else shared goes in the runtime.
// tus-js-client and its dependencies stay with the upload elements (their own chunk).
const inRuntime = (id: string) =>
  /node_modules|packages\/(core|contract)\/src\/|packages\/elements\/src\/base\//.test(id) &&
  !/\/locales\/(fr|ar)\.po$|elements\/src\/locales\//.test(id) &&
  // The staff screens' catalog registration: only staff elements import it.
  !/elements\/src\/base\/staff-catalog\.ts$/.test(id) &&
  // Staff-only calls (administration; sign-in, MFA and account): the screens that use them
  // load them in chunks of their own, so no portal carries them. The portals' early reads
  // (portal/warm.ts) go with the portal elements, so the staff screens do not carry those.
  !/packages\/core\/src\/(admin\/|portal\/(index|warm)\.ts|session\/(signIn|account|account-index|userProfile)\.ts)/.test(id) &&
  // The module descriptor, the switcher's applications and the config-property names: staff
  // screens read them; the runtime and the portals never do, so they stay out of the shared chunk.
  !/packages\/contract\/src\/(modules|applications|config-properties|import-fields|workspace-limits)\.ts/.test(id) &&
  // The languages' names (@si/core/locale-names): only the invoice editor shows them.
  !/packages\/core\/src\/i18n\/messages\.ts/.test(id) &&
  // Exact money (big.js and the contract's money functions): the invoice editor, payments and the
  // portal's amount checks load it with their own chunks; sign-in and the first paint of a portal never do.
  !/node_modules\/big\.js\/|packages\/contract\/src\/(money|currency)\.ts/.test(id) &&
  // The CSV reader only the workspace import loads, on demand.
  !/node_modules\/papaparse\//.test(id) &&
  // Drag and drop: only the pipeline board drags (its chunk carries the library and its helpers).
  !/node_modules\/(@atlaskit\/pragmatic-drag-and-drop|bind-event-listener|raf-schd|@babel\/runtime)\//.test(id) &&
  !/node_modules\/(tus-js-client|js-base64|url-parse|querystringify|requires-port|lodash\.throttle|combine-errors|custom-error-instance|lodash\.uniqby)\//.test(id);

// Portal modules in a few chunks rather than one per module: a dozen small chunks cost
// ~5 KB gzip of import lists and restarted compression, which si-invoice-portal's
// 120 KB budget cannot carry. What every portal shows at first (bar, labels, file links, the
// portal-data hook and its early reads, the tab widget) is one chunk; the invoice side's own
// elements are another.
//
// What a portal shows only later is in chunks of its own, loaded when shown: an item's comment
// thread (si-comments, defined when a thread is first opened), the pay instructions, and the
// invoice side's opened invoice, pay button and statement (si-invoice-portal's first paint is
// its invoice list). An element that shows one of these at once (si-statement, ...) imports it
// statically, so its loader names that chunk too.
const inComments = (id: string) => /packages\/elements\/src\/(portal\/comments\/|portal-kit\/(Comments|CommentEntry|commentLimits)\.)/.test(id);
const inPayInstructions = (id: string) => /packages\/elements\/src\/(receivables\/pay-instructions\/|portal-kit\/PayInstructions\.)/.test(id);
const inInvoiceParts = (id: string) =>
  /packages\/elements\/src\/receivables\/(statement\/|pay-button\/|invoice-view\/|kit\/(InvoiceView|PayButton|PayAnotherAmount|Statement|StatementInvoices)\.tsx|kit\/(invoiceSelection|payAmount|usePayAmountCheck)\.ts)/.test(id);
const inPortalCommon = (id: string) =>
  /packages\/core\/src\/portal\/(index|warm)\.ts|packages\/elements\/src\/portal\/portal-bar\/|packages\/elements\/src\/ui\/(Tabs|tabs\.styles)\.|packages\/elements\/src\/portal-kit\/(FileLinks|pay-instructions\.styles|itemLabels|usePortalContext|usePortalResource|warmReads|HoldBanner|PortalCodeGate|portal\.styles|PortalBar|PortalData|portal-bar\.styles|comments\.styles)\./.test(id);
// Only the customer's side: the staff receivables screens (and kit/staff) stay in their own chunks.
const inInvoiceSide = (id: string) =>
  /packages\/elements\/src\/receivables\/(invoice-portal\/|kit\/(?!staff\/))/.test(id) && !inPortalCommon(id) && !inPayInstructions(id) && !inInvoiceParts(id);

/**
 * @web/test-runner-commands (sendKeys, ...) imports the runner's own socket module by
 * an absolute URL; leave it to the runner instead of resolving it as a file.
 */
function testRunnerSocket(): Plugin {
  return {
    name: 'wtr-socket-external',
    resolveId: (id) => (id.startsWith('/__web-dev-server') ? { id, external: true } : undefined),
  };
}

export default defineConfig(({ mode }) =>
  mode === 'test'
    ? {
        plugins: [...sharedPlugins(), shoelaceThemes(), testRunnerSocket()],
        // Two test runs at once (e.g. `--port 8001`) each need their own pre-bundle folder.
        ...(process.env.SI_VITE_CACHE_DIR ? { cacheDir: process.env.SI_VITE_CACHE_DIR } : {}),
        // Pre-bundle every runtime dependency up front: a late discovery re-bundles them
        // mid-run and loads React twice in one page ("Invalid hook call").
        optimizeDeps: {
          exclude: ['@web/test-runner-commands'],
          include: [
            'react', 'react-dom', 'react-dom/client', 'react/jsx-dev-runtime', 'react/jsx-runtime',
            'nanostores', '@nanostores/react', '@nanostores/persistent', '@nanostores/router',
            '@lingui/core', '@lingui/react', 'ky', '@esm-bundle/chai', '@r2wc/react-to-web-component',
            '@shoelace-style/shoelace/dist/utilities/icon-library.js',
            '@shoelace-style/shoelace/dist/utilities/localize.js',
            '@shoelace-style/shoelace/dist/components/button/button.js',
            '@shoelace-style/shoelace/dist/components/icon/icon.js',
            '@shoelace-style/shoelace/dist/components/input/input.js',
            '@shoelace-style/shoelace/dist/components/spinner/spinner.js',
            'tus-js-client/lib/browser/index.js', 'tus-js-client', '@lit/reactive-element/css-tag.js',
            // The accessibility checks of browser tests.
            'axe-core',
            // The CSV reader the workspace import loads on demand: found mid-run otherwise.
            'papaparse',
            // Exact money (the invoice editor, payments and the portal's amount checks load it on demand).
            'big.js',
            // Tests may use the contract's schemas; elements never do (lint rule).
            'zod',
            // The IBAN and BIC checks of vendors' bank details, and the phone numbers' checks: a
            // suite page test that opens payables' screens found ibantools mid-run, and the next
            // file's page ran with a second React.
            'ibantools',
            'libphonenumber-js/min',
            // Dragging the pipeline board's cards.
            '@atlaskit/pragmatic-drag-and-drop/element/adapter',
          ],
        },
      }
    : {
        plugins: [...sharedPlugins(), shoelaceThemes(), tusSlim(), minifyCssLiterals(), hoistChunkGraph()],
        define: productionDefines(),
        publicDir: false,
        build: {
          outDir: here('./dist/elements'),
          emptyOutDir: true,
          target: 'es2022',
          minify: true,
          // Written for the operator's error tracker, never referenced or served (docs/security.md).
          sourcemap: 'hidden',
          reportCompressedSize: false,
          lib: { entry: ELEMENT_ENTRIES, formats: ['es'] },
          rolldownOptions: {
            output: {
              minify: true,
              entryFileNames: '[name].js',
              // Catalog chunks say whose they are: core-fr-*.js, elements-portal-fr-*.js, elements-fr-*.js.
              chunkFileNames: (chunk) => {
                const catalog = /packages\/(core|elements)\/src\/locales\/(portal\/)?/.exec(chunk.facadeModuleId ?? '');
                return catalog ? `chunks/${catalog[1]}-${catalog[2] ? 'portal-' : ''}[name]-[hash].js` : 'chunks/[name]-[hash].js';
              },
              codeSplitting: {
                groups: [
                  { name: 'runtime', test: inRuntime },
                  { name: 'portal-common', test: inPortalCommon },
                  // A group also takes the modules its modules import: the later
                  // groups' own modules must not be reached from an earlier group's.
                  { name: 'comments', test: inComments },
                  { name: 'pay-instructions', test: inPayInstructions },
                  { name: 'invoice-side', test: inInvoiceSide },
                  { name: 'invoice-parts', test: inInvoiceParts },
                ],
              },
            },
          },
        },
      },
);
