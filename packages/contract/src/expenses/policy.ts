/**
 * Expense policy and settings (expenses): the organization's expense categories, each booked to a
 * general-ledger account code with its policy (a limit per claim line, a limit per day, a receipt
 * required above an amount, all in the organization's expense currency), and the expense settings
 * (that currency, who approves claims, how many days after approval a reimbursement is due).
 *
 * Policy findings are answered as codes with the amounts they compare; the screens put them in
 * words. A finding `blocking` now stops the claim from being sent: a missing receipt always, a
 * limit passed until the line says why (its `justification`).
 */
import { z } from 'zod';
import { ListQuery } from '../admin.ts';
import { decimalString, instant, NamedRef, whole } from '../answers.ts';
import { dbId, requiredSingleLine, wholeNumber } from '../fields.ts';
import { OFFICE_ROLES } from '../enums.ts';
import { accountCode } from '../payables/bills.ts';
import { currencyCode, moneyAmount } from '../receivables.ts';

export const EXPENSE_POLICY_LIMITS = {
  categoryName: 100,
  categories: 200,
  reimbursementDays: 365,
} as const;

/** What a claim line's policy check can find. */
export const EXPENSE_FINDINGS = [
  /** The line's amount (in the expense currency) is over its category's limit per claim. */
  'over_claim_limit',
  /** The claimant's lines of this category on this day (this claim and their other claims not rejected) add up to more than the limit per day. */
  'over_day_limit',
  /** The line has no receipt and its amount is over the category's "receipt required above". */
  'receipt_missing',
  /** The claim is in another currency than the organization's expense currency: its limits are not checked. */
  'limits_not_checked',
] as const;
export type ExpenseFindingCode = (typeof EXPENSE_FINDINGS)[number];

/** One policy finding on a line. */
export const ExpenseFinding = z.object({
  code: z.enum(EXPENSE_FINDINGS),
  /** The policy's amount (limit or receipt threshold), in the expense currency; null for `limits_not_checked`. */
  limit: decimalString.nullable(),
  /** What was compared with it: the line's amount, or the day's total for `over_day_limit`; null for `limits_not_checked`. */
  amount: decimalString.nullable(),
  /** The expense currency the amounts are in. */
  currency: z.string(),
  /** True when sending the claim is refused because of it now: a receipt is missing, or a limit is passed without a justification. */
  blocking: z.boolean(),
});
export type ExpenseFinding = z.output<typeof ExpenseFinding>;

export const ExpensePolicyMessage = {
  CATEGORY_NAME_TAKEN: 'A category with this name already exists.',
  CATEGORY_IN_USE: 'This category is used by expense lines: make it inactive instead of deleting it.',
  TOO_MANY_CATEGORIES: 'An organization can have at most 200 expense categories.',
  TEAM: 'Choose a team of this organization.',
  NO_APPROVER: 'Choose who approves claims: a team, or an office role.',
} as const;

/** An optional policy amount: a non-negative decimal, or null for none. */
const policyAmount = moneyAmount.nullable();

/** An expense category as written (create; PATCH takes any subset). */
export const ExpenseCategoryWrite = z
  .object({
    name: requiredSingleLine(EXPENSE_POLICY_LIMITS.categoryName),
    /** The general-ledger account the reimbursement bill's line is booked to. */
    account_code: accountCode,
    /** The most one line of this category may come to, in the expense currency; null: no limit. */
    limit_per_claim: policyAmount.default(null),
    /** The most a claimant's lines of this category may come to on one day; null: no limit. */
    limit_per_day: policyAmount.default(null),
    /** A receipt is required for a line over this amount; null: never required, "0": always. */
    receipt_required_above: policyAmount.default(null),
    /** An inactive category is kept on the lines that used it but cannot be chosen for a new line. */
    active: z.boolean().default(true),
    /** Order in the category list (lowest first). */
    position: wholeNumber(0, 10_000).default(0),
  })
  .strict();
export type ExpenseCategoryWrite = z.output<typeof ExpenseCategoryWrite>;

export const ExpenseCategoryPatch = z
  .object({
    name: requiredSingleLine(EXPENSE_POLICY_LIMITS.categoryName),
    account_code: accountCode,
    limit_per_claim: policyAmount,
    limit_per_day: policyAmount,
    receipt_required_above: policyAmount,
    active: z.boolean(),
    position: wholeNumber(0, 10_000),
  })
  .partial()
  .strict();
export type ExpenseCategoryPatch = z.output<typeof ExpenseCategoryPatch>;

export const ExpenseCategoryListQuery = ListQuery.extend({
  /** "true": only the categories a new line may use. */
  active: z.enum(['true', 'false'], { error: 'Enter true or false.' }).optional(),
});
export type ExpenseCategoryListQuery = z.output<typeof ExpenseCategoryListQuery>;

export const ExpenseCategoryRow = z.object({
  id: whole,
  name: z.string(),
  account_code: z.string(),
  limit_per_claim: decimalString.nullable(),
  limit_per_day: decimalString.nullable(),
  receipt_required_above: decimalString.nullable(),
  /** The expense currency the amounts are in. */
  currency: z.string(),
  active: z.boolean(),
  position: whole,
  /** Lines that use it (a category in use cannot be deleted). */
  line_count: whole,
});
export type ExpenseCategoryRow = z.output<typeof ExpenseCategoryRow>;

/** The organization's expense settings (PUT replaces them). */
export const ExpenseSettingsWrite = z
  .object({
    /** The expense currency: policy amounts are in it, and new claims default to it. */
    currency: currencyCode,
    /** Claims are approved by this team's members ... */
    approver_team_id: dbId('a team of this organization').nullable(),
    /** ... or, with no team, by the users holding this office role in the claimant's home office. */
    approver_office_role: z.enum(OFFICE_ROLES, { error: `Choose one of ${OFFICE_ROLES.join(', ')}.` }).nullable(),
    /** The reimbursement bill is due this many days after the claim's approval. */
    reimbursement_days: wholeNumber(0, EXPENSE_POLICY_LIMITS.reimbursementDays),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.approver_team_id === null && s.approver_office_role === null) ctx.addIssue({ code: 'custom', path: ['approver_team_id'], message: ExpensePolicyMessage.NO_APPROVER });
  });
export type ExpenseSettingsWrite = z.output<typeof ExpenseSettingsWrite>;

export const ExpenseSettingsRow = z.object({
  currency: z.string(),
  approver_team: NamedRef.nullable(),
  approver_office_role: z.enum(OFFICE_ROLES).nullable(),
  reimbursement_days: whole,
  /** When they were last saved; null: never saved, these are the defaults (the approvers: the claimant's home office's administrators). */
  updated_at: instant.nullable(),
});
export type ExpenseSettingsRow = z.output<typeof ExpenseSettingsRow>;
