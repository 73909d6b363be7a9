import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { userDetailReport, userPendingItemsReport, type PendingItemsPage, type UserDetailReport } from '@si/core/admin';
import { countColumns, moduleName, positiveId, STATE_NAMES, StateBar, StateCountFacts, useFormats } from '../kit/shared.tsx';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { statusLabel } from '../../portal-kit/itemLabels.ts';
import { RowsTable } from '../../ui/RowsTable.tsx';
import type { Column } from '../../ui/DataTable.tsx';

export type UserReportProps = { userId?: string; moduleKind?: string };

type PendingItem = PendingItemsPage['results'][number]['items'][number];

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
  const itemColumns: Column<PendingItem>[] = [
    { key: 'item', header: t`Item`, cell: (item) => item.title },
    { key: 'state', header: t`State`, cell: (item) => `${statusLabel(item.status, i18n)} (${i18n._(STATE_NAMES[item.state])})` },
    { key: 'due', header: t`Due date`, cell: (item) => day(item.due_date) },
    { key: 'overdue', header: t`Days overdue`, numeric: true, cell: (item) => (item.days_overdue > 0 ? <span className="overdue">{item.days_overdue}</span> : 0) },
    { key: 'assignee', header: t`Assignee`, cell: (item) => item.assignee ?? '—' },
  ];
  return (
    <section className="pending" part="pending" aria-labelledby="pending-heading">
      <h3 id="pending-heading">{t`Pending items`}</h3>
      <LoadState loaded={loaded} retry={retry} />
      {data && data.count === 0 && <p className="muted" role="status" part="empty">{t`No pending items.`}</p>}
      {data?.results.map(({ account, items }) => (
        <div key={account.id} className="pending-account">
          <h4>{account.name}</h4>
          <RowsTable label={t`Pending items of ${account.name}`} columns={itemColumns} rows={items} rowKey={(item) => item.id} />
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
  const moduleColumns: Column<UserDetailReport['by_module'][number]>[] = [
    { key: 'module', header: t`Module`, cell: (m) => moduleName(i18n, m.module_kind) },
    ...countColumns<UserDetailReport['by_module'][number]>(i18n, false),
  ];
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
            <RowsTable label={t`Items by module`} part="by-module" boxClass="table-wrap" columns={moduleColumns} rows={report.by_module} rowKey={(m) => m.module_kind} />
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
