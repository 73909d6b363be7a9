import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type Common = { name: string; label: string; error?: string; hint?: ReactNode; readOnly?: boolean };

/** Ids of the hint and the message under a control, and the attributes that tie them to it. */
function described(id: string, hint: ReactNode, error?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? (true as const) : undefined };
}

function Notes({ id, hint, error }: { id: string; hint: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <span className="help" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${id}-error`} part="field-error">
          {error}
        </span>
      )}
    </>
  );
}

type InputProps = Common & { value: string; onChange(value: string): void } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'min' | 'max' | 'maxLength' | 'autoComplete' | 'dir' | 'required'
  >;

/** A labelled native input with its hint and message under it (described by both, invalid with a message). */
export function RepInput({ name, label, error, hint, readOnly, value, onChange, type = 'text', ...input }: InputProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type={type} value={value} readOnly={readOnly} {...input} {...described(id, hint, error)} onChange={(e) => onChange(e.currentTarget.value)} />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function RepTextArea({ name, label, error, hint, readOnly, value, onChange, rows = 4, maxLength }: Common & { value: string; onChange(value: string): void; rows?: number; maxLength?: number }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name={name} value={value} rows={rows} maxLength={maxLength} readOnly={readOnly} {...described(id, hint, error)} onChange={(e) => onChange(e.currentTarget.value)} />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function RepSelect({ name, label, error, hint, readOnly, value, onChange, options }: Common & { value: string; onChange(value: string): void; options: [value: string, text: string][] }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} disabled={readOnly} {...described(id, hint, error)} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A switch (a checkbox with role=switch) with its label beside it. */
export function RepSwitch({ name, label, error, hint, readOnly, checked, onChange }: Common & { checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  return (
    <div className="field">
      <label className="check" htmlFor={id}>
        <input id={id} type="checkbox" role="switch" name={name} checked={checked} disabled={readOnly} {...described(id, hint, error)} onChange={(e) => onChange(e.currentTarget.checked)} />
        <span>{label}</span>
      </label>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A whole number typed in a text input ('' when empty), else NaN. */
export function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : NaN;
}
