import { Fragment, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useIsOfficeAdmin } from '../admin/roles.ts';
import { followLink, navigate } from '../admin/links.ts';
import { ConfirmBar } from '../admin/ConfirmBar.tsx';
import { LinkedNotice } from '../admin/LinkedNotice.tsx';
import { DataTable, type Column } from './DataTable.tsx';
import { errorText } from './errorText.ts';
import { ListFilters, filterProblems, initialFilterValues, queryOf, type FilterValue, type FilterValues } from './ListFilters.tsx';
import { RowsTable } from './RowsTable.tsx';
import { useListSelection } from './ListSelection.tsx';
import { ListReport } from './ListReport.tsx';
import { TYPING_PAUSE_MS, useDebounced } from './useDebounced.ts';
import { LoadState, useLoad } from './useLoad.tsx';
import type { ListScreenHandle, ListScreenProps, NoticeLink, RowAction } from './listScreenTypes.ts';

export type { FilterOption, FilterSpec, FilterValue, FilterValues } from './ListFilters.tsx';
export type { ListBulk, ListBulkBar } from './ListSelection.tsx';
export type { ListReportSpec, ReportPage } from './ListReport.tsx';
export type { ListForm, ListPanel, ListScreenHandle, ListScreenProps, NoticeLink, RowAction } from './listScreenTypes.ts';

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
      {notice && <LinkedNotice ok={notice.ok} text={notice.text} link={notice.link} />}
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
