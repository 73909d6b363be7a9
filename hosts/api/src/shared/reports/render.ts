/**
 * Report files: PDF by the suite's PDF engine (shared/pdf) and XLSX by exceljs (runs on Node 20,
 * writes real Office Open XML with column widths, frozen header and filters; text cells through
 * the CSV writer's formula guard). Both are loaded on
 * the first report asked for, not with the server.
 */
import { renderTablePdf } from '../pdf/lazy.ts';
import { minorUnits } from '@si/contract/money';
import { formulaSafe } from '../files/csv.ts';

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

/**
 * The report as a PDF, drawn by the suite's one PDF engine (shared/pdf: Noto fonts, Arabic
 * shaping and the bidirectional order), so an account or a person named in any script prints
 * as written. Columns keep their share of the width; numbers and amounts are right-aligned.
 */
export async function toPdf(t: ReportTable): Promise<Uint8Array> {
  const key = (i: number) => `c${i}`;
  // A money column's currency is the one its row names.
  const currencyColumn = t.columns.find((c) => c.kind === 'money')?.currencyColumn;
  return renderTablePdf({
    language: 'en',
    title: t.title,
    subtitle: t.rows.length ? t.subtitle : [...t.subtitle, 'Nothing to report.'],
    landscape: true,
    columns: t.columns.map((c, i) => ({ key: key(i), label: c.header, width: c.width, kind: c.kind ?? (c.numeric ? 'number' : 'text') })),
    rows: t.rows.map((row) => {
      const cells: Record<string, string | number | null> = Object.fromEntries(row.map((value, i) => [key(i), value]));
      if (currencyColumn !== undefined) cells.currency = String(row[currencyColumn] ?? '');
      return cells;
    }),
  });
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
  // Text that a spreadsheet would run as a formula once edited stays text, as in the CSV files.
  return { value: typeof value === 'string' ? formulaSafe(value) : value };
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
