/**
 * The draws' words, shared by the staff screen and the borrower's portal: money and percentages in
 * the reader's digits, a variance said in words, and the server's "above the remaining budget"
 * message in the reader's language with its figures in the reader's digits.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LendingMessage } from '@si/contract/lending';
import { lendingMessageText } from './lendingWords.ts';

/** An amount in the loan's currency, in the reader's digits ("$12,000.00"); a bad currency code falls back to the plain number. */
export function drawMoney(amount: string | number, currency: string, lang: string): string {
  const value = Number(amount);
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  } catch {
    return new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  }
}

/** A percentage given as 0-100 ("40 %" in the reader's way); a dash when there is none. */
export function drawPercent(value: string | number | null, lang: string): string {
  if (value === null || value === '') return '—';
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(Number(value) / 100);
}

/**
 * A line's variance in words and figures: the inspector's percent complete against the part of the
 * budget drawn. Within a point either way the two are in step.
 */
export function varianceText(variance: string | null, lang: string, i18n: I18n): string {
  if (variance === null) return i18n._(msg`Not inspected yet`);
  const value = Number(variance);
  const points = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(Math.abs(value));
  if (Math.abs(value) < 1) return i18n._(msg`Work and money in step`);
  return value > 0 ? i18n._(msg`Work ahead of the money by ${points} points`) : i18n._(msg`Money ahead of the work by ${points} points`);
}

/** The message for an amount above a line's remaining budget, with the figures. */
export function aboveRemainingText(line: string, remaining: string, asked: string, currency: string, lang: string, i18n: I18n): string {
  const left = drawMoney(remaining, currency, lang);
  const wanted = drawMoney(asked, currency, lang);
  return i18n._(msg`Above the remaining budget of ${line}: ${left} remaining, ${wanted} asked.`);
}

/** A server message about draws in the reader's language: the remaining-budget one keeps its figures as they came. */
export function drawMessageText(text: string, i18n: I18n): string {
  if (text.startsWith(LendingMessage.drawAboveRemaining) && text !== LendingMessage.drawAboveRemaining) {
    return `${i18n._(msg`The draw is above the remaining budget of the line.`)}${text.slice(LendingMessage.drawAboveRemaining.length)}`;
  }
  return lendingMessageText(text, i18n);
}
