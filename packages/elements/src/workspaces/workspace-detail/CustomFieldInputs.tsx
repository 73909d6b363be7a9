import { useId } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FieldMessage } from '@si/contract/validation';
import { SelectField, TextField } from '../../admin/fields.tsx';
import type { CustomFieldValueRow } from '@si/core/admin';

/** Typed values by the key the server names them with in its errors (`values.<field id>`). */
export type CustomValues = Record<string, string>;
export const customKey = (field: CustomFieldValueRow) => `values.${field.field_id}`;

export function initialCustomValues(fields: CustomFieldValueRow[]): CustomValues {
  return Object.fromEntries(fields.map((f) => [customKey(f), f.value === null ? '' : String(f.value)]));
}

/** The values that changed, as the PUT wants them: a number for a number field, null to clear. */
export function changedCustomValues(fields: CustomFieldValueRow[], typed: CustomValues): Record<string, string | number | null> {
  const out: Record<string, string | number | null> = {};
  for (const field of fields) {
    const before = field.value === null ? '' : String(field.value);
    const now = (typed[customKey(field)] ?? '').trim();
    if (now === before) continue;
    out[String(field.field_id)] = now === '' ? null : field.field_type === 'number' ? Number(now) : now;
  }
  return out;
}

/** The browser's checks of the server's rules: required, and a number for a number field. */
export function checkCustomValues(fields: CustomFieldValueRow[], typed: CustomValues, i18n: I18n): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = (typed[customKey(field)] ?? '').trim();
    if (!value && field.required) errors[customKey(field)] = i18n._(FieldMessage.REQUIRED);
    else if (value && field.field_type === 'number' && !/^-?\d+(\.\d+)?$/.test(value)) errors[customKey(field)] = i18n._(msg`Enter a number.`);
  }
  return errors;
}

type Props = { fields: CustomFieldValueRow[]; values: CustomValues; errors: Record<string, string>; onChange(key: string, value: string): void };

/** One control per custom field of the account's module, by its type (text, number, date, select). */
export function CustomFieldInputs({ fields, values, errors, onChange }: Props) {
  const { t } = useLingui();
  if (!fields.length) return null;
  return (
    <fieldset className="group" part="custom-fields">
      <legend>{t`Custom fields`}</legend>
      {fields.map((field) => {
        const key = customKey(field);
        const label = field.required ? `${field.name} *` : field.name;
        const common = { name: key, label, value: values[key] ?? '', error: errors[key], onChange: (v: string) => onChange(key, v) };
        if (field.field_type === 'select') return <SelectField key={key} {...common} options={[['', t`Not set`], ...field.options.map((o): [string, string] => [o, o])]} />;
        if (field.field_type === 'date') return <DateField key={key} {...common} />;
        return <TextField key={key} {...common} type={field.field_type === 'number' ? 'number' : 'text'} maxlength={1000} />;
      })}
    </fieldset>
  );
}

type DateFieldProps = { name: string; label: string; value: string; error?: string; min?: string; max?: string; onChange(value: string): void };

/** A native date input (the browser's own picker, keyboard and locale) with its message tied to it. */
export function DateField({ name, label, value, error, min, max, onChange }: DateFieldProps) {
  const id = useId();
  return (
    <label className="field">
      <span>{label}</span>
      <input
        type="date"
        name={name}
        value={value}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? id : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <small id={id} className="field-error">
          {error}
        </small>
      )}
    </label>
  );
}
