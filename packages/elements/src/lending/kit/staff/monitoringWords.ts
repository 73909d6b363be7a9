/**
 * Monitoring's and the compliance report's own words: a row's requirement ("at least 1.25"), a
 * waiver's kind, a count in the reader's digits, and the quarter a day is in (the report's default
 * period). Statuses, metrics and headroom come from lendingWords.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CovenantOperator, WaiverKind } from '@si/contract/lending';
import { operatorText, ratioText } from '../lendingWords.ts';

/** "at least 1.25"; a dash when the covenant has no threshold (an affirmative one). */
export function requirementText(operator: CovenantOperator | null, threshold: string | null, i18n: I18n): string {
  if (!operator || threshold === null) return '—';
  return `${operatorText(operator, i18n)} ${ratioText(threshold, i18n.locale)}`;
}

const WAIVER: Record<WaiverKind, ReturnType<typeof msg>> = {
  waiver: msg({ message: 'Waiver', context: 'covenant waiver' }),
  deferral: msg({ message: 'Deferral', context: 'covenant waiver' }),
};

export const waiverKindText = (kind: WaiverKind, i18n: I18n) => i18n._(WAIVER[kind]);

export const countText = (n: number, lang: string) => new Intl.NumberFormat(lang).format(n);

/** The first and last day of the calendar quarter of `day` (YYYY-MM-DD). */
export function quarterOf(day: string): { from: string; to: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const first = Math.floor((m - 1) / 3) * 3;
  return { from: new Date(Date.UTC(y, first, 1)).toISOString().slice(0, 10), to: new Date(Date.UTC(y, first + 3, 0)).toISOString().slice(0, 10) };
}

/** A loan page's link from a template such as "/bank/accounts/{id}". */
export const loanLink = (template: string | undefined, id: number) => (template ? template.replace('{id}', String(id)) : undefined);
