import type { Plugin } from 'vite';

/**
 * tus-js-client uses two small helpers from npm packages that cost ~4 KB gzip of the
 * upload elements' chunk: `Base64.encode` (js-base64) for the Upload-Metadata header and
 * `new URL(link, origin)` (url-parse) for the Location header. The browser has both.
 * Only imports made by tus-js-client are redirected; anyone else gets the real packages.
 */
const SHIMS: Record<string, string> = {
  'js-base64': `export const Base64 = { encode(value) {
    let binary = '';
    for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
    return btoa(binary);
  } };`,
  'url-parse': `export default function URLParse(link, origin) { return new URL(link, origin); }`,
};

export function tusSlim(): Plugin {
  return {
    name: 'si-tus-slim',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id in SHIMS && importer && /node_modules[\\/]tus-js-client[\\/]/.test(importer)) return `\0tus-shim:${id}`;
      return undefined;
    },
    load(id) {
      return id.startsWith('\0tus-shim:') ? SHIMS[id.slice('\0tus-shim:'.length)] : undefined;
    },
  };
}
