/**
 * Sending one stored file, for the portal's links and the staff's calls alike: inline only for
 * PDF and images (anything else, a script included, is an attachment), an RFC 5987 file name,
 * and `nosniff`, so a file can never be read as a page of the API's origin. No `sandbox` policy:
 * Chromium refuses to show a PDF in a sandboxed document, and only PDF and images go inline.
 */
import type { Context } from 'hono';
import { Readable } from 'node:stream';
import type { Storage } from '../../platform/storage.ts';
import { detailError } from '../../platform/http/errors.ts';
import { INLINE_TYPES } from './file-types.ts';

/** `attachment; filename="a_b.pdf"; filename*=UTF-8''a%C3%A9b.pdf` (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The headers of a file answered to a browser: its type, its size when known, its name, nosniff,
 * and never kept by a cache (a download is read with a session or a portal token).
 */
export function downloadHeaders(file: { name: string; contentType: string; size?: number }, kind: 'inline' | 'attachment' = 'attachment'): Record<string, string> {
  return {
    'Content-Type': file.contentType,
    ...(file.size === undefined ? {} : { 'Content-Length': String(file.size) }),
    'Content-Disposition': contentDisposition(kind, file.name),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  };
}

export type SentFile = { name: string; contentType: string; size: number; storageKey: string };

export async function sendStoredFile(c: Context, storage: Storage, row: SentFile, mode: 'preview' | 'download') {
  const inline = mode === 'preview' && INLINE_TYPES.has(row.contentType);
  let stream: Readable;
  try {
    stream = await storage.get(row.storageKey);
  } catch {
    throw detailError(404, 'This file is no longer available.');
  }
  return c.body(Readable.toWeb(stream) as ReadableStream, 200, downloadHeaders(row, inline ? 'inline' : 'attachment'));
}
