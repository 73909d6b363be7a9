import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { VendorCreditRow } from '@si/contract';
import { api } from '@si/core/admin';
import { FormActions } from '../../admin/FormActions.tsx';
import { formErrors } from '../../base/errors.ts';
import { Notice } from '../../base/Notice.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { today } from '../../portal-kit/itemLabels.ts';
import { amountProblem, DAY, validCurrency } from '../kit/bills/billWords.ts';
import { CREDIT_MEMO_MAX, CREDIT_NUMBER_MAX } from '../kit/credits/creditWords.ts';

const FIELDS = ['number', 'credit_date', 'currency', 'amount', 'memo'] as const;

export type CreditFormProps = {
  /** The vendor the credit is recorded on. */
  accountId: number;
  onSaved(credit: VendorCreditRow): void;
  onCancel(): void;
};

/** A credit the vendor gave: its credit-note number, day, currency, amount and a memo. All of it is open to apply once saved. */
export function CreditForm({ accountId, onSaved, onCancel }: CreditFormProps) {
  const { t, i18n } = useLingui();
  const uid = useId();
  const [number, setNumber] = useState('');
  const [day, setDay] = useState(today);
  const [currency, setCurrency] = useState('USD');
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      if (!number.trim()) problems.number = t`Enter the vendor's credit-note number.`;
      if (!DAY.test(day)) problems.credit_date = t`Enter the day of the credit.`;
      if (!validCurrency(currency)) problems.currency = t`Enter a three-letter currency code, such as USD or EUR.`;
      const wrong = amountProblem(amount, currency, i18n, { positive: true });
      if (wrong) problems.amount = wrong;
      return problems;
    },
    async () => {
      onSaved(
        await api('createVendorCredit', {
          params: { id: accountId },
          json: { number: number.trim(), credit_date: day, currency: currency.trim().toUpperCase(), amount: amount.trim(), ...(memo.trim() ? { memo: memo.trim() } : {}) },
        }),
      );
    },
    (error) => formErrors(error, FIELDS, i18n),
    t`Check the fields marked below; nothing was sent.`,
  );
  const err = (name: string) => errors.fields[name];
  const described = (id: string, error?: string) => (error ? `${id}-error` : undefined);
  const message = (id: string, error?: string) =>
    error && (
      <small id={`${id}-error`} className="field-error">
        {error}
      </small>
    );
  const field = (id: string, label: string, value: string, onChange: (v: string) => void, opts: { error?: string; type?: string; inputMode?: 'decimal'; dir?: 'ltr'; maxLength?: number } = {}) => (
    <label className="field" htmlFor={id}>
      <span>{label}</span>
      <input
        id={id}
        name={id}
        type={opts.type ?? 'text'}
        value={value}
        inputMode={opts.inputMode}
        dir={opts.dir}
        maxLength={opts.maxLength}
        autoComplete="off"
        aria-invalid={opts.error ? true : undefined}
        aria-describedby={described(id, opts.error)}
        onChange={(e) => onChange(e.target.value)}
      />
      {message(id, opts.error)}
    </label>
  );
  return (
    <section className="panel credit-form" part="form" aria-labelledby={`${uid}-heading`}>
      <h3 id={`${uid}-heading`}>{t`New vendor credit`}</h3>
      <p className="muted">{t`What the vendor owes back: a credit note it sent, or a refund due. Once saved, apply it to the vendor's approved bills.`}</p>
      <form noValidate aria-labelledby={`${uid}-heading`} aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        {errors.alert && (
          <Notice variant="danger" part="form-error">
            {errors.alert}
          </Notice>
        )}
        <div className="credit-fields">
          {field(`${uid}-number`, t`Credit-note number`, number, setNumber, { error: err('number'), maxLength: CREDIT_NUMBER_MAX, dir: 'ltr' })}
          {field(`${uid}-day`, t`Credit date`, day, setDay, { error: err('credit_date'), type: 'date' })}
          {field(`${uid}-currency`, t`Currency`, currency, setCurrency, { error: err('currency'), dir: 'ltr', maxLength: 3 })}
          {field(`${uid}-amount`, t`Amount`, amount, setAmount, { error: err('amount'), inputMode: 'decimal', dir: 'ltr' })}
        </div>
        <label className="field" htmlFor={`${uid}-memo`}>
          <span>{t`Memo (optional)`}</span>
          <textarea id={`${uid}-memo`} name="memo" rows={2} value={memo} maxLength={CREDIT_MEMO_MAX} aria-invalid={err('memo') ? true : undefined} aria-describedby={described(`${uid}-memo`, err('memo'))} onChange={(e) => setMemo(e.target.value)} />
          {message(`${uid}-memo`, err('memo'))}
        </label>
        <FormActions submitText={t`Save credit`} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}
