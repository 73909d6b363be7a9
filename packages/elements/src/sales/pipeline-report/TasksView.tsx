/** The sales activities per owner: open ones (with a due time, not done) and the overdue among them as of now, and those done in the period. */
import { useLingui } from '@lingui/react/macro';
import type { OwnerActivities, PipelineReport } from '@si/contract';
import type { Column } from '../../ui/DataTable.tsx';
import { RowsTable } from '../../ui/RowsTable.tsx';
import { countFigure, ownerText } from './reportWords.ts';

export function TasksView({ report }: { report: PipelineReport }) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const columns: Column<OwnerActivities>[] = [
    { key: 'owner', header: t`Owner`, cell: (r) => ownerText(r.owner, i18n) },
    { key: 'open', header: t({ message: 'Open', context: 'activities not done yet' }), numeric: true, cell: (r) => countFigure(r.open, lang) },
    { key: 'overdue', header: t`Overdue`, numeric: true, cell: (r) => countFigure(r.overdue, lang) },
    { key: 'done', header: t`Done in the period`, numeric: true, cell: (r) => countFigure(r.done, lang) },
  ];
  const heading = t`Activities per owner`;
  return (
    <section className="report-part">
      <h3>{heading}</h3>
      <p className="muted">{t`Open: calls, meetings and tasks with a due time, not done yet; overdue: open past their due time.`}</p>
      {report.activities.length === 0 ? (
        <p className="muted" part="empty">
          {t`No activity is open, and none was done in this period.`}
        </p>
      ) : (
        <RowsTable label={heading} columns={columns} rows={report.activities} rowKey={(r) => r.owner?.id ?? 'none'} part="tasks-table" />
      )}
    </section>
  );
}
