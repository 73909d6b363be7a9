import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Notice } from '../../base/Notice.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { errorText } from '../../ui/errorText.ts';
import { ActivityTab } from './ActivityTab.tsx';
import { ContactsTab } from './ContactsTab.tsx';
import { DetailsTab } from './DetailsTab.tsx';
import { RemindersTab } from './RemindersTab.tsx';
import { WorkspaceHeader } from './WorkspaceHeader.tsx';
import { useCanWriteWorkspaces } from './labels.ts';
import { AccountKindContext, useAccountWords } from './accountWords.tsx';
import { getAccount, getCustomFieldValues, type AccountRow, type CustomFieldValueRow } from './workspaceCalls.ts';

type Props = { accountId?: string; accountType?: string };
type Loaded = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; account: AccountRow; fields: CustomFieldValueRow[] };
type TabKey = 'details' | 'contacts' | 'activity' | 'reminders';

const positiveId = (text?: string) => (text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : undefined);

/** One workspace (account): its header, details and custom fields, contacts with their portal links, activity and reminder schedule. */
export function WorkspaceDetail({ accountId, accountType }: Props) {
  const { t, i18n } = useLingui();
  const canWrite = useCanWriteWorkspaces();
  const id = positiveId(accountId);
  const kind = positiveId(accountType);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [retry, setRetry] = useState(0);
  const [tab, setTab] = useState<TabKey>('details');
  const words = useAccountWords(loaded.status === 'ready' ? loaded.account.module_kind : undefined);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    Promise.all([getAccount(id, controller.signal), getCustomFieldValues(id, controller.signal)]).then(
      ([account, fields]) => setLoaded({ status: 'ready', account, fields }),
      (error: unknown) => !controller.signal.aborted && setLoaded({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [id, retry]);

  // The header's counts (contacts, progress) come from the account row: read it again after a contact change.
  const refreshAccount = () => {
    if (loaded.status !== 'ready') return;
    getAccount(loaded.account.id).then(
      (account) => setLoaded((l) => (l.status === 'ready' ? { ...l, account } : l)),
      () => undefined,
    );
  };
  // ... and after a change of its requirements, told by si-workspace-requirements on the same page.
  // Listening from the start (not from the first answer) misses no change made while the page loads.
  useEffect(() => {
    if (!id) return;
    const onChange = (event: Event) => {
      if ((event as CustomEvent<{ accountId: number }>).detail?.accountId !== id) return;
      getAccount(id).then(
        (account) => setLoaded((l) => (l.status === 'ready' && l.account.id === account.id ? { ...l, account } : l)),
        () => undefined,
      );
    };
    document.addEventListener('si-requirements-changed', onChange);
    return () => document.removeEventListener('si-requirements-changed', onChange);
  }, [id]);

  if (!id) {
    return (
      <section className="admin" part="base">
        <Notice variant="danger" part="error">
          {t`No workspace was named.`}
        </Notice>
      </section>
    );
  }
  if (loaded.status !== 'ready') {
    return (
      <section className="admin" part="base">
        {loaded.status === 'loading' ? (
          <p className="muted" role="status">{t`Loading…`}</p>
        ) : (
          <div className="table-error" role="alert" part="error">
            <span>{errorText(loaded.error, i18n)}</span>
            <button type="button" onClick={() => setRetry((r) => r + 1)}>{t`Try again`}</button>
          </div>
        )}
      </section>
    );
  }
  const { account, fields } = loaded;
  // A workspace opened under another module's route is not this module's to show.
  if (kind && account.module_kind !== kind) {
    return (
      <section className="admin" part="base">
        <Notice variant="danger" part="error">
          {t`This workspace belongs to another module.`}
        </Notice>
      </section>
    );
  }

  return (
    <AccountKindContext.Provider value={account.module_kind}>
      <section className="admin" part="base" aria-labelledby="workspace-heading">
        <WorkspaceHeader account={account} />
        <Tabs
          label={words.tabs}
          idPrefix="workspace"
          entries={[
            { key: 'details', label: t`Details` },
            { key: 'contacts', label: t`Contacts` },
            { key: 'activity', label: t`Activity` },
            { key: 'reminders', label: t`Reminders` },
          ]}
          current={tab}
          onSelect={setTab}
        />
        <div role="tabpanel" id="workspace-panel" aria-labelledby={`workspace-tab-${tab}`} className="tab-panel" part="panel">
          {tab === 'details' ? (
            <DetailsTab
              account={account}
              fields={fields}
              canWrite={canWrite}
              onSaved={(saved, savedFields) => setLoaded({ status: 'ready', account: saved, fields: savedFields ?? fields })}
            />
          ) : tab === 'contacts' ? (
            <ContactsTab account={account} canWrite={canWrite} onCountChanged={refreshAccount} />
          ) : tab === 'activity' ? (
            <ActivityTab accountId={account.id} accountName={account.name} />
          ) : (
            <RemindersTab accountId={account.id} canWrite={canWrite} />
          )}
        </div>
      </section>
    </AccountKindContext.Provider>
  );
}
