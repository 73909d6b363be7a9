import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { type ListParams, listInvoices, pdfRequest, sendInvoice, type InvoiceRow } from '@si/core/admin';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { followLink } from '../../admin/links.ts';
import { day, money, stateLabel } from '../kit/staff/ar-format.ts';
import { PdfButton } from '../kit/staff/ar-fields.tsx';
import { CreditNotePanel, VoidPanel } from './InvoicePanels.tsx';

type Props = {
  accountId: number;
  docType: 'invoice' | 'credit_note';
  /** Link template of an invoice, `{id}` replaced. */
  invoiceHref?: string;
  canWrite: boolean;
  version: number;
  onChanged(text: string): void;
  onFailed(error: unknown): void;
};

type Acting = { kind: 'void' | 'credit'; invoice: InvoiceRow };

const PAID_OR_OPEN = ['open', 'partially_paid', 'paid'];

/** The account's invoices (or credit notes): state, dates, total, what is still owed; writers send, void and credit them. */
export function InvoicesTab({ accountId, docType, invoiceHref, canWrite, version, onChanged, onFailed }: Props) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const [acting, setActing] = useState<Acting>();
  const [sending, setSending] = useState<number>();
  const invoices = docType === 'invoice';

  const fetchPage = (params: ListParams, signal: AbortSignal) => listInvoices({ ...params, account: accountId, doc_type: docType }, signal);

  async function send(row: InvoiceRow) {
    if (sending !== undefined) return;
    setSending(row.id);
    try {
      const { sent_to } = await sendInvoice(row.id);
      const number = row.number ?? '';
      const to = sent_to.join(', ');
      onChanged(sent_to.length ? t`Invoice ${number} sent to ${to}.` : t`Invoice ${number} was not sent: the account has no contact with an e-mail.`);
    } catch (error) {
      onFailed(error);
    } finally {
      setSending(undefined);
    }
  }

  const numberOf = (row: InvoiceRow) => row.number ?? t`Draft`;
  const columns: Column<InvoiceRow>[] = [
    {
      key: 'number',
      header: t`Number`,
      sort: 'number',
      cell: (row) => {
        const href = invoiceHref?.replaceAll('{id}', String(row.id));
        return href ? (
          <a href={href} part="invoice-link" onClick={(e) => followLink(e, href)}>
            {numberOf(row)}
          </a>
        ) : (
          numberOf(row)
        );
      },
    },
    { key: 'title', header: t`Title`, cell: (row) => row.title },
    {
      key: 'state',
      header: t`State`,
      sort: 'state',
      cell: (row) => (
        <span className={`state state--${row.state}`} part="state">
          {stateLabel(row.state, i18n)}
          {invoices && row.days_overdue > 0 && row.state !== 'void' ? ` · ${t`${row.days_overdue} days overdue`}` : ''}
        </span>
      ),
    },
    { key: 'issued', header: t`Issued`, sort: 'issue_date', cell: (row) => day(row.issue_date, lang) },
  ];
  if (invoices) columns.push({ key: 'due', header: t`Due`, sort: 'due_date', cell: (row) => day(row.due_date, lang) });
  columns.push(
    { key: 'total', header: t`Total`, sort: 'total', numeric: true, cell: (row) => money(row.total, row.currency, lang) },
    { key: 'balance', header: invoices ? t`Balance` : t`To apply`, sort: 'balance', numeric: true, cell: (row) => money(row.balance, row.currency, lang) },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (row) => {
        const number = numberOf(row);
        const finalized = row.state !== 'draft';
        return (
          <span className="row-actions">
            {finalized && <PdfButton request={pdfRequest.invoice(row.id)} filename={`${row.number ?? row.id}.pdf`} label={t`PDF of ${number}`} part="pdf" onFailed={onFailed} />}
            {canWrite && invoices && PAID_OR_OPEN.includes(row.state) && (
              <button type="button" className="link" part="send" aria-label={t`Send ${number}`} aria-busy={sending === row.id} onClick={() => void send(row)}>
                {t`Send`}
              </button>
            )}
            {canWrite && invoices && PAID_OR_OPEN.includes(row.state) && (
              <button type="button" className="link" part="credit-note" aria-label={t`Credit note for ${number}`} onClick={() => setActing({ kind: 'credit', invoice: row })}>
                {t`Credit note`}
              </button>
            )}
            {canWrite && invoices && row.state === 'open' && (
              <button type="button" className="link" part="void" aria-label={t`Void ${number}`} onClick={() => setActing({ kind: 'void', invoice: row })}>
                {t`Void`}
              </button>
            )}
          </span>
        );
      },
    },
  );

  const done = (text: string) => {
    setActing(undefined);
    onChanged(text);
  };

  return (
    <>
      <DataTable
        label={invoices ? t`Invoices` : t`Credit notes`}
        columns={columns}
        rowKey={(row) => row.id}
        fetchPage={fetchPage}
        filters={{ accountId, docType }}
        version={version}
        defaultOrdering="-created"
        searchable={false}
        emptyText={invoices ? t`No invoices yet.` : t`No credit notes yet.`}
      />
      {acting?.kind === 'void' && <VoidPanel invoice={acting.invoice} onDone={done} onClose={() => setActing(undefined)} />}
      {acting?.kind === 'credit' && <CreditNotePanel invoice={acting.invoice} onDone={done} onClose={() => setActing(undefined)} />}
    </>
  );
}
