import { useState, type FormEvent } from 'react';
import type { FormErrors } from './errors.ts';

/**
 * The submit cycle every form element shares: check the fields first (a field message
 * and no request), then run the call once at a time with the busy state, and turn a
 * failure into what the form shows. `toErrors` may return undefined when a failure
 * needs no message (it handled the outcome itself).
 */
export function useFormSubmit(
  validate: () => Record<string, string>,
  action: () => Promise<void>,
  toErrors: (error: unknown) => FormErrors | undefined,
) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const fields = validate();
    setErrors({ fields });
    if (Object.keys(fields).length) return;
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

  return { busy, errors, handleSubmit };
}
