import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Notice } from '../../base/Notice.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { ActivityTab } from './ActivityTab.tsx';
import { ContactsTab } from './ContactsTab.tsx';
import { DetailsTab } from './DetailsTab.tsx';
import { RemindersTab } from './RemindersTab.tsx';
import { WorkspaceHeader } from './WorkspaceHeader.tsx';
import { useCanWriteWorkspaces } from './labels.ts';
import { AccountKindContext, useAccountWords } from './accountWords.tsx';
import { getAccount, getCustomFieldValues, type AccountRow, type CustomFieldValueRow } from '@si/core/admin';

type Props = { accountId?: string; accountType?: string };
type Workspace = { account: AccountRow; fields: CustomFieldValueRow[] };
type TabKey = 'details' | 'contacts' | 'activity' | 'reminders';

const positiveId = (text?: string) => (text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : undefined);

/** One workspace (account): its header, details and custom fields, contacts with their portal links, activity and reminder schedule. */
export function WorkspaceDetail({ accountId, accountType }: Props) {
  const { t, i18n } = useLingui();
  const canWrite = useCanWriteWorkspaces();
  const id = positiveId(accountId);
  const kind = positiveId(accountType);
  const { loaded, retry, setData } = useLoad<Workspace>(
    id ? async (signal) => {
      const [account, fields] = await Promise.all([getAccount(id, signal), getCustomFieldValues(id, signal)]);
      return { account, fields };
    } : null,
    String(id),
  );
  const [tab, setTab] = useState<TabKey>('details');
  const ready = loaded.status === 'ready' ? loaded.data : undefined;
  const words = useAccountWords(ready?.account.module_kind);

  // The header's counts (contacts, progress) come from the account row: read it again after a contact change.
  const refreshAccount = () => {
    if (!ready) return;
    getAccount(ready.account.id).then(
      (account) => setData((w) => ({ ...w, account })),
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
        (account) => setData((w) => (w.account.id === account.id ? { ...w, account } : w)),
        () => undefined,
      );
    };
    document.addEventListener('si-requirements-changed', onChange);
    return () => document.removeEventListener('si-requirements-changed', onChange);
  }, [id, setData]);

  if (!id) {
    return (
      <section className="admin" part="base">
        <Notice variant="danger" part="error">
          {t`No workspace was named.`}
        </Notice>
      </section>
    );
  }
  if (!ready) {
    return (
      <section className="admin" part="base">
        {loaded.status === 'loading' ? (
          <p className="muted" role="status">{t`Loading…`}</p>
        ) : (
          <div className="table-error" role="alert" part="error">
            <span>{errorText(loaded.error, i18n)}</span>
            <button type="button" onClick={retry}>{t`Try again`}</button>
          </div>
        )}
      </section>
    );
  }
  const { account, fields } = ready;
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
              onSaved={(saved, savedFields) => setData({ account: saved, fields: savedFields ?? fields })}
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
