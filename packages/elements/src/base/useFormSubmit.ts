import { useEffect, useState, type FormEvent } from 'react';
import type { FormErrors } from './errors.ts';

/** What marks a field as wrong on screen: a native control's aria-invalid, a Shoelace field's mark (invalidField.ts). */
const MARKED = '[aria-invalid="true"], [data-field-error]';

/**
 * The submit cycle every form element shares: check the fields first (a field message
 * and no request), then run the call once at a time with the busy state, and turn a
 * failure into what the form shows. `toErrors` may return undefined when a failure
 * needs no message (it handled the outcome itself). `checkAlert`, when given, is the
 * alert shown above the form while client checks hold field messages; it is shown only
 * when the form marks at least one field, else the alert says the messages themselves
 * (a check of a field the form does not show must not point at nothing). `validate`
 * returning undefined means the form has no checks at submit and keeps the messages it shows.
 */
export function useFormSubmit(
  validate: () => Record<string, string> | undefined,
  action: () => Promise<void>,
  toErrors: (error: unknown) => FormErrors | undefined,
  checkAlert?: string,
) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  // The form whose check summary waits for the render that marks its fields.
  const [checked, setChecked] = useState<HTMLFormElement | null>(null);

  useEffect(() => {
    if (!checked) return;
    setChecked(null);
    if (checked.querySelector(MARKED)) return;
    setErrors((shown) => (shown.alert === checkAlert ? { ...shown, alert: Object.values(shown.fields).join(' ') } : shown));
  }, [checked, checkAlert]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const fields = validate();
    if (fields) {
      const wrong = Object.keys(fields).length > 0;
      setErrors(wrong && checkAlert ? { fields, alert: checkAlert } : { fields });
      if (wrong && checkAlert && event.currentTarget instanceof HTMLFormElement) setChecked(event.currentTarget);
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
