import { useLingui } from '@lingui/react/macro';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { useFormats } from './labels.ts';
import { listPortalAccess, type PortalAccessRow } from './workspaceCalls.ts';

type Props = { accountId: number; contactId: number; contactName: string; version: unknown };

/** Every portal call made with the contact's links, newest first: when, from where, with which browser, and what. */
export function AccessLog({ accountId, contactId, contactName, version }: Props) {
  const { t } = useLingui();
  const { when } = useFormats();
  const columns: Column<PortalAccessRow>[] = [
    { key: 'at', header: t`When`, cell: (r) => when(r.at) },
    { key: 'ip', header: t`IP address`, cell: (r) => <span dir="ltr">{r.ip}</span> },
    { key: 'browser', header: t`Browser`, cell: (r) => <span className="user-agent" title={r.user_agent}>{r.user_agent}</span> },
    { key: 'action', header: t`Access`, cell: (r) => (r.action === 'write' ? t`Write` : t`Read`) },
    { key: 'what', header: t`What`, cell: (r) => r.what },
  ];
  return (
    <section className="group" aria-labelledby="access-heading" part="access-log">
      <h3 id="access-heading">{t`Access log`}</h3>
      <DataTable
        label={t`Access log of ${contactName}`}
        columns={columns}
        rowKey={(r) => r.id}
        fetchPage={(params, signal) => listPortalAccess(accountId, contactId, params, signal)}
        version={version}
        searchable={false}
        emptyText={t`The portal has not been opened with this contact's links yet.`}
      />
    </section>
  );
}
