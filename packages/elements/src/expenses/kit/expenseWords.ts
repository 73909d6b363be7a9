/**
 * Expenses in words, so no raw state or code reaches a screen: a claim's state, its reimbursement
 * bill's state, a policy finding (with the amounts it compares), an office role; and the checks a
 * screen makes before sending (the server checks them again).
 *
 * The limits mirror EXPENSE_LIMITS, EXPENSE_POLICY_LIMITS and EXPENSE_RECEIPT_TYPES of
 * `@si/contract` (expenses/claims.ts, expenses/policy.ts), which the browser cannot import as
 * values: those files build zod schemas.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BillState, ExpenseCategoryRow, ExpenseClaimState, ExpenseFinding } from '@si/contract';
import type { OfficeRole } from '@si/contract/enums';
import { minorUnits } from '@si/contract/currency';
import { formatMoney } from '../../portal-kit/itemLabels.ts';

type Words = ReturnType<typeof msg>;

/** Every claim state in the order a claim goes through them (the filter's choices). */
export const CLAIM_STATE_ORDER: readonly ExpenseClaimState[] = ['draft', 'submitted', 'rejected', 'approved', 'reimbursed'];

// The context keeps a state's word apart from the same English word as an action ("Approve", "Draft").
const CLAIM_WORDS: Record<ExpenseClaimState, Words> = {
  draft: msg({ message: 'Draft', context: 'expense claim state' }),
  submitted: msg({ message: 'Waiting for approval', context: 'expense claim state' }),
  approved: msg({ message: 'Approved, to be reimbursed', context: 'expense claim state' }),
  rejected: msg({ message: 'Rejected', context: 'expense claim state' }),
  reimbursed: msg({ message: 'Reimbursed', context: 'expense claim state' }),
};

/** A claim's state in words; one this screen does not know yet shows as "Other", never as its code. */
export function claimStateText(state: string | null | undefined, i18n: I18n): string {
  return i18n._(state && Object.hasOwn(CLAIM_WORDS, state) ? CLAIM_WORDS[state as ExpenseClaimState] : msg`Other`);
}

/** The reimbursement bill's states, in the order a bill goes through them (the filter's choices). */
export const REIMBURSEMENT_STATE_ORDER: readonly BillState[] = ['received', 'in_approval', 'approved', 'scheduled', 'paid', 'rejected', 'void'];

const REIMBURSEMENT_WORDS: Record<BillState, Words> = {
  received: msg({ message: 'Received', context: 'reimbursement state' }),
  in_approval: msg({ message: 'In approval', context: 'reimbursement state' }),
  approved: msg({ message: 'Approved, waiting for a payment run', context: 'reimbursement state' }),
  scheduled: msg({ message: 'Scheduled in a payment run', context: 'reimbursement state' }),
  paid: msg({ message: 'Paid', context: 'reimbursement state' }),
  rejected: msg({ message: 'Rejected', context: 'reimbursement state' }),
  void: msg({ message: 'Cancelled', context: 'reimbursement state' }),
};

/** A reimbursement bill's state in words, said of the money owed to the claimant. */
export function reimbursementStateText(state: string | null | undefined, i18n: I18n): string {
  return i18n._(state && Object.hasOwn(REIMBURSEMENT_WORDS, state) ? REIMBURSEMENT_WORDS[state as BillState] : msg`Other`);
}

/** The office roles that may approve claims when no team does, by code. */
export const OFFICE_ROLE_ORDER: readonly OfficeRole[] = ['OA', 'IC', 'LRA', 'VO'];
const ROLE_WORDS: Record<OfficeRole, Words> = {
  OA: msg`Office Administrator`,
  IC: msg`Individual Contributor`,
  LRA: msg`Loan Review & Approval`,
  VO: msg`View Only`,
};
export function officeRoleText(role: string | null | undefined, i18n: I18n): string {
  return i18n._(role && Object.hasOwn(ROLE_WORDS, role) ? ROLE_WORDS[role as OfficeRole] : msg`Other`);
}

/**
 * A policy finding in words, with the amounts it compares in the reader's language: what the
 * policy allows and what the expense (or the day) comes to, and what to do before sending.
 */
export function findingText(finding: ExpenseFinding, i18n: I18n, lang: string): string {
  const money = (amount: string | null) => formatMoney(amount, finding.currency, lang);
  const limit = money(finding.limit);
  const amount = money(finding.amount);
  switch (finding.code) {
    case 'over_claim_limit':
      return finding.blocking
        ? i18n._(msg`Over the limit per expense: ${amount}, where the policy allows ${limit}. Say why in the justification before sending the claim.`)
        : i18n._(msg`Over the limit per expense: ${amount}, where the policy allows ${limit}. The approver reads the justification.`);
    case 'over_day_limit':
      return finding.blocking
        ? i18n._(msg`Over the daily limit: this category comes to ${amount} on this day, where the policy allows ${limit}. Say why in the justification before sending the claim.`)
        : i18n._(msg`Over the daily limit: this category comes to ${amount} on this day, where the policy allows ${limit}. The approver reads the justification.`);
    case 'receipt_missing':
      return finding.limit !== null && Number(finding.limit) > 0
        ? i18n._(msg`A receipt is required above ${limit}: attach one before sending the claim.`)
        : i18n._(msg`A receipt is required for this expense: attach one before sending the claim.`);
    case 'limits_not_checked':
      return i18n._(msg`The policy's limits are in ${finding.currency}: they are not checked on a claim in another currency.`);
    default:
      return i18n._(msg`This expense does not meet the expense policy.`);
  }
}

/** Findings that a justification answers (a limit passed). */
export const isLimitFinding = (finding: ExpenseFinding) => finding.code === 'over_claim_limit' || finding.code === 'over_day_limit';

/** A category's policy in one sentence, shown while an expense of it is typed. */
export function policyText(category: Pick<ExpenseCategoryRow, 'name' | 'limit_per_claim' | 'limit_per_day' | 'receipt_required_above' | 'currency'>, i18n: I18n, lang: string): string {
  const money = (amount: string) => formatMoney(amount, category.currency, lang);
  const parts: string[] = [];
  if (category.limit_per_claim !== null) parts.push(i18n._(msg`at most ${money(category.limit_per_claim)} per expense`));
  if (category.limit_per_day !== null) parts.push(i18n._(msg`at most ${money(category.limit_per_day)} per day`));
  if (category.receipt_required_above !== null) {
    parts.push(Number(category.receipt_required_above) === 0 ? i18n._(msg`a receipt always`) : i18n._(msg`a receipt above ${money(category.receipt_required_above)}`));
  }
  const name = category.name;
  if (!parts.length) return i18n._(msg`${name}: no limit, and no receipt required.`);
  const rules = new Intl.ListFormat(lang, { type: 'conjunction' }).format(parts);
  return i18n._(msg`Policy for ${name}: ${rules}.`);
}

/** Limits of the contract (see the file's comment). */
export const EXPENSE_TEXT_MAX = {
  title: 200,
  note: 2000,
  merchant: 200,
  lineNote: 1000,
  justification: 1000,
  rejectReason: 500,
  categoryName: 100,
  accountCode: 40,
  splitsPerLine: 20,
  reimbursementDays: 365,
} as const;

/** A receipt: a JPEG or PNG photo, or a PDF, of at most 10 MB (the server checks its content too). */
export const RECEIPT_BYTES = 10 * 1024 * 1024;
export const RECEIPT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
const RECEIPT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
const RECEIPT_EXTENSIONS = /\.(pdf|png|jpe?g)$/i;

/** Why a chosen file cannot be a receipt; undefined when it can (or none was chosen and none is required). */
export function receiptProblem(file: File | undefined, i18n: I18n, required = false): string | undefined {
  if (!file) return required ? i18n._(msg`Choose the receipt: a photo (JPEG or PNG) or a PDF.`) : undefined;
  if (!RECEIPT_TYPES.includes(file.type) && !RECEIPT_EXTENSIONS.test(file.name)) return i18n._(msg`Send the receipt as a JPEG or PNG photo, or a PDF.`);
  if (file.size > RECEIPT_BYTES) return i18n._(msg`The receipt is larger than 10 MB.`);
  if (file.size === 0) return i18n._(msg`The file is empty.`);
  return undefined;
}

export const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^\d{1,14}(\.\d{1,4})?$/;
const RATE = /^\d{1,10}(\.\d{1,8})?$/;

export const validCurrency = (code: string) => /^[A-Za-z]{3}$/.test(code.trim());
export const currencyOr = (code: string, fallback: string) => (validCurrency(code) ? code.trim().toUpperCase() : fallback);

/**
 * An amount as typed, checked for its currency: a number greater than zero (or zero and more for a
 * policy amount) with no more decimals than the currency has. The field's message, or undefined.
 */
export function amountProblem(value: string, currency: string, i18n: I18n, options: { zero?: boolean } = {}): string | undefined {
  const text = value.trim();
  if (!text) return i18n._(msg`Enter an amount.`);
  if (text.startsWith('-')) return i18n._(msg`An amount cannot be negative.`);
  if (!DECIMAL.test(text)) return i18n._(msg`Enter an amount such as 42.50.`);
  if (!options.zero && !/[1-9]/.test(text)) return i18n._(msg`Enter an amount greater than zero.`);
  const code = currencyOr(currency, 'USD');
  const digits = minorUnits(code);
  const fraction = text.split('.')[1] ?? '';
  if (fraction.length > digits) return digits === 0 ? i18n._(msg`${code} has no decimals: enter a whole amount.`) : i18n._(msg`${code} has ${digits} decimals: enter the amount with at most ${digits}.`);
  return undefined;
}

/** An exchange rate as typed: greater than zero, at most 10 digits before the point and 8 after. */
export function rateProblem(value: string, i18n: I18n): string | undefined {
  const text = value.trim();
  if (!text) return i18n._(msg`Enter the rate.`);
  if (!RATE.test(text)) return i18n._(msg`Enter a rate such as 1.0842 (at most 8 decimals).`);
  if (!/[1-9]/.test(text)) return i18n._(msg`Enter a rate greater than zero.`);
  return undefined;
}

/** Drops the zeros a numeric column adds back ("1.08420000" -> "1.0842"), so a field shows what was typed. */
export const plainNumber = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);

/** How the reader's locale writes 03/04/2025: month first (en-US and a few others) or day first. */
export function dateOrderOf(locale: string): 'dmy' | 'mdy' {
  try {
    const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(Date.UTC(2025, 2, 4)));
    const month = parts.findIndex((p) => p.type === 'month');
    const day = parts.findIndex((p) => p.type === 'day');
    return month >= 0 && day >= 0 && month < day ? 'mdy' : 'dmy';
  } catch {
    return 'dmy';
  }
}

/** A link template's `{id}` filled in; undefined without a template. */
export const linkTo = (template: string | undefined, id: number) => (template ? template.replaceAll('{id}', String(id)) : undefined);
