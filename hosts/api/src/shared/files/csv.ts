/**
 * CSV as the API's downloads write it (RFC 4180): comma-separated, CRLF line ends, a cell quoted
 * only when it holds a quote, comma or line break. Text starting with = + - @ (or a tab or CR) is
 * prefixed with a quote, so a spreadsheet never runs it as a formula.
 */

export type CsvValue = string | number | boolean | null;

/**
 * The formula guard: text a spreadsheet would run as a formula (it starts with = + - @, a tab or
 * a CR) gets a leading quote, so it stays text. The CSV writer and the XLSX sheets (reports/render.ts) use it.
 */
export const formulaSafe = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** One cell, with the formula guard on text. */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = formulaSafe(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, CRLF-terminated. */
export const csvLine = (cells: CsvValue[]): string => cells.map(csvCell).join(',') + '\r\n';

/** A whole table (header first, when it has one). */
export const csvText = (rows: CsvValue[][]): string => rows.map(csvLine).join('');
