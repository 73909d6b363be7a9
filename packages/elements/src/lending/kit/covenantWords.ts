/**
 * The covenant screens' own words (portal-safe: no staff-only import): a threshold in words ("at
 * least 1.25"), a result's cause, a waiver's kind, and a figure's problem before it is sent
 * (the server's rule, numeric(18, 4) written with a dot, checked first here).
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CovenantOperator, ResultCause, WaiverKind } from '@si/contract/lending';
import { operatorText, ratioText } from './lendingWords.ts';

type Words = ReturnType<typeof msg>;

const CAUSE: Record<ResultCause, Words> = {
  reported: msg({ message: 'Reported by the borrower', context: 'covenant result' }),
  corrected: msg({ message: 'Corrected by the borrower', context: 'covenant result' }),
  recomputed: msg({ message: 'Recomputed after a change of the covenant', context: 'covenant result' }),
  entered: msg({ message: 'Entered by staff', context: 'covenant result' }),
};

const WAIVER_KIND: Record<WaiverKind, Words> = {
  waiver: msg({ message: 'Waiver', context: 'covenant waiver' }),
  deferral: msg({ message: 'Deferral', context: 'covenant waiver' }),
};

const say = <K extends string>(table: Record<K, Words>, key: K, i18n: I18n): string => (Object.hasOwn(table, key) ? i18n._(table[key]) : i18n._(msg`Unknown`));

export const causeText = (cause: ResultCause, i18n: I18n) => say(CAUSE, cause, i18n);
export const waiverKindText = (kind: WaiverKind, i18n: I18n) => say(WAIVER_KIND, kind, i18n);

/** "at least 1.25" in the reader's words and digits. */
export function thresholdText(operator: CovenantOperator | null, threshold: string | null, i18n: I18n): string {
  if (!operator || threshold === null) return '—';
  return `${operatorText(operator, i18n)} ${ratioText(threshold, i18n.locale)}`;
}


const FIGURE = /^-?\d{1,14}(\.\d{1,4})?$/;

/** Why a figure cannot be sent yet, or undefined. */
export function covenantFigureProblem(value: string, i18n: I18n): string | undefined {
  if (!value.trim()) return i18n._(msg`Enter a number.`);
  if (!FIGURE.test(value.trim())) return i18n._(msg`Enter a number with at most 14 digits before the decimal point and 4 after it, written with a dot.`);
  return undefined;
}
