/**
 * The sales screens' shared words and numbers: amounts per currency (never added across
 * currencies), a deal's expected close in words (an overdue one says so, not only in colour), a
 * stage's probability, a month of the forecast, the server's sales messages in the reader's
 * language, and link templates filled in.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CurrencyTotal } from '@si/contract';
import { SalesMessage } from '@si/contract/sales';
import { ApiError, describeError, fieldErrors } from '@si/core';
import { formatDate, formatMoney, today } from '../../portal-kit/itemLabels.ts';

type Words = ReturnType<typeof msg>;

/** A currency's total and weighted total ("€12,500.00, weighted €3,125.00"). */
export function currencyTotalText(total: CurrencyTotal, lang: string, i18n: I18n): string {
  const amount = formatMoney(total.total, total.currency, lang);
  const weighted = formatMoney(total.weighted, total.currency, lang);
  return i18n._(msg`${amount}, weighted ${weighted}`);
}

/** A percentage in the reader's digits ("25 %" in French). */
export function percentText(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** A whole number in the reader's digits and grouping ("2,000", "2 000"). */
export function countText(value: number, lang: string): string {
  return new Intl.NumberFormat(lang).format(value);
}

/**
 * A deal's expected close in words, and whether it is past (an open deal expected to close before
 * today). The day is a calendar day: no time-zone shift.
 */
export function expectedCloseText(day: string | null, lang: string, i18n: I18n, on = today()): { text: string; overdue: boolean } {
  if (!day) return { text: i18n._(msg`No expected close`), overdue: false };
  const date = formatDate(day, lang);
  const overdue = day.slice(0, 10) < on;
  return { text: overdue ? i18n._(msg`Overdue: expected to close ${date}`) : i18n._(msg`Expected to close ${date}`), overdue };
}

/** A forecast month ("2026-12") as the reader writes it ("December 2026"). */
export function monthText(month: string, lang: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, number - 1, 1)));
}

const SERVER_WORDS: Record<string, Words> = {
  [SalesMessage.DEAL_CLOSED]: msg`This deal is won or lost: reopen it first.`,
  [SalesMessage.STAGE_OTHER_PIPELINE]: msg`This stage is not one of the deal's pipeline.`,
  [SalesMessage.STAGE_UNKNOWN]: msg`Choose a stage of this pipeline.`,
  [SalesMessage.PIPELINE_NO_STAGES]: msg`This pipeline has no stages yet: add them in Settings, Pipelines.`,
  [SalesMessage.LEAD_CLOSED]: msg`This lead was converted or disqualified: reopen it first.`,
  [SalesMessage.LEAD_NOT_DISQUALIFIED]: msg`Only a disqualified lead can be reopened.`,
  [SalesMessage.LEAD_CONVERTED]: msg`This lead was already converted.`,
  [SalesMessage.LEAD_NO_NAME]: msg`Enter a name or a company.`,
  [SalesMessage.NOT_SALES_ACCOUNT]: msg`Choose a sales account of this organization.`,
  [SalesMessage.NOT_OWNER]: msg`Choose an active user of this organization.`,
  [SalesMessage.TEAM_EMPTY]: msg`The team has no active members to assign leads to.`,
  [SalesMessage.NO_TEAM]: msg`Choose a team in the sales settings to assign leads in turn.`,
  [SalesMessage.MERGE_SAME]: msg`Choose another contact to merge into.`,
  [SalesMessage.DEAL_NOT_CLOSED]: msg`Only a won or lost deal can be reopened.`,
  [SalesMessage.DEAL_NOT_WON]: msg`Only a won deal can be handed on.`,
  [SalesMessage.DEAL_HANDED_OVER]: msg`This deal was already handed on to receivables.`,
  [SalesMessage.DEAL_NO_AMOUNT]: msg`The deal has no amount to invoice.`,
};

/** One of the server's sales messages in the reader's language; any other text as it came. */
export function salesMessageText(text: string, i18n: I18n): string {
  return Object.hasOwn(SERVER_WORDS, text) ? i18n._(SERVER_WORDS[text]!) : text;
}

/**
 * Why the server refused to move a deal, as a sentence: a viewer's role, the deal closed meanwhile
 * (409), a stage refused (400, on its field), or the core's words for the rest (the network).
 */
export function dealMoveRefusal(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError && error.status === 403) return i18n._(msg`Your role can read the board but not move deals.`);
  const messages = Object.values(fieldErrors(error));
  return messages.length ? messages.map((text) => salesMessageText(text, i18n)).join(' ') : describeError(error, i18n);
}

/** A link template with its `{name}` placeholders filled in ("/spm/accounts/{account_id}/{id}"); undefined without a template. */
export function fillLink(template: string | undefined, values: Record<string, string | number>): string | undefined {
  if (!template) return undefined;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? encodeURIComponent(String(values[name])) : whole));
}
