import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { LENDING_LIMITS } from '@si/contract/lending';
import { describeError, fieldErrors } from '@si/core';
import type { LoanRequestInput } from './loanRequestCalls.ts';

type Field = 'amount' | 'purpose' | 'term_months' | 'documents_note';
type Errors = Partial<Record<Field | 'form', string>>;

export type LoanRequestFormProps = {
  send(input: LoanRequestInput): Promise<void>;
};

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The borrower's request: the amount (cents at most), what it is for, the term in months and a
 * note on the documents that will follow. Nothing typed is lost when the server refuses it; each
 * refusal is said at its field.
 */
export function LoanRequestForm({ send }: LoanRequestFormProps) {
  const { t, i18n } = useLingui();
  const [amount, setAmount] = useState('');
  const [purpose, setPurpose] = useState('');
  const [term, setTerm] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');

  function check(): Errors {
    const found: Errors = {};
    const a = amount.trim().replace(/,/g, '');
    if (!AMOUNT.test(a)) found.amount = t`Enter an amount like 250000 or 250000.00.`;
    else if (!/[1-9]/.test(a)) found.amount = t`Enter an amount above zero.`;
    if (!purpose.trim()) found.purpose = t`Say what the loan is for.`;
    const months = Number(term);
    const most = LENDING_LIMITS.termMonths;
    if (!/^\d+$/.test(term.trim()) || months < 1 || months > most) found.term_months = t`Enter a whole number of months from 1 to ${most}.`;
    return found;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSent('');
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await send({ amount: amount.trim().replace(/,/g, ''), purpose: purpose.trim(), term_months: Number(term), documents_note: note.trim() });
      setAmount('');
      setPurpose('');
      setTerm('');
      setNote('');
      setSent(t`Your loan request was sent. Upload its documents to the request in your list of requirements.`);
    } catch (error) {
      const fields = fieldErrors(error);
      const known: Field[] = ['amount', 'purpose', 'term_months', 'documents_note'];
      const next: Errors = {};
      for (const field of known) if (fields[field]) next[field] = fields[field];
      if (!Object.keys(next).length) next.form = describeError(error, i18n);
      setErrors(next);
    } finally {
      setBusy(false);
    }
  }

  const described = (field: Field) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `loan-request-${field}-error` } : {});
  const errorOf = (field: Field) =>
    errors[field] && (
      <span id={`loan-request-${field}-error`} className="field-error">
        {errors[field]}
      </span>
    );

  return (
    <form className="loan-request-form" part="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <label className="field">
        <span>{t`Amount`}</span>
        <input name="amount" inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} {...described('amount')} />
        {errorOf('amount')}
      </label>
      <label className="field">
        <span>{t`What is the loan for?`}</span>
        <textarea name="purpose" rows={3} maxLength={LENDING_LIMITS.purpose} value={purpose} onChange={(event) => setPurpose(event.target.value)} {...described('purpose')} />
        {errorOf('purpose')}
      </label>
      <label className="field">
        <span>{t`Term in months`}</span>
        <input name="term_months" inputMode="numeric" autoComplete="off" value={term} onChange={(event) => setTerm(event.target.value)} {...described('term_months')} />
        {errorOf('term_months')}
      </label>
      <label className="field">
        <span>{t`Documents you will send (optional)`}</span>
        <textarea name="documents_note" rows={2} maxLength={LENDING_LIMITS.description} value={note} onChange={(event) => setNote(event.target.value)} {...described('documents_note')} />
        {errorOf('documents_note')}
      </label>
      {errors.form && (
        <p className="notice notice--danger" role="alert" part="form-error">
          {errors.form}
        </p>
      )}
      <p role="status" part="sent">
        {sent}
      </p>
      <button type="submit" className="primary" part="submit" disabled={busy}>
        {t`Send loan request`}
      </button>
    </form>
  );
}
