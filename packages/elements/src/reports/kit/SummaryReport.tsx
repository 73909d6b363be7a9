import { useLingui } from '@lingui/react/macro';
import { summaryReport, type ListParams, type SummaryRow } from '@si/core/admin';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { countColumns, hrefFor, moduleName, NavLink, positiveId, StateBar } from './shared.tsx';

export type SummaryReportProps = { moduleKind?: string; detailsHref?: string };
type SummaryTableProps = { moduleKind?: number; detailsHref?: string; onChoose?: (row: SummaryRow) => void };

/** The per-account table (server paged and sorted); each account links to its detail report or, inside the detail report, opens it. */
export function SummaryTable({ moduleKind, detailsHref, onChoose }: SummaryTableProps) {
  const { t, i18n } = useLingui();
  const name = (r: SummaryRow) => {
    const href = hrefFor(detailsHref, r.id);
    if (href) return <NavLink href={href} label={t`Details of ${r.name}`}>{r.name}</NavLink>;
    if (onChoose)
      return (
        <button type="button" className="link" onClick={() => onChoose(r)} aria-label={t`Details of ${r.name}`}>
          {r.name}
        </button>
      );
    return r.name;
  };
  const columns: Column<SummaryRow>[] = [
    { key: 'name', header: t`Account`, sort: 'name', cell: name },
    ...(moduleKind ? [] : [{ key: 'module', header: t`Module`, cell: (r: SummaryRow) => moduleName(i18n, r.module_kind) }]),
    ...countColumns<SummaryRow>(i18n, true),
    { key: 'bar', header: t`Progress`, cell: (r) => <StateBar counts={r} /> },
  ];
  return (
    <DataTable
      label={t`Accounts`}
      columns={columns}
      rowKey={(r) => r.id}
      fetchPage={(params: ListParams, signal) => summaryReport({ ...params, module_kind: moduleKind }, signal)}
      filters={{ moduleKind }}
      defaultOrdering="name"
      emptyText={t`No accounts with items yet.`}
    />
  );
}

/** Summary report: per account, its items to do, in progress, done and overdue. */
export function SummaryReport({ moduleKind, detailsHref }: SummaryReportProps) {
  const { t } = useLingui();
  return (
    <section className="admin" part="base" aria-labelledby="heading">
      <h2 id="heading" part="heading">{t`Summary report`}</h2>
      <SummaryTable moduleKind={positiveId(moduleKind)} detailsHref={detailsHref} />
    </section>
  );
}
