import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REQUIREMENT_LIMITS } from '@si/contract/limits';

const { answer: ANSWER_MAX, figureDigits: DIGITS, figureDecimals: DECIMALS } = REQUIREMENT_LIMITS;
export const ANSWER_MAX_LENGTH = ANSWER_MAX;
const FIGURE = new RegExp(`^-?\\d{1,${DIGITS}}(\\.\\d{1,${DECIMALS}})?$`);

/** Why an answer cannot be sent yet (the server's own rules, checked first here), or undefined. */
export function answerProblem(text: string, i18n: I18n): string | undefined {
  if (!text.trim()) return i18n._(msg`Field is required`);
  if (text.trim().length > ANSWER_MAX) return i18n._(msg`Ensure this field has no more than ${ANSWER_MAX} characters.`);
  return undefined;
}

/** Why a figure cannot be sent: it must fit numeric(18,4), written with a dot. */
export function figureProblem(value: string, i18n: I18n): string | undefined {
  if (!value.trim()) return i18n._(msg`Field is required`);
  if (!FIGURE.test(value.trim())) return i18n._(msg`Enter a number with at most ${DIGITS} digits before the decimal point and ${DECIMALS} after it.`);
  return undefined;
}
