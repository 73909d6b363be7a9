/**
 * The loan forms' text inputs: a native input with its label, its hint and its message under it,
 * named by aria-labelledby and described by the message (so a click on the label focuses it and a
 * screen reader says what is wrong). Selects and text areas are the admin kit's (admin/fields.tsx).
 */
import { useId, type HTMLAttributes } from 'react';

type LoanInputProps = {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  type?: 'text' | 'date';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  dir?: 'ltr' | 'rtl';
  maxLength?: number;
  required?: boolean;
  onChange(value: string): void;
};

export function LoanInput({ name, label, value, error, hint, type = 'text', inputMode, dir, maxLength, required, onChange }: LoanInputProps) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <label className="field">
      <span>
        {/* The asterisk sits outside the labelling span: the field's name is its label alone ("Name", not "Name *"). */}
        <span id={`${id}-label`}>{label}</span>
        {required && <span aria-hidden="true"> *</span>}
      </span>
      <input
        name={name}
        type={type}
        value={value}
        inputMode={inputMode}
        dir={dir}
        maxLength={maxLength}
        aria-labelledby={`${id}-label`}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      ) : (
        hint && (
          <small id={`${id}-hint`} className="muted">
            {hint}
          </small>
        )
      )}
    </label>
  );
}
