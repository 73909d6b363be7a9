import { flushSync } from 'react-dom';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, codeMessage, describeError, fieldErrors } from '@si/core';

export type FormErrors = { alert?: string; fields: Record<string, string> };

/**
 * Splits a failed call into what a form shows: messages for the fields it has, and
 * one alert for the rest (the server's `detail`, a field the form does not show, or
 * core's sentence for the status when the body says nothing).
 */
export function formErrors(error: unknown, shownFields: readonly string[], i18n: I18n): FormErrors {
  if (!(error instanceof ApiError) && error instanceof Error && error.name === 'SessionError') {
    // core lost (or never had) the MFA step of this sign-in: only a new sign-in helps.
    return { alert: i18n._(msg`Your sign-in has expired. Sign in again.`), fields: {} };
  }
  // A known error code has its own words; the server's English detail beside it is not shown.
  const coded = codeMessage(error, i18n);
  if (coded) return { alert: coded, fields: {} };
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const [name, message] of Object.entries(fieldErrors(error))) {
    if (shownFields.includes(name)) fields[name] = message;
    else rest.push(message);
  }
  if (!rest.length && !Object.keys(fields).length) rest.push(describeError(error, i18n));
  return { alert: rest.length ? rest.join(' ') : undefined, fields };
}

/** Reads the current value of a Shoelace control from its `sl-input`/`sl-change` event. */
export function valueOf(event: Event): string {
  return (event.target as HTMLInputElement).value;
}

/**
 * The `onsl-input` listener of a Shoelace field: hands the value typed to `apply` and renders it
 * before the next event is handled. React runs a custom element's events at default priority, so a
 * submit right after a keystroke (a quick Enter, a password manager's fill) would otherwise check
 * and send what the form held one render earlier.
 */
export function onTyped(apply: (value: string) => void): (event: Event) => void {
  return (event) => {
    const value = valueOf(event);
    flushSync(() => apply(value));
  };
}
