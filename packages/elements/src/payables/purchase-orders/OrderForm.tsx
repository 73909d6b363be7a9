import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PurchaseOrderDetail } from '@si/contract';
import { moduleById } from '@si/contract/modules';
import { api, type AccountDirectoryRow } from '@si/core/admin';
import { AccountPicker } from '../../account/pickers.tsx';
import { FormActions } from '../../admin/FormActions.tsx';
import { formErrors } from '../../base/errors.ts';
import { Notice } from '../../base/Notice.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';

const PAYABLES_KIND = moduleById('payables').kind;
const FIELDS = ['account_id', 'number', 'issue_date', 'due_date', 'currency', 'lines'] as const;

type Line = { description: string; quantity: string; unit_price: string; tax_rate: string };
const newLine = (): Line => ({ description: '', quantity: '1', unit_price: '', tax_rate: '0' });

export type OrderFormProps = {
  /** The vendor of the new order; without it the form asks for one. */
  accountId?: number;
  onSaved(order: PurchaseOrderDetail): void;
  onCancel(): void;
};

/** A new draft purchase order: the vendor, its number, dates, currency and lines (description, quantity, unit price, tax rate). */
export function OrderForm({ accountId, onSaved, onCancel }: OrderFormProps) {
  const { t, i18n } = useLingui();
  const uid = useId();
  const [vendor, setVendor] = useState<AccountDirectoryRow>();
  const [number, setNumber] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [currency, setCurrency] = useState('USD');
  const [lines, setLines] = useState<Line[]>([newLine()]);
  const lineKeys = lines.flatMap((_, i) => ['description', 'quantity', 'unit_price', 'tax_rate'].map((f) => `lines.${i}.${f}`));
  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      if (!accountId && !vendor) problems.account_id = t`Choose the vendor.`;
      if (!number.trim()) problems.number = t`Enter the order number.`;
      lines.forEach((l, i) => {
        if (!l.description.trim()) problems[`lines.${i}.description`] = t`Describe what is ordered.`;
        if (!(Number(l.quantity) > 0)) problems[`lines.${i}.quantity`] = t`Enter a quantity greater than zero.`;
        if (l.unit_price.trim() === '' || !Number.isFinite(Number(l.unit_price))) problems[`lines.${i}.unit_price`] = t`Enter the unit price.`;
      });
      return Object.keys(problems).length ? problems : undefined;
    },
    async () => {
      onSaved(
        await api('createPurchaseOrder', {
          json: { account_id: accountId ?? vendor!.id, number: number.trim(), currency: currency.trim().toUpperCase(), due_date: dueDate || null, lines: lines.map((l) => ({ ...l, description: l.description.trim() })) },
        }),
      );
    },
    (error) => formErrors(error, [...FIELDS, ...lineKeys], i18n),
    t`Check the fields marked below; nothing was sent.`,
  );
  const err = (name: string) => errors.fields[name];
  const setLine = (i: number, field: keyof Line, value: string) => setLines((was) => was.map((l, j) => (j === i ? { ...l, [field]: value } : l)));
  const field = (id: string, label: string, value: string, onChange: (v: string) => void, opts: { error?: string; type?: string; inputMode?: 'decimal'; dir?: 'ltr' } = {}) => (
    <label className="field" htmlFor={id}>
      <span>{label}</span>
      <input id={id} type={opts.type ?? 'text'} value={value} inputMode={opts.inputMode} dir={opts.dir} aria-invalid={opts.error ? true : undefined} aria-describedby={opts.error ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.value)} />
      {opts.error && (
        <small id={`${id}-error`} className="field-error">
          {opts.error}
        </small>
      )}
    </label>
  );
  return (
    <section className="panel order-form" part="form" aria-labelledby={`${uid}-heading`}>
      <h3 id={`${uid}-heading`}>{t`New purchase order`}</h3>
      <form noValidate aria-labelledby={`${uid}-heading`} aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        {errors.alert && (
          <Notice variant="danger" part="form-error">
            {errors.alert}
          </Notice>
        )}
        {!accountId && <AccountPicker value={vendor} onChange={setVendor} error={err('account_id')} moduleKind={PAYABLES_KIND} label={t`Vendor`} />}
        <div className="order-fields">
          {field(`${uid}-number`, t`Order number`, number, setNumber, { error: err('number') })}
          {field(`${uid}-due`, t`Wanted by`, dueDate, setDueDate, { type: 'date', error: err('due_date') })}
          {field(`${uid}-currency`, t`Currency`, currency, setCurrency, { error: err('currency'), dir: 'ltr' })}
        </div>
        <fieldset className="order-lines" part="lines">
          <legend>{t`Lines`}</legend>
          {err('lines') && <small className="field-error">{err('lines')}</small>}
          {lines.map((l, i) => (
            <div className="order-line" key={i} part="line">
              {field(`${uid}-l${i}-d`, t`Description, line ${i + 1}`, l.description, (v) => setLine(i, 'description', v), { error: err(`lines.${i}.description`) })}
              {field(`${uid}-l${i}-q`, t`Quantity, line ${i + 1}`, l.quantity, (v) => setLine(i, 'quantity', v), { error: err(`lines.${i}.quantity`), inputMode: 'decimal', dir: 'ltr' })}
              {field(`${uid}-l${i}-p`, t`Unit price, line ${i + 1}`, l.unit_price, (v) => setLine(i, 'unit_price', v), { error: err(`lines.${i}.unit_price`), inputMode: 'decimal', dir: 'ltr' })}
              {field(`${uid}-l${i}-t`, t`Tax rate %, line ${i + 1}`, l.tax_rate, (v) => setLine(i, 'tax_rate', v), { error: err(`lines.${i}.tax_rate`), inputMode: 'decimal', dir: 'ltr' })}
              {lines.length > 1 && (
                <button type="button" onClick={() => setLines((was) => was.filter((_, j) => j !== i))}>
                  {t`Remove line ${i + 1}`}
                </button>
              )}
            </div>
          ))}
          <button type="button" part="add-line" onClick={() => setLines((was) => [...was, newLine()])}>
            {t`Add a line`}
          </button>
        </fieldset>
        <FormActions submitText={t`Save the draft`} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}
