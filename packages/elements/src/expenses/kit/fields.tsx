/**
 * The expenses forms' native fields: a visible label, the hint and the message under the field
 * (tied to it by aria-describedby, the field marked aria-invalid), and room below for what the
 * field needs beside its value (a suggestion read from a receipt, the category's policy).
 */
import { useId, type ReactNode } from 'react';

type Common = {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** Shown under the field, after its hint and message. */
  children?: ReactNode;
  disabled?: boolean;
};

function describedBy(id: string, error?: string, hint?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Below({ id, error, hint, children }: { id: string; error?: string; hint?: string; children?: ReactNode }) {
  return (
    <>
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
      {children}
    </>
  );
}

/** A labelled input. */
export function InputField(props: Common & { value: string; type?: string; maxLength?: number; dir?: 'ltr'; inputMode?: 'decimal' | 'numeric'; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className="field" data-field={props.name}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        maxLength={props.maxLength}
        dir={props.dir}
        inputMode={props.inputMode}
        disabled={props.disabled}
        autoComplete="off"
        aria-describedby={describedBy(id, props.error, props.hint)}
        aria-invalid={props.error ? true : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <Below id={id} error={props.error} hint={props.hint}>
        {props.children}
      </Below>
    </div>
  );
}

/** A labelled textarea. */
export function TextField(props: Common & { value: string; rows?: number; maxLength?: number; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className="field field--wide" data-field={props.name}>
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        name={props.name}
        rows={props.rows ?? 2}
        value={props.value}
        maxLength={props.maxLength}
        disabled={props.disabled}
        aria-describedby={describedBy(id, props.error, props.hint)}
        aria-invalid={props.error ? true : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <Below id={id} error={props.error} hint={props.hint}>
        {props.children}
      </Below>
    </div>
  );
}

/** A labelled select of [value, text] choices. */
export function ChoiceField(props: Common & { value: string; options: [value: string, text: string][]; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className="field" data-field={props.name}>
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        disabled={props.disabled}
        aria-describedby={describedBy(id, props.error, props.hint)}
        aria-invalid={props.error ? true : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <Below id={id} error={props.error} hint={props.hint}>
        {props.children}
      </Below>
    </div>
  );
}
