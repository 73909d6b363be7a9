import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES } from '@si/core/locale-names';
import { COMMON_CURRENCIES, NET_TERMS, type Draft, type TermsMode } from './draft.ts';

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
 * The draft's heading fields: title, currency (common codes offered, any ISO code accepted),
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
          <>
            <input
              {...aria}
              list="currency-codes"
              value={draft.currency}
              disabled={disabled}
              maxLength={3}
              size={5}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => onChange({ currency: e.target.value.toUpperCase() })}
            />
            <datalist id="currency-codes">
              {COMMON_CURRENCIES.map((code) => (
                <option key={code} value={code} />
              ))}
            </datalist>
          </>
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
