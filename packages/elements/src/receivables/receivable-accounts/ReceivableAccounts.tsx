import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AccountRow } from '@si/contract';
import type { ListParams } from '@si/core/admin';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { followLink, navigate } from '../../admin/links.ts';
import { OutcomeNotice, useOutcome, type Outcome } from '../../admin/outcome.tsx';
import { useCanWrite } from '../../admin/roles.ts';
import { listReceivableAccounts, type ReceivableAccountRow } from '../kit/staff/ar-api.ts';
import { money } from '../kit/staff/ar-format.ts';
import { AccountForm } from './AccountForm.tsx';

export type ReceivableAccountsProps = {
  /** Route of one account, `{id}` replaced. */
  detailHref?: string;
  /** Route of a new draft invoice on an account, `{id}` replaced. */
  newInvoiceHref?: string;
  /** The draft invoices list and the invoicing settings, linked from the heading. */
  draftsHref?: string;
  settingsHref?: string;
};

type Notice = Outcome & { link?: { href: string; text: string } };

const fill = (template: string | undefined, id: number) => template?.replaceAll('{id}', String(id));

/** The customer accounts of secure invoice with what they owe: search, sort, page, overdue only; writers create accounts and start invoices. */
export function ReceivableAccounts({ detailHref, newInvoiceHref, draftsHref, settingsHref }: ReceivableAccountsProps) {
  const { t, i18n } = useLingui();
  const canWrite = useCanWrite();
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [creating, setCreating] = useState(false);
  const { notice, setNotice, version, reload } = useOutcome<Notice>();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const lang = i18n.locale;

  const fetchPage = (params: ListParams, signal: AbortSignal) => listReceivableAccounts({ ...params, overdue: overdueOnly || undefined }, signal);

  const link = (href: string | undefined, text: string, part: string, label?: string) =>
    href ? (
      <a href={href} part={part} aria-label={label} onClick={(e) => followLink(e, href)}>
        {text}
      </a>
    ) : (
      text
    );

  // Amounts in different currencies are not compared (the server groups them; see its accounts list).
  const byCurrency = t`Sorted by currency first (the organization's default currency, then the others by code), then by amount within each currency.`;
  const columns: Column<ReceivableAccountRow>[] = [
    { key: 'name', header: t`Name`, sort: 'name', cell: (row) => link(fill(detailHref, row.id), row.name, 'detail-link') },
    { key: 'lead', header: t`Lead`, cell: (row) => row.lead_name },
    { key: 'open', header: t`Open balance`, sort: 'open_balance', sortNote: byCurrency, numeric: true, cell: (row) => money(row.open_balance, row.currency, lang) },
    {
      key: 'overdue',
      header: t`Overdue`,
      sort: 'overdue_balance',
      sortNote: byCurrency,
      numeric: true,
      cell: (row) => <span className={Number(row.overdue_balance) > 0 ? 'overdue' : undefined}>{money(row.overdue_balance, row.currency, lang)}</span>,
    },
    {
      key: 'oldest',
      header: t`Oldest overdue`,
      sort: 'oldest_overdue_days',
      numeric: true,
      cell: (row) => {
        const days = row.oldest_overdue_days;
        return days === null ? '' : t`${days} days`;
      },
    },
    { key: 'invoices', header: t`Open invoices`, numeric: true, cell: (row) => row.open_invoices },
    { key: 'credit', header: t`Credit`, numeric: true, cell: (row) => (Number(row.credit) > 0 ? money(row.credit, row.currency, lang) : '') },
    {
      key: 'hold',
      header: t`Hold`,
      cell: (row) =>
        row.on_hold ? (
          <span className="badge" part="hold-badge">
            {t`On hold`}
          </span>
        ) : null,
    },
  ];
  if (canWrite && newInvoiceHref) {
    columns.push({
      key: 'actions',
      header: t`Actions`,
      cell: (row) => {
        const name = row.name;
        return link(fill(newInvoiceHref, row.id), t`New invoice`, 'new-invoice', t`New invoice for ${name}`);
      },
    });
  }

  const closeForm = () => {
    setCreating(false);
    requestAnimationFrame(() => createButton.current?.focus());
  };
  const created = (account: AccountRow) => {
    const name = account.name;
    const href = fill(detailHref, account.id);
    setCreating(false);
    reload();
    setNotice({ ok: true, text: t`Account ${name} created.`, link: href ? { href, text: t`Open ${name}` } : undefined });
    // On to the new account when the host routes (the suite does); otherwise the notice links to it.
    if (href && section.current && navigate(section.current, href)) return;
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <section ref={section} className="admin" part="base" aria-labelledby="heading">
      <div className="admin-head">
        <h2 id="heading" ref={heading} tabIndex={-1} part="heading">{t`Customer accounts`}</h2>
        {(draftsHref || settingsHref) && (
          <nav className="head-links" aria-label={t`Invoicing`} part="head-links">
            {draftsHref && (
              <a href={draftsHref} part="drafts-link" onClick={(e) => followLink(e, draftsHref)}>
                {t`Draft invoices`}
              </a>
            )}
            {settingsHref && (
              <a href={settingsHref} part="settings-link" onClick={(e) => followLink(e, settingsHref)}>
                {t`Invoicing settings`}
              </a>
            )}
          </nav>
        )}
        {canWrite && !creating && (
          <button type="button" className="primary" part="create" ref={createButton} onClick={() => setCreating(true)}>
            {t`New account`}
          </button>
        )}
      </div>
      <OutcomeNotice notice={notice}>
        {notice?.link && (
          <>
            {' '}
            <a href={notice.link.href} onClick={(e) => followLink(e, notice.link!.href)}>
              {notice.link.text}
            </a>
          </>
        )}
      </OutcomeNotice>
      {creating && <AccountForm onCreated={created} onCancel={closeForm} />}
      <DataTable
        label={t`Customer accounts`}
        columns={columns}
        rowKey={(row) => row.id}
        fetchPage={fetchPage}
        filters={overdueOnly}
        version={version}
        defaultOrdering="name"
        emptyText={overdueOnly ? t`No account has an overdue balance.` : t`No customer accounts yet.`}
        toolbar={
          <label className="check" part="overdue-filter">
            <input type="checkbox" checked={overdueOnly} onChange={(e) => setOverdueOnly(e.target.checked)} />
            <span>{t`Overdue only`}</span>
          </label>
        }
      />
    </section>
  );
}
