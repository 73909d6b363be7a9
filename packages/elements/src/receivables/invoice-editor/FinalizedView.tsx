import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { InvoiceRow } from '@si/contract';
import { formErrors, type FormErrors } from '../../base/errors.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { LinkedNotice, type NoticeLink } from '../../admin/LinkedNotice.tsx';
import { followLink } from '../../admin/links.ts';
import { createCreditNote, invoicePdf, sendInvoice, voidInvoice } from '@si/core/admin';
import { formatDay, formatMoney, pdfName, saveFile } from '../kit/staff/inv-format.ts';
import { Totals } from './Totals.tsx';
import { useStateLabel } from './stateLabel.ts';
import { plain } from './draft.ts';

type FinalizedViewProps = {
  invoice: InvoiceRow;
  /** The free-form document's route, or undefined when the host gave none. */
  documentHref?: string;
  /** The route of another invoice (a new credit note). */
  invoiceHref?: (id: number) => string | undefined;
  /** A new state of the invoice, or undefined: read it again (its balance changed). */
  onChanged(row?: InvoiceRow): void;
};

type Form = 'void' | 'credit' | undefined;
type Busy = 'send' | 'void' | 'credit' | 'pdf' | undefined;

/**
 * A finalized invoice or credit note, read-only: number, state, dates, lines, totals and balance,
 * with Send, Void (with a reason), Credit note (an amount and a reason), Download PDF and the
 * link to its free-form document.
 */
export function FinalizedView({ invoice, documentHref, invoiceHref, onChanged }: FinalizedViewProps) {
  const { t, i18n } = useLingui();
  const stateLabel = useStateLabel();
  const [form, setForm] = useState<Form>();
  const [busy, setBusy] = useState<Busy>();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [notice, setNotice] = useState<{ text: string; link?: NoticeLink }>();
  const lang = i18n.locale;
  const money = (value: string) => formatMoney(value, invoice.currency, lang);
  const isCredit = invoice.doc_type === 'credit_note';
  const number = invoice.number ?? String(invoice.id);
  const voided = invoice.state === 'void';

  async function act(kind: Exclude<Busy, undefined>, shown: string[], work: () => Promise<void>) {
    if (busy) return;
    setBusy(kind);
    setNotice(undefined);
    setErrors({ fields: {} });
    try {
      await work();
    } catch (error) {
      setErrors(formErrors(error, shown, i18n));
    } finally {
      setBusy(undefined);
    }
  }

  const openForm = (next: Form) => {
    setForm(next);
    setReason('');
    setAmount('');
    setErrors({ fields: {} });
  };

  const handleSend = () =>
    act('send', [], async () => {
      const { sent_to } = await sendInvoice(invoice.id);
      const to = sent_to.join(', ');
      setNotice({ text: t`Sent to ${to}.` });
    });
  const handlePdf = () => act('pdf', [], async () => saveFile(await invoicePdf(invoice.id), pdfName(invoice)));
  const handleVoid = () =>
    act('void', ['reason'], async () => {
      if (!reason.trim()) {
        setErrors({ fields: { reason: t`Give the reason.` } });
        return;
      }
      const row = await voidInvoice(invoice.id, reason.trim());
      setForm(undefined);
      setNotice({ text: t`Invoice ${number} is void.` });
      onChanged(row);
    });
  const handleCredit = () =>
    act('credit', ['reason', 'amount'], async () => {
      const fields: Record<string, string> = {};
      if (!/^\d{1,14}(\.\d{1,4})?$/.test(amount.trim()) || Number(amount) <= 0) fields.amount = t`Enter an amount greater than zero.`;
      if (!reason.trim()) fields.reason = t`Give the reason.`;
      if (Object.keys(fields).length) {
        setErrors({ fields });
        return;
      }
      const note = await createCreditNote(invoice.id, { amount: amount.trim(), reason: reason.trim() });
      const href = invoiceHref?.(note.id);
      const noteNumber = note.number ?? String(note.id);
      setForm(undefined);
      setNotice({ text: t`Credit note ${noteNumber} issued.`, link: href ? { href, text: t`Open credit note ${noteNumber}` } : undefined });
      // The invoice's balance went down: read it again.
      onChanged();
    });

  const fieldError = (name: string) =>
    errors.fields[name] ? (
      <small id={`${form}-${name}-error`} className="field-error">
        {errors.fields[name]}
      </small>
    ) : null;
  const described = (name: string) => (errors.fields[name] ? { 'aria-invalid': true, 'aria-describedby': `${form}-${name}-error` } : {});

  return (
    <section className="editor" part="invoice" aria-labelledby="invoice-heading">
      <div className="admin-head">
        <h2 id="invoice-heading" part="heading">
          {isCredit ? t`Credit note ${number}` : t`Invoice ${number}`}
        </h2>
        <span className={`chip chip--${invoice.state}`} part="state">
          {stateLabel(invoice.state)}
        </span>
      </div>
      {notice && <LinkedNotice text={notice.text} link={notice.link} />}
      <ErrorAlert message={errors.alert} />
      <dl className="facts" part="facts">
        <div>
          <dt>{t`Customer`}</dt>
          <dd>
            <bdi>{invoice.account_name}</bdi>
          </dd>
        </div>
        {invoice.title && (
          <div>
            <dt>{t`Title`}</dt>
            <dd>{invoice.title}</dd>
          </div>
        )}
        <div>
          <dt>{t`Issue date`}</dt>
          <dd>{formatDay(invoice.issue_date, lang)}</dd>
        </div>
        {!isCredit && (
          <div>
            <dt>{t`Due date`}</dt>
            <dd>{formatDay(invoice.due_date, lang)}</dd>
          </div>
        )}
        <div>
          <dt>{t`Currency`}</dt>
          <dd>{invoice.currency}</dd>
        </div>
        {voided && invoice.void_reason && (
          <div>
            <dt>{t`Void reason`}</dt>
            <dd>{invoice.void_reason}</dd>
          </div>
        )}
      </dl>
      <div className="table-wrap">
        <table className="plain-table" part="lines">
          <caption className="sr-only">{t`Invoice lines`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Description`}</th>
              <th scope="col" className="num">{t`Quantity`}</th>
              <th scope="col" className="num">{t`Unit price`}</th>
              <th scope="col" className="num">{t`Tax rate %`}</th>
              <th scope="col" className="num">{t`Discount %`}</th>
              <th scope="col" className="num">{t`Amount`}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.description}</td>
                <td className="num">{plain(line.quantity)}</td>
                <td className="num">{money(line.unit_price)}</td>
                <td className="num">{plain(line.tax_rate)}</td>
                <td className="num">{plain(line.discount)}</td>
                <td className="num">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Totals subtotal={invoice.subtotal} tax={invoice.tax} total={invoice.total} balance={invoice.balance} currency={invoice.currency} />
      {invoice.memo && <p className="memo">{invoice.memo}</p>}

      {form === 'void' && (
        <div className="panel" role="group" aria-label={t`Void invoice ${number}`} part="void-form">
          <div className="field">
            <label htmlFor="void-reason">{t`Reason`}</label>
            <input id="void-reason" value={reason} maxLength={500} {...described('reason')} onChange={(e) => setReason(e.target.value)} />
            {fieldError('reason')}
          </div>
          <p className="muted">{t`A void invoice stays in the records with its number; nothing is owed on it.`}</p>
          <div className="actions">
            <button type="button" className="danger" aria-busy={busy === 'void'} disabled={!!busy} onClick={() => void handleVoid()}>
              {t`Void invoice`}
            </button>
            <button type="button" onClick={() => openForm(undefined)}>{t`Cancel`}</button>
          </div>
        </div>
      )}
      {form === 'credit' && (
        <div className="panel" role="group" aria-label={t`Credit note for ${number}`} part="credit-form">
          <div className="field">
            <label htmlFor="credit-amount">{t`Amount (tax included)`}</label>
            <input id="credit-amount" inputMode="decimal" value={amount} {...described('amount')} onChange={(e) => setAmount(e.target.value)} />
            {fieldError('amount')}
          </div>
          <div className="field">
            <label htmlFor="credit-reason">{t`Reason`}</label>
            <input id="credit-reason" value={reason} maxLength={500} {...described('reason')} onChange={(e) => setReason(e.target.value)} />
            {fieldError('reason')}
          </div>
          <div className="actions">
            <button type="button" className="primary" aria-busy={busy === 'credit'} disabled={!!busy} onClick={() => void handleCredit()}>
              {t`Issue credit note`}
            </button>
            <button type="button" onClick={() => openForm(undefined)}>{t`Cancel`}</button>
          </div>
        </div>
      )}

      <div className="actions" part="actions">
        {!voided && (
          <button type="button" className="primary" aria-busy={busy === 'send'} disabled={!!busy} onClick={() => void handleSend()}>
            {t`Send`}
          </button>
        )}
        <button type="button" aria-busy={busy === 'pdf'} disabled={!!busy} onClick={() => void handlePdf()}>
          {t`Download PDF`}
        </button>
        {!isCredit && !voided && form !== 'credit' && (
          <button type="button" disabled={!!busy} onClick={() => openForm('credit')}>
            {t`Credit note`}
          </button>
        )}
        {/* Void only while nothing is applied; the server refuses it otherwise too. */}
        {invoice.state === 'open' && form !== 'void' && (
          <button type="button" className="danger" disabled={!!busy} onClick={() => openForm('void')}>
            {t`Void`}
          </button>
        )}
        {documentHref && (
          <a href={documentHref} part="document-link" onClick={(e) => followLink(e, documentHref)}>
            {t`Free-form document`}
          </a>
        )}
      </div>
    </section>
  );
}
