import { Fragment, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Column } from './DataTable.tsx';
import { errorText } from './errorText.ts';
import { TableScroll } from './TableScroll.tsx';
import { ColumnHeads, rowCells } from './RowsTable.tsx';
import { useLoad } from './useLoad.tsx';

/** One page of a report the server pages at a fixed size. */
export type ReportPage<T> = { count: number; results: T[] };

/**
 * What a report adds to a list screen's description: its line under the heading, rows headed by
 * one of their cells, totals, a status line, a drill-down under a row, and fixed-size server pages.
 */
export type ListReportSpec<T, F> = {
  /** A line under the heading saying what the report shows. */
  description?: string;
  /** The column whose cells head their rows (`th scope="row"`). */
  rowHeader?: string;
  /** Each body row's part name. */
  rowPart?: string;
  /** Rows under the body (totals per currency), part `totals`; only while every row is shown. */
  footer?(rows: T[]): ReactNode;
  /** The status line once loaded ("As of Mar 31, 2026: 3 customers with an open balance."). */
  status?(rows: T[], count: number, query: Partial<F>): string;
  /** A row's drill-down while open, in a row of its own under it (part `detail`, `id` for the opener's aria-controls). */
  detail?(row: T): { id: string; content: ReactNode } | undefined;
  /** A report the server pages at a fixed size: one page for the filters (the screen's `load` is then not used). */
  loadPage?(query: Partial<F> & { page: number }, signal: AbortSignal): Promise<ReportPage<T>>;
  pageSize?: number;
};

type ListReportProps<T, F> = {
  spec: ListReportSpec<T, F>;
  label: string;
  columns: Column<T>[];
  rowKey(row: T): string | number;
  query: Partial<F>;
  /** A report that comes whole. */
  load?(query: Partial<F>, signal: AbortSignal): Promise<T[]>;
  /** Bump after a write to load again. */
  version: unknown;
  /** A filter's value is not valid: nothing is asked for. */
  blocked: boolean;
  toolbar: ReactNode;
  emptyText: string;
};

/** A report's filters, status line, failure with Try again, empty text, table (with totals and drill-downs) and pager. */
export function ListReport<T, F>({ spec, label, columns, rowKey, query, load, version, blocked, toolbar, emptyText }: ListReportProps<T, F>) {
  const { t, i18n } = useLingui();
  const queryKey = JSON.stringify(query);
  // Other filters start at page 1, before anything is asked for the old page.
  const [paging, setPaging] = useState({ queryKey, number: 1 });
  const page = paging.queryKey === queryKey ? paging.number : 1;
  const pageSize = spec.pageSize ?? 100;
  const { loaded, retry } = useLoad<ReportPage<T>>(
    blocked
      ? null
      : spec.loadPage
        ? (signal) => spec.loadPage!({ ...query, page }, signal)
        : async (signal) => {
            const results = await load!(query, signal);
            return { count: results.length, results };
          },
    JSON.stringify([queryKey, page, version]),
  );
  // A failed read shows the failure, not the rows of the filters before.
  const shown = loaded.status === 'error' ? undefined : loaded.data;
  const rows = shown?.results ?? [];
  const count = shown?.count ?? 0;
  const pages = spec.loadPage ? Math.max(1, Math.ceil(count / pageSize)) : 1;
  const goTo = (number: number) => setPaging({ queryKey, number });


  return (
    <>
      {spec.description && <p className="muted">{spec.description}</p>}
      {toolbar}
      {loaded.status === 'error' && (
        <div className="table-error" role="alert" part="error">
          <span>{t`The report could not be loaded: ${errorText(loaded.error, i18n)}`}</span>
          <button type="button" onClick={retry}>{t`Try again`}</button>
        </div>
      )}
      <p role="status" className="muted">
        {loaded.status === 'loading' ? t`Loading…` : shown && spec.status ? spec.status(rows, count, query) : ''}
      </p>
      {loaded.status === 'ready' && rows.length === 0 && (
        <p role="status" part="empty">
          {emptyText}
        </p>
      )}
      {rows.length > 0 && (
        <TableScroll className="scroller" label={label}>
          <table aria-label={label} part="table" aria-busy={loaded.status === 'loading' || undefined}>
            <ColumnHeads columns={columns} />
            <tbody>
              {rows.map((row) => {
                const detail = spec.detail?.(row);
                return (
                  <Fragment key={rowKey(row)}>
                    <tr part={spec.rowPart}>{rowCells(columns, row, spec.rowHeader)}</tr>
                    {detail && (
                      <tr className="detail" id={detail.id} part="detail">
                        <td colSpan={columns.length}>{detail.content}</td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
            {spec.footer && pages === 1 && <tfoot part="totals">{spec.footer(rows)}</tfoot>}
          </table>
        </TableScroll>
      )}
      {pages > 1 && (
        <nav className="actions" part="pager" aria-label={t`Pages of the report`}>
          <button type="button" disabled={page <= 1} onClick={() => goTo(page - 1)}>{t`Previous page`}</button>
          <span>{t`Page ${page} of ${pages}`}</span>
          <button type="button" disabled={page >= pages} onClick={() => goTo(page + 1)}>{t`Next page`}</button>
        </nav>
      )}
    </>
  );
}
