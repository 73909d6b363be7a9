import { useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BillRow, VendorCreditApplied, VendorCreditRow } from '@si/contract';
import { Big } from '@si/contract/money';
import { api } from '@si/core/admin';
import { FormActions } from '../../admin/FormActions.tsx';
import { formErrors } from '../../base/errors.ts';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { formatDate, formatMoney } from '../../portal-kit/itemLabels.ts';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { amountProblem } from '../kit/bills/billWords.ts';
import { defaultApplyAmount } from '../kit/credits/creditWords.ts';

export type ApplyCreditProps = {
  credit: VendorCreditRow;
  /** The credit was applied: the list around it reloads. */
  onApplied(answer: VendorCreditApplied): void;
  onClose(): void;
};

/**
 * Applies part or all of a credit to one of the vendor's approved bills in the credit's currency
 * that are not yet in a payment run: choose the bill, and the amount (at first the smaller of what
 * remains of the credit and what is still to pay on the bill). The outcome says what the bill has
 * left to pay, or that it is paid.
 */
export function ApplyCredit({ credit, onApplied, onClose }: ApplyCreditProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const uid = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [remaining, setRemaining] = useState(credit.remaining);
  const money = (amount: string) => formatMoney(amount, credit.currency, lang);
  // The vendor's approved bills, oldest due first; those of the credit's currency with something to pay are offered.
  const { loaded, retry } = useLoad<BillRow[]>(
    (signal) => api('listBills', { query: { account_id: credit.account_id, state: 'approved', ordering: 'due_date', page_size: 100, page: 1 }, signal }).then((page) => page.results),
    `${credit.account_id}/${credit.id}`,
  );
  const bills = (loaded.data ?? []).filter((b) => b.currency === credit.currency && new Big(b.balance).gt(0));
  const [billId, setBillId] = useState<number>();
  const [amount, setAmount] = useState('');
  const [outcome, setOutcome] = useState<string>();
  const chosen = bills.find((b) => b.id === billId);

  const choose = (value: string) => {
    const id = Number(value) || undefined;
    setBillId(id);
    const picked = bills.find((b) => b.id === id);
    setAmount(picked ? defaultApplyAmount(remaining, picked.balance) : '');
  };

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      if (!chosen) problems.bill_id = t`Choose the bill to apply the credit to.`;
      const wrong = amountProblem(amount, credit.currency, i18n, { positive: true });
      if (wrong) problems.amount = wrong;
      else if (new Big(amount.trim()).gt(remaining)) problems.amount = t`This is more than what remains of the credit: ${money(remaining)}.`;
      else if (chosen && new Big(amount.trim()).gt(chosen.balance)) problems.amount = t`This is more than what is still to pay on the bill: ${money(chosen.balance)}.`;
      return problems;
    },
    async () => {
      const answer = await api('applyVendorCredit', { params: { id: credit.id }, json: { bill_id: chosen!.id, amount: amount.trim() } });
      setRemaining(answer.credit.remaining);
      setOutcome(
        answer.bill.state === 'paid'
          ? t`${money(amount.trim())} of credit ${credit.number} applied to bill ${answer.bill.number}: nothing is left to pay, the bill is paid.`
          : t`${money(amount.trim())} of credit ${credit.number} applied to bill ${answer.bill.number}: ${money(answer.bill.balance)} is left to pay.`,
      );
      setBillId(undefined);
      setAmount('');
      onApplied(answer);
      requestAnimationFrame(() => heading.current?.focus());
    },
    (error) => formErrors(error, ['bill_id', 'amount'], i18n),
    t`Check the fields marked below; nothing was applied.`,
  );

  const left = new Big(remaining).gt(0);
  return (
    <section className="panel apply-credit" part="apply" aria-labelledby={`${uid}-heading`}>
      <div className="admin-head">
        <h3 id={`${uid}-heading`} ref={heading} tabIndex={-1}>
          {t`Apply credit ${credit.number} to a bill`}
        </h3>
        <button type="button" part="close" onClick={onClose}>
          {t`Close`}
        </button>
      </div>
      <p part="remaining">{t`Left to apply: ${money(remaining)} of ${money(credit.amount)}.`}</p>
      {outcome && (
        <Notice variant="success" part="outcome">
          {outcome}
        </Notice>
      )}
      <LoadState loaded={loaded} retry={retry} />
      {left && loaded.status === 'ready' && bills.length === 0 && (
        <p part="no-bills">{t`No approved bill of this vendor in ${credit.currency} waits for payment. A credit applies only to an approved bill that is not yet in a payment run.`}</p>
      )}
      {left && bills.length > 0 && (
        <form noValidate aria-labelledby={`${uid}-heading`} aria-busy={busy} part="apply-form" onSubmit={(e: FormEvent) => void handleSubmit(e)}>
          {errors.alert && (
            <Notice variant="danger" part="apply-error">
              {errors.alert}
            </Notice>
          )}
          <div className="credit-fields">
            <label className="field" htmlFor={`${uid}-bill`}>
              <span>{t`Bill`}</span>
              <select
                id={`${uid}-bill`}
                name="bill_id"
                value={billId ?? ''}
                aria-invalid={errors.fields.bill_id ? true : undefined}
                aria-describedby={errors.fields.bill_id ? `${uid}-bill-error` : undefined}
                onChange={(e) => choose(e.target.value)}
              >
                <option value="">{t`Choose a bill`}</option>
                {bills.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.due_date
                      ? t`${b.number}: ${money(b.balance)} to pay, due ${formatDate(b.due_date, lang)}`
                      : t`${b.number}: ${money(b.balance)} to pay, due on receipt`}
                  </option>
                ))}
              </select>
              {errors.fields.bill_id && (
                <small id={`${uid}-bill-error`} className="field-error">
                  {errors.fields.bill_id}
                </small>
              )}
            </label>
            <label className="field" htmlFor={`${uid}-amount`}>
              <span>{t`Amount to apply (${credit.currency})`}</span>
              <input
                id={`${uid}-amount`}
                name="amount"
                value={amount}
                inputMode="decimal"
                dir="ltr"
                autoComplete="off"
                aria-invalid={errors.fields.amount ? true : undefined}
                aria-describedby={errors.fields.amount ? `${uid}-amount-error` : undefined}
                onChange={(e) => setAmount(e.target.value)}
              />
              {errors.fields.amount && (
                <small id={`${uid}-amount-error`} className="field-error">
                  {errors.fields.amount}
                </small>
              )}
            </label>
          </div>
          <FormActions submitText={t`Apply credit`} busy={busy} onCancel={onClose} />
        </form>
      )}
    </section>
  );
}
