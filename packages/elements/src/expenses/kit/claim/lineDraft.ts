/**
 * An expense as its form holds it (text as typed), what it sends, and its converted amount while it
 * is typed, computed as the server computes it (big.js: amount x rate, rounded half up to the claim
 * currency's minor units), so the amount shown is the amount stored.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ExpenseLineRow, ExpenseLineWrite, NamedRef } from '@si/contract';
import { Big, roundMoney, sumMoney } from '@si/contract/money';
import { minorUnits } from '@si/contract/currency';
import { amountProblem, currencyOr, DAY, EXPENSE_TEXT_MAX, plainNumber, rateProblem, validCurrency } from '../expenseWords.ts';

export type SplitDraft = { key: number; account: NamedRef; amount: string };

export type LineDraft = {
  spent_on: string;
  merchant: string;
  category_id: string;
  amount: string;
  currency: string;
  rate: string;
  note: string;
  justification: string;
  splits: SplitDraft[];
};

export type LineField = 'spent_on' | 'merchant' | 'category_id' | 'amount' | 'currency' | 'rate' | 'note' | 'justification';

let nextKey = 1;
/** A split row; its key stays while rows are removed, so focus and state follow the row. */
export const newSplit = (account: NamedRef, amount: string): SplitDraft => ({ key: nextKey++, account, amount });

export function emptyLineDraft(today: string, claimCurrency: string): LineDraft {
  return { spent_on: today, merchant: '', category_id: '', amount: '', currency: claimCurrency, rate: '1', note: '', justification: '', splits: [] };
}

export function lineDraftOf(line: ExpenseLineRow): LineDraft {
  return {
    spent_on: line.spent_on,
    merchant: line.merchant,
    category_id: String(line.category.id),
    amount: plainNumber(line.amount),
    currency: line.currency,
    rate: plainNumber(line.rate),
    note: line.note,
    justification: line.justification,
    splits: line.splits.map((s) => newSplit(s.account, plainNumber(s.amount))),
  };
}

const sameCurrency = (draft: LineDraft, claimCurrency: string) => currencyOr(draft.currency, claimCurrency) === claimCurrency;

/** The amount in the claim's currency, or undefined while the amount or rate is not a number yet. */
export function convertedOf(draft: LineDraft, claimCurrency: string): string | undefined {
  const amount = draft.amount.trim();
  const rate = sameCurrency(draft, claimCurrency) ? '1' : draft.rate.trim();
  if (!/^\d{1,14}(\.\d+)?$/.test(amount) || !/^\d{1,10}(\.\d+)?$/.test(rate)) return undefined;
  return roundMoney(new Big(amount).times(rate), claimCurrency).toFixed(minorUnits(claimCurrency));
}

/** What the splits leave of the converted amount (never below zero), for a new split's amount. */
export function unsplitOf(draft: LineDraft, claimCurrency: string): string {
  const converted = convertedOf(draft, claimCurrency);
  if (converted === undefined) return '';
  const split = sumMoney(draft.splits.map((s) => (/^\d+(\.\d+)?$/.test(s.amount.trim()) ? s.amount.trim() : '0')));
  const left = new Big(converted).minus(split);
  return left.gt(0) ? left.toFixed(minorUnits(claimCurrency)) : '';
}

/** The fields as the server reads them (a new expense; a change sends the same, splits replaced whole). */
export function lineBody(draft: LineDraft, claimCurrency: string): ExpenseLineWrite {
  const currency = draft.currency.trim().toUpperCase();
  return {
    spent_on: draft.spent_on,
    merchant: draft.merchant.trim(),
    category_id: Number(draft.category_id),
    amount: draft.amount.trim(),
    currency,
    rate: currency === claimCurrency ? '1' : draft.rate.trim(),
    note: draft.note,
    justification: draft.justification,
    splits: draft.splits.map((s) => ({ account_id: s.account.id, amount: s.amount.trim() })),
  };
}

const tooLong = (max: number, i18n: I18n) => i18n._(msg`Ensure this field has no more than ${max} characters.`);

/** The field messages before anything is sent, keyed as the server keys them (`splits.0.amount`). */
export function lineProblems(draft: LineDraft, claimCurrency: string, i18n: I18n): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!DAY.test(draft.spent_on)) problems.spent_on = i18n._(msg`Enter the day of the expense.`);
  const merchant = draft.merchant.trim();
  if (!merchant) problems.merchant = i18n._(msg`Enter where the money was spent.`);
  else if (merchant.length > EXPENSE_TEXT_MAX.merchant) problems.merchant = tooLong(EXPENSE_TEXT_MAX.merchant, i18n);
  if (!draft.category_id) problems.category_id = i18n._(msg`Choose a category.`);
  const currency = draft.currency.trim();
  if (!validCurrency(currency)) problems.currency = i18n._(msg`Enter a three-letter currency code, such as EUR.`);
  const amount = amountProblem(draft.amount, currency, i18n);
  if (amount) problems.amount = amount;
  if (!sameCurrency(draft, claimCurrency)) {
    const rate = rateProblem(draft.rate, i18n);
    if (rate) problems.rate = rate;
  }
  if (draft.note.length > EXPENSE_TEXT_MAX.lineNote) problems.note = tooLong(EXPENSE_TEXT_MAX.lineNote, i18n);
  if (draft.justification.length > EXPENSE_TEXT_MAX.justification) problems.justification = tooLong(EXPENSE_TEXT_MAX.justification, i18n);
  if (draft.splits.length > EXPENSE_TEXT_MAX.splitsPerLine) problems.splits = i18n._(msg`At most ${EXPENSE_TEXT_MAX.splitsPerLine} customers.`);
  draft.splits.forEach((s, i) => {
    const problem = amountProblem(s.amount, claimCurrency, i18n);
    if (problem) problems[`splits.${i}.amount`] = problem;
  });
  const converted = convertedOf(draft, claimCurrency);
  const splitsFine = !Object.keys(problems).some((k) => k.startsWith('splits.'));
  if (splitsFine && converted !== undefined && draft.splits.length && sumMoney(draft.splits.map((s) => s.amount.trim())).gt(converted)) {
    problems.splits = i18n._(msg`The splits add up to more than the expense.`);
  }
  return problems;
}
