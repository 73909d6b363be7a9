import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { userDetailReport, userPendingItemsReport, type PendingItemsPage, type UserDetailReport } from '@si/core/admin';
import { moduleName, positiveId, STATE_NAMES, StateBar, StateCountFacts, useFormats } from '../kit/shared.tsx';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { statusLabel } from '../../portal-kit/itemLabels.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';

export type UserReportProps = { userId?: string; moduleKind?: string };

/** Accounts per page of the pending items (the server's default is one). */
const PER_PAGE = [1, 5, 10, 25] as const;

function Pending({ userId, moduleKind }: { userId: number; moduleKind?: number }) {
  const { t, i18n } = useLingui();
  const { day } = useFormats();
  const [paging, setPaging] = useState({ page: 1, per_page: 1 });
  const { loaded, retry } = useLoad<PendingItemsPage>(
    (signal) => userPendingItemsReport(userId, { ...paging, workspace_type: moduleKind }, signal),
    JSON.stringify([userId, moduleKind, paging]),
  );
  const data = loaded.status === 'error' ? undefined : loaded.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / paging.per_page)) : 1;
  return (
    <section className="pending" part="pending" aria-labelledby="pending-heading">
      <h3 id="pending-heading">{t`Pending items`}</h3>
      <LoadState loaded={loaded} retry={retry} />
      {data && data.count === 0 && <p className="muted" role="status" part="empty">{t`No pending items.`}</p>}
      {data?.results.map(({ account, items }) => (
        <div key={account.id} className="pending-account">
          <h4>{account.name}</h4>
          <TableScroll className="scroller" label={t`Pending items of ${account.name}`}>
            <table aria-label={t`Pending items of ${account.name}`}>
              <thead>
                <tr>
                  <th scope="col">{t`Item`}</th>
                  <th scope="col">{t`State`}</th>
                  <th scope="col">{t`Due date`}</th>
                  <th scope="col" className="num">{t`Days overdue`}</th>
                  <th scope="col">{t`Assignee`}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id}>
                    <td>{item.title}</td>
                    <td>{`${statusLabel(item.status, i18n)} (${i18n._(STATE_NAMES[item.state])})`}</td>
                    <td>{day(item.due_date)}</td>
                    <td className="num">{item.days_overdue > 0 ? <span className="overdue">{item.days_overdue}</span> : 0}</td>
                    <td>{item.assignee ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
      ))}
      {data && data.count > 0 && (
        <nav className="pager" part="pager" aria-label={t`Pages of pending items`}>
          <label>
            <span>{t`Accounts per page`}</span>
            <select value={paging.per_page} onChange={(e) => setPaging({ page: 1, per_page: Number(e.target.value) })}>
              {PER_PAGE.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <button type="button" disabled={paging.page <= 1} onClick={() => setPaging((p) => ({ ...p, page: p.page - 1 }))}>
            {t`Previous page`}
          </button>
          <span aria-live="polite">{t`Page ${paging.page} of ${pages}`}</span>
          <button type="button" disabled={paging.page >= pages} onClick={() => setPaging((p) => ({ ...p, page: p.page + 1 }))}>
            {t`Next page`}
          </button>
        </nav>
      )}
    </section>
  );
}

function Detail({ userId }: { userId: number }) {
  const { t, i18n } = useLingui();
  const { when } = useFormats();
  const { loaded, retry } = useLoad<UserDetailReport>((signal) => userDetailReport(userId, signal), String(userId));
  const report = loaded.status === 'error' ? undefined : loaded.data;
  return (
    <>
      <LoadState loaded={loaded} retry={retry} />
      {report && (
        <>
          <p part="user">
            <strong>{report.user.name}</strong> &lt;{report.user.email}&gt;
            {!report.user.is_active && <> · {t`Inactive`}</>}
            {report.user.last_login_at && <> · {t`Last sign-in ${when(report.user.last_login_at)}`}</>}
          </p>
          <dl className="facts" part="facts">
            <div>
              <dt>{t`Accounts led`}</dt>
              <dd>{report.accounts_led}</dd>
            </div>
            <StateCountFacts counts={report.items} byState />
          </dl>
          <StateBar counts={report.items} />
          {report.by_module.length > 0 && (
            <TableScroll label={t`Items by module`}>
              <table aria-label={t`Items by module`} part="by-module">
                <thead>
                  <tr>
                    <th scope="col">{t`Module`}</th>
                    <th scope="col" className="num">{t`Total`}</th>
                    <th scope="col" className="num">{t`To do`}</th>
                    <th scope="col" className="num">{t`In progress`}</th>
                    <th scope="col" className="num">{t`Done`}</th>
                    <th scope="col" className="num">{t`Overdue`}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.by_module.map((m) => (
                    <tr key={m.module_kind}>
                      <td>{moduleName(i18n, m.module_kind)}</td>
                      <td className="num">{m.total}</td>
                      <td className="num">{m.todo}</td>
                      <td className="num">{m.in_progress}</td>
                      <td className="num">{m.done}</td>
                      <td className="num">{m.overdue}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          <section part="activity" aria-labelledby="activity-heading">
            <h3 id="activity-heading">{t`Recent activity`}</h3>
            {report.recent_activity.length === 0 ? (
              <p className="muted">{t`No activity yet.`}</p>
            ) : (
              <ul className="activity">
                {report.recent_activity.map((e) => (
                  <li key={e.id}>
                    <time dateTime={e.created_at}>{when(e.created_at)}</time> — {e.action}
                    {e.entity_id ? ` #${e.entity_id}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  );
}

/** A user's report: their accounts and item counts, recent activity, and their pending items by account. */
export function UserReport({ userId, moduleKind }: UserReportProps) {
  const { t } = useLingui();
  const id = positiveId(userId);
  return (
    <section className="admin" part="base" aria-labelledby="heading">
      <h2 id="heading" part="heading">{t`User report`}</h2>
      {id ? (
        <>
          <Detail key={`d${id}`} userId={id} />
          <Pending key={`p${id}`} userId={id} moduleKind={positiveId(moduleKind)} />
        </>
      ) : (
        <p className="muted" role="status" part="empty">{t`No user chosen.`}</p>
      )}
    </section>
  );
}
