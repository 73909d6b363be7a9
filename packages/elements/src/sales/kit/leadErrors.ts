/**
 * A refused lead call in the reader's language: the server's sales messages (salesWords.ts) turned
 * into words, on their fields for a form, or as one sentence for an action.
 */
import type { I18n } from '@lingui/core';
import { describeError, fieldErrors } from '@si/core';
import { formErrors, type FormErrors } from '../../base/errors.ts';
import { salesMessageText } from './salesWords.ts';

/** What a leads form shows of a failure: messages on the fields it has, the rest as its alert. */
export function leadFormErrors(error: unknown, shown: readonly string[], i18n: I18n): FormErrors {
  const split = formErrors(error, shown, i18n);
  const fields = Object.fromEntries(Object.entries(split.fields).map(([name, text]) => [name, salesMessageText(text, i18n)]));
  return { alert: split.alert === undefined ? undefined : salesMessageText(split.alert, i18n), fields };
}

/** A failed action on a lead, as one sentence. */
export function leadErrorText(error: unknown, i18n: I18n): string {
  const messages = Object.values(fieldErrors(error));
  return messages.length ? messages.map((text) => salesMessageText(text, i18n)).join(' ') : describeError(error, i18n);
}
