/**
 * Builds packages/elements: one ES module per element, a shared runtime chunk and the
 * all-in-one elements.js. Also the module server behind the browser tests.
 */
import { defineConfig } from 'vite';
import { productionDefines, sharedPlugins } from './vite.shared.ts';

export default defineConfig(({ mode }) => ({
  plugins: sharedPlugins(),
  define: mode === 'test' ? {} : productionDefines(),
}));
