/**
 * Which files a portal accepts: by extension AND by the bytes themselves (a renamed .exe is
 * not a PDF). The content type stored and served comes from this table, never from the client.
 */
import { isUtf8 } from 'node:buffer';
import { open } from 'node:fs/promises';
import { BIDI_CONTROLS } from '@si/contract';

export const FILE_TYPES = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.csv': 'text/csv',
} as const;
export type Extension = keyof typeof FILE_TYPES;
export const SUPPORTED_EXTENSIONS = Object.keys(FILE_TYPES) as Extension[];

/** Per-item limit when a requirement names none, and the ceiling for any upload. */
export const DEFAULT_MAX_FILE_SIZE = 25 * 1024 * 1024;
export const MAX_UPLOAD_SIZE = 1024 * 1024 * 1024;

/** Inline preview only for types a browser shows without running anything. */
export const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/**
 * The name a file is stored under: the last path segment only (a browser or a script may
 * send "C:\\docs\\a.pdf" or "../../a.pdf"), without control characters or leading dots.
 */
export function sanitizeFilename(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  // Bidi controls go too: a name reads the way its characters are stored.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').replace(BIDI_CONTROLS, '').replace(/^[.\s]+/, '').trim();
  if (clean.length <= 255) return clean;
  const ext = extensionOf(clean);
  // Never cut a surrogate pair in two: a lone half cannot be stored (the audit's jsonb refuses it).
  return clean.slice(0, 255 - ext.length).replace(/[\ud800-\udbff]$/, '') + ext;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

export const isSupported = (ext: string): ext is Extension => (SUPPORTED_EXTENSIONS as string[]).includes(ext);

/** The types an item accepts: its own list, or every supported type when it names none. */
export function acceptedExtensions(allowed: string[]): Extension[] {
  const own = allowed.map((t) => (t.startsWith('.') ? t : `.${t}`).toLowerCase()).filter(isSupported);
  return allowed.length ? own : SUPPORTED_EXTENSIONS;
}

/** The first bytes of each type told by its content (PDF `%PDF-`, PNG, JPEG, and the zip of xlsx and docx). */
export const SIGNATURES = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
  zip: [0x50, 0x4b, 0x03, 0x04],
} as const;

/** Whether `bytes` begin with `signature`. */
export const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

/** True when the bytes of `path` are really of type `ext`. */
export async function contentMatches(path: string, ext: Extension, size: number): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(Math.min(size, 8192));
    await handle.read(head, 0, head.length, 0);
    switch (ext) {
      case '.pdf':
        return startsWith(head, SIGNATURES.pdf);
      case '.png':
        return startsWith(head, SIGNATURES.png);
      case '.jpg':
      case '.jpeg':
        return startsWith(head, SIGNATURES.jpeg);
      case '.csv':
        return size > 0 && !head.includes(0) && isUtf8Text(head);
      case '.xlsx':
      case '.docx': {
        if (!startsWith(head, SIGNATURES.zip)) return false;
        // The zip's central directory (at the end) lists every part: xl/... or word/...
        const tailSize = Math.min(size, 256 * 1024);
        const tail = Buffer.alloc(tailSize);
        await handle.read(tail, 0, tailSize, size - tailSize);
        const text = tail.toString('latin1');
        return text.includes('[Content_Types].xml') && text.includes(ext === '.xlsx' ? 'xl/' : 'word/');
      }
    }
  } finally {
    await handle.close();
  }
}

function isUtf8Text(buf: Buffer): boolean {
  // The 8 KB sample may end inside a multi-byte character; that is not an error.
  for (let cut = 0; cut <= 3 && cut < buf.length; cut++) if (isUtf8(buf.subarray(0, buf.length - cut))) return true;
  return false;
}
