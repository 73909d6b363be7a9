import { useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Page } from '@si/contract';
import type { ListParams } from '@si/core/admin';
import { useScrollCue } from '@si/core/scroll-cue';
import { useScrollable } from './useScrollable.ts';
import { errorText } from './errorText.ts';
import { PAGE_SIZES } from '@si/contract/enums';
import { usePagedList } from './usePagedList.ts';
import { useWindow } from './useWindow.ts';

export type Column<T> = {
  key: string;
  header: string;
  /** The server's ordering field; absent: the column does not sort. */
  sort?: string;
  /** How this column sorts, when a person could not guess it; shown under the toolbar while it sorts the list. */
  sortNote?: string;
  numeric?: boolean;
  cell(row: T): ReactNode;
};

export type DataTableProps<T> = {
  /** The table's accessible name (also names its search box). */
  label: string;
  columns: Column<T>[];
  rowKey(row: T): string | number;
  fetchPage(params: ListParams, signal: AbortSignal): Promise<Page<T>>;
  /** Filters beside the search box; when their value changes the list goes back to page 1. */
  filters?: unknown;
  toolbar?: ReactNode;
  /** Bump after a write to reload the current page. */
  version?: unknown;
  defaultOrdering?: string;
  searchable?: boolean;
  emptyText: string;
};

export const ROW_HEIGHT = 44;

/**
 * A text cell (a name, an e-mail, a reference) in its own direction, isolated from the page's:
 * people's names are typed in any script, and a Latin one in an Arabic table kept its full stop
 * at the wrong end. Rich cells isolate their links by style (data-table.styles.ts).
 */
export const isolated = (content: ReactNode): ReactNode => (typeof content === 'string' && content ? <bdi>{content}</bdi> : content);

const sortOf = (ordering: string | undefined, field: string) =>
  ordering === field ? 'ascending' : ordering === `-${field}` ? 'descending' : 'none';

/**
 * A server-side paged table: sortable headers (aria-sort), a debounced search, page sizes
 * 10/25/50/100, loading/empty/error states, and rows windowed in their scroll container.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rowKey, emptyText, searchable = true } = props;
  const { t, i18n } = useLingui();
  // Two tables may share a shadow root (teams and a team's members).
  const rowsId = useId();
  const noteId = useId();
  const list = usePagedList(props.fetchPage, props.filters, props.version, props.defaultOrdering);
  const { state, loaded } = list;
  // State, not a ref: the scroll area appears only once rows arrived, and the window must re-measure then.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const rows = loaded.data?.results ?? [];
  const win = useWindow(scroller, rows.length, ROW_HEIGHT);
  // Columns past the box's edge: that edge fades, so a cut column reads as "scroll for more".
  const cue = useScrollCue(scroller);
  // A tab stop (and a named region) only while rows or columns hide past its edges.
  const scrolls = useScrollable(scroller);
  const count = loaded.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / state.pageSize));
  const first = count ? (state.page - 1) * state.pageSize + 1 : 0;
  const last = Math.min(count, state.page * state.pageSize);

  const toggleSort = (field: string) => list.setOrdering(state.ordering === field ? `-${field}` : field);
  const sortNote = columns.find((col) => col.sort && col.sortNote && sortOf(state.ordering, col.sort) !== 'none')?.sortNote;

  return (
    <div className="data-table" part="table">
      <div className="toolbar">
        {searchable && (
          <label className="search">
            <span>{t`Search`}</span>
            <input type="search" value={list.typed} onChange={(e) => list.setSearch(e.target.value)} aria-controls={rowsId} />
          </label>
        )}
        {props.toolbar}
      </div>
      {sortNote && (
        <p id={noteId} className="muted sort-note" part="sort-note">
          {sortNote}
        </p>
      )}
      {/* Always rendered, so the search's aria-controls has a target while nothing is listed. */}
      <div id={rowsId} className="rows">
        {loaded.status === 'error' ? (
          <div className="table-error" role="alert" part="error">
            <span>{errorText(loaded.error, i18n)}</span>
            <button type="button" onClick={list.retry}>{t`Try again`}</button>
          </div>
        ) : loaded.status === 'loading' ? (
          <p className="muted" role="status">{t`Loading…`}</p>
        ) : count === 0 ? (
          <p className="muted" role="status" part="empty">
            {state.search ? t`Nothing matches “${state.search}”.` : emptyText}
          </p>
        ) : null}
        {rows.length > 0 && (
          <div className="scroller" ref={setScroller} data-fade={cue.fade} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
            <table aria-label={label} aria-rowcount={count + 1} aria-busy={loaded.status === 'loading'}>
              <thead>
                <tr aria-rowindex={1}>
                  {columns.map((col) => (
                    <th key={col.key} scope="col" className={col.numeric ? 'num' : undefined} aria-sort={col.sort ? sortOf(state.ordering, col.sort) : undefined}>
                      {col.sort ? (
                        <button
                          type="button"
                          className="sort"
                          aria-describedby={col.sortNote && sortNote === col.sortNote ? noteId : undefined}
                          onClick={() => toggleSort(col.sort!)}
                        >
                          {col.header}
                          <span className="arrow" aria-hidden="true">
                            {{ ascending: '▲', descending: '▼', none: '↕' }[sortOf(state.ordering, col.sort)]}
                          </span>
                        </button>
                      ) : (
                        col.header
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {win.padTop > 0 && <tr className="spacer" aria-hidden="true" style={{ height: win.padTop }} />}
                {rows.slice(win.start, win.end).map((row, offset) => (
                  <tr key={rowKey(row)} aria-rowindex={first + win.start + offset + 1} style={{ height: ROW_HEIGHT }}>
                    {columns.map((col) => (
                      <td key={col.key} className={col.numeric ? 'num' : undefined}>
                        {isolated(col.cell(row))}
                      </td>
                    ))}
                  </tr>
                ))}
                {win.padBottom > 0 && <tr className="spacer" aria-hidden="true" style={{ height: win.padBottom }} />}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <nav className="pager" aria-label={t`Pages of ${label}`} part="pager">
        <label>
          <span>{t`Rows per page`}</span>
          <select value={state.pageSize} onChange={(e) => list.setPageSize(Number(e.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <span className="range" aria-live="polite">
          {t`${first}–${last} of ${count}`}
        </span>
        <button type="button" disabled={state.page <= 1} onClick={() => list.setPage(state.page - 1)}>
          {t`Previous page`}
        </button>
        <span>{t`Page ${state.page} of ${pages}`}</span>
        <button type="button" disabled={state.page >= pages} onClick={() => list.setPage(state.page + 1)}>
          {t`Next page`}
        </button>
      </nav>
    </div>
  );
}
