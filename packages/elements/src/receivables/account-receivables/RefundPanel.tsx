import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Big, minorUnits } from '@si/contract/money';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { SidePanel } from '../../ui/SidePanel.tsx';
import { checkText, TextArea } from '../../admin/fields.tsx';
import { refundPayment, type PaymentRefundRow, type PaymentRow } from '@si/core/admin';
import { AR_LIMITS, amountError, day, money, today } from '../kit/staff/ar-format.ts';
import { InputField } from '../kit/staff/ar-fields.tsx';

type Props = { payment: PaymentRow; onDone(refund: PaymentRefundRow): void; onClose(): void };

const FIELDS = ['amount', 'reason', 'refunded_on'];

/** What is left to refund of a payment (amount less refunded). */
export function refundable(payment: PaymentRow): Big {
  return new Big(payment.amount).minus(payment.refunded);
}

/**
 * Refunds (part of) a payment: the amount (all that is left, until changed), the reason and the
 * day. The server takes the customer's credit first, then money back from the invoices the
 * payment paid, which reopen. One Idempotency-Key per opening: a second click or a retry refunds once.
 */
export function RefundPanel({ payment, onDone, onClose }: Props) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const left = refundable(payment);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(() => left.toFixed(minorUnits(payment.currency)));
  const [reason, setReason] = useState('');
  const [refundedOn, setRefundedOn] = useState(today);
  const pending = useRef<Promise<void>>(undefined);

  async function send() {
    onDone(await refundPayment(payment.id, { amount: amount.trim(), reason: reason.trim(), refunded_on: refundedOn }, idempotencyKey));
  }

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const found: Record<string, string> = {};
      const amountWrong = amountError(amount, payment.currency, i18n);
      if (amountWrong) found.amount = amountWrong;
      else if (new Big(amount.trim()).gt(left)) found.amount = t`The amount is more than what is left to refund of this payment.`;
      const reasonWrong = checkText(reason, AR_LIMITS.refundReason, i18n);
      if (reasonWrong) found.reason = reasonWrong;
      if (!refundedOn) found.refunded_on = t`This field is required.`;
      return found;
    },
    () => {
      // Two clicks in one frame both pass the busy check: the second waits for the first's request.
      pending.current ??= send().finally(() => {
        pending.current = undefined;
      });
      return pending.current;
    },
    (error) => formErrors(error, FIELDS, i18n),
  );

  const receipt = payment.receipt_number ?? '';
  const paid = money(payment.amount, payment.currency, lang);
  const paidOn = day(payment.received_on, lang);
  const leftText = money(left.toString(), payment.currency, lang);
  const card = payment.method === 'card';
  return (
    <SidePanel open title={receipt ? t`Refund payment ${receipt}` : t`Refund payment`} className="refund-panel" onClose={onClose}>
      <form className="panel-form" noValidate onSubmit={handleSubmit} aria-busy={busy} part="refund-form">
        <p part="refund-summary">{t`Paid ${paid} on ${paidOn}; ${leftText} can be refunded.`}</p>
        <p className="muted">
          {card
            ? t`The money goes back to the card through the payment provider.`
            : t`Record money returned to the customer outside the platform (by transfer, check or cash).`}{' '}
          {t`The customer's unused credit is refunded first; the rest reopens the invoices this payment paid, newest first.`}
        </p>
        <ErrorAlert message={errors.alert} />
        <InputField name="amount" label={t`Amount (${payment.currency})`} inputMode="decimal" value={amount} error={errors.fields.amount} onChange={setAmount} />
        <TextArea name="reason" label={t`Reason (shown on the statement)`} value={reason} error={errors.fields.reason} onChange={setReason} />
        <InputField name="refunded_on" type="date" label={t`Refunded on`} value={refundedOn} min={payment.received_on} max={today()} error={errors.fields.refunded_on} onChange={setRefundedOn} />
        <div className="actions">
          <button type="submit" className="primary" aria-busy={busy} aria-disabled={busy}>
            {t`Refund`}
          </button>
          <button type="button" onClick={onClose}>
            {t`Cancel`}
          </button>
        </div>
      </form>
    </SidePanel>
  );
}
