import { useId, type ChangeEvent } from 'react';

export type TextFieldProps = {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  error?: string;
};

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField({ name, label, value, onValueChange, type = 'text', autoComplete, error }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onValueChange(event.target.value);
  }

  return (
    <div className="si-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={handleChange}
      />
      {error ? (
        <p id={errorId} className="si-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
