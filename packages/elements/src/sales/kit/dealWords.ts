/**
 * Deals and activities in words, so no raw state or kind reaches a screen: a deal's state, an
 * activity's kind, a deal's probability (its own, or its stage's said as such), an activity's due
 * time (an overdue one says so in words, not only in colour); the checks the deal and activity
 * forms make before sending (the server checks them again), and a refused write's messages in the
 * reader's language.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@si/core';
import { ACTIVITY_KINDS, DEAL_STATES, SALES_LIMITS, type ActivityKind, type DealState } from '@si/contract/sales';
import { formErrors, type FormErrors } from '../../base/errors.ts';
import { percentText, salesMessageText } from './salesWords.ts';

type Words = ReturnType<typeof msg>;

export const DEAL_STATE_ORDER: readonly DealState[] = DEAL_STATES;

// The context keeps a state's word apart from the same English word as an action ("Won", "Lost").
const STATE_WORDS: Record<DealState, Words> = {
  open: msg({ message: 'Open', context: 'deal state' }),
  won: msg({ message: 'Won', context: 'deal state' }),
  lost: msg({ message: 'Lost', context: 'deal state' }),
};

/** A deal's state in words; one this screen does not know yet shows as "Other", never as its code. */
export function dealStateText(state: string | null | undefined, i18n: I18n): string {
  return i18n._(state && Object.hasOwn(STATE_WORDS, state) ? STATE_WORDS[state as DealState] : msg`Other`);
}

/** The kinds in the order the activity form offers them. */
export const ACTIVITY_KIND_ORDER: readonly ActivityKind[] = ACTIVITY_KINDS;

const KIND_WORDS: Record<ActivityKind, Words> = {
  call: msg({ message: 'Call', context: 'activity kind' }),
  meeting: msg({ message: 'Meeting', context: 'activity kind' }),
  task: msg({ message: 'Task', context: 'activity kind' }),
  note: msg({ message: 'Note', context: 'activity kind' }),
  mail: msg({ message: 'E-mail', context: 'activity kind' }),
};

/** An activity's kind in words. */
export function activityKindText(kind: string | null | undefined, i18n: I18n): string {
  return i18n._(kind && Object.hasOwn(KIND_WORDS, kind) ? KIND_WORDS[kind as ActivityKind] : msg`Other`);
}

/** Kinds that happen at a time (planned or logged): the form asks when. Notes and e-mails are records. */
export const TIMED_KINDS: readonly ActivityKind[] = ['call', 'meeting', 'task'];

/** "40 %", or "40 % (from the stage)" when the deal has no probability of its own. */
export function probabilityText(deal: { probability: number; own_probability: number | null; state: string }, lang: string, i18n: I18n): string {
  const value = percentText(deal.probability, lang);
  return deal.own_probability === null && deal.state === 'open' ? i18n._(msg`${value} (from the stage)`) : value;
}

/** An instant ("2026-03-05T14:30:00Z") as the reader writes a day and time. */
export function instantText(iso: string, lang: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** When an activity is due, in words: overdue when not done and its time has passed. */
export function dueText(activity: { due_at: string | null; done_at: string | null }, lang: string, i18n: I18n, now = Date.now()): { text: string; overdue: boolean } | undefined {
  if (!activity.due_at) return undefined;
  const when = instantText(activity.due_at, lang);
  const overdue = !activity.done_at && Date.parse(activity.due_at) < now;
  return { text: overdue ? i18n._(msg`Overdue: was due ${when}`) : i18n._(msg`Due ${when}`), overdue };
}

/** A contact's name, else its e-mail. */
export const personName = (person: { first_name: string; last_name: string; email: string }) => `${person.first_name} ${person.last_name}`.trim() || person.email;

/** A datetime-local field's value ("2026-03-05T14:30", the reader's time) as an instant the API takes. */
export function localToInstant(value: string): string | undefined {
  const at = new Date(value);
  return value && !Number.isNaN(at.getTime()) ? at.toISOString() : undefined;
}

const AMOUNT = /^\d{1,14}(\.\d{1,4})?$/;

/** The deal fields' checks before sending: a message per wrong field. */
export function dealFieldProblems(
  fields: { title?: string; amount?: string; currency?: string; probability?: string },
  i18n: I18n,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (fields.title !== undefined) {
    const title = fields.title.trim();
    if (!title) problems.title = i18n._(msg`Give the deal a title.`);
    else if (title.length > SALES_LIMITS.dealTitle) problems.title = i18n._(msg`Ensure this field has no more than ${SALES_LIMITS.dealTitle} characters.`);
  }
  if (fields.amount !== undefined && fields.amount.trim() && !AMOUNT.test(fields.amount.trim())) problems.amount = i18n._(msg`Enter an amount in figures, such as 1200 or 1200.50.`);
  if (fields.currency !== undefined && !/^[A-Za-z]{3}$/.test(fields.currency.trim())) problems.currency = i18n._(msg`Enter a three-letter currency code, such as EUR.`);
  if (fields.probability !== undefined && fields.probability.trim()) {
    const value = fields.probability.trim();
    if (!/^\d{1,3}$/.test(value) || Number(value) > 100) problems.probability = i18n._(msg`Enter a probability from 0 to 100, or leave it empty for the stage's.`);
  }
  return problems;
}

/** A refused write as its form shows it, the server's sales messages in the reader's language. */
export function salesFormErrors(error: unknown, shown: readonly string[], i18n: I18n): FormErrors {
  const found = formErrors(error, shown, i18n);
  return {
    alert: found.alert === undefined ? undefined : salesMessageText(found.alert, i18n),
    fields: Object.fromEntries(Object.entries(found.fields).map(([name, text]) => [name, salesMessageText(text, i18n)])),
  };
}

/** A refused write's HTTP status (409: the deal was won or lost meanwhile; 403: not allowed), else undefined. */
export const statusOf = (error: unknown): number | undefined => (error instanceof ApiError ? error.status : undefined);
