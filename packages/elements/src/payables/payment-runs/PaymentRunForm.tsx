import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PaymentCandidateRow, PaymentCandidates, PaymentRunDetail } from '@si/contract';
import { sumMoney } from '@si/contract/money';
import { api, listBankAccounts, type BankAccount } from '@si/core/admin';
import { FormActions } from '../../admin/FormActions.tsx';
import { SelectField } from '../../admin/fields.tsx';
import { formErrors } from '../../base/errors.ts';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { formatDate, formatMoney, today } from '../../portal-kit/itemLabels.ts';
import { RowsTable } from '../../ui/RowsTable.tsx';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { paysToText } from './runWords.ts';

type Props = {
  onMade(run: PaymentRunDetail): void;
  onCancel(): void;
};

const FIELDS = ['paying_account_id', 'currency', 'due_by', 'execution_date', 'bill_ids'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A labelled native date input with its message under it (the structure of admin/fields' controls). */
function DayField({ name, label, value, error, onChange }: { name: string; label: string; value: string; error?: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <label className="field">
      <span id={`${id}-label`}>{label}</span>
      <input
        type="date"
        name={name}
        value={value}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      )}
    </label>
  );
}

const accountText = (b: BankAccount) => [b.bank_name, b.account_name, b.iban || b.account_number].filter(Boolean).join(' · ');

/**
 * A new payment run: the paying account, the currency, the day bills must be due by and the day
 * the bank pays; then the bills that may be paid, each with a checkbox (all chosen at first),
 * their vendor's bank details, and the total of the chosen ones. A run the server refuses (a
 * vendor whose new bank details wait for verification, or with none verified) shows its message
 * plainly above the bills, naming the vendors.
 */
export function PaymentRunForm({ onMade, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const [payingId, setPayingId] = useState('');
  const [currency, setCurrency] = useState('EUR');
  const [dueBy, setDueBy] = useState(today());
  const [execution, setExecution] = useState(today());
  // Bills left out; every other candidate is chosen, so candidates loaded anew start chosen.
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set());

  const accounts = useLoad((signal) => listBankAccounts(signal), 'paying-accounts');
  const payingAccounts = accounts.loaded.data ?? [];
  const code = currency.trim().toUpperCase();
  const askable = /^[A-Z]{3}$/.test(code) && DAY.test(dueBy);
  const candidates = useLoad<PaymentCandidates>(askable ? (signal) => api('listPaymentCandidates', { query: { currency: code, due_by: dueBy }, signal }) : null, `${code} ${dueBy}`);
  const rows = askable && candidates.loaded.dataKey === `${code} ${dueBy}` ? (candidates.loaded.data?.results ?? []) : [];
  const chosen = rows.filter((r) => !excluded.has(r.id));
  const total = formatMoney(sumMoney(chosen.map((r) => r.balance)).toFixed(), code, lang);

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      if (!payingId) problems.paying_account_id = t`Choose the account the money leaves from.`;
      if (!/^[A-Za-z]{3}$/.test(currency.trim())) problems.currency = t`Enter a three-letter currency code, such as EUR.`;
      if (!DAY.test(dueBy)) problems.due_by = t`Enter a date.`;
      if (!DAY.test(execution)) problems.execution_date = t`Enter a date.`;
      else if (execution < today()) problems.execution_date = t`Choose today or a later day: the bank cannot pay on a day that has passed.`;
      if (askable && candidates.loaded.status === 'ready' && !chosen.length) problems.bill_ids = t`Choose at least one bill.`;
      return problems;
    },
    async () => {
      const run = await api('createPaymentRun', {
        json: { paying_account_id: Number(payingId), currency: code, due_by: dueBy, execution_date: execution, ...(chosen.length ? { bill_ids: chosen.map((r) => r.id) } : {}) },
      });
      onMade(run);
    },
    (error) => formErrors(error, FIELDS, i18n),
    t`Check the fields marked below; nothing was sent.`,
  );

  const toggle = (id: number, on: boolean) =>
    setExcluded((was) => {
      const next = new Set(was);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });

  const detailsText = (r: PaymentCandidateRow) => {
    if (r.pending_bank_details) return t`New bank details wait for verification`;
    if (!r.verified_bank_details) return t`No verified bank details`;
    return paysToText(r.pays_to, i18n);
  };

  return (
    <section className="panel" aria-labelledby="new-run" part="form">
      <h3 id="new-run">{t`New payment run`}</h3>
      <form noValidate aria-labelledby="new-run" aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        {errors.alert && (
          <Notice variant="danger" part="refusal">
            {errors.alert}
          </Notice>
        )}
        <div className="run-fields">
          <SelectField
            name="paying_account_id"
            label={t`Pay from`}
            value={payingId}
            error={errors.fields.paying_account_id}
            options={[['', accounts.loaded.status === 'loading' ? t`Loading…` : t`Choose an account`], ...payingAccounts.map((b): [string, string] => [String(b.id), accountText(b)])]}
            onChange={setPayingId}
          />
          <label className="field">
            <span>{t`Currency`}</span>
            <input name="currency" value={currency} maxLength={3} autoComplete="off" dir="ltr" aria-invalid={errors.fields.currency ? true : undefined} onChange={(e) => setCurrency(e.target.value)} />
            {errors.fields.currency && <small className="field-error">{errors.fields.currency}</small>}
          </label>
          <DayField name="due_by" label={t`Bills due by`} value={dueBy} error={errors.fields.due_by} onChange={setDueBy} />
          <DayField name="execution_date" label={t`Pay on`} value={execution} error={errors.fields.execution_date} onChange={setExecution} />
        </div>
        {accounts.loaded.status === 'ready' && !payingAccounts.length && (
          <p className="muted" part="no-accounts">{t`No paying account yet: add the organization's bank account in Pay Instructions first.`}</p>
        )}
        <LoadState loaded={accounts.loaded} retry={accounts.retry} />
        {askable && <LoadState loaded={candidates.loaded} retry={candidates.retry} />}
        {askable && candidates.loaded.status === 'ready' && !rows.length && (
          <p className="muted" role="status" part="no-candidates">
            {t`No approved bill in ${code} is due by ${formatDate(dueBy, lang)}.`}
          </p>
        )}
        {rows.length > 0 && (
          <fieldset className="candidates" aria-describedby="run-total" data-invalid={errors.fields.bill_ids ? true : undefined}>
            <legend>{t`Bills to pay`}</legend>
            <RowsTable<PaymentCandidateRow>
              label={t`Bills to pay`}
              part="candidates"
              rows={rows}
              rowKey={(r) => r.id}
              columns={[
                {
                  key: 'pick',
                  header: t`Pay`,
                  cell: (r) => <input type="checkbox" checked={!excluded.has(r.id)} aria-label={t`Pay bill ${r.number} of ${r.vendor.name}`} onChange={(e) => toggle(r.id, e.target.checked)} />,
                },
                { key: 'number', header: t`Bill`, cell: (r) => r.number },
                { key: 'vendor', header: t`Vendor`, cell: (r) => r.vendor.name },
                { key: 'due', header: t`Due`, cell: (r) => (r.due_date ? formatDate(r.due_date, lang) : t`On receipt`) },
                { key: 'amount', header: t`Amount`, numeric: true, cell: (r) => formatMoney(r.balance, r.currency, lang) },
                {
                  key: 'bank',
                  header: t`Paid to`,
                  cell: (r) => <span className={r.pending_bank_details || !r.verified_bank_details ? 'warn' : undefined}>{detailsText(r)}</span>,
                },
              ]}
            />
            {errors.fields.bill_ids && <small className="field-error">{errors.fields.bill_ids}</small>}
          </fieldset>
        )}
        {rows.length > 0 && (
          <p id="run-total" part="total" role="status">
            {t`${chosen.length} of ${rows.length} bills chosen, ${total} in all.`}
          </p>
        )}
        <FormActions submitText={t`Make the run`} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}
