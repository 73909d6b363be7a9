import type { ReactNode, Ref } from 'react';
import { useLingui } from '@lingui/react/macro';

type FrameProps = {
  id: string;
  label: string;
  required: boolean;
  error?: string;
  hint?: string;
  wide?: boolean;
  children: ReactNode;
};

/** The ids a control points at with aria-describedby: its hint, then its message. */
export const describedBy = (id: string, error?: string, hint?: string) => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/**
 * One question of the lead form: its visible label (a required one marked with an asterisk the
 * note above the form explains; the control itself says "required" to assistive technology), the
 * control, an optional hint and the field's message, tied to the control by aria-describedby.
 */
export function AnswerFrame({ id, label, required, error, hint, wide, children }: FrameProps) {
  return (
    <div className={wide ? 'field field--wide' : 'field'} part="field" data-invalid={error ? true : undefined}>
      <label htmlFor={id} part="label">
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {hint && (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field-error" part="field-error">
          {error}
        </small>
      )}
    </div>
  );
}

type ControlProps = {
  id: string;
  name: string;
  value: string;
  required: boolean;
  error?: string;
  hint?: string;
  controlRef: Ref<HTMLElement>;
  onChange(value: string): void;
};

/** The attributes every control of the form shares. */
function common({ id, name, required, error, hint }: ControlProps) {
  return {
    id,
    name,
    required,
    part: 'input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
  } as const;
}

type InputProps = ControlProps & {
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'decimal';
  dir?: 'ltr';
};

export function AnswerInput(props: InputProps) {
  const { type = 'text', autoComplete = 'off', maxLength, inputMode, dir, value, controlRef, onChange } = props;
  return (
    <input
      {...common(props)}
      ref={controlRef as Ref<HTMLInputElement>}
      type={type}
      value={value}
      autoComplete={autoComplete}
      maxLength={maxLength}
      inputMode={inputMode}
      dir={dir}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function AnswerText(props: ControlProps & { maxLength: number }) {
  return (
    <textarea
      {...common(props)}
      ref={props.controlRef as Ref<HTMLTextAreaElement>}
      rows={5}
      value={props.value}
      maxLength={props.maxLength}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

export function AnswerChoice(props: ControlProps & { options: readonly string[] }) {
  const { t } = useLingui();
  return (
    <select {...common(props)} ref={props.controlRef as Ref<HTMLSelectElement>} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
      <option value="">{t`Choose…`}</option>
      {props.options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}
