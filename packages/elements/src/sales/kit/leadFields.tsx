/**
 * The leads forms' native fields: a visible label, an optional hint and the field's message under
 * it (tied by aria-describedby, the control marked aria-invalid so a failed submit focuses it).
 */
import { useId, type ReactNode } from 'react';

type Common = {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** A wide field takes the form's whole row (a message, a reason). */
  wide?: boolean;
};

const describedBy = (id: string, error?: string, hint?: string) => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function Frame({ id, label, error, hint, wide, name, children }: Common & { id: string; children: ReactNode }) {
  return (
    <div className={wide ? 'field field--wide' : 'field'} data-field={name}>
      <label htmlFor={id}>{label}</label>
      {children}
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

type InputProps = Common & {
  value: string;
  type?: 'text' | 'email' | 'tel' | 'date';
  maxLength?: number;
  inputMode?: 'decimal';
  dir?: 'ltr';
  autoComplete?: string;
  onChange(value: string): void;
};

/** A labelled input. */
export function LeadInput({ value, type = 'text', maxLength, inputMode, dir, autoComplete = 'off', onChange, ...common }: InputProps) {
  const id = useId();
  return (
    <Frame id={id} {...common}>
      <input
        id={id}
        name={common.name}
        type={type}
        value={value}
        maxLength={maxLength}
        inputMode={inputMode}
        dir={dir}
        autoComplete={autoComplete}
        aria-describedby={describedBy(id, common.error, common.hint)}
        aria-invalid={common.error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </Frame>
  );
}

/** A labelled textarea. */
export function LeadTextArea({ value, rows = 3, maxLength, onChange, ...common }: Common & { value: string; rows?: number; maxLength?: number; onChange(value: string): void }) {
  const id = useId();
  return (
    <Frame id={id} wide {...common}>
      <textarea
        id={id}
        name={common.name}
        rows={rows}
        value={value}
        maxLength={maxLength}
        aria-describedby={describedBy(id, common.error, common.hint)}
        aria-invalid={common.error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </Frame>
  );
}

/** A labelled select of [value, text] choices. */
export function LeadSelect({ value, options, disabled, onChange, ...common }: Common & { value: string; options: [value: string, text: string][]; disabled?: boolean; onChange(value: string): void }) {
  const id = useId();
  return (
    <Frame id={id} {...common}>
      <select
        id={id}
        name={common.name}
        value={value}
        disabled={disabled}
        aria-describedby={describedBy(id, common.error, common.hint)}
        aria-invalid={common.error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </Frame>
  );
}
