import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ExpenseCategoryRow } from '@si/contract';
import { api } from '@si/core/admin';
import { FormActions } from '../../admin/FormActions.tsx';
import { formErrors } from '../../base/errors.ts';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { amountProblem, EXPENSE_TEXT_MAX, plainNumber, policyText } from '../kit/expenseWords.ts';
import { InputField } from '../kit/fields.tsx';

type Draft = { name: string; account_code: string; limit_per_claim: string; limit_per_day: string; receipt_required_above: string; active: boolean; position: string };
type AmountField = 'limit_per_claim' | 'limit_per_day' | 'receipt_required_above';
const FIELDS = ['name', 'account_code', 'limit_per_claim', 'limit_per_day', 'receipt_required_above', 'active', 'position'];

const draftOf = (c?: ExpenseCategoryRow): Draft => ({
  name: c?.name ?? '',
  account_code: c?.account_code ?? '',
  limit_per_claim: c?.limit_per_claim === null || c === undefined ? '' : plainNumber(c.limit_per_claim),
  limit_per_day: c?.limit_per_day === null || c === undefined ? '' : plainNumber(c.limit_per_day),
  receipt_required_above: c?.receipt_required_above === null || c === undefined ? '' : plainNumber(c.receipt_required_above),
  active: c?.active ?? true,
  position: String(c?.position ?? 0),
});

/**
 * An expense category typed or changed: its name, the account code its reimbursements are booked
 * to, and its policy in the expense currency (a limit per expense, a limit per day, a receipt
 * required above an amount; each empty for none), active or not, and its place in the list. The
 * policy is said in words as it is typed, as the claimants will read it.
 */
export function CategoryForm({ category, currency, onSaved, onCancel }: { category?: ExpenseCategoryRow; currency: string; onSaved(category: ExpenseCategoryRow): void; onCancel(): void }) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(category));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const amountOrNull = (field: AmountField) => (draft[field].trim() ? draft[field].trim() : null);

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      const name = draft.name.trim();
      if (!name) problems.name = t`Name the category, such as "Meals".`;
      else if (name.length > EXPENSE_TEXT_MAX.categoryName) problems.name = t`Ensure this field has no more than ${EXPENSE_TEXT_MAX.categoryName} characters.`;
      const code = draft.account_code.trim();
      if (code.length > EXPENSE_TEXT_MAX.accountCode) problems.account_code = t`Ensure this field has no more than ${EXPENSE_TEXT_MAX.accountCode} characters.`;
      else if (!/^[\p{L}\p{N}.\-_/ ]*$/u.test(code)) problems.account_code = t`Use letters, digits, dots and dashes for the account code.`;
      for (const field of ['limit_per_claim', 'limit_per_day', 'receipt_required_above'] as const) {
        if (!draft[field].trim()) continue;
        const problem = amountProblem(draft[field], currency, i18n, { zero: true });
        if (problem) problems[field] = problem;
      }
      if (!/^\d{1,5}$/.test(draft.position.trim()) || Number(draft.position) > 10_000) problems.position = t`Enter a whole number from 0 to 10000.`;
      return problems;
    },
    async () => {
      const json = {
        name: draft.name.trim(),
        account_code: draft.account_code.trim(),
        limit_per_claim: amountOrNull('limit_per_claim'),
        limit_per_day: amountOrNull('limit_per_day'),
        receipt_required_above: amountOrNull('receipt_required_above'),
        active: draft.active,
        position: Number(draft.position.trim()),
      };
      onSaved(category ? await api('updateExpenseCategory', { params: { id: category.id }, json }) : await api('createExpenseCategory', { json }));
    },
    (error) => formErrors(error, FIELDS, i18n),
    t`Check the fields marked below; nothing was sent.`,
  );
  const preview = policyText(
    { name: draft.name.trim() || t`This category`, currency, limit_per_claim: amountOrNull('limit_per_claim'), limit_per_day: amountOrNull('limit_per_day'), receipt_required_above: amountOrNull('receipt_required_above') },
    i18n,
    lang,
  );
  const amountHint = t`In ${currency}; leave empty for none.`;

  return (
    <section className="panel" part="form" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{category ? t`Change category ${category.name}` : t`New category`}</h3>
      <form className="settings-form" noValidate aria-labelledby={`${id}-heading`} aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        {errors.alert && (
          <Notice variant="danger" part="form-error">
            {errors.alert}
          </Notice>
        )}
        <div className="line-fields">
          <InputField name="name" label={t`Name`} value={draft.name} maxLength={EXPENSE_TEXT_MAX.categoryName} error={errors.fields.name} onChange={(v) => set('name', v)} />
          <InputField name="account_code" label={t`Account code`} value={draft.account_code} maxLength={EXPENSE_TEXT_MAX.accountCode} dir="ltr" hint={t`Where its reimbursements are booked.`} error={errors.fields.account_code} onChange={(v) => set('account_code', v)} />
          <InputField name="position" label={t`Position in the list`} value={draft.position} inputMode="numeric" dir="ltr" error={errors.fields.position} onChange={(v) => set('position', v)} />
        </div>
        <div className="line-fields">
          <InputField name="limit_per_claim" label={t`Limit per expense`} value={draft.limit_per_claim} inputMode="decimal" dir="ltr" hint={amountHint} error={errors.fields.limit_per_claim} onChange={(v) => set('limit_per_claim', v)} />
          <InputField name="limit_per_day" label={t`Limit per day`} value={draft.limit_per_day} inputMode="decimal" dir="ltr" hint={amountHint} error={errors.fields.limit_per_day} onChange={(v) => set('limit_per_day', v)} />
          <InputField
            name="receipt_required_above"
            label={t`Receipt required above`}
            value={draft.receipt_required_above}
            inputMode="decimal"
            dir="ltr"
            hint={t`In ${currency}; 0: always; empty: never.`}
            error={errors.fields.receipt_required_above}
            onChange={(v) => set('receipt_required_above', v)}
          />
        </div>
        <label className="choice">
          <input type="checkbox" name="active" checked={draft.active} onChange={(e) => set('active', e.target.checked)} /> {t`Active: it can be chosen for new expenses`}
        </label>
        <p className="policy" part="policy" aria-live="polite">
          {preview}
        </p>
        <FormActions submitText={category ? t`Save category` : t`Add category`} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}
