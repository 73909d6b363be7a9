import { Fragment, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Page } from '@si/contract';
import type { ListParams } from '@si/core/admin';
import { useIsOfficeAdmin } from '../admin/roles.ts';
import { followLink, navigate } from '../admin/links.ts';
import { ConfirmBar } from '../admin/ConfirmBar.tsx';
import { Notice } from '../base/Notice.tsx';
import { DataTable, type Column } from './DataTable.tsx';
import { errorText } from './errorText.ts';
import { ListFilters, filterProblems, initialFilterValues, queryOf, type FilterSpec, type FilterValue, type FilterValues } from './ListFilters.tsx';
import { RowsTable } from './RowsTable.tsx';
import { useListSelection, type ListBulk } from './ListSelection.tsx';
import { ListReport, type ListReportSpec } from './ListReport.tsx';
import { TYPING_PAUSE_MS, useDebounced } from './useDebounced.ts';
import { LoadState, useLoad } from './useLoad.tsx';

export type { FilterOption, FilterSpec, FilterValue, FilterValues } from './ListFilters.tsx';
export type { ListBulk, ListBulkBar } from './ListSelection.tsx';
export type { ListReportSpec, ReportPage } from './ListReport.tsx';

/** A link in the notice: the record just created. */
export type NoticeLink = { href: string; text: string };

/** What a screen's own controls are given (an export beside the heading). */
export type ListScreenHandle<F> = {
  /** The filters' values as they go into the requests. */
  query: Partial<F>;
  /** Shows `text` above the list (a file was downloaded). */
  notify(text: string): void;
  /** Shows why a call failed. */
  failed(error: unknown): void;
  /** A filter's value cannot be asked for (a downloads bar says so and fetches nothing). */
  invalid: boolean;
};

/** What the create or edit form is given: the row it edits (none: it creates) and how it ends. */
export type ListForm<T> = {
  row?: T;
  /**
   * The write succeeded: `notice` is shown above the list, the form closes and the list reloads.
   * `open`, a record just created: the notice links to it and the host is asked to route there.
   */
  saved(notice: string, open?: NoticeLink): void;
  cancel(): void;
};

/** What a row action's panel is given. */
export type ListPanel = {
  /** Closes the panel; the focus goes back to the button that opened it. */
  close(): void;
  /** Something changed: the list reloads, the panel stays. */
  changed(): void;
  canWrite: boolean;
};

/**
 * A button in a row's Actions cell. What it does is one of: `edit` (opens the screen's form on
 * the row), `run` (after `confirm`, if given: the write, whose answer is the notice shown),
 * `panel` (opens a panel on the row below the heading).
 */
export type RowAction<T> = {
  key: string;
  /** The button's text. */
  text: string | ((row: T) => string);
  /** Its accessible name, naming the row ("Edit HQ"). */
  label(row: T): string;
  /** Only on some rows (an invitation still pending). */
  when?(row: T): boolean;
  /** Shown to a viewer too (it opens something that has its own read-only mode); else a write, hidden from a viewer. */
  readOnly?: boolean;
  edit?: boolean;
  /** Asked first in a ConfirmBar: its accessible name, the question and the confirming button. */
  confirm?: { label: string; question(row: T): ReactNode; confirmText: string };
  /** The write; resolves with the notice to show. A failure shows the server's message. */
  run?(row: T): Promise<string>;
  panel?(row: T, panel: ListPanel): ReactNode;
  /** The panel shows below the table (a list of its own, a team's members) rather than above it. */
  panelBelow?: boolean;
};

/**
 * A list or report screen described as data. Give `fetchPage` for a server-paged list or `load`
 * for a report that comes whole.
 */
export type ListScreenProps<T, F extends FilterValues = FilterValues> = {
  heading: string;
  /** The table's accessible name; the heading by default. */
  label?: string;
  columns: Column<T>[];
  rowKey(row: T): string | number;
  /** A server-paged list: the page, size, ordering, search and the filters' values. */
  fetchPage?(params: ListParams & Partial<F>, signal: AbortSignal): Promise<Page<T>>;
  /** A report that is not paged: its rows for the filters' values. */
  load?(filters: Partial<F>, signal: AbortSignal): Promise<T[]>;
  /** The toolbar's filters; a change goes back to page 1. */
  filters?: FilterSpec[];
  /** Values the toolbar does not set that go into every request (an actor picked in a row, the element's module). */
  query?: Partial<F>;
  /** More of the toolbar (a chip that removes the `query`'s actor). */
  toolbar?: ReactNode;
  defaultOrdering?: string;
  /** A search box (server-paged lists only); default true. */
  searchable?: boolean;
  /** The primary cell (the first column, or `column`) links to `href(row)`. */
  rowLink?: { column?: string; href(row: T): string; part?: string };
  rowActions?: RowAction<T>[];
  /** The create button's text (part `create`); it opens `form` without a row. */
  create?: string;
  form?(form: ListForm<T>): ReactNode;
  emptyText: string;
  /** Whether write controls show; default: the user is an Office Administrator. */
  canWrite?: boolean;
  /** The heading's own controls beside the create button (links, an export), given the screen's handle. */
  headActions?(screen: ListScreenHandle<F>): ReactNode;
  /** Between the form and the table: a screen's own filter bar, a note. */
  above?: ReactNode;
  /** Writers select rows for one action on all of them. */
  bulk?: ListBulk<T>;
  /** The empty text when it depends on the filters ("No account has an overdue balance."); else `emptyText`. */
  emptyTextFor?(query: Partial<F>): string;
  /** A report (with `load`, or its own `loadPage`): row headers, totals, a status line, drill-downs, fixed-size pages. */
  report?: ListReportSpec<T, F>;
};

type Opened<T> = { action: RowAction<T>; row: T };

/**
 * The one frame of a list or report screen: heading, create button, notice, delete
 * confirmation, form, filters and the table (the paged `DataTable`, or `RowsTable` for a report
 * that comes whole), from a description. A viewer gets no write control.
 *
 * ```tsx
 * <ListScreen
 *   heading={t`Offices`}
 *   columns={[{ key: 'name', header: t`Name`, sort: 'name', cell: (o) => o.name }]}
 *   rowKey={(o) => o.id}
 *   fetchPage={listOffices}
 *   defaultOrdering="identifier"
 *   create={t`New office`}
 *   form={({ row, saved, cancel }) => <OfficeForm office={row} onSaved={(o) => saved(t`Office ${o.identifier} saved.`)} onCancel={cancel} />}
 *   rowActions={[
 *     { key: 'edit', text: t`Edit`, label: (o) => t`Edit ${o.identifier}`, edit: true },
 *     { key: 'delete', text: t`Delete`, label: (o) => t`Delete ${o.identifier}`,
 *       confirm: { label: t`Delete office`, confirmText: t`Delete`, question: (o) => t`Delete office ${o.identifier}?` },
 *       run: async (o) => (await deleteOffice(o.id), t`Office ${o.identifier} deleted.`) },
 *   ]}
 *   emptyText={t`No offices yet.`}
 * />
 * ```
 * Filters are data too: `{ name: 'date', kind: 'select', label: t`Due`, options, default }`,
 * `{ name: 'date_from', kind: 'date', label: t`From` }`, `{ name: 'date_to', kind: 'date', label: t`To`, after: 'date_from' }`;
 * their values go into `fetchPage` or `load` beside `query`. Parts: `base`, `heading`, `create`,
 * `notice`, `confirm`, `table`, `pager`, `empty`, `error` (the form and panels name their own).
 * A report's row headers, totals, drill-downs and fixed-size pages are its `report` (ListReport.tsx);
 * a selection for one action on many rows is `bulk` (ListSelection.tsx); a date filter may be
 * `required` or have a `max`, and while one is not valid the report asks nothing.
 */
export function ListScreen<T, F extends FilterValues = FilterValues>(props: ListScreenProps<T, F>) {
  const { heading, columns, rowKey, rowActions = [], filters = [], rowLink } = props;
  const { t, i18n } = useLingui();
  const officeAdmin = useIsOfficeAdmin();
  const canWrite = props.canWrite ?? officeAdmin;
  const label = props.label ?? heading;
  const [editing, setEditing] = useState<{ row?: T }>();
  const [confirming, setConfirming] = useState<Opened<T>>();
  const [panel, setPanel] = useState<Opened<T>>();
  const [notice, setNotice] = useState<{ ok: boolean; text: string; link?: NoticeLink }>();
  const [version, setVersion] = useState(0);
  const [values, setValues] = useState(() => initialFilterValues(filters));
  // Typed filters reach the server once the typing pauses, as the search does.
  const settled = useDebounced(values, filters.some((f) => f.kind === 'text') ? TYPING_PAUSE_MS : 0);
  const request = queryOf({ ...settled, ...props.query }) as Partial<F>;
  // A date missing or out of range: said at the field, and nothing is asked for.
  const problems = filterProblems(filters, values, i18n);
  const blocked = Object.keys(problems).length > 0;

  // A panel's or a confirmation's opener gets the focus back when it closes; the heading, if that row is gone.
  const opener = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const createRef = useRef<HTMLButtonElement>(null);
  const selection = useListSelection(rowKey, JSON.stringify(request));
  const bulk = canWrite ? props.bulk : undefined;
  const emptyText = props.emptyTextFor?.(request) ?? props.emptyText;
  const handle: ListScreenHandle<F> = {
    query: request,
    notify: (text) => setNotice({ ok: true, text }),
    failed: (error) => setNotice({ ok: false, text: errorText(error, i18n) }),
    invalid: blocked,
  };
  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());
  const [restore, setRestore] = useState(0);
  useEffect(() => {
    if (restore) (opener.current?.isConnected ? opener.current : headingRef.current)?.focus();
  }, [restore]);

  const reload = () => setVersion((v) => v + 1);
  async function run(action: RowAction<T>, row: T) {
    try {
      setNotice({ ok: true, text: await action.run!(row) });
      reload();
    } catch (error) {
      setNotice({ ok: false, text: errorText(error, i18n) });
    }
  }
  const act = (action: RowAction<T>, row: T, event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setNotice(undefined);
    setConfirming(undefined);
    setPanel(undefined);
    if (action.edit) setEditing({ row });
    else if (action.panel) setPanel({ action, row });
    else if (action.confirm) setConfirming({ action, row });
    else if (action.run) void run(action, row);
  };
  const closePanel = () => {
    setPanel(undefined);
    setRestore((n) => n + 1);
  };
  const closeConfirm = () => {
    setConfirming(undefined);
    setRestore((n) => n + 1);
  };

  const shownActions = rowActions.filter((a) => canWrite || a.readOnly);
  const linked = rowLink ? (rowLink.column ?? columns[0]?.key) : undefined;
  const allColumns: Column<T>[] = columns.map((col) =>
    col.key === linked && rowLink
      ? { ...col, cell: (row: T) => <a href={rowLink.href(row)} part={rowLink.part} onClick={(e) => followLink(e, rowLink.href(row))}>{col.cell(row)}</a> }
      : col,
  );
  if (bulk) allColumns.unshift(selection.column(bulk.label));
  if (shownActions.length) {
    allColumns.push({
      key: 'actions',
      header: t`Actions`,
      cell: (row) => (
        <span className="row-actions">
          {shownActions
            .filter((a) => !a.when || a.when(row))
            .map((a) => (
              <button key={a.key} type="button" aria-label={a.label(row)} onClick={(e) => act(a, row, e)}>
                {typeof a.text === 'function' ? a.text(row) : a.text}
              </button>
            ))}
        </span>
      ),
    });
  }

  const filterBar = filters.length ? (
    <ListFilters filters={filters} values={values} problems={problems} onChange={(name: string, value: FilterValue) => setValues((v) => ({ ...v, [name]: value }))} />
  ) : null;

  const createButton = canWrite && props.create && props.form && !editing && (
    <button type="button" className="primary" part="create" ref={createRef} onClick={() => setEditing({})}>
      {props.create}
    </button>
  );

  return (
    <section ref={sectionRef} className="admin" part="base" aria-labelledby="heading">
      <div className="admin-head">
        <h2 id="heading" part="heading" ref={headingRef} tabIndex={-1}>
          {heading}
        </h2>
        {props.headActions ? (
          <span className="head-actions">
            {props.headActions(handle)}
            {createButton}
          </span>
        ) : (
          createButton
        )}
      </div>
      {notice && (
        <Notice variant={notice.ok ? 'success' : 'danger'} part="notice">
          {notice.text}
          {notice.link && (
            <>
              {' '}
              <a href={notice.link.href} onClick={(e) => followLink(e, notice.link!.href)}>
                {notice.link.text}
              </a>
            </>
          )}
        </Notice>
      )}
      {confirming && (
        <ConfirmBar
          key={rowKey(confirming.row)}
          label={confirming.action.confirm!.label}
          confirmText={confirming.action.confirm!.confirmText}
          onConfirm={() => {
            closeConfirm();
            void run(confirming.action, confirming.row);
          }}
          onCancel={closeConfirm}
        >
          {confirming.action.confirm!.question(confirming.row)}
        </ConfirmBar>
      )}
      {panel && !panel.action.panelBelow && panel.action.panel!(panel.row, { close: closePanel, changed: reload, canWrite })}
      {/* Keyed by the row it edits, so another row's form starts afresh. */}
      {canWrite && editing && props.form && (
        <Fragment key={editing.row === undefined ? 'new' : rowKey(editing.row)}>
          {props.form({
            row: editing.row,
            saved: (text, open) => {
              setNotice({ ok: true, text, link: open });
              setEditing(undefined);
              reload();
              // On to the created record when the host routes (the suite does); else the notice links to it.
              if (open && !(sectionRef.current && navigate(sectionRef.current, open.href))) focusHeading();
            },
            cancel: () => {
              setEditing(undefined);
              // The create button comes back: the focus goes back to it.
              if (editing.row === undefined) requestAnimationFrame(() => createRef.current?.focus());
            },
          })}
        </Fragment>
      )}
      {props.above}
      {bulk &&
        selection.selected.length > 0 &&
        bulk.bar(selection.selected, {
          done: (text) => {
            selection.clear();
            setNotice({ ok: true, text });
            reload();
            focusHeading();
          },
          failed: handle.failed,
          clear: selection.clear,
        })}
      {props.fetchPage ? (
        <DataTable
          label={label}
          columns={allColumns}
          rowKey={rowKey}
          fetchPage={(params, signal) =>
            props.fetchPage!({ ...request, ...params }, signal).then((page) => {
              if (bulk) selection.setPageRows(page.results);
              return page;
            })
          }
          filters={request}
          toolbar={(filterBar || props.toolbar || (bulk && selection.selectPage)) && (
            <>
              {filterBar}
              {props.toolbar}
              {bulk && selection.selectPage}
            </>
          )}
          version={version}
          defaultOrdering={props.defaultOrdering}
          searchable={props.searchable}
          emptyText={emptyText}
        />
      ) : props.report ? (
        <ListReport<T, F>
          spec={props.report}
          label={label}
          columns={allColumns}
          rowKey={rowKey}
          query={request}
          load={props.load}
          version={version}
          blocked={blocked}
          toolbar={(filterBar || props.toolbar) && (
            <div className="filters toolbar" part="filters" role="search">
              {filterBar}
              {props.toolbar}
            </div>
          )}
          emptyText={emptyText}
        />
      ) : (
        <Report
          label={label}
          columns={allColumns}
          rowKey={rowKey}
          load={(signal) => props.load!(request, signal)}
          loadKey={JSON.stringify([request, version])}
          toolbar={(filterBar || props.toolbar) && (
            <div className="filters toolbar">
              {filterBar}
              {props.toolbar}
            </div>
          )}
          emptyText={emptyText}
        />
      )}
      {panel?.action.panelBelow && panel.action.panel!(panel.row, { close: closePanel, changed: reload, canWrite })}
    </section>
  );
}

type ReportProps<T> = {
  label: string;
  columns: Column<T>[];
  rowKey(row: T): string | number;
  load(signal: AbortSignal): Promise<T[]>;
  loadKey: string;
  toolbar: ReactNode;
  emptyText: string;
};

/** A report that comes whole: its filters, the loading line or failure, the empty text or the rows. */
function Report<T>({ label, columns, rowKey, load, loadKey, toolbar, emptyText }: ReportProps<T>) {
  const { loaded, retry } = useLoad<T[]>(load, loadKey);
  const rows = loaded.data ?? [];
  return (
    <>
      {toolbar}
      <LoadState loaded={loaded} retry={retry} />
      {loaded.status === 'ready' && rows.length === 0 && (
        <p className="muted" role="status" part="empty">
          {emptyText}
        </p>
      )}
      {rows.length > 0 && loaded.status !== 'error' && (
        <RowsTable label={label} columns={columns} rows={rows} rowKey={rowKey} part="table" busy={loaded.status === 'loading'} />
      )}
    </>
  );
}
