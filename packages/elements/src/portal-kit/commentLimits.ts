import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COMMENT_MAX_LENGTH } from '@si/contract/limits';

/** The contract's limit, from its zod-free subpath. */
export const COMMENT_MAX_LENGTH_VALUE = COMMENT_MAX_LENGTH;

/** 'Field is required' for blank text, a length message past the limit, else undefined. */
export function commentProblem(text: string, i18n: I18n): string | undefined {
  if (!text.trim()) return i18n._(msg`Field is required`);
  const max = COMMENT_MAX_LENGTH_VALUE;
  if (text.trim().length > max) return i18n._(msg`Ensure this field has no more than ${max} characters.`);
  return undefined;
}
