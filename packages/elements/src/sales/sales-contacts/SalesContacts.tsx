import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SalesContactRow } from '@si/contract';
import { api } from '@si/core/admin';
import { useCanWrite } from '../../admin/roles.ts';
import { followLink } from '../../admin/links.ts';
import { LinkedNotice } from '../../admin/LinkedNotice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { ListScreen } from '../../ui/ListScreen.tsx';
import { fillLink } from '../kit/salesWords.ts';
import { contactName, openDealsText } from './contactWords.ts';
import { MergeContact } from './MergeContact.tsx';

export type SalesContactsProps = {
  /** A sales account's page, `{id}` replaced; without it the accounts are plain names. */
  accountHref?: string;
};

/** A contact's sales accounts: links (or names), and how many more there are than the row names. */
function AccountLinks({ row, accountHref }: { row: SalesContactRow; accountHref?: string }) {
  const { t } = useLingui();
  const more = row.sales_account_count - row.sales_accounts.length;
  return (
    <ul className="account-links">
      {row.sales_accounts.map((a) => {
        const href = fillLink(accountHref, { id: a.id });
        return (
          <li key={a.id}>
            {href ? (
              <a href={href} part="account-link" onClick={(e) => followLink(e, href)}>
                {a.name}
              </a>
            ) : (
              <bdi>{a.name}</bdi>
            )}
          </li>
        );
      })}
      {more > 0 && <li className="muted">{t`and ${more} more`}</li>}
    </ul>
  );
}

/**
 * The sales contacts: the organization's contact directory narrowed to the contacts on a sales
 * account, each with its sales accounts and the open deals on them, described for the list-screen
 * kit (search, sorting, pages of 10 to 100). A writer merges two contacts that are one person from
 * a row: the other is found in the whole directory, the one to keep is chosen, and what will
 * happen is said before anything is sent.
 */
export function SalesContacts({ accountHref }: SalesContactsProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const canWrite = useCanWrite();
  const [outcome, setOutcome] = useState<{ text: string; n: number }>();
  const outcomeRef = useRef<HTMLDivElement>(null);
  // After a merge the row it was asked from may be gone: the outcome takes the focus.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  return (
    <ListScreen<SalesContactRow>
      heading={t`Contacts`}
      label={t`Sales contacts`}
      columns={[
        { key: 'name', header: t`Name`, sort: 'name', cell: (c) => contactName(c) },
        { key: 'company', header: t`Company`, sort: 'company_name', cell: (c) => c.company_name },
        { key: 'email', header: t`E-mail`, sort: 'email', cell: (c) => c.email },
        { key: 'phone', header: t`Phone`, cell: (c) => (c.phone ? <bdi dir="ltr">{c.phone}</bdi> : '') },
        { key: 'accounts', header: t`Accounts`, cell: (c) => <AccountLinks row={c} accountHref={accountHref} /> },
        { key: 'deals', header: t`Open deals`, cell: (c) => openDealsText(c.open_deals, lang, i18n) },
      ]}
      rowKey={(c) => c.id}
      fetchPage={({ page, page_size, ordering, search }, signal) => api('listSalesContacts', { query: { page, page_size, ordering, search }, signal })}
      defaultOrdering="name"
      canWrite={canWrite}
      rowActions={[
        {
          key: 'merge',
          text: t`Merge`,
          label: (c) => {
            const name = contactName(c);
            return t`Merge ${name}`;
          },
          panel: (c, panel) => (
            <MergeContact
              key={c.id}
              contact={c}
              onClose={panel.close}
              onMerged={(text) => {
                setOutcome((last) => ({ text, n: (last?.n ?? 0) + 1 }));
                panel.changed();
                panel.close();
              }}
            />
          ),
        },
      ]}
      above={
        outcome && (
          <div ref={outcomeRef} tabIndex={-1} className="outcome">
            <LinkedNotice key={outcome.n} text={outcome.text} />
          </div>
        )
      }
      emptyText={t`No contact is on a sales account yet.`}
    />
  );
}
