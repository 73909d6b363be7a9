/**
 * A bill's document as text: the PDF's text layer read with pdfjs-dist, page by page, its items
 * grouped into lines by their baseline and ordered left to right; a scanned PDF's first pages drawn
 * as PNG images (pdfjs-dist on an @napi-rs/canvas canvas) for OCR; and the checks made on an image
 * before anything decodes it (its pixel count read from the PNG or JPEG header).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { BILL_READING_LIMITS } from '@si/contract';
import type { PageText } from './parse.ts';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** Text items into lines: same baseline (within a third of the text's height), left to right. */
export function itemsToLines(items: TextItem[]): string[] {
  const rows: { y: number; h: number; items: TextItem[] }[] = [];
  for (const it of items) {
    if (!it.str.trim()) continue;
    const y = it.transform[5] ?? 0;
    const h = Math.max(it.height || Math.abs(it.transform[3] ?? 0), 1);
    const row = rows.find((r) => Math.abs(r.y - y) <= Math.max(r.h, h) / 3);
    if (row) row.items.push(it);
    else rows.push({ y, h, items: [it] });
  }
  rows.sort((a, b) => b.y - a.y);
  return rows.map((r) => {
    const sorted = r.items.sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0));
    let line = '';
    let end = -Infinity;
    for (const it of sorted) {
      const x = it.transform[4] ?? 0;
      // A gap wider than a space's width starts a new word (columns become words apart).
      if (line && x - end > 1) line += x - end > 12 ? '   ' : ' ';
      line += it.str;
      end = x + it.width;
    }
    return line.replace(/\s+$/, '');
  });
}

/** Scanned pages drawn for OCR: the first ones only, about this many pixels on the long side, never more than `SCAN_MAX_PIXELS`. */
export const SCAN_PAGES = 3;
export const SCAN_LONG_SIDE = 2000;
export const SCAN_MAX_PIXELS = 12_000_000;

/** pdfjs-dist's WebAssembly decoders (JPEG 2000, JBIG2: how scanners often store a page), read from node_modules. */
function wasmDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'wasm') + path.sep;
}

/** The size a page of `width` x `height` (PDF units) is drawn at: about `SCAN_LONG_SIDE` on the long side, capped in pixels. */
export function scanSize(width: number, height: number): { scale: number; width: number; height: number } | undefined {
  if (!(width > 0 && height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return undefined;
  let scale = SCAN_LONG_SIDE / Math.max(width, height);
  if (width * scale * (height * scale) > SCAN_MAX_PIXELS) scale = Math.sqrt(SCAN_MAX_PIXELS / (width * height));
  return { scale, width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

export interface PageImage {
  page: number;
  /** Pages drawn in all. */
  of: number;
  png: Uint8Array;
}

/**
 * A PDF's first pages (at most `SCAN_PAGES`) drawn one at a time as PNG images, each handed over
 * before the next is drawn so only one page's pixels are held at once.
 */
export async function* pdfPageImages(bytes: Uint8Array): AsyncGenerator<PageImage> {
  const { getDocument } = await loadPdfJs();
  const { createCanvas } = await import('@napi-rs/canvas');
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0, wasmUrl: wasmDir() }).promise;
  try {
    const count = Math.min(doc.numPages, SCAN_PAGES);
    for (let i = 1; i <= count; i++) {
      const page = await doc.getPage(i);
      try {
        const base = page.getViewport({ scale: 1 });
        const size = scanSize(base.width, base.height);
        if (!size) continue;
        const viewport = page.getViewport({ scale: size.scale });
        const canvas = createCanvas(size.width, size.height);
        const canvasContext = canvas.getContext('2d');
        // The canvas is @napi-rs/canvas's, the one pdfjs-dist itself draws with in Node.
        await page.render({ canvas: canvas as never, canvasContext: canvasContext as never, viewport, background: '#ffffff' }).promise;
        yield { page: i, of: count, png: await canvas.encode('png') };
      } finally {
        page.cleanup();
      }
    }
  } finally {
    await doc.destroy();
  }
}

export interface PdfText {
  pages: PageText[];
  pageCount: number;
}

/** The text of a PDF's first pages (at most `BILL_READING_LIMITS.maxPages`), reporting each page read. */
export async function pdfText(bytes: Uint8Array, onPage?: (done: number, of: number) => void): Promise<PdfText> {
  const { getDocument } = await loadPdfJs();
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const count = Math.min(doc.numPages, BILL_READING_LIMITS.maxPages);
    const pages: PageText[] = [];
    for (let i = 1; i <= count; i++) {
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      pages.push({ page: i, lines: itemsToLines(content.items.filter((x): x is TextItem & typeof x => 'str' in x) as TextItem[]) });
      page.cleanup();
      onPage?.(i, count);
    }
    return { pages, pageCount: doc.numPages };
  } finally {
    await doc.destroy();
  }
}

/** An image's size read from its header (PNG IHDR, JPEG SOFn), without decoding it; undefined when unreadable. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0x89 && bytes[1] === 0x50) {
    // Signature (8), IHDR length (4) and type (4), then width and height.
    if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return undefined;
      const marker = bytes[at + 1]!;
      if (marker === 0xff) {
        at++;
        continue;
      }
      // Markers with no length.
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        at += 2;
        continue;
      }
      const length = view.getUint16(at + 2);
      // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
      }
      if (marker === 0xda) return undefined; // Image data before any frame header.
      at += 2 + length;
    }
  }
  return undefined;
}

/** Whether an image may be decoded: its header is readable and it has at most `maxPixels` pixels. */
export function imageWithinLimits(bytes: Uint8Array): boolean {
  const size = imageSize(bytes);
  return !!size && size.width > 0 && size.height > 0 && size.width * size.height <= BILL_READING_LIMITS.maxPixels;
}
