import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TaskRow } from '@si/contract';
import { DateFilter, TaskStatusFilter } from '@si/contract/enums';
import { listTasks, type ListParams } from '@si/core/admin';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { statusLabel } from '../../portal-kit/itemLabels.ts';

// Labels of spec section 3 (task status filter and date filter).
const STATUSES: [number, MessageDescriptor][] = [
  [TaskStatusFilter.TODO, msg`To do`],
  [TaskStatusFilter.IN_PROGRESS, msg`In progress`],
  [TaskStatusFilter.DONE, msg`Done`],
  [TaskStatusFilter.ALL, msg`All`],
];
const DATES: [number, MessageDescriptor][] = [
  [DateFilter.ANY, msg`Any date`],
  [DateFilter.TODAY, msg`Today`],
  [DateFilter.PAST_7_DAYS, msg`Past 7 days`],
  [DateFilter.THIS_MONTH, msg`This month`],
  [DateFilter.THIS_YEAR, msg`This year`],
];
const STATES: Record<TaskRow['state'], MessageDescriptor> = { todo: msg`To do`, in_progress: msg`In progress`, done: msg`Done` };

/** The signed-in user's tasks (items assigned to them or their teams), filtered by state and due date. */
export function MyTasks() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<number>(TaskStatusFilter.TODO);
  const [date, setDate] = useState<number>(DateFilter.ANY);
  const formatDate = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

  const columns: Column<TaskRow>[] = [
    { key: 'title', header: t`Task`, sort: 'title', cell: (r) => r.title },
    { key: 'account', header: t`Account`, cell: (r) => r.account.name },
    { key: 'status', header: t`Status`, sort: 'status', cell: (r) => `${statusLabel(r.status, i18n)} (${i18n._(STATES[r.state])})` },
    { key: 'due', header: t`Due date`, sort: 'due_date', cell: (r) => (r.due_date ? formatDate(r.due_date) : '—') },
    { key: 'assigned', header: t`Assigned to`, cell: (r) => r.assigned_to?.name ?? '—' },
  ];
  const select = (label: string, value: number, options: [number, MessageDescriptor][], set: (v: number) => void) => (
    <label>
      <span>{label}</span>
      <select value={value} onChange={(e) => set(Number(e.target.value))}>
        {options.map(([code, text]) => (
          <option key={code} value={code}>
            {i18n._(text)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section className="admin" part="base" aria-labelledby="heading">
      <h2 id="heading" part="heading">{t`My tasks`}</h2>
      <DataTable
        label={t`My tasks`}
        columns={columns}
        rowKey={(r) => r.id}
        fetchPage={(params: ListParams, signal) => listTasks({ ...params, status, date }, signal)}
        filters={{ status, date }}
        toolbar={
          <>
            {select(t`Status`, status, STATUSES, setStatus)}
            {select(t`Due`, date, DATES, setDate)}
          </>
        }
        defaultOrdering="due_date"
        emptyText={t`No tasks here.`}
      />
    </section>
  );
}
