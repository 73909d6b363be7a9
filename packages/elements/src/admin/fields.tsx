import { useId, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fieldErrors } from '@si/core';
import { formErrors, onTyped, type FormErrors } from '../base/errors.ts';
import { useShell } from '../base/Shell.tsx';
import { invalidField } from '../base/invalidField.ts';

/**
 * The server's answer split for a settings form: messages keyed `options.2` or `stages.0` go
 * to their list's field (`options`, `stages`); the rest as formErrors does it.
 */
export function groupedErrors(error: unknown, shown: readonly string[], i18n: I18n): FormErrors {
  const group = (key: string) => key.split('.')[0];
  const keys = Object.keys(fieldErrors(error)).filter((key) => shown.includes(group(key)));
  const split = formErrors(error, keys, i18n);
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(split.fields)) {
    const name = group(key);
    fields[name] = fields[name] ? `${fields[name]} ${message}` : message;
  }
  return { alert: split.alert, fields };
}

export { focusControl } from '../base/focusControl.ts';

/** A required text of at most `max` characters: the message to show, or undefined when fine. */
export function checkText(value: string, max: number, i18n: I18n, required = true): string | undefined {
  const text = value.trim();
  if (required && !text) return i18n._(msg`This field is required.`);
  if (text.length > max) return i18n._(msg`Ensure this field has no more than ${max} characters.`);
  return undefined;
}

type TextFieldProps = { name: string; label: string; value: string; error?: string; type?: 'text' | 'number'; onChange(value: string): void };

/** A Shoelace text input with the field's message as its help text (else the hint). */
export function TextField({ name, label, value, error, type = 'text', maxlength, hint, onChange }: TextFieldProps & { maxlength?: number; hint?: string }) {
  const { lang, dir } = useShell();
  return (
    <sl-input
      name={name}
      type={type}
      label={label}
      value={value}
      maxlength={maxlength}
      lang={lang}
      dir={dir}
      help-text={error ?? hint}
      ref={invalidField(error)}
      data-invalid={error ? true : undefined}
      onsl-input={onTyped(onChange)}
    />
  );
}

type LabelledAria = { 'aria-labelledby': string; 'aria-describedby'?: string; 'aria-invalid'?: true };

/**
 * A labelled native control (textarea, select, checkbox) with its message under it. The label
 * wraps the control so a click on it focuses the control, but names it by aria-labelledby: a
 * wrapping label alone would put the chosen option and the error message into the name.
 */
function Labelled({ label, error, className = 'field', children }: { label: string; error?: string; className?: string; children(aria: LabelledAria): ReactNode }) {
  const id = useId();
  const aria: LabelledAria = { 'aria-labelledby': `${id}-label`, ...(error ? { 'aria-describedby': `${id}-error`, 'aria-invalid': true } : {}) };
  return (
    <label className={className}>
      <span id={`${id}-label`}>{label}</span>
      {children(aria)}
      {error && (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      )}
    </label>
  );
}

export function TextArea({ name, label, value, error, rows = 3, onChange }: Omit<TextFieldProps, 'type'> & { rows?: number }) {
  return (
    <Labelled label={label} error={error}>
      {(aria) => <textarea name={name} rows={rows} value={value} {...aria} onChange={(e) => onChange(e.target.value)} />}
    </Labelled>
  );
}

export function SelectField({ name, label, value, error, options, onChange }: Omit<TextFieldProps, 'type'> & { options: [value: string, text: string][] }) {
  return (
    <Labelled label={label} error={error}>
      {(aria) => (
        <select name={name} value={value} {...aria} onChange={(e) => onChange(e.target.value)}>
          {options.map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

export function CheckField({ name, label, checked, error, onChange }: { name: string; label: string; checked: boolean; error?: string; onChange(checked: boolean): void }) {
  return (
    <Labelled label={label} error={error} className="field field--check">
      {(aria) => <input type="checkbox" name={name} checked={checked} {...aria} onChange={(e) => onChange(e.target.checked)} />}
    </Labelled>
  );
}
