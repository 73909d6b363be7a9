/**
 * Builds packages/elements: one ES module per element, a shared runtime chunk and the
 * all-in-one elements.js. Also the module server behind the browser tests (mode 'test').
 */
import { defineConfig, type Plugin } from 'vite';
import { productionDefines, sharedPlugins } from './vite.shared.ts';

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
        plugins: [...sharedPlugins(), testRunnerSocket()],
        // Pre-bundle every runtime dependency up front: a late discovery re-bundles and
        // loads React twice in the same page ("Invalid hook call").
        optimizeDeps: {
          exclude: ['@web/test-runner-commands'],
          include: [
            'react', 'react-dom', 'react-dom/client', 'react/jsx-dev-runtime', 'react/jsx-runtime',
            'nanostores', '@nanostores/react', '@nanostores/persistent', '@nanostores/router',
            '@lingui/core', '@lingui/react', 'ky', '@esm-bundle/chai', '@r2wc/react-to-web-component',
          ],
        },
      }
    : {
        plugins: sharedPlugins(),
        define: productionDefines(),
      },
);
