import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The contract's COMMENT_MAX_LENGTH, repeated so no zod schema reaches the browser bundle. */
export const COMMENT_MAX_LENGTH_VALUE = 5000;

/** 'Field is required' for blank text, a length message past the limit, else undefined. */
export function commentProblem(text: string, i18n: I18n): string | undefined {
  if (!text.trim()) return i18n._(msg`Field is required`);
  const max = COMMENT_MAX_LENGTH_VALUE;
  if (text.trim().length > max) return i18n._(msg`Ensure this field has no more than ${max} characters.`);
  return undefined;
}
