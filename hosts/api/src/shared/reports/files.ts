/**
 * A report table as the file a staff member downloads: CSV (shared/files/csv.ts, every text cell
 * through the formula guard), XLSX (render.ts, amounts and dates typed, text guarded the same way)
 * or PDF (the suite's PDF engine, landscape). The receivables and payables reports describe their
 * columns once and answer every format through here.
 */
import type { TableColumn } from '../pdf/types.ts';
import { renderTablePdf } from '../pdf/lazy.ts';
import { csvText } from '../files/csv.ts';
import { downloadHeaders } from '../files/send.ts';
import { toXlsx } from './render.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ReportFormat = 'csv' | 'xlsx' | 'pdf';

/** A column of a report file: its key in the rows, its header, its share of the PDF's width (default 1), money amounts right-aligned. */
export interface ReportFileColumn {
  key: string;
  label: string;
  width?: number;
  kind?: 'money';
}

export type ReportCells = Record<string, string | number | null>;

/** Bytes or text as an attachment named `name`. */
export const download = (bytes: Uint8Array | string, type: string, name: string) =>
  new Response(typeof bytes === 'string' ? bytes : new Uint8Array(bytes), { headers: downloadHeaders({ name, contentType: type }) });

/** The cells of `rows` in the order of `columns` (missing: empty). */
export const cellsOf = (columns: { key: string }[], rows: ReportCells[]) => rows.map((r) => columns.map((c) => r[c.key] ?? null));

/**
 * The report as a file named `<name>.<format>`. Amounts of a money column are in the currency of
 * the row's `currency` column. In the sheet, a money column is `moneyWidth` characters wide, a
 * column of width 3 (a name) 40 and any other 10.
 */
export async function reportFile(
  format: ReportFormat,
  t: { name: string; title: string; subtitle: string; columns: ReportFileColumn[]; rows: ReportCells[]; moneyWidth?: number },
): Promise<Response> {
  const currencyColumn = t.columns.findIndex((c) => c.key === 'currency');
  if (format === 'csv') return download(csvText([t.columns.map((c) => c.label), ...cellsOf(t.columns, t.rows)]), 'text/csv; charset=utf-8', `${t.name}.csv`);
  if (format === 'xlsx') {
    const bytes = await toXlsx({
      title: t.title,
      subtitle: [t.subtitle],
      columns: t.columns.map((c) => ({
        header: c.label,
        width: c.kind ? (t.moneyWidth ?? 14) : c.width === 3 ? 40 : 10,
        numeric: Boolean(c.kind),
        kind: c.kind,
        ...(currencyColumn >= 0 ? { currencyColumn } : {}),
      })),
      rows: cellsOf(t.columns, t.rows),
    });
    return download(bytes, XLSX_TYPE, `${t.name}.xlsx`);
  }
  const columns: TableColumn[] = t.columns.map((c) => ({ key: c.key, label: c.label, ...(c.width ? { width: c.width } : {}), ...(c.kind ? { kind: c.kind, align: 'end' as const } : {}) }));
  return download(await renderTablePdf({ language: 'en', title: t.title, subtitle: t.subtitle, columns, rows: t.rows, landscape: true }), 'application/pdf', `${t.name}.pdf`);
}
