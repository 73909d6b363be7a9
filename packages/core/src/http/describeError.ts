/**
 * One sentence for a failed call, in the reader's language: the words for its error code
 * when it has a known one, else the server's own `detail` when it sent one, else a generic
 * text by status. Forms show `fieldErrors` per field
 * and this under the form.
 */
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { ApiError, fieldErrors } from './ApiError.ts';
import { codeMessage } from './errorCodes.ts';

export function describeError(error: unknown, i18n: I18n): string {
  if (!(error instanceof ApiError)) return i18n._(msg`Something went wrong. Please try again.`);
  if (error.aborted) return i18n._(msg`The request was cancelled.`);
  const coded = codeMessage(error, i18n);
  if (coded) return coded;
  const detail = fieldErrors(error)[''];
  if (detail) return detail;
  const status = error.status;
  if (status === 0) return i18n._(msg`Cannot reach the server. Check your connection and try again.`);
  if (status === 401) return i18n._(msg`Your session has expired. Please sign in again.`);
  if (status === 403) return i18n._(msg`You do not have permission to do this.`);
  if (status === 404) return i18n._(msg`This item was not found.`);
  if (status === 413) return i18n._(msg`The data sent is too large.`);
  if (status === 429) return i18n._(msg`Too many attempts. Please wait a moment and try again.`);
  if (status >= 500) return i18n._(msg`The server had a problem. Please try again later.`);
  if (Object.keys(fieldErrors(error)).length > 0) return i18n._(msg`Please correct the highlighted fields.`);
  return i18n._(msg`The request failed (error ${status}).`);
}
