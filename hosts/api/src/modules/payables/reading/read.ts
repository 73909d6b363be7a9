/**
 * `readBillDocument`: a bill's document into suggestions. A PDF is read from its text layer; a
 * photo (PNG, JPEG) with OCR (tesseract.js, English, offline), each suggestion's confidence then
 * scaled by the engine's own. A PDF without text (a scan) is not rendered to an image here (no
 * canvas on the server): its reading fails saying so, and the person types the values.
 */
import { BillReadingMessage, type BillReadingResult } from '@si/contract';
import { imageWithinLimits, pdfText } from './document.ts';
import { ocrImage } from './ocr.ts';
import { suggestFromText, type DateOrder } from './parse.ts';

/** A reading that cannot give suggestions, with the words a person reads. */
export class ReadingFailure extends Error {}

export interface ReadOptions {
  order?: DateOrder;
  /** 0..100 as the reading goes. */
  onProgress?: (percent: number) => void;
}

export async function readBillDocument(bytes: Uint8Array, contentType: string, opts: ReadOptions = {}): Promise<BillReadingResult> {
  const order = opts.order ?? 'dmy';
  if (contentType === 'application/pdf') {
    let text;
    try {
      text = await pdfText(bytes, (done, of) => opts.onProgress?.(Math.round((done / of) * 90)));
    } catch {
      throw new ReadingFailure(BillReadingMessage.UNREADABLE);
    }
    const words = text.pages.reduce((n, p) => n + p.lines.join(' ').replace(/\s+/g, '').length, 0);
    if (words < 8) throw new ReadingFailure(BillReadingMessage.NO_TEXT);
    const suggestions = suggestFromText(text.pages, order);
    opts.onProgress?.(100);
    return { suggestions, pages: text.pageCount, method: 'text' };
  }
  if (contentType === 'image/png' || contentType === 'image/jpeg') {
    if (!imageWithinLimits(bytes)) throw new ReadingFailure(BillReadingMessage.TOO_MANY_PIXELS);
    let text;
    try {
      text = await ocrImage(bytes, (p) => opts.onProgress?.(5 + Math.round(p * 90)));
    } catch {
      throw new ReadingFailure(BillReadingMessage.UNREADABLE);
    }
    const suggestions = suggestFromText([text], order);
    for (const s of Object.values(suggestions)) s.confidence = Math.round(s.confidence * text.confidence * 100) / 100;
    opts.onProgress?.(100);
    return { suggestions, pages: 1, method: 'ocr' };
  }
  throw new ReadingFailure(BillReadingMessage.UNREADABLE);
}
