/**
 * Report files: PDF by pdf-lib (already the server's PDF library) and XLSX by exceljs (runs on
 * Node 20, writes real Office Open XML with column widths, frozen header and filters). Both
 * libraries are loaded on the first report asked for, not with the server.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { minorUnits } from '@si/contract/money';

interface ReportColumn {
  header: string;
  /** Share of the page width in the PDF, characters in the sheet. */
  width: number;
  numeric?: boolean;
  /**
   * What the sheet stores: `money` a number in the row's currency format (its minor units; the
   * currency read from column `currencyColumn`), `date` a date (from YYYY-MM-DD), else as given.
   * A spreadsheet can then sum, sort and filter the column.
   */
  kind?: 'money' | 'date';
  currencyColumn?: number;
}
export interface ReportTable {
  title: string;
  subtitle: string[];
  columns: ReportColumn[];
  rows: (string | number | null)[][];
}

// The standard fonts encode WinAnsi (Latin-1); anything else prints as '?', never throws.
const winAnsi = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

function fit(text: string, font: PDFFont, size: number, width: number): string {
  let out = winAnsi(text);
  if (font.widthOfTextAtSize(out, size) <= width) return out;
  while (out.length > 1 && font.widthOfTextAtSize(`${out}...`, size) > width) out = out.slice(0, -1);
  return `${out}...`;
}

export async function toPdf(t: ReportTable): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(t.title);
  pdf.setProducer('Secure Invoice Suite');
  pdf.setCreationDate(new Date());
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [W, H, M] = [842, 595, 36];
  const total = t.columns.reduce((s, c) => s + c.width, 0);
  const xs: number[] = [];
  t.columns.reduce((x, c) => (xs.push(x), x + ((W - 2 * M) * c.width) / total), M);
  const colWidth = (i: number) => ((W - 2 * M) * t.columns[i]!.width) / total - 6;
  const ink = rgb(0.13, 0.17, 0.21);
  let page: PDFPage;
  let y = 0;
  const header = (first: boolean) => {
    page = pdf.addPage([W, H]);
    y = H - M;
    if (first) {
      page.drawText(winAnsi(t.title), { x: M, y: y - 14, size: 16, font: bold, color: ink });
      y -= 30;
      for (const line of t.subtitle) {
        page.drawText(winAnsi(line), { x: M, y, size: 9, font, color: ink });
        y -= 13;
      }
      y -= 6;
    }
    page.drawRectangle({ x: M - 2, y: y - 4, width: W - 2 * M + 4, height: 16, color: rgb(0.05, 0.58, 0.58) });
    t.columns.forEach((c, i) => page.drawText(fit(c.header, bold, 9, colWidth(i)), { x: xs[i]!, y, size: 9, font: bold, color: rgb(1, 1, 1) }));
    y -= 18;
  };
  header(true);
  if (t.rows.length === 0) page!.drawText('Nothing to report.', { x: M, y, size: 10, font, color: ink });
  for (const row of t.rows) {
    if (y < M + 20) header(false);
    row.forEach((cell, i) => {
      const text = fit(cell === null ? '' : String(cell), font, 9, colWidth(i));
      const x = t.columns[i]!.numeric ? xs[i]! + colWidth(i) - font.widthOfTextAtSize(text, 9) : xs[i]!;
      page.drawText(text, { x, y, size: 9, font, color: ink });
    });
    y -= 14;
  }
  const pages = pdf.getPages();
  pages.forEach((p, i) => p.drawText(`Page ${i + 1} of ${pages.length}`, { x: W - M - 70, y: M / 2, size: 8, font, color: ink }));
  return pdf.save();
}

/** The number format of an amount in `currency`: its minor units, thousands grouped. */
export function moneyFormat(currency: string): string {
  const digits = minorUnits(currency);
  return digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
}

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** A cell's value and format in the sheet: amounts and dates typed, the rest as given. */
function sheetCell(column: ReportColumn, row: (string | number | null)[], value: string | number | null): { value: unknown; numFmt?: string } {
  if (value === null) return { value: '' };
  if (column.kind === 'money' && (typeof value === 'number' || DECIMAL_TEXT.test(value))) {
    const currency = column.currencyColumn === undefined ? '' : String(row[column.currencyColumn] ?? '');
    return { value: Number(value), numFmt: currency ? moneyFormat(currency) : '#,##0.00' };
  }
  if (column.kind === 'date' && typeof value === 'string' && DAY_TEXT.test(value)) return { value: new Date(`${value}T00:00:00Z`), numFmt: 'yyyy-mm-dd' };
  return { value };
}

export async function toXlsx(t: ReportTable): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Secure Invoice Suite';
  book.created = new Date();
  book.title = t.title;
  const sheet = book.addWorksheet('Report', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = t.columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of t.rows) {
    const cells = row.map((v, i) => sheetCell(t.columns[i]!, row, v));
    const added = sheet.addRow(cells.map((c) => c.value));
    cells.forEach((c, i) => {
      if (c.numFmt) added.getCell(i + 1).numFmt = c.numFmt;
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: t.columns.length } };
  const about = book.addWorksheet('About');
  about.addRow([t.title]).font = { bold: true, size: 14 };
  for (const line of t.subtitle) about.addRow([line]);
  about.getColumn(1).width = 80;
  return Buffer.from(await book.xlsx.writeBuffer());
}
