/**
 * The error codes the API answers beside its `detail` (`{detail, code}`), each as words in the
 * reader's language. A screen shows these, never the code, and never the server's English
 * `detail` when it knows the code. Typed by the contract's list of codes, which the server's
 * `notAuthenticated` takes too, so a new code does not compile until it has its words here.
 */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ApiErrorCode } from '@si/contract';
import { ApiError } from './ApiError.ts';

export const API_ERROR_CODES: Record<ApiErrorCode, MessageDescriptor> = {
  no_active_account: msg`The e-mail address or the password is not right.`,
  user_inactive: msg`This account has been deactivated. Ask your administrator to reactivate it.`,
  token_not_valid: msg`Your session has expired. Please sign in again.`,
  bad_authorization_header: msg`Your session could not be read. Please sign in again.`,
};

/** The words for the error's code, when it has one this suite knows. */
export function codeMessage(error: unknown, i18n: I18n): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const data = error.data as { code?: unknown } | null;
  const code = typeof data === 'object' && data !== null && typeof data.code === 'string' ? data.code : undefined;
  const known = code !== undefined && Object.hasOwn(API_ERROR_CODES, code) ? API_ERROR_CODES[code as ApiErrorCode] : undefined;
  return known ? i18n._(known) : undefined;
}
