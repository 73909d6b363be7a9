import { useLingui } from '@lingui/react/macro';
import type { InvoiceRow } from '@si/contract';
import { type ListParams, listInvoices } from '@si/core/admin';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { followLink } from '../../admin/links.ts';
import { formatDay, formatMoney } from '../kit/staff/inv-format.ts';

export type InvoiceDraftsProps = {
  /** Route of a draft in the editor, `{id}` replaced. */
  editorHref?: string;
};

/** The organization's draft invoices: a paged, searchable, sortable list; each opens in the editor. */
export function InvoiceDrafts({ editorHref }: InvoiceDraftsProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const hrefOf = (row: InvoiceRow) => (editorHref ? editorHref.replaceAll('{id}', String(row.id)) : undefined);
  const nameOf = (row: InvoiceRow) => row.title || t`Draft ${row.id}`;

  const columns: Column<InvoiceRow>[] = [
    {
      key: 'title',
      header: t`Draft`,
      sort: 'title',
      cell: (row) => {
        const href = hrefOf(row);
        const name = nameOf(row);
        return href ? (
          <a href={href} part="draft-link" onClick={(e) => followLink(e, href)}>
            {name}
          </a>
        ) : (
          name
        );
      },
    },
    { key: 'account', header: t`Customer`, sort: 'account_name', cell: (row) => row.account_name },
    { key: 'lines', header: t`Lines`, numeric: true, cell: (row) => row.lines.length },
    { key: 'total', header: t`Total`, numeric: true, sort: 'total', cell: (row) => formatMoney(row.total, row.currency, lang) },
    { key: 'issue_date', header: t`Issue date`, sort: 'issue_date', cell: (row) => formatDay(row.issue_date, lang) },
    { key: 'created', header: t`Started`, sort: 'created', cell: (row) => formatDay(row.created_at.slice(0, 10), lang) },
  ];

  const fetchPage = (params: ListParams, signal: AbortSignal) => listInvoices({ ...params, state: 'draft' }, signal);

  return (
    <section className="admin" part="base" aria-labelledby="drafts-heading">
      <div className="admin-head">
        <h2 id="drafts-heading" part="heading">{t`Draft invoices`}</h2>
      </div>
      <p className="muted">{t`Start a draft from a customer account; drafts are finalized from the editor.`}</p>
      <DataTable label={t`Draft invoices`} columns={columns} rowKey={(row) => row.id} fetchPage={fetchPage} defaultOrdering="-created" emptyText={t`No drafts.`} />
    </section>
  );
}
