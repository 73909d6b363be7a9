/**
 * A small page writer over pdf-lib for the receivables PDFs: shaped, bidirectional text in the
 * embedded Noto fonts, a mirrored layout for right-to-left documents, wrapped paragraphs, tables
 * whose header repeats on each page, and "Page x of y" footers.
 *
 * Text goes through three steps: bidi-js resolves the Unicode bidirectional levels of a line
 * and its runs are put in visual order (UAX #9 rule L2), so digits, invoice numbers and Latin
 * words stay left-to-right inside Arabic; each run is split by font (Arabic letters in Noto
 * Naskh Arabic, the rest in Noto Sans); fontkit shapes each piece as pdf-lib draws it (see
 * fonts.ts), reversing an Arabic piece's glyphs into visual order.
 */
import bidiFactory from 'bidi-js';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type Color } from 'pdf-lib';
import { cachedFontkit, fontBytes, parsedFont, type FontKey } from './fonts.ts';
import { formats, type Formats } from './labels.ts';
import type { PdfLanguage } from './types.ts';

const bidi = bidiFactory();

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 42;
const FOOTER = 28;
export const GREY = rgb(0.42, 0.42, 0.45);
export const INK = rgb(0.1, 0.1, 0.12);
const RULE = rgb(0.82, 0.82, 0.85);
const BAND = rgb(0.95, 0.95, 0.96);

/** Arabic script letters and marks (not Arabic punctuation or digits, which bidi handles). */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const STRONG_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
const MIRROR: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<', '«': '»', '»': '«' };

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Color;
}

export type Align = 'start' | 'end' | 'center';

interface Piece {
  text: string;
  font: PDFFont;
  /** Width at size 1. */
  width: number;
}
interface Shaped {
  pieces: Piece[];
  width: number;
}

export interface Column {
  label: string;
  /** Width in points. */
  width: number;
  align?: Align;
}

export interface WriterOptions {
  language: PdfLanguage;
  title: string;
  /** Embed the Arabic font (always for an Arabic document; else when some text has Arabic). */
  arabic: boolean;
  landscape?: boolean;
}

export class PdfWriter {
  readonly doc: PDFDocument;
  readonly f: Formats;
  readonly rtl: boolean;
  readonly width: number;
  readonly height: number;
  readonly margin = MARGIN;
  readonly contentWidth: number;
  page!: PDFPage;
  /** Baseline cursor, from the bottom of the page. */
  y = 0;
  /** Drawn at the top of every page after the first (a running header). */
  onNewPage?: () => void;
  private readonly fonts: Partial<Record<FontKey, PDFFont>>;
  private readonly shapedCache = new Map<string, Shaped>();

  private constructor(doc: PDFDocument, fonts: Partial<Record<FontKey, PDFFont>>, opts: WriterOptions) {
    this.doc = doc;
    this.fonts = fonts;
    this.f = formats(opts.language);
    this.rtl = this.f.rtl;
    [this.width, this.height] = opts.landscape ? [A4[1], A4[0]] : A4;
    this.contentWidth = this.width - 2 * MARGIN;
  }

  static async create(opts: WriterOptions): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(cachedFontkit);
    doc.setTitle(opts.title, { showInWindowTitleBar: true });
    doc.setLanguage(opts.language);
    doc.setProducer('Receivables');
    doc.setCreator('Receivables');
    const keys: FontKey[] = opts.arabic || opts.language === 'ar' ? ['latin', 'latinBold', 'arabic', 'arabicBold'] : ['latin', 'latinBold'];
    const embedded = await Promise.all(keys.map((k) => doc.embedFont(fontBytes(k), { subset: true })));
    const fonts: Partial<Record<FontKey, PDFFont>> = {};
    keys.forEach((k, i) => (fonts[k] = embedded[i]));
    const w = new PdfWriter(doc, fonts, opts);
    w.addPage(false);
    return w;
  }

  /** The document's title, which a viewer shows in its title bar instead of the file name. */
  setTitle(title: string): void {
    this.doc.setTitle(title, { showInWindowTitleBar: true });
  }

  /**
   * A PNG or JPEG image (a data URL) drawn in the box [x, x + maxWidth] from `top` down, scaled to
   * fit `maxHeight` without distortion, at the start side. Answers the height drawn: 0 when the
   * data is not a PNG or JPEG this writer can embed (an SVG logo, a damaged file).
   */
  async image(dataUrl: string | undefined, x: number, maxWidth: number, top: number, maxHeight: number): Promise<number> {
    const match = /^data:image\/(png|jpeg);base64,(.+)$/s.exec(dataUrl ?? '');
    if (!match) return 0;
    try {
      const bytes = Buffer.from(match[2]!, 'base64');
      const img = match[1] === 'png' ? await this.doc.embedPng(bytes) : await this.doc.embedJpg(bytes);
      const scale = Math.min(maxWidth / img.width, maxHeight / img.height, 1);
      const width = img.width * scale;
      const height = img.height * scale;
      const left = this.rtl ? this.width - MARGIN - x - width : MARGIN + x;
      this.page.drawImage(img, { x: left, y: top - height, width, height });
      return height;
    } catch {
      return 0;
    }
  }

  /** True when any of these strings needs the Arabic font. */
  static needsArabic(...texts: unknown[]): boolean {
    return STRONG_RTL.test(JSON.stringify(texts));
  }

  // ---- Pages ---------------------------------------------------------------------------------

  addPage(runningHeader = true): void {
    this.page = this.doc.addPage([this.width, this.height]);
    this.y = this.height - MARGIN;
    if (runningHeader) this.onNewPage?.();
  }

  get bottom(): number {
    return MARGIN + FOOTER;
  }

  /** Starts a new page when `height` points do not fit above the footer. */
  ensure(height: number): boolean {
    if (this.y - height < this.bottom) {
      this.addPage();
      return true;
    }
    return false;
  }

  /** "Page x of y" at the foot of every page, with an optional label at the start side. */
  footers(label?: string): void {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const text = this.f.label('page', { x: this.f.number(i + 1), y: this.f.number(pages.length) });
      this.textOn(page, text, 0, this.contentWidth, MARGIN - 4, 'end', { size: 8, color: GREY });
      if (label) this.textOn(page, label, 0, this.contentWidth * 0.7, MARGIN - 4, 'start', { size: 8, color: GREY });
    });
  }

  save(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: true, addDefaultPage: false });
  }

  // ---- Text ----------------------------------------------------------------------------------

  private font(key: FontKey): PDFFont {
    const font = this.fonts[key];
    if (!font) throw new Error(`Font ${key} was not embedded`);
    return font;
  }

  private fontFor(ch: string, rtlRun: boolean, bold: boolean): PDFFont {
    const latin = this.font(bold ? 'latinBold' : 'latin');
    const arabicKey: FontKey = bold ? 'arabicBold' : 'arabic';
    const arabic = this.fonts[arabicKey];
    if (!arabic) return latin;
    const cp = ch.codePointAt(0) ?? 0;
    if (ARABIC.test(ch)) return arabic;
    if (rtlRun && hasGlyph(arabicKey, cp)) return arabic;
    if (hasGlyph(bold ? 'latinBold' : 'latin', cp)) return latin;
    return hasGlyph(arabicKey, cp) ? arabic : latin;
  }

  /** The line in visual order, cut into single-font pieces, each measured at size 1. */
  shape(text: string, bold = false): Shaped {
    const key = `${bold ? 1 : 0}${text}`;
    const hit = this.shapedCache.get(key);
    if (hit) return hit;
    const line = text.replace(/[\r\n\t]+/g, ' ');
    let runs: { start: number; end: number; level: number }[];
    // A line without right-to-left letters (a phone number, an email, an amount) reads left to
    // right even in an Arabic document, as the paragraph direction of UAX #9 rule P2 would say.
    if (!STRONG_RTL.test(line)) runs = [{ start: 0, end: line.length, level: 0 }];
    else runs = visualRuns(line, this.rtl);
    const pieces: Piece[] = [];
    for (const run of runs) {
      const odd = run.level % 2 === 1;
      const runPieces: { text: string; font: PDFFont }[] = [];
      for (const ch of line.slice(run.start, run.end)) {
        const font = this.fontFor(ch, odd, bold);
        const last = runPieces[runPieces.length - 1];
        if (last && last.font === font) last.text += ch;
        else runPieces.push({ text: ch, font });
      }
      if (odd) runPieces.reverse();
      for (const p of runPieces) {
        // fontkit reverses runs of Arabic letters itself; other right-to-left pieces (spaces,
        // punctuation) are put in visual order here, with their brackets mirrored.
        const t = odd && !ARABIC.test(p.text) ? [...p.text].reverse().map((c) => MIRROR[c] ?? c).join('') : p.text;
        pieces.push({ text: t, font: p.font, width: p.font.widthOfTextAtSize(t, 1) });
      }
    }
    const shaped = { pieces, width: pieces.reduce((s, p) => s + p.width, 0) };
    if (this.shapedCache.size > 20_000) this.shapedCache.clear();
    this.shapedCache.set(key, shaped);
    return shaped;
  }

  measure(text: string, style: TextStyle = {}): number {
    return this.shape(text, style.bold).width * (style.size ?? 10);
  }

  /**
   * Draws one line in the box [x, x + width] (logical: x counts from the start side, the right
   * one in a right-to-left document). Text wider than the box is cut with an ellipsis.
   */
  text(text: string, x: number, width: number, y: number, align: Align = 'start', style: TextStyle = {}): void {
    this.textOn(this.page, text, x, width, y, align, style);
  }

  private textOn(page: PDFPage, text: string, x: number, width: number, y: number, align: Align, style: TextStyle): void {
    if (!text) return;
    const size = style.size ?? 10;
    let shaped = this.shape(text, style.bold);
    if (shaped.width * size > width + 0.01) shaped = this.shape(this.fit(text, width, style), style.bold);
    const w = shaped.width * size;
    const boxLeft = this.rtl ? this.width - MARGIN - x - width : MARGIN + x;
    const physical: Align = align === 'center' ? 'center' : (align === 'start') !== this.rtl ? 'start' : 'end';
    let cx = physical === 'center' ? boxLeft + (width - w) / 2 : physical === 'start' ? boxLeft : boxLeft + width - w;
    for (const p of shaped.pieces) {
      if (p.text.trim()) page.drawText(p.text, { x: cx, y, size, font: p.font, color: style.color ?? INK });
      cx += p.width * size;
    }
  }

  /** The longest start of `text` that fits, with an ellipsis. */
  private fit(text: string, width: number, style: TextStyle): string {
    const chars = [...text];
    let lo = 0;
    let hi = chars.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.measure(chars.slice(0, mid).join('') + '…', style) <= width) lo = mid;
      else hi = mid - 1;
    }
    return chars.slice(0, lo).join('').trimEnd() + '…';
  }

  /** Greedy word wrap; newlines in the text are kept as line breaks. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const out: string[] = [];
    for (const para of text.split(/\r?\n/)) {
      if (!para.trim()) {
        out.push('');
        continue;
      }
      if (this.measure(para, style) <= width) {
        out.push(para.trim());
        continue;
      }
      const words = para.split(/\s+/).filter(Boolean);
      if (!words.length) {
        out.push('');
        continue;
      }
      let line = '';
      for (const word of words) {
        const candidate = line ? `${line} ${word}` : word;
        if (!line || this.measure(candidate, style) <= width) line = candidate;
        else {
          out.push(line);
          line = word;
        }
      }
      out.push(line);
    }
    return out;
  }

  lineHeight(size = 10): number {
    return size * 1.45;
  }

  /** A wrapped block across [x, x + width] at the cursor, breaking pages as needed. */
  paragraph(text: string, style: TextStyle = {}, x = 0, width = this.contentWidth, align: Align = 'start'): void {
    const size = style.size ?? 10;
    const lh = this.lineHeight(size);
    for (const line of this.wrap(text, width, style)) {
      this.ensure(lh);
      this.y -= lh;
      this.text(line, x, width, this.y + lh * 0.28, align, style);
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  rule(y = this.y, color: Color = RULE): void {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: this.width - MARGIN, y }, thickness: 0.6, color });
  }

  band(x: number, width: number, top: number, height: number, color: Color = BAND): void {
    const left = this.rtl ? this.width - MARGIN - x - width : MARGIN + x;
    this.page.drawRectangle({ x: left, y: top - height, width, height, color });
  }

  /** Label/value pairs, the labels in grey; a long value wraps under itself. */
  pairs(rows: [string, string][], x: number, width: number, labelWidth: number, size = 9.5): void {
    const lh = this.lineHeight(size);
    for (const [label, value] of rows) {
      if (!value) continue;
      this.wrap(value, width - labelWidth, { size }).forEach((line, i) => {
        this.ensure(lh);
        this.y -= lh;
        if (i === 0) this.text(label, x, labelWidth - 6, this.y + lh * 0.28, 'start', { size, color: GREY });
        this.text(line, x + labelWidth, width - labelWidth, this.y + lh * 0.28, 'start', { size });
      });
    }
  }

  // ---- Tables --------------------------------------------------------------------------------

  /**
   * A table at the cursor: the header row repeats at the top of each page; cells wrap (up to
   * `maxLines`) within their column. `strong` rows are bold with a band behind them.
   */
  table(columns: Column[], rows: string[][], opts: { size?: number; maxLines?: number; strong?: Set<number> } = {}): void {
    const size = opts.size ?? 9;
    const lh = this.lineHeight(size);
    const pad = 4;
    const xs: number[] = [];
    columns.reduce((x, c) => (xs.push(x), x + c.width), 0);
    // A label wraps onto a second line rather than being cut ("Discount %" in a narrow column).
    const labels = columns.map((c) => this.clamp(this.wrap(c.label, c.width - 2 * pad, { size, bold: true }), 2));
    const headerHeight = Math.max(1, ...labels.map((l) => l.length)) * lh + pad;
    const header = () => {
      this.band(0, this.contentWidth, this.y, headerHeight);
      labels.forEach((lines, i) =>
        lines.forEach((line, j) => this.text(line, xs[i] + pad, columns[i].width - 2 * pad, this.y - (j + 1) * lh + 2, columns[i].align ?? 'start', { size, bold: true })),
      );
      this.y -= headerHeight;
    };
    this.ensure(headerHeight + lh + pad);
    header();
    rows.forEach((row, r) => {
      const bold = opts.strong?.has(r) ?? false;
      const cells = columns.map((c, i) => this.clamp(this.wrap(row[i] ?? '', c.width - 2 * pad, { size, bold }), opts.maxLines ?? 1));
      const height = Math.max(1, ...cells.map((l) => l.length)) * lh + pad;
      if (this.ensure(height)) header();
      if (bold) this.band(0, this.contentWidth, this.y, height);
      cells.forEach((lines, i) =>
        lines.forEach((line, j) =>
          this.text(line, xs[i] + pad, columns[i].width - 2 * pad, this.y - (j + 1) * lh + 2, columns[i].align ?? 'start', { size, bold }),
        ),
      );
      this.y -= height;
      this.rule(this.y);
    });
  }

  /**
   * At most `max` wrapped lines: what does not fit joins the last line, which `text` then cuts
   * with an ellipsis, so a shortened cell always shows that it was shortened.
   */
  private clamp(lines: string[], max: number): string[] {
    if (lines.length <= max) return lines;
    return [...lines.slice(0, max - 1), lines.slice(max - 1).join(' ')];
  }
}

/** A line's level runs (UAX #9 via bidi-js) in visual order (rule L2). */
function visualRuns(line: string, rtl: boolean): { start: number; end: number; level: number }[] {
  const { levels } = bidi.getEmbeddingLevels(line, rtl ? 'rtl' : 'ltr');
  const runs: { start: number; end: number; level: number }[] = [];
  for (let i = 0; i < line.length; i++) {
    const last = runs[runs.length - 1];
    if (last && last.level === levels[i]) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level: levels[i] });
  }
  // Surrogate pairs share a level, so a run never splits one.
  const max = Math.max(0, ...runs.map((r) => r.level));
  const minOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = max; level >= minOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i].level < level) continue;
      let j = i;
      while (j + 1 < runs.length && runs[j + 1].level >= level) j++;
      const reversed = runs.slice(i, j + 1).reverse();
      runs.splice(i, j - i + 1, ...reversed);
      i = j;
    }
  }
  return runs;
}

const glyphCache = new Map<string, boolean>();
function hasGlyph(key: FontKey, cp: number): boolean {
  const k = `${key}:${cp}`;
  let v = glyphCache.get(k);
  if (v === undefined) {
    v = parsedFont(fontBytes(key)).hasGlyphForCodePoint(cp);
    glyphCache.set(k, v);
  }
  return v;
}
