/**
 * Reading the import file's text: size and binary checks, the delimiter (comma or semicolon,
 * whichever the header line uses more outside quotes), then csv-parse's sync API, which is fast
 * enough for the 5 MB, 10,000-row bound. Whole-file problems are a 400 on `csv`.
 */
import { parse } from 'csv-parse/sync';
import { IMPORT_LIMITS, ImportMessage } from '@si/contract';
import { badRequest } from '../../platform/http/errors.ts';

export interface ParsedCsv {
  headers: string[];
  /** Data records with their spreadsheet row number (the header is row 1). */
  rows: { row: number; cells: string[] }[];
}

// Control characters other than tab and line breaks, and the replacement character a binary file
// decodes to, never appear in a CSV text file.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFD]/;

const refuse = (message: string) => badRequest({ csv: [message] });

function delimiterOf(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

export function parseCsv(input: string): ParsedCsv {
  if (Buffer.byteLength(input, 'utf8') > IMPORT_LIMITS.bytes) throw refuse(ImportMessage.TOO_LARGE);
  const text = input.replace(/^\uFEFF/, '');
  if (BINARY.test(text)) throw refuse(ImportMessage.NOT_CSV);
  let records: string[][];
  try {
    records = parse(text, { delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: false, trim: true, to: IMPORT_LIMITS.rows + 2 });
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw refuse(`${ImportMessage.NOT_CSV}${line ? ` (line ${line})` : ''}`);
  }
  const [header, ...data] = records;
  const headers = (header ?? []).map((h) => h.trim());
  if (!headers.some(Boolean)) throw refuse(ImportMessage.NOT_CSV);
  if (data.length > IMPORT_LIMITS.rows) throw refuse(ImportMessage.TOO_MANY_ROWS);
  const rows = data.map((cells, i) => ({ row: i + 2, cells })).filter((r) => r.cells.some((cell) => cell !== ''));
  if (!rows.length) throw refuse(ImportMessage.NO_ROWS);
  return { headers, rows };
}
