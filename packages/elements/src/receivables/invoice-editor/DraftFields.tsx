import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES } from '@si/core/locale-names';
import { COMMON_CURRENCIES, NET_TERMS, type Draft, type TermsMode } from './draft.ts';

const choices = new Map<string, { common: boolean; codes: [string, string][] }[]>();
/**
 * The ISO 4217 codes the browser knows (Intl.supportedValuesOf), each with its name in the
 * reader's language, the common ones first; the draft's own code is always among them.
 */
function currencyChoices(current: string, locale: string) {
  const key = `${locale} ${current}`;
  let found = choices.get(key);
  if (!found) {
    const names = new Intl.DisplayNames([locale], { type: 'currency' });
    const named = (code: string): [string, string] => [code, names.of(code) ?? code];
    const all = new Set((Intl as unknown as { supportedValuesOf(key: 'currency'): string[] }).supportedValuesOf('currency'));
    if (current) all.add(current);
    const common = COMMON_CURRENCIES.filter((code) => all.has(code));
    const rest = [...all].filter((code) => !(common as readonly string[]).includes(code)).sort();
    found = [
      { common: true, codes: common.map(named) },
      { common: false, codes: rest.map(named) },
    ];
    choices.set(key, found);
  }
  return found;
}

type DraftFieldsProps = {
  draft: Draft;
  errors: Record<string, string>;
  disabled?: boolean;
  onChange(changes: Partial<Draft>): void;
};

type FieldProps = { name: string; label: string; error?: string; children(aria: Record<string, unknown>): ReactNode };

/** A label over a native control and its message; the message describes the control. */
function Field({ name, label, error, children }: FieldProps) {
  const id = `field-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
      {error && (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}

/**
 * The draft's heading fields: title, currency (a picker of ISO 4217 codes, common ones first),
 * language, issue date, and the terms (Net N, custom days or a fixed due date).
 */
export function DraftFields({ draft, errors, disabled, onChange }: DraftFieldsProps) {
  const { t, i18n } = useLingui();
  const termsValue = draft.terms === 'net' ? draft.days : draft.terms;
  const chooseTerms = (value: string) => {
    if (value === 'custom' || value === 'fixed') onChange({ terms: value as TermsMode });
    else onChange({ terms: 'net', days: value });
  };
  return (
    <div className="draft-fields" part="fields">
      <Field name="title" label={t`Title`} error={errors.title}>
        {(aria) => <input {...aria} className="wide" value={draft.title} disabled={disabled} maxLength={300} onChange={(e) => onChange({ title: e.target.value })} />}
      </Field>
      <Field name="currency" label={t`Currency`} error={errors.currency}>
        {(aria) => (
          <select {...aria} value={draft.currency} disabled={disabled} onChange={(e) => onChange({ currency: e.target.value })}>
            {currencyChoices(draft.currency, i18n.locale).map((group) => (
              <optgroup key={group.common ? 'common' : 'all'} label={group.common ? t`Common currencies` : t`All currencies`}>
                {group.codes.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name === code ? code : `${code} · ${name}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      <Field name="language" label={t`Language`} error={errors.language}>
        {(aria) => (
          <select {...aria} value={draft.language} disabled={disabled} onChange={(e) => onChange({ language: e.target.value as Draft['language'] })}>
            {(['en', 'fr', 'ar'] as const).map((code) => (
              <option key={code} value={code}>
                {i18n._(LOCALE_NAMES[code])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="issue_date" label={t`Issue date`} error={errors.issue_date}>
        {(aria) => <input {...aria} type="date" value={draft.issue_date} disabled={disabled} onChange={(e) => onChange({ issue_date: e.target.value })} />}
      </Field>
      <Field name="payment_terms" label={t`Payment terms`} error={draft.terms === 'custom' ? undefined : errors.payment_terms_days}>
        {(aria) => (
          <select {...aria} value={termsValue} disabled={disabled} onChange={(e) => chooseTerms(e.target.value)}>
            {NET_TERMS.map((days) => (
              <option key={days} value={days}>
                {days === '0' ? t`Due on receipt (Net 0)` : t`Net ${days}`}
              </option>
            ))}
            <option value="custom">{t`Custom number of days`}</option>
            <option value="fixed">{t`Fixed due date`}</option>
          </select>
        )}
      </Field>
      {draft.terms === 'custom' && (
        <Field name="payment_terms_days" label={t`Days to pay`} error={errors.payment_terms_days}>
          {(aria) => <input {...aria} inputMode="numeric" size={5} value={draft.days} disabled={disabled} onChange={(e) => onChange({ days: e.target.value })} />}
        </Field>
      )}
      {draft.terms === 'fixed' && (
        <Field name="due_date" label={t`Due date`} error={errors.due_date}>
          {(aria) => <input {...aria} type="date" value={draft.due_date} disabled={disabled} onChange={(e) => onChange({ due_date: e.target.value })} />}
        </Field>
      )}
    </div>
  );
}
