import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ExpenseCategoryRow, ExpenseClaimDetail, ExpenseLineRow } from '@si/contract';
import { moduleById } from '@si/contract/modules';
import { api, type AccountDirectoryRow } from '@si/core/admin';
import { AccountPicker } from '../../../account/pickers.tsx';
import { FormActions } from '../../../admin/FormActions.tsx';
import { formErrors } from '../../../base/errors.ts';
import { Notice } from '../../../base/Notice.tsx';
import { useShell } from '../../../base/Shell.tsx';
import { useFormSubmit } from '../../../base/useFormSubmit.ts';
import { formatDate, formatMoney, today } from '../../../portal-kit/itemLabels.ts';
import { errorText } from '../../../ui/errorText.ts';
import { currencyOr, EXPENSE_TEXT_MAX, policyText, RECEIPT_ACCEPT, receiptProblem, validCurrency } from '../expenseWords.ts';
import { ChoiceField, InputField, TextField } from '../fields.tsx';
import { FieldSuggestion, ReadingStatus, useReceiptReading, type ReadingField } from '../ReceiptReading.tsx';
import { readChosenReceipt, readStoredReceipt, uploadReceipt } from '../receiptCalls.ts';
import { convertedOf, emptyLineDraft, lineBody, lineDraftOf, lineProblems, newSplit, unsplitOf, type LineDraft, type LineField } from './lineDraft.ts';

const CUSTOMER_KIND = moduleById('receivables').kind;
const FIELDS: readonly LineField[] = ['spent_on', 'merchant', 'category_id', 'amount', 'currency', 'rate', 'note', 'justification'];

export type LineFormProps = {
  claim: ExpenseClaimDetail;
  /** The expense to change; none: a new one. */
  line?: ExpenseLineRow;
  /** The organization's categories (the active ones can be chosen; the line's own stays listed). */
  categories: ExpenseCategoryRow[];
  /**
   * Saved: the claim as the server answers it. `receiptFailure`: the expense was saved but its
   * receipt could not be attached (the message says why); it can be attached again from the expense.
   */
  onSaved(claim: ExpenseClaimDetail, line: ExpenseLineRow | undefined, receiptFailure?: string): void;
  onCancel(): void;
};

/**
 * One expense typed or changed: the day, the merchant, the category (with its policy said in
 * words), the amount and currency as spent, the rate to the claim's currency when they differ and
 * the converted amount as the server will store it, a note, the justification the approver reads
 * when it is over a limit, the customers it is billed on to, and the receipt. Choosing a receipt
 * reads it: each value read shows below its field with a Use button while the field holds nothing
 * typed. Saved only by its Save button; a failed save keeps everything typed and marks the fields
 * the server named.
 */
export function LineForm({ claim, line, categories, onSaved, onCancel }: LineFormProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const claimCurrency = claim.currency;
  const [draft, setDraft] = useState<LineDraft>(() => (line ? lineDraftOf(line) : emptyLineDraft(today(), claimCurrency)));
  // A saved expense's values are the person's: a suggestion never replaces them.
  const [typed, setTyped] = useState<ReadonlySet<string>>(() => new Set(line ? FIELDS.filter((f) => f !== 'rate') : []));
  const [file, setFile] = useState<File>();
  const [customer, setCustomer] = useState<AccountDirectoryRow>();
  const [customerError, setCustomerError] = useState<string>();
  const headingId = useId();
  const reading = useReceiptReading();
  // Opened, the form's heading takes the focus: a screen reader says which expense is typed.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const set = <K extends keyof LineDraft>(key: K, value: LineDraft[K]) => {
    setTyped((s) => new Set(s).add(key));
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const use = (key: ReadingField, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const setSplit = (index: number, amount: string) => setDraft((d) => ({ ...d, splits: d.splits.map((s, i) => (i === index ? { ...s, amount } : s)) }));
  const removeSplit = (index: number) => setDraft((d) => ({ ...d, splits: d.splits.filter((_, i) => i !== index) }));
  function addCustomer() {
    if (!customer) return setCustomerError(t`Choose the customer first.`);
    if (draft.splits.some((s) => s.account.id === customer.id)) return setCustomerError(t`This customer is already in the split.`);
    setCustomerError(undefined);
    setDraft((d) => ({ ...d, splits: [...d.splits, newSplit({ id: customer.id, name: customer.name }, unsplitOf(d, claimCurrency))] }));
    setCustomer(undefined);
  }

  const currency = currencyOr(draft.currency, claimCurrency);
  const foreign = currency !== claimCurrency;
  const converted = convertedOf(draft, claimCurrency);
  const chosen = categories.find((c) => String(c.id) === draft.category_id);
  const categoryOptions: [string, string][] = [
    ['', t`Choose a category`],
    ...categories.filter((c) => c.active || String(c.id) === draft.category_id).map((c): [string, string] => [String(c.id), c.active ? c.name : t`${c.name} (inactive)`]),
  ];
  if (line && !categories.some((c) => c.id === line.category.id)) categoryOptions.push([String(line.category.id), line.category.name]);

  const splitKeys = draft.splits.flatMap((_, i) => [`splits.${i}.amount`, `splits.${i}.account_id`]);
  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems = lineProblems(draft, claimCurrency, i18n);
      const fileProblem = receiptProblem(file, i18n);
      if (fileProblem) problems.file = fileProblem;
      return problems;
    },
    async () => {
      const body = lineBody(draft, claimCurrency);
      const before = new Set(claim.lines.map((l) => l.id));
      const saved = line
        ? await api('updateExpenseLine', { params: { id: claim.id, lineId: line.id }, json: body })
        : await api('addExpenseLine', { params: { id: claim.id }, json: body });
      const savedLine = line ? saved.lines.find((l) => l.id === line.id) : saved.lines.find((l) => !before.has(l.id));
      if (!file || !savedLine) return onSaved(saved, savedLine);
      try {
        onSaved(await uploadReceipt(claim.id, savedLine.id, file), savedLine);
      } catch (error) {
        onSaved(saved, savedLine, errorText(error, i18n));
      }
    },
    (error) => formErrors(error, [...FIELDS, 'splits', 'file', ...splitKeys], i18n),
    t`Check the fields marked below; nothing was sent.`,
  );
  const fieldError = (name: string) => errors.fields[name];
  const money = (amount: string, code = claimCurrency) => formatMoney(amount, code, lang);
  const suggestion = (field: ReadingField, label: string, current: string, extra: { format?(v: string): string; show?(v: string): string } = {}) => (
    <FieldSuggestion state={reading.state} field={field} label={label} current={current} typed={typed.has(field)} onUse={(v) => use(field, v)} {...extra} />
  );
  const title = line ? t`Change expense ${line.position}` : t`New expense`;

  return (
    <section className="panel line-form" part="line-form" aria-labelledby={headingId}>
      <h4 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h4>
      <form noValidate aria-labelledby={headingId} aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        {errors.alert && (
          <Notice variant="danger" part="line-error">
            {errors.alert}
          </Notice>
        )}
        <div className="field receipt-field" data-field="file">
          <label htmlFor={`${headingId}-file`}>{line?.receipt ? t`Replace the receipt (optional)` : t`Receipt (optional)`}</label>
          <input
            id={`${headingId}-file`}
            type="file"
            name="file"
            accept={RECEIPT_ACCEPT}
            aria-invalid={fieldError('file') ? true : undefined}
            aria-describedby={`${headingId}-file-hint${fieldError('file') ? ` ${headingId}-file-error` : ''}`}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? undefined;
              setFile(chosen);
              void reading.read(chosen && !receiptProblem(chosen, i18n) ? (order) => readChosenReceipt(chosen, order) : undefined);
            }}
          />
          <small id={`${headingId}-file-hint`} className="muted">
            {t`A photo (JPEG or PNG) or a PDF of at most 10 MB. It is read to suggest the values below.`}
          </small>
          {fieldError('file') && (
            <small id={`${headingId}-file-error`} className="field-error">
              {fieldError('file')}
            </small>
          )}
        </div>
        <div className="line-fields">
          <InputField name="spent_on" type="date" label={t`Date`} value={draft.spent_on} error={fieldError('spent_on')} onChange={(v) => set('spent_on', v)}>
            {suggestion('spent_on', t`Date`, draft.spent_on, { show: (v) => formatDate(v, lang) })}
          </InputField>
          <InputField name="merchant" label={t`Merchant`} value={draft.merchant} maxLength={EXPENSE_TEXT_MAX.merchant} error={fieldError('merchant')} onChange={(v) => set('merchant', v)}>
            {suggestion('merchant', t`Merchant`, draft.merchant)}
          </InputField>
          <ChoiceField name="category_id" label={t`Category`} value={draft.category_id} options={categoryOptions} error={fieldError('category_id')} onChange={(v) => set('category_id', v)}>
            {chosen && (
              <small className="policy" part="policy">
                {policyText(chosen, i18n, lang)}
              </small>
            )}
          </ChoiceField>
          <InputField name="amount" label={t`Amount`} value={draft.amount} inputMode="decimal" dir="ltr" error={fieldError('amount')} onChange={(v) => set('amount', v)}>
            {suggestion('amount', t`Amount`, draft.amount)}
          </InputField>
          <InputField name="currency" label={t`Currency`} value={draft.currency} maxLength={3} dir="ltr" error={fieldError('currency')} onChange={(v) => set('currency', v)}>
            {suggestion('currency', t`Currency`, draft.currency, { format: (v) => v.trim().toUpperCase() })}
          </InputField>
          {foreign && validCurrency(draft.currency) && (
            <InputField
              name="rate"
              label={t`Rate to ${claimCurrency}`}
              value={draft.rate}
              inputMode="decimal"
              dir="ltr"
              hint={t`How much 1 ${currency} is in ${claimCurrency}, as on your card statement.`}
              error={fieldError('rate')}
              onChange={(v) => set('rate', v)}
            />
          )}
          <p className="converted" part="converted" aria-live="polite">
            <span>{t`Claimed`}</span> <strong>{converted === undefined ? t`Enter the amount` : money(converted)}</strong>
          </p>
        </div>
        <ReadingStatus state={reading.state} />
        {line?.receipt && (
          <button type="button" className="link" part="read-receipt" onClick={() => void reading.read((order) => readStoredReceipt(claim.id, line.id, order))}>
            {t`Read the saved receipt for suggestions`}
          </button>
        )}
        <TextField name="note" label={t`Note (optional)`} value={draft.note} maxLength={EXPENSE_TEXT_MAX.lineNote} error={fieldError('note')} onChange={(v) => set('note', v)} />
        <TextField
          name="justification"
          label={t`Justification`}
          value={draft.justification}
          maxLength={EXPENSE_TEXT_MAX.justification}
          hint={t`Needed when the expense is over a policy limit: the approver reads it.`}
          error={fieldError('justification')}
          onChange={(v) => set('justification', v)}
        />
        <fieldset className="splits" part="splits" aria-describedby={fieldError('splits') ? `${headingId}-splits-error` : undefined}>
          <legend>{t`Bill on to customers (optional)`}</legend>
          <p className="muted">{t`Split the claimed amount across customer accounts; an approved claim's splits can be added to their draft invoices.`}</p>
          {draft.splits.length > 0 && (
            <ul className="split-rows">
              {draft.splits.map((s, index) => {
                const error = fieldError(`splits.${index}.amount`) ?? fieldError(`splits.${index}.account_id`);
                const id = `${headingId}-split-${s.key}`;
                return (
                  <li key={s.key} data-split={s.account.id}>
                    <label htmlFor={id}>
                      <bdi>{s.account.name}</bdi>
                    </label>
                    <input
                      id={id}
                      name="split_amount"
                      value={s.amount}
                      inputMode="decimal"
                      dir="ltr"
                      autoComplete="off"
                      aria-label={t`Amount for ${s.account.name} in ${claimCurrency}`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      onChange={(e) => setSplit(index, e.target.value)}
                    />
                    <button type="button" aria-label={t`Remove customer ${s.account.name}`} onClick={() => removeSplit(index)}>
                      {t`Remove customer`}
                    </button>
                    {error && (
                      <small id={`${id}-error`} className="field-error">
                        {error}
                      </small>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {fieldError('splits') && (
            <p id={`${headingId}-splits-error`} className="field-error" part="splits-error">
              {fieldError('splits')}
            </p>
          )}
          <div className="split-add">
            <AccountPicker value={customer} onChange={setCustomer} error={customerError} moduleKind={CUSTOMER_KIND} label={t`Customer`} />
            <button type="button" onClick={addCustomer}>
              {t`Add customer`}
            </button>
          </div>
        </fieldset>
        <FormActions submitText={line ? t`Save expense` : t`Add expense`} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}
