/**
 * Builds the staff suite into dist/suite (served by hosts/api with an SPA fallback) and
 * serves it with hot reload on :5173, proxying the API to the server on :8080.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sharedPlugins } from '../../vite.shared.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const API = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  root: here('.'),
  base: '/',
  plugins: sharedPlugins(),
  build: {
    outDir: here('../../dist/suite'),
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': API, '/auth': API },
  },
});
