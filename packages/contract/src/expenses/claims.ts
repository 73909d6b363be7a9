/**
 * Expense claims (expenses): what a staff member spent for the organization and asks back. A
 * claim (numbered EXP-0001 per organization) has lines: the day, the merchant, the category, the
 * amount in the currency it was spent in, the rate the claimant enters to the claim's currency
 * (1 in the same currency) and the converted amount (big.js, rounded to the claim currency's
 * minor units), a note, a receipt (a photo, resized and stripped of its location on the server,
 * or a PDF), a justification when it goes over a policy limit, and an optional split of the
 * converted amount across customer accounts, to be billed on to them.
 *
 *   draft -> submitted -> approved -> reimbursed (its reimbursement bill is paid in a payment run)
 *                \-> rejected (with a reason) -> changed, then submitted again
 *
 * Only the claimant changes, deletes or sends a claim (403 otherwise); the approvers (the expense
 * settings' team, else the holders of its office role in the claimant's home office) approve or
 * reject it, never the claimant. Approval creates the reimbursement bill (payables, source
 * `expense`) on the claimant's payee account; it is paid by the payment runs like any bill.
 * Re-billing adds each split as a line of the customer's draft invoice, once.
 */
import { z } from 'zod';
import { ListQuery } from '../admin.ts';
import { day, decimalString, instant, NamedRef, whole } from '../answers.ts';
import { minorUnits } from '../currency.ts';
import { dbId, decimalText, isoDay, multiLine, requiredMultiLine, requiredSingleLine } from '../fields.ts';
import { BILL_STATES } from '../payables/bills.ts';
import { currencyCode, RECEIVABLES_LIMITS } from '../receivables.ts';
import { FieldMessage } from '../validation.ts';
import { ExpenseFinding } from './policy.ts';

/** A claim's state as answered: `reimbursed` is an approved claim whose reimbursement bill is paid. */
export const EXPENSE_CLAIM_STATES = ['draft', 'submitted', 'approved', 'rejected', 'reimbursed'] as const;
export type ExpenseClaimState = (typeof EXPENSE_CLAIM_STATES)[number];

/** States in which the claimant may still change the claim and its lines (and delete a draft). */
export const EXPENSE_EDITABLE_STATES = ['draft', 'rejected'] as const satisfies readonly ExpenseClaimState[];
/** States in which its splits can be billed on to the customers. */
export const EXPENSE_REBILLABLE_STATES = ['approved', 'reimbursed'] as const satisfies readonly ExpenseClaimState[];

/** Which claims the list shows: the caller's own, those waiting for the caller's approval, or every claim of the organization. */
export const EXPENSE_SCOPES = ['mine', 'to_approve', 'all'] as const;
export type ExpenseScope = (typeof EXPENSE_SCOPES)[number];

export const EXPENSE_LIMITS = {
  title: 200,
  note: 2000,
  merchant: 200,
  lineNote: 1000,
  justification: 1000,
  rejectReason: 500,
  linesPerClaim: 100,
  splitsPerLine: 20,
  /** A receipt (PNG, JPEG or PDF), in bytes. */
  receiptBytes: 10 * 1024 * 1024,
  /** A photo is resized on the server to fit in this many pixels on its longer side. */
  receiptMaxSide: 2000,
  /** Digits before and after the decimal point of an exchange rate (numeric(18,8)). */
  rateDigits: 10,
  rateDecimals: 8,
} as const;

/** The receipt types accepted (checked by the file's first bytes, not its name). */
export const EXPENSE_RECEIPT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** Messages the server answers and the screens show. */
export const ExpenseMessage = {
  NOT_EDITABLE: 'This claim can only be changed while it is a draft or rejected.',
  NOT_DELETABLE: 'Only a draft claim can be deleted.',
  NOT_SUBMITTABLE: 'Only a draft or rejected claim can be sent for approval.',
  NOT_DECIDABLE: 'This claim is not waiting for approval: it was approved, rejected or changed meanwhile.',
  NOT_REBILLABLE: 'Only an approved or reimbursed claim can be billed on to customers.',
  NOT_CLAIMANT: 'Only the staff member who made this claim can change or send it.',
  OWN_CLAIM: 'You made this claim: another approver must decide on it.',
  NOT_APPROVER: 'You are not an approver of this claim.',
  NO_LINES: 'Add at least one expense before sending the claim.',
  TOO_MANY_LINES: `A claim can have at most ${EXPENSE_LIMITS.linesPerClaim} expenses.`,
  NEGATIVE: 'An amount cannot be negative.',
  NOT_POSITIVE: 'Enter an amount greater than zero.',
  RATE_NOT_POSITIVE: 'Enter a rate greater than zero.',
  SAME_CURRENCY_RATE: 'In the claim\'s own currency the rate is 1.',
  SPLITS_OVER_LINE: 'The splits add up to more than the expense.',
  NOT_CUSTOMER: 'Choose a customer (secure invoice) account of this organization.',
  DUPLICATE_SPLIT: 'This customer is already in the split.',
  CATEGORY: 'Choose an active expense category.',
  RECEIPT_REQUIRED: 'A receipt is required for this expense.',
  JUSTIFICATION_REQUIRED: 'This expense is over its policy limit: say why.',
  NO_RECEIPT: 'This expense has no receipt.',
  RECEIPT_TYPE: 'Send the receipt as a JPEG or PNG photo, or a PDF.',
  RECEIPT_TOO_LARGE: 'The receipt is larger than 10 MB.',
  RECEIPT_TOO_MANY_PIXELS: 'This photo is too large (more than 40 million pixels).',
  RECEIPT_UNREADABLE: 'This photo could not be read: it may be damaged.',
  NO_PAYEE_NAME: 'The claimant has no name to pay the reimbursement to.',
} as const;

/** The message for an amount with more decimals than its currency has (JPY 0, USD 2, KWD 3). */
export const tooManyDecimals = (currency: string): string => {
  const n = minorUnits(currency);
  return n === 0 ? `${currency} has no decimals: enter a whole amount.` : `${currency} has ${n} decimals: enter the amount with at most ${n}.`;
};

/** Decimals written in a decimal string ("12.50" -> 2). */
export const decimalsOf = (amount: string): number => (amount.includes('.') ? amount.split('.')[1]!.length : 0);

const { amountDigits, amountDecimals } = RECEIVABLES_LIMITS;
const AMOUNT = new RegExp(`^-?\\d{1,${amountDigits}}(\\.\\d{1,${amountDecimals}})?$`);
const AMOUNT_MESSAGE = `Enter an amount with at most ${amountDigits} digits before the decimal point and ${amountDecimals} after it.`;

/**
 * An expense amount greater than zero, as a decimal string or JSON number: a negative one is
 * refused with its own message. Its decimals are checked against its currency where the currency is
 * known (the line's own, with `currency` beside it; a split's, the claim's, on the server).
 */
export const expenseAmount = z
  .union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? FieldMessage.REQUIRED : AMOUNT_MESSAGE) })
  .transform((v) => (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim()))
  .refine((v) => AMOUNT.test(v), AMOUNT_MESSAGE)
  .refine((v) => !AMOUNT.test(v) || !v.startsWith('-'), ExpenseMessage.NEGATIVE)
  .refine((v) => !AMOUNT.test(v) || v.startsWith('-') || /[1-9]/.test(v), ExpenseMessage.NOT_POSITIVE);

/** An exchange rate: how much of the claim's currency one unit of the spent currency is. */
export const exchangeRate = decimalText(EXPENSE_LIMITS.rateDigits, EXPENSE_LIMITS.rateDecimals).refine((v) => !/^-/.test(v) && /[1-9]/.test(v), ExpenseMessage.RATE_NOT_POSITIVE);

/** One customer's part of an expense, in the claim's currency. */
export const ExpenseSplitWrite = z
  .object({
    account_id: dbId('a customer account'),
    amount: expenseAmount,
  })
  .strict();
export type ExpenseSplitWrite = z.output<typeof ExpenseSplitWrite>;

const lineFields = {
  spent_on: isoDay(),
  merchant: requiredSingleLine(EXPENSE_LIMITS.merchant),
  category_id: dbId('an expense category'),
  /** As spent, in `currency`. */
  amount: expenseAmount,
  /** The currency it was spent in. */
  currency: currencyCode,
  /** To the claim's currency; "1" (the default) when spent in it. */
  rate: exchangeRate,
  note: multiLine(EXPENSE_LIMITS.lineNote),
  /** Why a line over a policy limit is claimed anyway (the approver reads it). */
  justification: multiLine(EXPENSE_LIMITS.justification),
  /** Parts billed on to customers (replaced whole when sent); they add up to the converted amount at most. */
  splits: z.array(ExpenseSplitWrite).max(EXPENSE_LIMITS.splitsPerLine, `At most ${EXPENSE_LIMITS.splitsPerLine} customers.`),
};

const decimalsFitCurrency = (v: { amount?: string; currency?: string }, ctx: z.RefinementCtx) => {
  if (v.amount !== undefined && v.currency !== undefined && decimalsOf(v.amount) > minorUnits(v.currency)) ctx.addIssue({ code: 'custom', path: ['amount'], message: tooManyDecimals(v.currency) });
};

/** A new expense line (its receipt is uploaded next). */
export const ExpenseLineWrite = z
  .object(lineFields)
  .partial({ rate: true, note: true, justification: true, splits: true })
  .strict()
  .superRefine(decimalsFitCurrency);
export type ExpenseLineWrite = z.output<typeof ExpenseLineWrite>;

/** Any subset of a line's fields (the amount's decimals are checked with the currency it ends with). */
export const ExpenseLinePatch = z.object(lineFields).partial().strict().superRefine(decimalsFitCurrency);
export type ExpenseLinePatch = z.output<typeof ExpenseLinePatch>;

const claimFields = {
  title: requiredSingleLine(EXPENSE_LIMITS.title),
  /** The currency the claim is reimbursed in; default the organization's expense currency. */
  currency: currencyCode,
  note: multiLine(EXPENSE_LIMITS.note),
};

/** A new claim, a draft of the caller's. */
export const ExpenseClaimCreate = z.object(claimFields).partial({ currency: true, note: true }).strict();
export type ExpenseClaimCreate = z.output<typeof ExpenseClaimCreate>;

/** Any subset of a claim's own fields, while it is a draft or rejected. The currency changes only while it has no lines. */
export const ExpenseClaimUpdate = z.object(claimFields).partial().strict();
export type ExpenseClaimUpdate = z.output<typeof ExpenseClaimUpdate>;

export const ExpenseClaimListQuery = ListQuery.extend({
  state: z.enum(EXPENSE_CLAIM_STATES, { error: 'Unknown state.' }).optional(),
  /** `mine` (default), `to_approve` (submitted claims the caller may approve), `all`. */
  scope: z.enum(EXPENSE_SCOPES, { error: `Choose one of ${EXPENSE_SCOPES.join(', ')}.` }).default('mine'),
});
export type ExpenseClaimListQuery = z.output<typeof ExpenseClaimListQuery>;

/** Why a claim is rejected: the claimant reads it, changes the claim and sends it again. */
export const ExpenseClaimReject = z.object({ reason: requiredMultiLine(EXPENSE_LIMITS.rejectReason) }).strict();
export type ExpenseClaimReject = z.output<typeof ExpenseClaimReject>;

const binary = z.string().meta({ format: 'binary', description: 'A JPEG or PNG photo, or a PDF, of at most 10 MB (checked by its content).' });

/** POST .../receipt (multipart). */
export const ExpenseReceiptUpload = z.object({ file: binary });

// ---- Answers -------------------------------------------------------------------------------

/** A line's receipt as stored: a photo re-encoded as JPEG (its size after resizing), or the PDF as sent. */
export const ExpenseReceiptRef = z.object({
  name: z.string(),
  content_type: z.enum(EXPENSE_RECEIPT_TYPES),
  bytes: whole,
  /** A photo's size in pixels after resizing; null for a PDF. */
  width: whole.nullable(),
  height: whole.nullable(),
  uploaded_at: instant,
});
export type ExpenseReceiptRef = z.output<typeof ExpenseReceiptRef>;

export const ExpenseSplitRow = z.object({
  id: whole,
  account: NamedRef,
  /** In the claim's currency. */
  amount: decimalString,
  /** Where it was billed on: the draft invoice (item id) and the line's position on it (1-based); null until re-billed. */
  rebilled: z.object({ invoice_id: whole, line: whole, at: instant }).nullable(),
});
export type ExpenseSplitRow = z.output<typeof ExpenseSplitRow>;

export const ExpenseLineRow = z.object({
  id: whole,
  /** 1-based order on the claim. */
  position: whole,
  spent_on: day,
  merchant: z.string(),
  category: NamedRef.extend({ account_code: z.string() }),
  /** As spent, in `currency`. */
  amount: decimalString,
  currency: z.string(),
  rate: decimalString,
  /** amount x rate, rounded to the claim currency's minor units. */
  converted_amount: decimalString,
  note: z.string(),
  justification: z.string(),
  receipt: ExpenseReceiptRef.nullable(),
  splits: z.array(ExpenseSplitRow),
  /** The policy's findings on this line (none: within the policy). */
  findings: z.array(ExpenseFinding),
});
export type ExpenseLineRow = z.output<typeof ExpenseLineRow>;

export const ExpenseClaimRow = z.object({
  id: whole,
  /** EXP-0001 */
  number: z.string(),
  title: z.string(),
  claimant: NamedRef,
  currency: z.string(),
  /** The sum of the lines' converted amounts. */
  total: decimalString,
  state: z.enum(EXPENSE_CLAIM_STATES),
  line_count: whole,
  submitted_at: instant.nullable(),
  /** The approver who approved or rejected it. */
  decided_by: NamedRef.nullable(),
  decided_at: instant.nullable(),
  /** Why it was rejected; null unless rejected. */
  reject_reason: z.string().nullable(),
  /** True when the caller may approve or reject it now. */
  can_decide: z.boolean(),
  created_at: instant,
  updated_at: instant,
});
export type ExpenseClaimRow = z.output<typeof ExpenseClaimRow>;

/** The reimbursement bill an approved claim became (payables). */
export const ExpenseReimbursementRef = z.object({
  bill_id: whole,
  /** The bill's state (approved, scheduled in a payment run, paid ...). */
  state: z.enum(BILL_STATES),
  total: decimalString,
  balance: decimalString,
  due_date: day.nullable(),
  paid_on: day.nullable(),
  /** The claimant's payee (vendor) account the bill is on. */
  payee_account: NamedRef,
});
export type ExpenseReimbursementRef = z.output<typeof ExpenseReimbursementRef>;

export const ExpenseClaimDetail = ExpenseClaimRow.extend({
  note: z.string(),
  lines: z.array(ExpenseLineRow),
  /** Who may approve it (the claimant left out). */
  approvers: z.array(NamedRef),
  /** The caller is the claimant and the claim is a draft or rejected. */
  can_edit: z.boolean(),
  reimbursement: ExpenseReimbursementRef.nullable(),
  /** Splits not billed on yet. */
  rebill_pending: whole,
  /** The organization's expense currency (policy amounts are in it). */
  policy_currency: z.string(),
});
export type ExpenseClaimDetail = z.output<typeof ExpenseClaimDetail>;

/** One split billed on to a customer's draft invoice. */
export const ExpenseRebilled = z.object({
  split_id: whole,
  line_id: whole,
  account: NamedRef,
  /** The customer's draft invoice (item id) and the new line's position on it (1-based). */
  invoice_id: whole,
  line: whole,
  amount: decimalString,
  currency: z.string(),
  /** The invoice line's description: the merchant, the day and the claim's number. */
  description: z.string(),
  /** True when the draft invoice was created for it. */
  new_invoice: z.boolean(),
});
export type ExpenseRebilled = z.output<typeof ExpenseRebilled>;

export const ExpenseRebillResult = z.object({ added: z.array(ExpenseRebilled) });
export type ExpenseRebillResult = z.output<typeof ExpenseRebillResult>;

// ---- Reimbursements (the accounts payable view) -------------------------------------------

export const ExpenseReimbursementListQuery = ListQuery.extend({
  state: z.enum(BILL_STATES, { error: 'Unknown state.' }).optional(),
});
export type ExpenseReimbursementListQuery = z.output<typeof ExpenseReimbursementListQuery>;

export const ExpenseReimbursementRow = z.object({
  bill_id: whole,
  claim: z.object({ id: whole, number: z.string(), title: z.string() }),
  claimant: NamedRef,
  payee_account: NamedRef,
  currency: z.string(),
  total: decimalString,
  balance: decimalString,
  state: z.enum(BILL_STATES),
  due_date: day.nullable(),
  approved_at: instant.nullable(),
  paid_on: day.nullable(),
  /** The payment run it is in or was paid by; null while in none. */
  payment_run_id: whole.nullable(),
});
export type ExpenseReimbursementRow = z.output<typeof ExpenseReimbursementRow>;

/** The claim's number, EXP-0001, from its sequence number. */
export const expenseClaimNumber = (n: number): string => `EXP-${String(n).padStart(4, '0')}`;

/** Ordering of the claims list (a leading `-` for descending). */
export const EXPENSE_CLAIM_ORDERINGS = ['number', 'title', 'total', 'created_at', 'submitted_at', 'state'] as const;
