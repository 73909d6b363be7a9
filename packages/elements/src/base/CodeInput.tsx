import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { onTyped } from './errors.ts';
import { useShell } from './Shell.tsx';
import { invalidField } from './invalidField.ts';

/** 'Field is required' when empty, a hint when not six digits, else undefined. */
export function codeError(code: string, i18n: I18n): string | undefined {
  const value = code.trim();
  if (!value) return i18n._(msg`Field is required`);
  if (!/^\d{6}$/.test(value)) return i18n._(msg`Enter the 6-digit code.`);
  return undefined;
}

type CodeInputProps = { label: string; name: string; value: string; error?: string; onValue: (value: string) => void };

/** A one-time-code field: numeric keyboard, autofill of SMS/e-mail codes, six digits. */
export function CodeInput({ label, name, value, error, onValue }: CodeInputProps) {
  const { lang, dir } = useShell();
  return (
    <sl-input
      name={name}
      label={label}
      inputmode="numeric"
      autocomplete="one-time-code"
      maxlength={6}
      value={value}
      lang={lang}
      dir={dir}
      help-text={error}
      ref={invalidField(error)}
      data-invalid={error ? true : undefined}
      onsl-input={onTyped(onValue)}
    />
  );
}
