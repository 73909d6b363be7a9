/**
 * The staff loan screens' own words (besides the module's shared lendingWords.ts): where a loan
 * is (its workspace kind), a repayment, a rate kind, a party's role, a history row's action and
 * field names, and money in the reader's digits. None shows a raw code.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PartyRole, RateKind, Repayment } from '@si/contract/lending';
import { formatMoney } from '../../../portal-kit/itemLabels.ts';

type Words = ReturnType<typeof msg>;

const say = (table: Record<string, Words>, key: string | number, i18n: I18n): string => (Object.hasOwn(table, String(key)) ? i18n._(table[String(key)]!) : i18n._(msg`Unknown`));

const PLACE: Record<string, Words> = {
  1: msg({ message: 'Monitoring', context: 'loan workspace kind' }),
  2: msg({ message: 'Loan pipeline', context: 'loan workspace kind' }),
  3: msg({ message: 'Loan draw', context: 'loan workspace kind' }),
};

const REPAYMENT: Record<Repayment, Words> = {
  amortizing: msg`Level payments (amortizing)`,
  interest_only: msg`Interest only, principal at maturity`,
  bullet: msg`Everything at maturity (bullet)`,
};

const RATE_KIND: Record<RateKind, Words> = {
  fixed: msg({ message: 'Fixed', context: 'interest rate' }),
  floating: msg({ message: 'Floating', context: 'interest rate' }),
};

const ROLE: Record<PartyRole, Words> = {
  borrower: msg`Borrower`,
  guarantor: msg`Guarantor`,
};

const PER_YEAR: Record<string, Words> = {
  12: msg`Monthly`,
  4: msg`Quarterly`,
  1: msg`Annual`,
};

const ACTION: Record<string, Words> = {
  created: msg({ message: 'Opened', context: 'loan history' }),
  updated: msg({ message: 'Changed', context: 'loan history' }),
  rated: msg({ message: 'Rated', context: 'loan history' }),
  party_added: msg({ message: 'Party added', context: 'loan history' }),
  party_removed: msg({ message: 'Party removed', context: 'loan history' }),
  exception_added: msg({ message: 'Policy exception recorded', context: 'loan history' }),
  stage_moved: msg({ message: 'Moved to another stage', context: 'loan history' }),
  decided: msg({ message: 'Decided', context: 'loan history' }),
  waived: msg({ message: 'Waived', context: 'loan history' }),
};

const FIELD: Record<string, Words> = {
  reference: msg`Reference`,
  borrower: msg`Borrower`,
  amount: msg`Amount`,
  currency: msg`Currency`,
  status: msg`Status`,
  stage: msg`Stage`,
  rate_kind: msg`Rate`,
  fixed_rate: msg`Fixed rate`,
  rate_index: msg`Index`,
  index_rate: msg`Index rate`,
  margin: msg`Margin`,
  origination_date: msg`Origination`,
  maturity_date: msg`Maturity`,
  collateral: msg`Collateral`,
  purpose: msg`Purpose`,
  product: msg`Product`,
  category: msg`Category`,
  officer: msg`Officer`,
  team: msg`Team`,
  term_months: msg`Term (months)`,
  repayment: msg`Repayment`,
  payments_per_year: msg`Payments`,
  name: msg`Name`,
  role: msg`Role`,
  guarantee_amount: msg`Guarantee`,
  rating: msg`Rating`,
  reason: msg`Reason`,
  policy: msg`Policy`,
};

export const placeText = (kind: number, i18n: I18n) => say(PLACE, kind, i18n);
export const repaymentText = (repayment: Repayment, i18n: I18n) => say(REPAYMENT, repayment, i18n);
export const rateKindText = (kind: RateKind, i18n: I18n) => say(RATE_KIND, kind, i18n);
export const partyRoleText = (role: PartyRole, i18n: I18n) => say(ROLE, role, i18n);
export const perYearText = (n: number, i18n: I18n) => say(PER_YEAR, n, i18n);
export const historyActionText = (action: string, i18n: I18n) => (Object.hasOwn(ACTION, action) ? i18n._(ACTION[action]!) : action.replace(/_/g, ' '));
/** A history field's name; one the screens do not know keeps its own words (its underscores as spaces). */
export const historyFieldText = (field: string, i18n: I18n) => (Object.hasOwn(FIELD, field) ? i18n._(FIELD[field]!) : field.replace(/_/g, ' '));

/** An amount with its currency in the reader's digits. */
export const moneyText = (amount: string | null, currency: string, lang: string) => (amount === null ? '—' : formatMoney(amount, currency, lang));

/** A rate a year ("6.25 %") in the reader's digits. */
export function rateText(rate: string | null, lang: string): string {
  if (rate === null || rate === '') return '—';
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 4 }).format(Number(rate) / 100);
}

/**
 * A history value as a person reads it: nothing said as a dash, a status, a repayment or a rate
 * kind in words; anything else as it came (text, amounts, dates, names).
 */
export function historyValueText(field: string, value: unknown, i18n: I18n, words: { status(value: string): string }): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status' && typeof value === 'string') return words.status(value);
  if (field === 'repayment' && typeof value === 'string') return repaymentText(value as Repayment, i18n);
  if (field === 'rate_kind' && typeof value === 'string') return rateKindText(value as RateKind, i18n);
  if (field === 'role' && typeof value === 'string') return partyRoleText(value as PartyRole, i18n);
  if (field === 'payments_per_year') return perYearText(Number(value), i18n);
  return typeof value === 'string' ? value : JSON.stringify(value);
}
