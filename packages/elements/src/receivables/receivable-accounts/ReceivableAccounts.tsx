import { useLingui } from '@lingui/react/macro';
import type { Column } from '../../ui/DataTable.tsx';
import { ListScreen } from '../../ui/ListScreen.tsx';
import { followLink } from '../../admin/links.ts';
import { useCanWrite } from '../../admin/roles.ts';
import { listReceivableAccounts, type ReceivableAccountRow } from '@si/core/admin';
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

type Filters = { overdue?: string };

const fill = (template: string | undefined, id: number) => template?.replaceAll('{id}', String(id));

/** The customer accounts of secure invoice with what they owe: search, sort, page, overdue only; writers create accounts and start invoices. */
export function ReceivableAccounts({ detailHref, newInvoiceHref, draftsHref, settingsHref }: ReceivableAccountsProps) {
  const { t, i18n } = useLingui();
  const canWrite = useCanWrite();
  const lang = i18n.locale;

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
    { key: 'name', header: t`Name`, sort: 'name', cell: (row) => row.name },
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
      key: 'new-invoice',
      header: t`Actions`,
      cell: (row) => {
        const name = row.name;
        return link(fill(newInvoiceHref, row.id), t`New invoice`, 'new-invoice', t`New invoice for ${name}`);
      },
    });
  }

  return (
    <ListScreen<ReceivableAccountRow, Filters>
      heading={t`Customer accounts`}
      columns={columns}
      rowKey={(row) => row.id}
      fetchPage={({ overdue, ...params }, signal) => listReceivableAccounts({ ...params, overdue: overdue === 'true' || undefined }, signal)}
      filters={[{ name: 'overdue', kind: 'check', label: t`Overdue only`, part: 'overdue-filter' }]}
      defaultOrdering="name"
      rowLink={detailHref ? { href: (row) => fill(detailHref, row.id)!, part: 'detail-link' } : undefined}
      canWrite={canWrite}
      create={t`New account`}
      form={({ saved, cancel }) => (
        <AccountForm
          onCreated={(account) => {
            const name = account.name;
            const href = fill(detailHref, account.id);
            saved(t`Account ${name} created.`, href ? { href, text: t`Open ${name}` } : undefined);
          }}
          onCancel={cancel}
        />
      )}
      headActions={() =>
        (draftsHref || settingsHref) && (
          <nav className="head-links" aria-label={t`Invoicing`} part="head-links">
            {draftsHref && link(draftsHref, t`Draft invoices`, 'drafts-link')}
            {settingsHref && link(settingsHref, t`Invoicing settings`, 'settings-link')}
          </nav>
        )
      }
      emptyText={t`No customer accounts yet.`}
      emptyTextFor={({ overdue }) => (overdue ? t`No account has an overdue balance.` : t`No customer accounts yet.`)}
    />
  );
}
