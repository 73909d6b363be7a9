/**
 * The fonts the suite's PDFs embed: Noto Sans (Latin, French accents, digits, currency
 * signs) and Noto Naskh Arabic, both SIL OFL 1.1 TrueType files kept in hosts/api/assets/fonts
 * with their licence (OFL.txt). The bytes are read once per process and the parsed fonts are
 * shared by every document (parsing Noto Sans costs more than laying out a whole invoice);
 * pdf-lib still writes a fresh glyph subset per document.
 *
 * Shaping: pdf-lib hands each string to fontkit's `layout()`, which runs the font's OpenType
 * GSUB/GPOS features, including Arabic joining (isol/init/medi/fina) and the lam-alef
 * ligatures, and puts a right-to-left run's glyphs in visual order. That is the shaping library
 * here, because it is the engine pdf-lib embeds with: the glyphs drawn, their widths and the
 * ToUnicode map written for them all come from the same layout (harfbuzzjs shapes too, but
 * pdf-lib has no way to take its glyph ids and would re-shape the text itself). We use the
 * maintained upstream fontkit 2 rather than pdf-lib's old fork `@pdf-lib/fontkit`, whose subsets
 * of Noto Sans lose most glyph outlines (the letters then vanish in viewers, though the text
 * still extracts). What fontkit does not do, the bidirectional algorithm, is bidi-js in writer.ts.
 */
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = fontkit.Font;

const FONT_DIR = new URL('../../../assets/fonts/', import.meta.url);

export const FONT_FILES = {
  latin: 'NotoSans-Regular.ttf',
  latinBold: 'NotoSans-Bold.ttf',
  arabic: 'NotoNaskhArabic-Regular.ttf',
  arabicBold: 'NotoNaskhArabic-Bold.ttf',
} as const;
export type FontKey = keyof typeof FONT_FILES;

const bytes = new Map<FontKey, Uint8Array>();
const parsed = new WeakMap<Uint8Array, Font>();

export function fontBytes(key: FontKey): Uint8Array {
  let b = bytes.get(key);
  if (!b) {
    b = readFileSync(new URL(FONT_FILES[key], FONT_DIR));
    bytes.set(key, b);
  }
  return b;
}

/** The parsed font for bytes from fontBytes(), made once. */
export function parsedFont(buffer: Uint8Array): Font {
  let font = parsed.get(buffer);
  if (!font) {
    const made = fontkit.create(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength));
    if (!('layout' in made)) throw new Error('A font collection is not supported here');
    font = made;
    keepCodePoints(font);
    visualLigatures(font);
    streamSubsets(font);
    parsed.set(buffer, font);
  }
  return font;
}

/** fontkit as pdf-lib calls it, answering the shared parsed font. */
export const cachedFontkit = { create: (buffer: Uint8Array) => parsedFont(buffer) } as unknown as PdfLibFontkit;

/** pdf-lib reads a subset through fontkit 1's `encodeStream()`; fontkit 2 encodes at once. */
function streamSubsets(font: Font): void {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset() as ReturnType<typeof createSubset> & { encodeStream?: () => unknown };
    subset.encodeStream = () => {
      const handlers: Partial<Record<'data' | 'end' | 'error', (arg?: unknown) => void>> = {};
      const stream = {
        on(event: 'data' | 'end' | 'error', handler: (arg?: unknown) => void) {
          handlers[event] = handler;
          return stream;
        },
      };
      queueMicrotask(() => {
        try {
          handlers.data?.(subset.encode());
          handlers.end?.();
        } catch (err) {
          handlers.error?.(err);
        }
      });
      return stream;
    };
    return subset;
  };
}

const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff]/;
const reversed = new WeakSet<object>();

/**
 * Right-to-left text is drawn in visual order, and readers (pdf.js, poppler) turn an extracted
 * Arabic line back to logical order by reversing it, which also reverses the letters of a
 * ligature's ToUnicode entry (lam-alef "لا" would come out "ال"). So a ligature glyph made of
 * Arabic letters gets its code points in visual order; the reader's reversal then restores them.
 * fontkit keeps one glyph object per glyph id and font, so this is done once per glyph.
 */
function visualLigatures(font: Font): void {
  const layout = font.layout.bind(font);
  // Shaping is most of a PDF's time and pdf-lib lays a string out twice (to measure it, then
  // to encode it): runs are kept per font, by text, for pdf-lib's default features.
  const runs = new Map<string, fontkit.GlyphRun>();
  font.layout = ((...args: Parameters<Font['layout']>) => {
    const cacheable = args.length === 1 || (args.length === 2 && args[1] === undefined);
    const hit = cacheable ? runs.get(args[0]) : undefined;
    if (hit) return hit;
    const run = layout(...args);
    for (const glyph of run.glyphs) {
      const cps = glyph.codePoints;
      if (cps.length > 1 && !reversed.has(glyph) && cps.every((cp) => ARABIC_LETTER.test(String.fromCodePoint(cp)))) {
        (glyph as { codePoints: number[] }).codePoints = [...cps].reverse();
        reversed.add(glyph);
      }
    }
    if (cacheable) {
      if (runs.size >= 20_000) runs.clear();
      runs.set(args[0], run);
    }
    return run;
  }) as Font['layout'];
}

/**
 * fontkit caches one glyph object per id, with the code points it was first asked for. Writing
 * a subset asks for composite glyphs' components with none, so with the font shared between
 * documents a later document could meet such a glyph and write an empty ToUnicode entry for it;
 * here the glyph takes the code points of the text it was laid out for.
 */
function keepCodePoints(font: Font): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, codePoints: number[] = []) => {
    const glyph = getGlyph(id, codePoints);
    if (codePoints.length && !glyph.codePoints.length) (glyph as { codePoints: number[] }).codePoints = codePoints;
    return glyph;
  };
}
