/**
 * Reading a PDF as a person's viewer would, for the tests: the text of each page (pdf.js, from
 * the fonts' ToUnicode maps), the images a page paints, and the document's title.
 */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDocument } from 'pdf-lib';

const open = (bytes: Uint8Array) => getDocument({ data: bytes.slice(), useSystemFonts: false, disableFontFace: true, isEvalSupported: false }).promise;

/**
 * The text of each page. NFKC folds any Arabic presentation forms back to letters (and writes an
 * ellipsis as three dots), and spaces are dropped, since pdf.js splits right-to-left lines into
 * items and Intl's French groups use U+202F.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await open(bytes);
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join('')
        .normalize('NFKC')
        .replace(/\s+/g, ''),
    );
  }
  await doc.destroy();
  return pages;
}

/** A needle as pdfPages writes text: NFKC, without spaces. */
export const squash = (s: string) => s.normalize('NFKC').replace(/\s+/g, '');

/** How many images page 1 paints. */
export async function pdfImages(bytes: Uint8Array): Promise<number> {
  const doc = await open(bytes);
  const ops = await (await doc.getPage(1)).getOperatorList();
  await doc.destroy();
  return ops.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
}

/** The document's title, and whether a viewer is asked to show it instead of the file name. */
export async function pdfTitle(bytes: Uint8Array): Promise<{ title: string | undefined; author: string | undefined; shown: boolean }> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return { title: doc.getTitle(), author: doc.getAuthor(), shown: doc.catalog.getViewerPreferences()?.getDisplayDocTitle() === true };
}

/** A 1×1 PNG, as the logo settings store it (a data URL). */
export const PNG_LOGO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
