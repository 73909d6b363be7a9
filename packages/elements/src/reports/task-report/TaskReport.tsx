import { useLingui } from '@lingui/react/macro';
import { DateFilter } from '@si/contract/enums';
import { taskReport, type TaskReportRow } from '@si/core/admin';
import { DATE_FILTERS, positiveId, StateBar } from '../kit/shared.tsx';
import { ListScreen } from '../../ui/ListScreen.tsx';

export type TaskReportProps = { moduleKind?: string };

type TaskFilters = { date: number; module_kind?: number };

/** Task report: per staff assignee (user or team), their items to do, in progress, done and overdue, by due date. */
export function TaskReport({ moduleKind }: TaskReportProps) {
  const { t, i18n } = useLingui();
  return (
    <ListScreen<TaskReportRow, TaskFilters>
      heading={t`Task report`}
      label={t`Items per assignee`}
      columns={[
        { key: 'assignee', header: t`Assignee`, cell: (r) => (r.assignee.type === 'team' ? t`${r.assignee.name} (team)` : r.assignee.name) },
        { key: 'total', header: t`Total`, numeric: true, cell: (r) => r.total },
        { key: 'todo', header: t`To do`, numeric: true, cell: (r) => r.todo },
        { key: 'in_progress', header: t`In progress`, numeric: true, cell: (r) => r.in_progress },
        { key: 'done', header: t`Done`, numeric: true, cell: (r) => r.done },
        { key: 'overdue', header: t`Overdue`, numeric: true, cell: (r) => (r.overdue > 0 ? <span className="overdue">{r.overdue}</span> : 0) },
        { key: 'progress', header: t`Progress`, cell: (r) => <StateBar counts={r} /> },
      ]}
      rowKey={(r) => `${r.assignee.type}-${r.assignee.id}`}
      load={async ({ date = DateFilter.ANY, module_kind }, signal) => (await taskReport({ date, module_kind }, signal)).results}
      filters={[{ name: 'date', kind: 'select', label: t`Due`, options: DATE_FILTERS.map(([value, label]) => ({ value, label: i18n._(label) })), default: DateFilter.ANY }]}
      query={{ module_kind: positiveId(moduleKind) }}
      emptyText={t`No assigned items due in this period.`}
    />
  );
}
