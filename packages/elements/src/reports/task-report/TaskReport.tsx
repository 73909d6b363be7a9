import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DateFilter } from '@si/contract/enums';
import { taskReport, type TaskReport as Report } from '@si/core/admin';
import { DATE_FILTERS, positiveId, StateBar } from '../kit/shared.tsx';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';

export type TaskReportProps = { moduleKind?: string };

/** Task report: per staff assignee (user or team), their items to do, in progress, done and overdue, by due date. */
export function TaskReport({ moduleKind }: TaskReportProps) {
  const { t, i18n } = useLingui();
  const [date, setDate] = useState<number>(DateFilter.ANY);
  const kind = positiveId(moduleKind);
  const { loaded, retry } = useLoad<Report>((signal) => taskReport({ date, module_kind: kind }, signal), JSON.stringify([date, kind]));
  const rows = loaded.data?.results ?? [];
  return (
    <section className="admin" part="base" aria-labelledby="heading">
      <h2 id="heading" part="heading">{t`Task report`}</h2>
      <div className="filters toolbar">
        <label>
          <span>{t`Due`}</span>
          <select value={date} onChange={(e) => setDate(Number(e.target.value))}>
            {DATE_FILTERS.map(([code, label]) => (
              <option key={code} value={code}>
                {i18n._(label)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LoadState loaded={loaded} retry={retry} />
      {loaded.status === 'ready' && rows.length === 0 && (
        <p className="muted" role="status" part="empty">{t`No assigned items due in this period.`}</p>
      )}
      {rows.length > 0 && loaded.status !== 'error' && (
        <TableScroll className="scroller" label={t`Items per assignee`}>
          <table aria-label={t`Items per assignee`} part="table" aria-busy={loaded.status === 'loading'}>
            <thead>
              <tr>
                <th scope="col">{t`Assignee`}</th>
                <th scope="col" className="num">{t`Total`}</th>
                <th scope="col" className="num">{t`To do`}</th>
                <th scope="col" className="num">{t`In progress`}</th>
                <th scope="col" className="num">{t`Done`}</th>
                <th scope="col" className="num">{t`Overdue`}</th>
                <th scope="col">{t`Progress`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.assignee.type}-${r.assignee.id}`}>
                  <td>{r.assignee.type === 'team' ? t`${r.assignee.name} (team)` : r.assignee.name}</td>
                  <td className="num">{r.total}</td>
                  <td className="num">{r.todo}</td>
                  <td className="num">{r.in_progress}</td>
                  <td className="num">{r.done}</td>
                  <td className="num">{r.overdue > 0 ? <span className="overdue">{r.overdue}</span> : 0}</td>
                  <td>
                    <StateBar counts={r} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
