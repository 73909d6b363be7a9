import { useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BillDetail } from '@si/contract';
import { moduleById } from '@si/contract/modules';
import { api, operationPath, postForm, type AccountDirectoryRow } from '@si/core/admin';
import { OPERATIONS } from '@si/contract/operations';
import { AccountPicker } from '../../account/pickers.tsx';
import { FormActions } from '../../admin/FormActions.tsx';
import { formErrors } from '../../base/errors.ts';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { formatMoney, today } from '../../portal-kit/itemLabels.ts';
import { errorText } from '../../ui/errorText.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { BILL_LINE_FIELDS, billBody, billDraftOf, billProblems, billTotals, emptyBillDraft, newBillLine, type BillDraft, type BillLineField } from './billDraft.ts';
import { BILL_FILE_ACCEPT, BILL_NUMBER_MAX, billFileProblem } from '../kit/bills/billWords.ts';
import { BillSuggestions, useBillReading } from '../kit/bills/BillReading.tsx';
import { staffReadingCalls } from '../kit/bills/billReadingCall.ts';

const PAYABLES_KIND = moduleById('payables').kind;
const HEAD_FIELDS = ['account_id', 'number', 'bill_date', 'due_date', 'currency', 'memo', 'lines', 'file'] as const;

export type BillFormProps = {
  /** The bill to change (received or rejected); none: a new bill. */
  bill?: BillDetail;
  /** The vendor of a new bill; without it the form asks for one. */
  accountId?: number;
  /**
   * Saved. `fileFailure`: the bill was saved but its document could not be attached (the message
   * says why); it can be attached again from the bill.
   */
  onSaved(bill: BillDetail, fileFailure?: string): void;
  onCancel(): void;
};

/** A labelled native input with its message under it. */
function Field(props: { name: string; label: string; value: string; error?: string; type?: string; maxLength?: number; hint?: string; dir?: 'ltr'; onChange(value: string): void }) {
  const id = useId();
  const described = [props.error ? `${id}-error` : '', props.hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <label className="field">
      <span id={`${id}-label`}>{props.label}</span>
      <input
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        maxLength={props.maxLength}
        dir={props.dir}
        autoComplete="off"
        aria-labelledby={`${id}-label`}
        aria-describedby={described || undefined}
        aria-invalid={props.error ? true : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.hint && (
        <small id={`${id}-hint`} className="muted">
          {props.hint}
        </small>
      )}
      {props.error && (
        <small id={`${id}-error`} className="field-error">
          {props.error}
        </small>
      )}
    </label>
  );
}

/**
 * A vendor's bill typed by staff, or changed while it is received or rejected: the vendor (for a
 * new bill without one), the vendor's number, the bill and due dates, the currency, the lines with
 * their account codes and tax rates, the totals as typed (priced as the server prices them), a
 * note, and for a new bill its document (a PDF, PNG or JPEG, attached once the bill is saved).
 * A failed save keeps everything typed and marks the fields the server named.
 */
export function BillForm({ bill, accountId, onSaved, onCancel }: BillFormProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const [draft, setDraft] = useState<BillDraft>(() => (bill ? billDraftOf(bill) : emptyBillDraft(today())));
  const [vendor, setVendor] = useState<AccountDirectoryRow>();
  const [file, setFile] = useState<File>();
  const table = useRef<HTMLTableElement>(null);
  const headingId = useId();
  const needsVendor = !bill && !accountId;
  const totals = billTotals(draft);
  const currency = draft.currency.trim().toUpperCase() || 'USD';
  const money = (amount: string) => formatMoney(amount, /^[A-Z]{3}$/.test(currency) ? currency : 'USD', lang);
  const [typed, setTyped] = useState<ReadonlySet<string>>(new Set());
  const set = <K extends keyof BillDraft>(key: K, value: BillDraft[K]) => {
    setTyped((s) => new Set(s).add(key));
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const reading = useBillReading(staffReadingCalls);
  const suggested = (['number', 'bill_date', 'due_date', 'currency'] as const).map((name) => ({
    name,
    label: { number: t`Vendor's bill number`, bill_date: t`Bill date`, due_date: t`Due date`, currency: t`Currency` }[name],
    current: draft[name],
    typed: typed.has(name),
  }));
  const useSuggestion = (name: string, value: string) => {
    if (name === 'number' || name === 'bill_date' || name === 'due_date' || name === 'currency') setDraft((d) => ({ ...d, [name]: value }));
  };
  const setLine = (index: number, field: BillLineField, value: string) => setDraft((d) => ({ ...d, lines: d.lines.map((l, i) => (i === index ? { ...l, [field]: value } : l)) }));
  const focusLater = (selector: string) => requestAnimationFrame(() => table.current?.closest('form')?.querySelector<HTMLElement>(selector)?.focus());
  const addLine = () => {
    const line = newBillLine();
    setDraft((d) => ({ ...d, lines: [...d.lines, line] }));
    focusLater(`tr[data-line="${line.key}"] input[name="description"]`);
  };
  const removeLine = (index: number) => {
    const next = draft.lines[index + 1] ?? draft.lines[index - 1];
    setDraft((d) => ({ ...d, lines: d.lines.filter((_, i) => i !== index) }));
    focusLater(next ? `tr[data-line="${next.key}"] input[name="description"]` : 'button[data-add]');
  };

  const lineKeys = draft.lines.flatMap((_, i) => BILL_LINE_FIELDS.map((f) => `lines.${i}.${f}`));
  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems = billProblems(draft, i18n);
      if (needsVendor && !vendor) problems.account_id = t`Choose the vendor.`;
      const fileProblem = bill ? undefined : billFileProblem(file, i18n, false);
      if (fileProblem) problems.file = fileProblem;
      return problems;
    },
    async () => {
      const body = billBody(draft);
      if (bill) {
        onSaved(await api('updateBill', { params: { id: bill.id }, json: body }));
        return;
      }
      const created = await api('createBill', { json: { account_id: accountId ?? vendor!.id, ...body } });
      if (!file) return onSaved(created);
      const form = new FormData();
      form.append('file', file);
      try {
        onSaved(await postForm<BillDetail>(operationPath(OPERATIONS.uploadBillFile.path, { id: created.id }), form));
      } catch (error) {
        onSaved(created, errorText(error, i18n));
      }
    },
    (error) => formErrors(error, [...HEAD_FIELDS, ...lineKeys], i18n),
    t`Check the fields marked below; nothing was sent.`,
  );
  const fieldError = (name: string) => errors.fields[name];

  return (
    <section className="panel bill-form" part="form" aria-labelledby={headingId}>
      <h3 id={headingId}>{bill ? t`Change bill ${bill.number}` : t`New bill`}</h3>
      <form noValidate aria-labelledby={headingId} aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        {errors.alert && (
          <Notice variant="danger" part="form-error">
            {errors.alert}
          </Notice>
        )}
        {needsVendor && <AccountPicker value={vendor} onChange={setVendor} error={fieldError('account_id')} moduleKind={PAYABLES_KIND} label={t`Vendor`} />}
        <div className="bill-fields">
          <Field name="number" label={t`Vendor's bill number`} value={draft.number} maxLength={BILL_NUMBER_MAX} error={fieldError('number')} onChange={(v) => set('number', v)} />
          <Field name="bill_date" type="date" label={t`Bill date`} value={draft.bill_date} error={fieldError('bill_date')} onChange={(v) => set('bill_date', v)} />
          <Field name="due_date" type="date" label={t`Due date`} value={draft.due_date} error={fieldError('due_date')} hint={t`Leave empty when due on receipt.`} onChange={(v) => set('due_date', v)} />
          <Field name="currency" label={t`Currency`} value={draft.currency} maxLength={3} dir="ltr" error={fieldError('currency')} onChange={(v) => set('currency', v)} />
        </div>
        <div className="bill-lines" part="lines">
          <TableScroll label={t`Bill lines`}>
            <table ref={table} className="plain-table">
              <caption className="sr-only">{t`Bill lines`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Line`}</th>
                  <th scope="col">{t`Description`}</th>
                  <th scope="col" className="num">{t`Quantity`}</th>
                  <th scope="col" className="num">{t`Unit price`}</th>
                  <th scope="col" className="num">{t`Tax rate %`}</th>
                  <th scope="col">{t`Account code`}</th>
                  <th scope="col" className="num">{t`Amount`}</th>
                  <th scope="col">
                    <span className="sr-only">{t`Line actions`}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {draft.lines.map((line, index) => {
                  const n = index + 1;
                  const labels: Record<BillLineField, string> = {
                    description: t`Description, line ${n}`,
                    quantity: t`Quantity, line ${n}`,
                    unit_price: t`Unit price, line ${n}`,
                    tax_rate: t`Tax rate %, line ${n}`,
                    account_code: t`Account code, line ${n}`,
                  };
                  return (
                    <tr key={line.key} data-line={line.key} part="line">
                      <td>{n}</td>
                      {BILL_LINE_FIELDS.map((field) => {
                        const error = fieldError(`lines.${index}.${field}`);
                        const id = `bill-line-${line.key}-${field}`;
                        const numeric = field === 'quantity' || field === 'unit_price' || field === 'tax_rate';
                        return (
                          <td key={field} className={numeric ? 'num' : field}>
                            <input
                              id={id}
                              name={field}
                              value={line[field]}
                              inputMode={numeric ? 'decimal' : undefined}
                              autoComplete="off"
                              aria-label={labels[field]}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? `${id}-error` : undefined}
                              onChange={(e) => setLine(index, field, e.target.value)}
                            />
                            {error && (
                              <small id={`${id}-error`} className="field-error">
                                {error}
                              </small>
                            )}
                          </td>
                        );
                      })}
                      <td className="num amount">{money(totals.lines[index]?.amount ?? '0')}</td>
                      <td>
                        <button type="button" aria-label={t`Remove line ${n}`} disabled={draft.lines.length === 1} onClick={() => removeLine(index)}>
                          ×
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
          {fieldError('lines') && (
            <p className="field-error" role="alert" part="lines-error">
              {fieldError('lines')}
            </p>
          )}
          <button type="button" data-add onClick={addLine}>
            {t`Add line`}
          </button>
        </div>
        <dl className="totals" part="totals" aria-live="polite">
          <div>
            <dt>{t`Subtotal`}</dt>
            <dd>{money(totals.subtotal)}</dd>
          </div>
          <div>
            <dt>{t`Tax`}</dt>
            <dd>{money(totals.tax)}</dd>
          </div>
          <div className="total">
            <dt>{t`Total`}</dt>
            <dd part="total">{money(totals.total)}</dd>
          </div>
        </dl>
        <label className="field">
          <span id={`${headingId}-memo`}>{t`Note`}</span>
          <textarea
            name="memo"
            rows={2}
            value={draft.memo}
            aria-labelledby={`${headingId}-memo`}
            aria-describedby={fieldError('memo') ? `${headingId}-memo-error` : undefined}
            aria-invalid={fieldError('memo') ? true : undefined}
            onChange={(e) => set('memo', e.target.value)}
          />
          {fieldError('memo') && (
            <small id={`${headingId}-memo-error`} className="field-error">
              {fieldError('memo')}
            </small>
          )}
        </label>
        {!bill && (
          <label className="field">
            <span id={`${headingId}-file`}>{t`The bill's document (optional)`}</span>
            <input
              type="file"
              name="file"
              accept={BILL_FILE_ACCEPT}
              aria-labelledby={`${headingId}-file`}
              aria-invalid={fieldError('file') ? true : undefined}
              aria-describedby={`${headingId}-file-hint${fieldError('file') ? ` ${headingId}-file-error` : ''}`}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? undefined;
                setFile(chosen);
                void reading.read(chosen && !billFileProblem(chosen, i18n, false) ? chosen : undefined);
              }}
            />
            <small id={`${headingId}-file-hint`} className="muted">
              {t`A PDF, PNG or JPEG of at most 10 MB, as the vendor sent it.`}
            </small>
            {fieldError('file') && (
              <small id={`${headingId}-file-error`} className="field-error">
                {fieldError('file')}
              </small>
            )}
          </label>
        )}
        {!bill && <BillSuggestions state={reading.state} fields={suggested} onUse={useSuggestion} />}
        <FormActions submitText={bill ? t`Save changes` : t`Save bill`} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}
