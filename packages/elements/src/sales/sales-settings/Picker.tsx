import { useId } from 'react';

type PickerProps = {
  name: string;
  label: string;
  value: string;
  options: [value: string, text: string][];
  disabled: boolean;
  hint?: string;
  error?: string;
  onChange(value: string): void;
};

/** A labelled native select with its hint and its message under it, tied by aria-describedby. */
export function Picker({ name, label, value, options, disabled, hint, error, onChange }: PickerProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" data-field={name}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} disabled={disabled} aria-describedby={described} aria-invalid={error ? true : undefined} onChange={(e) => onChange(e.target.value)}>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
      {hint && (
        <small id={`${id}-hint`} className="muted">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}
