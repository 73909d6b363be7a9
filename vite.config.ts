/**
 * Builds packages/elements into dist/elements/: one ES module per element (sign-in.js,
 * ...), the all-in-one elements.js, and one shared runtime chunk (React, ReactDOM, r2wc,
 * Shoelace, @si/core, the elements' shared code) that every entry imports, so a second
 * element on a page costs only its own code. Also the module server behind the browser
 * tests (mode 'test', loaded by web-test-runner.config.mjs).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { productionDefines, sharedPlugins } from './vite.shared.ts';
import { shoelaceThemes } from './packages/elements/build/shoelace-themes.ts';
import { tusSlim } from './packages/elements/build/tus-slim.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Public entries: file name in dist/elements -> source. */
export const ELEMENT_ENTRIES: Record<string, string> = {
  'sign-in': here('./packages/elements/src/sign-in/sign-in.ts'),
  'mfa-challenge': here('./packages/elements/src/mfa-challenge/mfa-challenge.ts'),
  'mfa-setup': here('./packages/elements/src/mfa-setup/mfa-setup.ts'),
  'password-reset': here('./packages/elements/src/password-reset/password-reset.ts'),
  'upload-requirements': here('./packages/elements/src/upload-requirements/upload-requirements.ts'),
  'payable-portal': here('./packages/elements/src/payable-portal/payable-portal.ts'),
  'contract-portal': here('./packages/elements/src/contract-portal/contract-portal.ts'),
  'portal-bar': here('./packages/elements/src/portal-bar/portal-bar.ts'),
  comments: here('./packages/elements/src/comments/comments.ts'),
  'pay-button': here('./packages/elements/src/pay-button/pay-button.ts'),
  'pay-instructions': here('./packages/elements/src/pay-instructions/pay-instructions.ts'),
  statement: here('./packages/elements/src/statement/statement.ts'),
  'invoice-view': here('./packages/elements/src/invoice-view/invoice-view.ts'),
  'invoice-portal': here('./packages/elements/src/invoice-portal/invoice-portal.ts'),
  'app-switcher': here('./packages/elements/src/app-switcher/app-switcher.ts'),
  'profile-drawer': here('./packages/elements/src/profile-drawer/profile-drawer.ts'),
  'settings-panel': here('./packages/elements/src/settings-panel/settings-panel.ts'),
  'back-to-top': here('./packages/elements/src/back-to-top/back-to-top.ts'),
  'offices-admin': here('./packages/elements/src/offices-admin/offices-admin.ts'),
  'my-tasks': here('./packages/elements/src/my-tasks/my-tasks.ts'),
  'audit-log': here('./packages/elements/src/audit-log/audit-log.ts'),
  'users-admin': here('./packages/elements/src/users-admin/users-admin.ts'),
  'teams-admin': here('./packages/elements/src/teams-admin/teams-admin.ts'),
  'organization-settings': here('./packages/elements/src/organization-settings/organization-settings.ts'),
  'settings-lists': here('./packages/elements/src/settings-lists/settings-lists.ts'),
  'exception-report': here('./packages/elements/src/reports/exception-report.ts'),
  'summary-report': here('./packages/elements/src/reports/summary-report.ts'),
  'details-report': here('./packages/elements/src/reports/details-report.ts'),
  'user-report': here('./packages/elements/src/reports/user-report.ts'),
  'task-report': here('./packages/elements/src/reports/task-report.ts'),
  'workflows-admin': here('./packages/elements/src/workflows-admin/workflows-admin.ts'),
  'workflow-editor': here('./packages/elements/src/workflow-editor/workflow-editor.ts'),
  'transition-editor': here('./packages/elements/src/transition-editor/transition-editor.ts'),
  'checklists-admin': here('./packages/elements/src/checklists-admin/checklists-admin.ts'),
  'checklist-editor': here('./packages/elements/src/checklist-editor/checklist-editor.ts'),
  'standard-files': here('./packages/elements/src/standard-files/standard-files.ts'),
  'secure-file-share': here('./packages/elements/src/secure-file-share/secure-file-share.ts'),
  'team-detail': here('./packages/elements/src/team-detail/team-detail.ts'),
  elements: here('./packages/elements/src/index.ts'),
};

// French and Arabic catalogs (and the elements' English one) stay lazy chunks, loaded
// only by a page that shows that language; everything else shared goes in the runtime.
// tus-js-client and its dependencies stay with the upload elements (their own chunk).
const inRuntime = (id: string) =>
  /node_modules|packages\/(core|contract)\/src\/|packages\/elements\/src\/shared\//.test(id) &&
  !/\/locales\/(fr|ar)\.po$|elements\/src\/locales\//.test(id) &&
  // Staff-only calls (administration; sign-in, MFA and account): the screens that use them
  // load them in chunks of their own, so no portal carries them.
  !/packages\/core\/src\/(admin\/|session\/(signIn|account|account-index|userProfile)\.ts)/.test(id) &&
  !/node_modules\/(tus-js-client|js-base64|url-parse|querystringify|requires-port|lodash\.throttle|combine-errors|custom-error-instance|lodash\.uniqby)\//.test(id);

// Portal modules in two chunks rather than one per module: a dozen small chunks cost
// ~5 KB gzip of import lists and restarted compression, which si-invoice-portal's
// 120 KB budget cannot carry. What every portal shows (bar, comments, file links, labels,
// the portal-data hook, pay instructions) is one chunk; the invoice side's own elements are another.
const inPortalCommon = (id: string) =>
  /packages\/elements\/src\/(portal-bar|comments|pay-instructions)\/|packages\/elements\/src\/portal-kit\/(FileLinks|itemLabels|usePortalContext|usePortalResource|HoldBanner|PortalCodeGate|portal\.styles)\./.test(id);
const inInvoiceSide = (id: string) => /packages\/elements\/src\/(invoice-portal|invoice-view|statement|pay-button)\//.test(id);

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
            // Tests may use the contract's schemas; elements never do (lint rule).
            'zod',
          ],
        },
      }
    : {
        plugins: [...sharedPlugins(), shoelaceThemes(), tusSlim()],
        define: productionDefines(),
        publicDir: false,
        build: {
          outDir: here('./dist/elements'),
          emptyOutDir: true,
          target: 'es2022',
          minify: true,
          sourcemap: true,
          reportCompressedSize: false,
          lib: { entry: ELEMENT_ENTRIES, formats: ['es'] },
          rolldownOptions: {
            output: {
              minify: true,
              entryFileNames: '[name].js',
              // Catalog chunks say whose they are: core-fr-*.js, elements-fr-*.js.
              chunkFileNames: (chunk) => {
                const owner = /packages\/(core|elements)\/src\/locales\//.exec(chunk.facadeModuleId ?? '')?.[1];
                return owner ? `chunks/${owner}-[name]-[hash].js` : 'chunks/[name]-[hash].js';
              },
              codeSplitting: {
                groups: [
                  { name: 'runtime', test: inRuntime },
                  { name: 'portal-common', test: inPortalCommon },
                  { name: 'invoice-side', test: inInvoiceSide },
                ],
              },
            },
          },
        },
      },
);
