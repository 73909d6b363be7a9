/**
 * `readBillDocument`: a bill's document into suggestions. A PDF is read from its text layer; a
 * photo (PNG, JPEG) with OCR (tesseract.js, English, offline), each suggestion's confidence then
 * scaled by the engine's own. A PDF without text (a scan) has its first pages drawn as images and
 * read with the same OCR, each suggestion keeping its page; when that finds no text either, the
 * reading fails saying so, and the person types the values.
 */
import { BillReadingMessage, type BillReadingResult } from '@si/contract';
import { imageWithinLimits, pdfPageImages, pdfText } from './document.ts';
import { ocrImage, type OcrText } from './ocr.ts';
import { suggestFromText, type DateOrder, type PageText } from './parse.ts';

/** A reading that cannot give suggestions, with the words a person reads. */
export class ReadingFailure extends Error {}

export interface ReadOptions {
  order?: DateOrder;
  /** 0..100 as the reading goes. */
  onProgress?: (percent: number) => void;
}

/** Characters read, spaces aside: fewer than 8 is no text. */
const hasText = (pages: PageText[]) => pages.reduce((n, p) => n + p.lines.join('').replace(/\s+/g, '').length, 0) >= 8;

/** Each suggestion's confidence scaled by the OCR engine's own on the page it came from. */
function weigh(result: BillReadingResult['suggestions'], pages: OcrText[]) {
  for (const s of Object.values(result)) {
    const page = pages.find((p) => p.page === s.page);
    s.confidence = Math.round(s.confidence * (page?.confidence ?? 0) * 100) / 100;
  }
  return result;
}

/**
 * A scan: its first pages drawn and read with OCR, one at a time. Progress runs from 15 to 95, each
 * page's share counting its drawing (a fifth) and its OCR.
 */
async function readScan(bytes: Uint8Array, pageCount: number, order: DateOrder, progress: (percent: number) => void): Promise<BillReadingResult> {
  const pages: OcrText[] = [];
  try {
    for await (const image of pdfPageImages(bytes)) {
      const share = 80 / image.of;
      const start = 15 + (image.page - 1) * share;
      progress(start + share / 5);
      const text = await ocrImage(image.png, (p) => progress(start + share / 5 + p * share * 0.8));
      pages.push({ ...text, page: image.page });
      progress(start + share);
    }
  } catch {
    throw new ReadingFailure(BillReadingMessage.UNREADABLE);
  }
  if (!hasText(pages)) throw new ReadingFailure(BillReadingMessage.NO_TEXT);
  const suggestions = weigh(suggestFromText(pages, order), pages);
  progress(100);
  return { suggestions, pages: pageCount, method: 'ocr' };
}

export async function readBillDocument(bytes: Uint8Array, contentType: string, opts: ReadOptions = {}): Promise<BillReadingResult> {
  const order = opts.order ?? 'dmy';
  const progress = (percent: number) => opts.onProgress?.(Math.round(percent));
  if (contentType === 'application/pdf') {
    let text;
    try {
      text = await pdfText(bytes, (done, of) => progress(5 + (done / of) * 10));
    } catch {
      throw new ReadingFailure(BillReadingMessage.UNREADABLE);
    }
    if (!hasText(text.pages)) {
      if (text.pageCount === 0) throw new ReadingFailure(BillReadingMessage.NO_TEXT);
      return readScan(bytes, text.pageCount, order, progress);
    }
    const suggestions = suggestFromText(text.pages, order);
    progress(100);
    return { suggestions, pages: text.pageCount, method: 'text' };
  }
  if (contentType === 'image/png' || contentType === 'image/jpeg') {
    if (!imageWithinLimits(bytes)) throw new ReadingFailure(BillReadingMessage.TOO_MANY_PIXELS);
    let text;
    try {
      text = await ocrImage(bytes, (p) => progress(5 + p * 90));
    } catch {
      throw new ReadingFailure(BillReadingMessage.UNREADABLE);
    }
    const suggestions = weigh(suggestFromText([text], order), [text]);
    progress(100);
    return { suggestions, pages: 1, method: 'ocr' };
  }
  throw new ReadingFailure(BillReadingMessage.UNREADABLE);
}
