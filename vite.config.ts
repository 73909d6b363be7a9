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

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Public entries: file name in dist/elements -> source. */
export const ELEMENT_ENTRIES: Record<string, string> = {
  'sign-in': here('./packages/elements/src/sign-in/sign-in.ts'),
  'mfa-challenge': here('./packages/elements/src/mfa-challenge/mfa-challenge.ts'),
  'mfa-setup': here('./packages/elements/src/mfa-setup/mfa-setup.ts'),
  'password-reset': here('./packages/elements/src/password-reset/password-reset.ts'),
  elements: here('./packages/elements/src/index.ts'),
};

// French and Arabic catalogs (and the elements' English one) stay lazy chunks, loaded
// only by a page that shows that language; everything else shared goes in the runtime.
const inRuntime = (id: string) =>
  /node_modules|packages\/(core|contract)\/src\/|packages\/elements\/src\/shared\//.test(id) &&
  !/\/locales\/(fr|ar)\.po$|elements\/src\/locales\//.test(id);

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
          ],
        },
      }
    : {
        plugins: [...sharedPlugins(), shoelaceThemes()],
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
              codeSplitting: { groups: [{ name: 'runtime', test: inRuntime }] },
            },
          },
        },
      },
);
