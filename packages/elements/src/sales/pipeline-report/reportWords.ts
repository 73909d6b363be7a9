/**
 * The pipeline report's figures in words and in the reader's digits: percentages and days with one
 * decimal, counts, amounts per currency (one per line, never added across currencies), a deal's
 * source, an owner or nobody, and the default period (the last 12 months).
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DealSource, NamedRef } from '@si/contract';
import { formatMoney } from '../../portal-kit/itemLabels.ts';
import { leadSourceText } from '../kit/leadWords.ts';

/** Which part of the report the element shows (and its files hold). */
export type ReportView = 'summary' | 'exceptions' | 'tasks';

export const viewOf = (value: string | undefined): ReportView => (value === 'exceptions' || value === 'tasks' ? value : 'summary');

/** A percentage with at most one decimal ("83.3%", "83,3 %"); a dash when there is nothing to divide. */
export function percentFigure(value: number | null, lang: string): string {
  return value === null ? '—' : new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/** Days with at most one decimal; a dash when no stay ended. */
export function daysFigure(value: number | null, lang: string): string {
  return value === null ? '—' : new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(value);
}

export function countFigure(value: number, lang: string): string {
  return new Intl.NumberFormat(lang).format(value);
}

/** Amounts per currency, each in its own currency ("$300.00", "¥100,000"). */
export function amountsText(totals: { currency: string; total: string }[], lang: string): string[] {
  return totals.map((x) => formatMoney(x.total, x.currency, lang));
}

/** A deal's source in words: the lead source's own words, or "Direct" without a lead. */
export function sourceText(source: DealSource, i18n: I18n): string {
  return source === 'direct' ? i18n._(msg`Direct (no lead)`) : leadSourceText(source, i18n);
}

export function ownerText(owner: NamedRef | null, i18n: I18n): string {
  return owner ? owner.name : i18n._(msg`No owner`);
}

/** A day as YYYY-MM-DD in the reader's calendar (the date inputs' form). */
const isoOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The last 12 months to `now`: from the day after the same day a year before, to today. */
export function lastTwelveMonths(now = new Date()): { from: string; to: string } {
  return { from: isoOf(new Date(now.getFullYear() - 1, now.getMonth(), now.getDate() + 1)), to: isoOf(now) };
}
