import { useState, type FormEvent } from 'react';
import type { FormErrors } from './errors.ts';

/**
 * The submit cycle every form element shares: check the fields first (a field message
 * and no request), then run the call once at a time with the busy state, and turn a
 * failure into what the form shows. `toErrors` may return undefined when a failure
 * needs no message (it handled the outcome itself). `checkAlert`, when given, is the
 * alert shown above the form while client checks hold field messages. `validate` returning
 * undefined means the form has no checks at submit and keeps the messages it shows.
 */
export function useFormSubmit(
  validate: () => Record<string, string> | undefined,
  action: () => Promise<void>,
  toErrors: (error: unknown) => FormErrors | undefined,
  checkAlert?: string,
) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const fields = validate();
    if (fields) {
      const wrong = Object.keys(fields).length > 0;
      setErrors(wrong && checkAlert ? { fields, alert: checkAlert } : { fields });
      if (wrong) return;
    }
    setBusy(true);
    try {
      await action();
    } catch (error) {
      const shown = toErrors(error);
      if (shown) setErrors(shown);
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, setErrors, handleSubmit };
}
