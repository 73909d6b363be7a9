import type { I18n } from '@lingui/core';
import { describeError, fieldErrors } from '@si/core';

/** A failed call outside a form: the server's own messages (field ones included), else core's sentence for the status. */
export function errorText(error: unknown, i18n: I18n): string {
  return Object.values(fieldErrors(error)).join(' ') || describeError(error, i18n);
}
