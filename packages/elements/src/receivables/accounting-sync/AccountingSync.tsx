import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { Notice } from '../../base/Notice.tsx';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { errorText } from '../../ui/errorText.ts';
import { ConnectionForm } from './ConnectionForm.tsx';
import { listSyncRuns, runBusinessCentralSync, type SyncRunRow } from '@si/core/admin';

const STATUS: Record<SyncRunRow['status'], MessageDescriptor> = {
  running: msg`Running`,
  succeeded: msg`Succeeded`,
  failed: msg`Failed`,
};

/**
 * The accounting integration of receivables: the Business Central connection, "Sync now"
 * (Office Administrators; the server runs the import and answers the finished run) and the
 * sync log, newest first, whose runs show the records that failed on demand.
 */
export function AccountingSync() {
  const { t, i18n } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const [version, setVersion] = useState(0);
  const [syncing, setSyncing] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [opened, setOpened] = useState<SyncRunRow>();
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  async function syncNow() {
    if (syncing) return;
    setSyncing(true);
    setOutcome(undefined);
    try {
      const run = await runBusinessCentralSync();
      setOutcome(run.status === 'failed' ? { ok: false, text: t`The sync failed: ${run.message}` } : { ok: true, text: t`Sync finished. ${run.message}` });
      if (run.errors.length) setOpened(run);
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error, i18n) });
    } finally {
      setSyncing(false);
      setVersion((v) => v + 1);
    }
  }

  const columns: Column<SyncRunRow>[] = [
    { key: 'status', header: t`Status`, sort: 'status', cell: (r) => <span className={`status status--${r.status}`}>{i18n._(STATUS[r.status] ?? msg`Unknown`)}</span> },
    { key: 'started', header: t`Started`, sort: 'started_at', cell: (r) => when(r.started_at) },
    { key: 'fetched', header: t`Fetched`, numeric: true, cell: (r) => r.fetched },
    { key: 'created', header: t`Created`, numeric: true, cell: (r) => r.created },
    { key: 'updated', header: t`Updated`, numeric: true, cell: (r) => r.updated },
    { key: 'failed', header: t`Failed`, numeric: true, cell: (r) => r.failed },
    { key: 'message', header: t`Message`, cell: (r) => <span className="message" title={r.message}>{r.message}</span> },
    {
      key: 'errors',
      header: t`Errors`,
      cell: (r) =>
        r.errors.length ? (
          <button type="button" className="link" aria-expanded={opened?.id === r.id} aria-controls="sync-errors" onClick={() => setOpened(opened?.id === r.id ? undefined : r)}>
            {opened?.id === r.id ? t`Hide errors (${r.errors.length})` : t`Show errors (${r.errors.length})`}
          </button>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <div className="accounting-sync" part="base">
      <div className="admin-head">
        <h2 part="heading">{t`Accounting integration`}</h2>
      </div>
      {!canWrite && (
        <p className="muted" part="read-only">
          {t`Only an Office Administrator can change these settings or start a sync; you see them read-only.`}
        </p>
      )}
      <ConnectionForm canWrite={canWrite} />
      <section className="sync-section" aria-labelledby="sync-log-title" part="log">
        <div className="admin-head">
          <h3 id="sync-log-title">{t`Sync log`}</h3>
          {canWrite && (
            <button type="button" className="primary" part="sync" onClick={syncNow} disabled={syncing} aria-busy={syncing}>
              {syncing ? t`Syncing…` : t`Sync now`}
            </button>
          )}
        </div>
        {syncing && (
          <p className="muted" role="status">
            {t`Importing the sales invoices from Business Central; this can take a minute.`}
          </p>
        )}
        {outcome && (
          <Notice variant={outcome.ok ? 'success' : 'danger'} part="outcome">
            {outcome.text}
          </Notice>
        )}
        <DataTable
          label={t`Sync log`}
          columns={columns}
          rowKey={(r) => r.id}
          fetchPage={listSyncRuns}
          version={version}
          searchable={false}
          defaultOrdering="-started_at"
          emptyText={t`No sync has run yet.`}
        />
        <div id="sync-errors" part="errors" hidden={!opened}>
          {opened && (
            <>
              <h4>{t`Records that failed in the run of ${when(opened.started_at)}`}</h4>
              <table className="plain">
                <thead>
                  <tr>
                    <th scope="col">{t`Reference`}</th>
                    <th scope="col">{t`Reason`}</th>
                  </tr>
                </thead>
                <tbody>
                  {opened.errors.map((e, i) => (
                    <tr key={i}>
                      <td>{e.reference}</td>
                      <td>{e.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
