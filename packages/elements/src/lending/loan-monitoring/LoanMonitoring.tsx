import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MonitoringList, MonitoringRow, MonitoringView } from '@si/contract';
import { followLink } from '../../admin/links.ts';
import { formatDate } from '../../portal-kit/itemLabels.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { ListFilters, type FilterSpec, type FilterValue, type FilterValues } from '../../ui/ListFilters.tsx';
import { RowsTable } from '../../ui/RowsTable.tsx';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { headroomText, metricText, ratioText, testStatusText } from '../kit/lendingWords.ts';
import { getMonitoring, type MonitoringFilters } from '../kit/staff/monitoringCalls.ts';
import { countText, loanLink, requirementText } from '../kit/staff/monitoringWords.ts';
import { HeadroomChart } from './HeadroomChart.tsx';

const PAGE = 20;
/** The panels in the order the page shows them (the contract's MONITORING_LISTS, which the browser cannot import with zod). */
const LISTS: readonly MonitoringList[] = ['upcoming', 'overdue', 'breaches', 'warnings'];

export type LoanMonitoringProps = {
  /** A loan's page, `{id}` replaced by the loan's (account) id: each row's loan links there. */
  loanHref?: string;
};

function LoanLink({ row, loanHref }: { row: MonitoringRow; loanHref?: string }) {
  const href = loanLink(loanHref, row.loan.id);
  if (!href) return <bdi>{row.loan.reference}</bdi>;
  return (
    <a href={href} part="loan-link" onClick={(event) => followLink(event, href)}>
      <bdi>{row.loan.reference}</bdi>
    </a>
  );
}

type PanelProps = {
  list: MonitoringList;
  heading: string;
  empty: string;
  count: number;
  rows: MonitoringRow[];
  offset: number;
  busy: boolean;
  loanHref?: string;
  onPage(list: MonitoringList, offset: number): void;
};

function Panel({ list, heading, empty, count, rows, offset, busy, loanHref, onPage }: PanelProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const columns: Column<MonitoringRow>[] = [
    { key: 'loan', header: t`Loan`, cell: (r) => <LoanLink row={r} loanHref={loanHref} /> },
    { key: 'borrower', header: t`Borrower`, cell: (r) => r.loan.borrower },
    { key: 'covenant', header: t`Covenant`, cell: (r) => (r.covenant.metric ? `${r.covenant.name} · ${metricText(r.covenant.metric, i18n)}` : r.covenant.name) },
    { key: 'test', header: t`Test date`, cell: (r) => formatDate(r.test_date, lang) },
    { key: 'due', header: t`Due date`, cell: (r) => formatDate(r.due_date, lang) },
    { key: 'requirement', header: t`Requirement`, cell: (r) => requirementText(r.operator, r.threshold, i18n) },
    { key: 'value', header: t`Value`, numeric: true, cell: (r) => ratioText(r.value, lang) },
    { key: 'headroom', header: t`Headroom`, numeric: true, cell: (r) => headroomText(r.headroom, lang) },
    { key: 'status', header: t`Status`, cell: (r) => <span className={`status status-${r.status}`}>{list === 'overdue' ? testStatusText('overdue', i18n) : testStatusText(r.status, i18n)}</span> },
  ];
  const headingId = `panel-${list}`;
  const last = Math.min(offset + rows.length, count);
  return (
    <section className={`panel panel-${list}`} part={`panel panel-${list}`} aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h3 id={headingId}>
        {heading} <span className="count" part="count">{countText(count, lang)}</span>
      </h3>
      {count === 0 ? (
        <p className="muted" part="empty">
          {empty}
        </p>
      ) : (
        <>
          <RowsTable label={heading} columns={columns} rows={rows} rowKey={(r) => r.test_id} part={`${list}-table`} />
          {count > PAGE && (
            <div className="pager" role="group" aria-label={t`Pages of ${heading}`}>
              <span className="muted">{t`${countText(offset + 1, lang)} to ${countText(last, lang)} of ${countText(count, lang)}`}</span>
              <button type="button" part="previous" aria-disabled={offset === 0 || busy} onClick={() => offset > 0 && !busy && onPage(list, Math.max(0, offset - PAGE))}>{t`Previous`}</button>
              <button type="button" part="next" aria-disabled={last >= count || busy} onClick={() => last < count && !busy && onPage(list, offset + PAGE)}>{t`Next`}</button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The portfolio's covenant tests to watch: a filter bar (officer, team, product, rating), then
 * four panels (upcoming, overdue, breaches, warnings), each with its count and a page of rows
 * linking to the loan, and the headroom trend of each covenant in breach or warning as a chart.
 * A panel pages on its own (`list`), leaving the others as they are.
 */
export function LoanMonitoring({ loanHref }: LoanMonitoringProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const [filters, setFilters] = useState<FilterValues>({});
  const [pages, setPages] = useState<Partial<Record<MonitoringList, { offset: number; rows: MonitoringRow[] }>>>({});
  const [paging, setPaging] = useState<MonitoringList | null>(null);
  const [pageError, setPageError] = useState('');
  const query: MonitoringFilters = { officer: filters.officer, team: filters.team, product: filters.product, rating: filters.rating === undefined ? undefined : String(filters.rating), limit: PAGE };
  const key = JSON.stringify(query);
  const { loaded, retry } = useLoad<MonitoringView>((signal) => getMonitoring(query, signal), key);
  const view = loaded.status === 'error' ? undefined : loaded.data;
  const options = view?.options;

  const filterSpecs: FilterSpec[] = [
    { name: 'officer', kind: 'select', label: t`Loan officer`, all: t`All officers`, options: (options?.officers ?? []).map((o) => ({ value: o.id, label: o.name })) },
    { name: 'team', kind: 'select', label: t`Team`, all: t`All teams`, options: (options?.teams ?? []).map((o) => ({ value: o.id, label: o.name })) },
    { name: 'product', kind: 'select', label: t`Product`, all: t`All products`, options: (options?.products ?? []).map((o) => ({ value: o.id, label: o.name })) },
    { name: 'rating', kind: 'select', label: t`Rating`, all: t`All ratings`, options: (options?.ratings ?? []).map((r) => ({ value: r, label: r })) },
  ];
  function change(name: string, value: FilterValue) {
    setFilters((f) => ({ ...f, [name]: value }));
    setPages({});
  }
  async function page(list: MonitoringList, offset: number) {
    setPaging(list);
    setPageError('');
    try {
      const answer = await getMonitoring({ ...query, list, offset });
      setPages((p) => ({ ...p, [list]: { offset, rows: answer[list].results } }));
    } catch {
      setPageError(t`The next rows could not be read. Try again.`);
    } finally {
      setPaging(null);
    }
  }

  const words: Record<MonitoringList, { heading: string; empty: string }> = {
    upcoming: { heading: t`Upcoming tests`, empty: t`No test in the next 90 days awaits figures.` },
    overdue: { heading: t`Figures overdue`, empty: t`No figures are overdue.` },
    breaches: { heading: t`Breaches`, empty: t`No covenant is in breach.` },
    warnings: { heading: t`Warnings`, empty: t`No covenant is near its threshold.` },
  };
  const watched = new Set([...(view?.breaches.results ?? []), ...(view?.warnings.results ?? []), ...(pages.breaches?.rows ?? []), ...(pages.warnings?.rows ?? [])].map((r) => r.covenant.id));
  const trends = (view?.trends ?? []).filter((tr) => watched.has(tr.covenant.id));

  return (
    <section className="admin loan-monitoring" part="base" aria-labelledby="heading" aria-busy={loaded.status === 'loading' || undefined}>
      <div className="admin-head">
        <h2 id="heading" part="heading">{t`Loan monitoring`}</h2>
      </div>
      <p className="muted">{t`Covenant tests of the active loans: those due soon, figures overdue, and the breaches and warnings of the last 12 months.`}</p>
      <div className="filters toolbar" part="filters" role="search">
        <ListFilters filters={filterSpecs} values={filters} problems={{}} onChange={change} />
      </div>
      <LoadState loaded={loaded} retry={retry} />
      <p role="status" className="muted" part="status">
        {view ? t`As of ${formatDate(view.as_of, lang)}: ${countText(view.upcoming.count, lang)} upcoming, ${countText(view.overdue.count, lang)} overdue, ${countText(view.breaches.count, lang)} in breach, ${countText(view.warnings.count, lang)} in warning.` : ''}
      </p>
      {pageError && (
        <p role="alert" className="field-error" part="page-error">
          {pageError}
        </p>
      )}
      {view && (
        <div className="panels">
          {LISTS.map((list) => (
            <Panel
              key={list}
              list={list}
              heading={words[list].heading}
              empty={words[list].empty}
              count={view[list].count}
              rows={pages[list]?.rows ?? view[list].results}
              offset={pages[list]?.offset ?? 0}
              busy={paging === list}
              loanHref={loanHref}
              onPage={(l, o) => void page(l, o)}
            />
          ))}
        </div>
      )}
      {view && trends.length > 0 && (
        <section className="trends" part="trends" aria-labelledby="trends-heading">
          <h3 id="trends-heading">{t`Headroom trends`}</h3>
          <p className="muted">{t`The headroom of each covenant in breach or warning over its last tested periods; the line at zero is the threshold, a cross a breach.`}</p>
          <div className="trend-grid">
            {trends.map((tr, i) => (
              <HeadroomChart key={tr.covenant.id} trend={tr} index={i} />
            ))}
          </div>
        </section>
      )}
    </section>
  );
}
