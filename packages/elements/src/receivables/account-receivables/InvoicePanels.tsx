import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Big } from '@si/contract/money';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { SidePanel } from '../../ui/SidePanel.tsx';
import { checkText, TextArea } from '../../admin/fields.tsx';
import { createCreditNote, voidInvoice, type InvoiceRow } from '@si/core/admin';
import { AR_LIMITS, amountError, money } from '../kit/staff/ar-format.ts';
import { InputField } from '../kit/staff/ar-fields.tsx';

type Props = { invoice: InvoiceRow; onDone(text: string): void; onClose(): void };

/** Voids an open invoice nothing was paid on; the reason is kept and printed. */
export function VoidPanel({ invoice, onDone, onClose }: Props) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const number = invoice.number ?? '';
  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const error = checkText(reason, AR_LIMITS.reason, i18n);
      const found: Record<string, string> = {};
      if (error) found.reason = error;
      return found;
    },
    async () => {
      await voidInvoice(invoice.id, reason.trim());
      onDone(t`Invoice ${number} voided.`);
    },
    (error) => formErrors(error, ['reason'], i18n),
  );
  return (
    <SidePanel open title={t`Void invoice ${number}`} onClose={onClose}>
      <form className="panel-form" noValidate onSubmit={handleSubmit} aria-busy={busy} part="void-form">
        <p>{t`A void invoice is no longer owed. Only an invoice without payments or credits can be voided.`}</p>
        <ErrorAlert message={errors.alert} />
        <TextArea name="reason" label={t`Reason`} value={reason} error={errors.fields.reason} onChange={setReason} />
        <div className="actions">
          <button type="submit" className="danger" aria-busy={busy}>
            {t`Void invoice`}
          </button>
          <button type="button" onClick={onClose}>
            {t`Cancel`}
          </button>
        </div>
      </form>
    </SidePanel>
  );
}

/** Issues a credit note against an invoice for an amount (tax included) up to its balance, with the reason printed on it. */
export function CreditNotePanel({ invoice, onDone, onClose }: Props) {
  const { t, i18n } = useLingui();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const number = invoice.number ?? '';
  const lang = i18n.locale;
  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const found: Record<string, string> = {};
      const amountWrong = amountError(amount, invoice.currency, i18n);
      if (amountWrong) found.amount = amountWrong;
      else if (new Big(amount.trim()).gt(invoice.total)) found.amount = t`The credit is more than the invoice's total.`;
      const reasonWrong = checkText(reason, AR_LIMITS.reason, i18n);
      if (reasonWrong) found.reason = reasonWrong;
      return found;
    },
    async () => {
      const note = await createCreditNote(invoice.id, { amount: amount.trim(), reason: reason.trim() });
      const noteNumber = note.number ?? '';
      onDone(t`Credit note ${noteNumber} issued against ${number}.`);
    },
    (error) => formErrors(error, ['amount', 'reason'], i18n),
  );
  const balance = money(invoice.balance, invoice.currency, lang);
  return (
    <SidePanel open title={t`Credit note for ${number}`} onClose={onClose}>
      <form className="panel-form" noValidate onSubmit={handleSubmit} aria-busy={busy} part="credit-form">
        <p>{t`Balance of the invoice: ${balance}`}</p>
        <ErrorAlert message={errors.alert} />
        <InputField name="amount" label={t`Amount (${invoice.currency}, tax included)`} inputMode="decimal" value={amount} error={errors.fields.amount} onChange={setAmount} />
        <TextArea name="reason" label={t`Reason (printed on the credit note)`} value={reason} error={errors.fields.reason} onChange={setReason} />
        <div className="actions">
          <button type="submit" className="primary" aria-busy={busy}>
            {t`Issue credit note`}
          </button>
          <button type="button" onClick={onClose}>
            {t`Cancel`}
          </button>
        </div>
      </form>
    </SidePanel>
  );
}
