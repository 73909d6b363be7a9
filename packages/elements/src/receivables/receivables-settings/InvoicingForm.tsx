import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Big, minorUnits } from '@si/contract/money';
import { Notice } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { saveReceivablesSettings, type ReceivablesSettingsRow, type SettingsInput } from '@si/core/admin';
import { RepInput, RepSelect, RepSwitch, wholeNumber } from '../kit/staff/rep-fields.tsx';

type Series = 'invoice_series' | 'credit_note_series';
type SeriesDraft = { prefix: string; next_number: string; padding: string };
type LateFeeKind = ReceivablesSettingsRow['late_fee_kind'];
/** The late fee kinds of the contract's LATE_FEE_KINDS (copied: the screens do not bundle zod). */
const LATE_FEE_KINDS: readonly LateFeeKind[] = ['none', 'fixed', 'percent'];
type Draft = Record<Series, SeriesDraft> & {
  payment_terms_days: string;
  default_currency: string;
  allow_partial_payment: boolean;
  late_fee_kind: LateFeeKind;
  late_fee_amount: string;
  late_fee_after_days: string;
};

const SERIES: Series[] = ['invoice_series', 'credit_note_series'];
/** The fields whose server messages show at the field (the series' as `invoice_series.prefix`...). */
const FIELDS = [
  'payment_terms_days',
  'default_currency',
  'allow_partial_payment',
  'late_fee_kind',
  'late_fee_amount',
  'late_fee_after_days',
  ...SERIES.flatMap((s) => ['prefix', 'next_number', 'padding'].map((f) => `${s}.${f}`)),
];
const PREFIX_MAX = 20;
const NEXT_MAX = 2_000_000_000;

const draftOf = (s: ReceivablesSettingsRow): Draft => ({
  invoice_series: { prefix: s.invoice_series.prefix, next_number: String(s.invoice_series.next_number), padding: String(s.invoice_series.padding) },
  credit_note_series: { prefix: s.credit_note_series.prefix, next_number: String(s.credit_note_series.next_number), padding: String(s.credit_note_series.padding) },
  payment_terms_days: String(s.payment_terms_days),
  default_currency: s.default_currency,
  allow_partial_payment: s.allow_partial_payment,
  late_fee_kind: s.late_fee_kind,
  late_fee_amount: s.late_fee_amount,
  late_fee_after_days: String(s.late_fee_after_days),
});

/** "INV-" 42 padded to 4 digits: "INV-0042" (the number unpadded when it is not a whole number yet). */
export function numberPreview(series: SeriesDraft): string {
  const next = series.next_number.trim();
  const padding = wholeNumber(series.padding);
  return `${series.prefix}${Number.isNaN(padding) ? next : next.padStart(Math.min(padding, 10), '0')}`;
}

let currencies: Set<string> | undefined;
function knownCurrency(code: string): boolean {
  try {
    currencies ??= new Set((Intl as unknown as { supportedValuesOf(key: string): string[] }).supportedValuesOf('currency'));
  } catch {
    currencies = new Set();
  }
  return /^[A-Z]{3}$/.test(code) && (currencies.size === 0 || currencies.has(code));
}

/** Only what changed, in the shape of the PUT (a series only with its changed parts). */
function changesOf(draft: Draft, saved: ReceivablesSettingsRow): SettingsInput {
  const out: SettingsInput = {};
  for (const series of SERIES) {
    const now = draft[series];
    const was = saved[series];
    const part: NonNullable<SettingsInput['invoice_series']> = {};
    if (now.prefix !== was.prefix) part.prefix = now.prefix;
    if (wholeNumber(now.next_number) !== was.next_number) part.next_number = wholeNumber(now.next_number);
    if (wholeNumber(now.padding) !== was.padding) part.padding = wholeNumber(now.padding);
    if (Object.keys(part).length) out[series] = part;
  }
  if (wholeNumber(draft.payment_terms_days) !== saved.payment_terms_days) out.payment_terms_days = wholeNumber(draft.payment_terms_days);
  const currency = draft.default_currency.trim().toUpperCase();
  if (currency !== saved.default_currency) out.default_currency = currency;
  if (draft.allow_partial_payment !== saved.allow_partial_payment) out.allow_partial_payment = draft.allow_partial_payment;
  if (draft.late_fee_kind !== saved.late_fee_kind) out.late_fee_kind = draft.late_fee_kind;
  if (draft.late_fee_kind !== 'none') {
    const amount = draft.late_fee_amount.trim();
    if (amount !== saved.late_fee_amount && !(amount && saved.late_fee_amount && new Big(amount).eq(saved.late_fee_amount))) out.late_fee_amount = amount;
    if (wholeNumber(draft.late_fee_after_days) !== saved.late_fee_after_days) out.late_fee_after_days = wholeNumber(draft.late_fee_after_days);
  }
  return out;
}

type Props = { settings: ReceivablesSettingsRow; canWrite: boolean; onSaved(settings: ReceivablesSettingsRow): void };

/**
 * The receivables settings: the invoice and credit-note numbering series (prefix, next number
 * (forward only), padding, with a live preview), default payment terms and currency, partial
 * payments, and the late fee. Only what changed is sent.
 */
export function InvoicingForm({ settings, canWrite, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [notice, setNotice] = useState<string>();
  const edit = (patch: Partial<Draft>) => {
    setNotice(undefined);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const editSeries = (series: Series, patch: Partial<SeriesDraft>) => edit({ [series]: { ...draft[series], ...patch } });

  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    for (const series of SERIES) {
      const d = draft[series];
      const stored = settings[series].next_number;
      if (d.prefix.length > PREFIX_MAX) found[`${series}.prefix`] = t`Use at most ${PREFIX_MAX} characters.`;
      else if (/[\r\n\t]/.test(d.prefix)) found[`${series}.prefix`] = t`Must be a single line.`;
      const next = wholeNumber(d.next_number);
      if (Number.isNaN(next) || next < 1 || next > NEXT_MAX) found[`${series}.next_number`] = t`Enter a whole number from 1 to ${NEXT_MAX}.`;
      else if (next < stored) found[`${series}.next_number`] = t`A series only moves forward: enter ${stored} or more.`;
      const padding = wholeNumber(d.padding);
      if (Number.isNaN(padding) || padding > 10) found[`${series}.padding`] = t`Enter 0 to 10 digits.`;
    }
    const terms = wholeNumber(draft.payment_terms_days);
    if (Number.isNaN(terms) || terms > 365) found.payment_terms_days = t`Enter 0 to 365 days.`;
    const currency = draft.default_currency.trim().toUpperCase();
    if (!knownCurrency(currency)) found.default_currency = t`Enter an ISO 4217 currency code, such as USD, EUR or JPY.`;
    if (draft.late_fee_kind !== 'none') {
      const amount = draft.late_fee_amount.trim();
      const decimals = draft.late_fee_kind === 'percent' ? 4 : minorUnits(knownCurrency(currency) ? currency : 'USD');
      const shape = decimals ? new RegExp(`^\\d{1,14}(\\.\\d{1,${decimals}})?$`) : /^\d{1,14}$/;
      if (!shape.test(amount)) {
        found.late_fee_amount = draft.late_fee_kind === 'percent' ? t`Enter a percentage from 0 to 100, with at most 4 decimals.` : decimals ? t`Enter an amount such as 25.00, with at most ${decimals} decimals.` : t`Enter a whole amount, without decimals.`;
      } else if (new Big(amount).lte(0)) found.late_fee_amount = t`Enter an amount greater than zero.`;
      else if (draft.late_fee_kind === 'percent' && new Big(amount).gt(100)) found.late_fee_amount = t`A percent late fee is at most 100.`;
      const after = wholeNumber(draft.late_fee_after_days);
      if (Number.isNaN(after) || after < 1 || after > 365) found.late_fee_after_days = t`Enter 1 to 365 days.`;
    }
    return found;
  }

  const { busy, errors, setErrors, handleSubmit } = useFormSubmit(
    check,
    async () => {
      const changes = changesOf(draft, settings);
      if (!Object.keys(changes).length) {
        setNotice(t`Nothing to save: no setting changed.`);
        return;
      }
      const saved = await saveReceivablesSettings(changes);
      setDraft(draftOf(saved));
      setErrors({ fields: {} });
      setNotice(t`Receivables settings saved.`);
      onSaved(saved);
    },
    (error) => formErrors(error, FIELDS, i18n),
    t`Check the fields marked below; nothing was saved.`,
  );
  const submit = (event: FormEvent) => (canWrite ? handleSubmit(event) : event.preventDefault());
  const readOnly = !canWrite;
  const err = errors.fields;

  const seriesFields = (series: Series, legend: string) => {
    const d = draft[series];
    const stored = settings[series].next_number;
    return (
      <fieldset part={`${series.replace(/_/g, '-')}`}>
        <legend>{legend}</legend>
        <div className="grid">
          <RepInput name={`${series}.prefix`} label={t`Prefix`} value={d.prefix} maxLength={PREFIX_MAX} readOnly={readOnly} error={err[`${series}.prefix`]} onChange={(prefix) => editSeries(series, { prefix })} />
          <RepInput
            name={`${series}.next_number`}
            label={t`Next number`}
            type="number"
            min={stored}
            max={NEXT_MAX}
            value={d.next_number}
            readOnly={readOnly}
            hint={t`Only forward: ${stored} or more.`}
            error={err[`${series}.next_number`]}
            onChange={(next_number) => editSeries(series, { next_number })}
          />
          <RepInput name={`${series}.padding`} label={t`Digits (zero padding)`} type="number" min={0} max={10} value={d.padding} readOnly={readOnly} error={err[`${series}.padding`]} onChange={(padding) => editSeries(series, { padding })} />
        </div>
        <p className="muted" part="preview">
          {t`Next number:`} <span className="preview" dir="ltr">{numberPreview(d)}</span>
        </p>
      </fieldset>
    );
  };

  const kindLabels: Record<LateFeeKind, string> = { none: t`No late fee`, fixed: t`A fixed amount`, percent: t`A percentage of the open balance` };
  return (
    <form noValidate onSubmit={submit} aria-label={t`Invoicing`} aria-busy={busy} part="settings-form">
      {errors.alert && (
        <Notice variant="danger" part="error">
          {errors.alert}
        </Notice>
      )}
      {notice && (
        <Notice variant="success" part="notice">
          {notice}
        </Notice>
      )}
      {seriesFields('invoice_series', t`Invoice numbers`)}
      {seriesFields('credit_note_series', t`Credit note numbers`)}
      <fieldset>
        <legend>{t`Defaults of a new invoice`}</legend>
        <div className="grid">
          <RepInput
            name="payment_terms_days"
            label={t`Payment terms (days)`}
            type="number"
            min={0}
            max={365}
            value={draft.payment_terms_days}
            readOnly={readOnly}
            hint={t`Net days: the due date is the issue date plus these days.`}
            error={err.payment_terms_days}
            onChange={(payment_terms_days) => edit({ payment_terms_days })}
          />
          <RepInput
            name="default_currency"
            label={t`Default currency`}
            value={draft.default_currency}
            maxLength={3}
            dir="ltr"
            autoComplete="off"
            readOnly={readOnly}
            hint={t`An ISO 4217 code, such as USD, EUR or JPY.`}
            error={err.default_currency}
            onChange={(default_currency) => edit({ default_currency: default_currency.toUpperCase() })}
          />
        </div>
        <RepSwitch
          name="allow_partial_payment"
          label={t`Allow partial payments`}
          checked={draft.allow_partial_payment}
          readOnly={readOnly}
          hint={t`Off: customers pay an invoice in full.`}
          error={err.allow_partial_payment}
          onChange={(allow_partial_payment) => edit({ allow_partial_payment })}
        />
      </fieldset>
      <fieldset>
        <legend>{t`Late fee`}</legend>
        <div className="grid">
          <RepSelect
            name="late_fee_kind"
            label={t`Late fee`}
            value={draft.late_fee_kind}
            readOnly={readOnly}
            options={LATE_FEE_KINDS.map((k) => [k, kindLabels[k]])}
            error={err.late_fee_kind}
            onChange={(kind) => edit({ late_fee_kind: kind as LateFeeKind })}
          />
          {draft.late_fee_kind !== 'none' && (
            <>
              <RepInput
                name="late_fee_amount"
                label={draft.late_fee_kind === 'percent' ? t`Percentage` : t`Amount (${draft.default_currency || settings.default_currency})`}
                inputMode="decimal"
                value={draft.late_fee_amount}
                readOnly={readOnly}
                error={err.late_fee_amount}
                onChange={(late_fee_amount) => edit({ late_fee_amount })}
              />
              <RepInput
                name="late_fee_after_days"
                label={t`After days past due`}
                type="number"
                min={1}
                max={365}
                value={draft.late_fee_after_days}
                readOnly={readOnly}
                error={err.late_fee_after_days}
                onChange={(late_fee_after_days) => edit({ late_fee_after_days })}
              />
            </>
          )}
        </div>
      </fieldset>
      {canWrite && (
        <div className="actions">
          <button type="submit" className="primary" part="save-settings" disabled={busy} aria-busy={busy}>
            {busy ? t`Saving…` : t`Save invoicing settings`}
          </button>
        </div>
      )}
    </form>
  );
}
