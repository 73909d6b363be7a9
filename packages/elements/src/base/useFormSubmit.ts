import { useEffect, useState, type FormEvent } from 'react';
import type { FormErrors } from './errors.ts';
import { focusControl } from './focusControl.ts';

/**
 * What marks a field as wrong on screen: a native control's aria-invalid, a Shoelace field's mark
 * (invalidField.ts), a field box or group's data-invalid (the workflow forms'). A Shoelace control's
 * own data-invalid is not the form's mark: Shoelace sets it on an empty required input too.
 */
const MARKED = '[aria-invalid="true"], [data-field-error], [data-invalid]:not(sl-input, sl-textarea, sl-select, sl-checkbox, sl-switch, sl-radio-group)';
/** What takes the focus in a marked group (a fieldset, a radio group): its first control. */
const CONTROL = 'input:not([type="hidden"]), select, textarea, sl-input, sl-textarea, sl-select, sl-checkbox, sl-switch, sl-radio-group, [tabindex]:not([tabindex="-1"])';

/** The control of the first field a form marks wrong, in the order a person reads it; null when none is marked. */
export function firstMarkedField(form: HTMLElement): HTMLElement | null {
  for (const marked of form.querySelectorAll<HTMLElement>(MARKED)) {
    const control = marked.matches(CONTROL) ? marked : marked.querySelector<HTMLElement>(CONTROL);
    if (control && !control.matches(':disabled')) return control;
  }
  return null;
}

/**
 * The submit cycle every form element shares: check the fields first (a field message
 * and no request), then run the call once at a time with the busy state, and turn a
 * failure into what the form shows. `toErrors` may return undefined when a failure
 * needs no message (it handled the outcome itself). `checkAlert`, when given, is the
 * alert shown above the form while client checks hold field messages; it is shown only
 * when the form marks at least one field, else the alert says the messages themselves
 * (a check of a field the form does not show must not point at nothing). `validate`
 * returning undefined means the form has no checks at submit and keeps the messages it shows.
 * After a submit that marks fields (the checks', or the server's answer), the first marked
 * field takes the focus, so a keyboard or screen reader user lands where to fix it.
 */
export function useFormSubmit(
  validate: () => Record<string, string> | undefined,
  action: () => Promise<void>,
  toErrors: (error: unknown) => FormErrors | undefined,
  checkAlert?: string,
) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  // The form of a submit that failed with field messages, waiting for the render that marks its fields.
  const [failed, setFailed] = useState<HTMLFormElement | null>(null);

  useEffect(() => {
    if (!failed) return;
    setFailed(null);
    if (!failed.querySelector(MARKED)) {
      setErrors((shown) => (checkAlert && shown.alert === checkAlert ? { ...shown, alert: Object.values(shown.fields).join(' ') } : shown));
      return;
    }
    focusControl(firstMarkedField(failed));
  }, [failed, checkAlert]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // Read now: React clears the event's currentTarget once the handler awaits.
    const form = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    const fields = validate();
    if (fields) {
      const wrong = Object.keys(fields).length > 0;
      setErrors(wrong && checkAlert ? { fields, alert: checkAlert } : { fields });
      if (wrong) {
        setFailed(form);
        return;
      }
    }
    setBusy(true);
    try {
      await action();
    } catch (error) {
      const shown = toErrors(error);
      if (shown) setErrors(shown);
      if (shown && Object.keys(shown.fields).length) setFailed(form);
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, setErrors, handleSubmit };
}
