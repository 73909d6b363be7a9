/**
 * Lending: loans as staff read and change them. A loan is a lending account (module kind 2) and
 * its one `loan` row; its id is the account's. The list shows the portfolio (borrower, reference,
 * amount, product, officer, status, stage, rating, the next covenant test and the worst covenant
 * status); the detail answers the loan's sections (LOAN_SECTIONS) with what the caller may change
 * (`can`). Every change names the `version` it was made on where two people may edit the same
 * fields (details, term): a stale one is a 409 answering the loan as it is now.
 *
 * The lending settings (an Office Administrator's) are here too: the rating scale, the warning
 * margin, the amounts above which a loan needs two decisions and a draw an LRA, the loan pipeline
 * and the organization's own covenant formulas.
 */
import { z } from 'zod';
import { ListQuery } from '../admin.ts';
import { day, decimalString, instant, NamedRef, whole } from '../answers.ts';
import { dbId, isoDay, multiLine, queryDbId, requiredMultiLine, requiredSingleLine, singleLine, wholeNumber } from '../fields.ts';
import { currencyCode } from '../receivables.ts';
import { FIGURE_NAME_PATTERN, LENDING_LIMITS, LOAN_STATUSES, PARTY_ROLES, PAYMENTS_PER_YEAR, RATE_KINDS, REPAYMENTS, TEST_STATUSES } from './constants.ts';

const L = LENDING_LIMITS;

const choose = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `Choose one of ${values.join(', ')}.` });

/** A loan's amount: more than zero, at most 16 digits and 2 decimals (numeric(18, 2)). */
const loanAmount = z
  .union([z.string(), z.number()], { error: 'Enter an amount, such as 250000.00.' })
  .transform((v) => (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim()))
  .refine((v) => /^\d{1,16}(\.\d{1,2})?$/.test(v), 'Enter an amount with at most 16 digits and 2 decimals, such as 250000.00.')
  .refine((v) => !/^\d{1,16}(\.\d{1,2})?$/.test(v) || Number(v) > 0, 'Enter an amount greater than zero.');

/** A money limit (settings, a guarantee): zero or more. */
const limitAmount = z
  .union([z.string(), z.number()], { error: 'Enter an amount, such as 250000.00.' })
  .transform((v) => (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim()))
  .refine((v) => /^\d{1,16}(\.\d{1,2})?$/.test(v), 'Enter an amount with at most 16 digits and 2 decimals, such as 250000.00.');

/** A rate in percent a year: 0 to 100, at most 4 decimals (numeric(7, 4)). */
const ratePercent = z
  .union([z.string(), z.number()], { error: 'Enter a rate in percent, such as 6.25.' })
  .transform((v) => (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim()))
  .refine((v) => /^-?\d{1,3}(\.\d{1,4})?$/.test(v) && Number(v) >= -100 && Number(v) <= 100, 'Enter a rate in percent from -100 to 100, at most 4 decimals.');

const termMonths = wholeNumber(1, L.termMonths, `Enter a term from 1 to ${L.termMonths} months.`);
const paymentsPerYear = z.union([z.literal(12), z.literal(4), z.literal(1)], { error: `Choose one of ${PAYMENTS_PER_YEAR.join(', ')} payments a year.` });
const workspaceKind = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Choose 1 (monitoring), 2 (loan pipeline) or 3 (loan draw).' });
const version = wholeNumber(1, 2_147_483_647, 'Send the version of the loan you changed.');
const rating = requiredSingleLine(L.rating);

// ---------------------------------------------------------------- create

export const LoanCreate = z
  .object({
    /** The borrower's name: the lending account's name. */
    borrower_name: requiredSingleLine(200),
    /** "LN-<n>" (the next free number of the organization) when absent. */
    reference: requiredSingleLine(L.reference).optional(),
    amount: loanAmount,
    currency: currencyCode,
    /** 2 loan pipeline (a request, status requested); 1 monitoring or 3 loan draw: a booked loan (status active). */
    workspace_kind: workspaceKind.default(2),
    product_id: dbId('a product').nullable().default(null),
    category_id: dbId('a category').nullable().default(null),
    officer_user_id: dbId('a user of this organization').nullable().default(null),
    team_id: dbId('a team').nullable().default(null),
    rate_kind: choose(RATE_KINDS).default('fixed'),
    fixed_rate: ratePercent.nullable().default(null),
    rate_index: singleLine(20).default(''),
    index_rate: ratePercent.nullable().default(null),
    margin: ratePercent.nullable().default(null),
    origination_date: isoDay().nullable().default(null),
    maturity_date: isoDay().nullable().default(null),
    term_months: termMonths.nullable().default(null),
    repayment: choose(REPAYMENTS).default('amortizing'),
    payments_per_year: paymentsPerYear.default(12),
    collateral: multiLine(L.collateral).default(''),
    purpose: multiLine(L.purpose).default(''),
    /** Contacts of the organization's directory who borrow (loan parties; linked to the account). */
    borrower_contact_ids: z.array(dbId('a contact')).max(20, 'At most 20 borrowers.').default([]),
  })
  .strict();
export type LoanCreate = z.output<typeof LoanCreate>;
export type LoanCreateInput = z.input<typeof LoanCreate>;

// ---------------------------------------------------------------- changes

/** Section loanDetails: any subset, with the version it was made on. */
export const LoanDetailsPatch = z
  .object({
    version,
    borrower_name: requiredSingleLine(200).optional(),
    amount: loanAmount.optional(),
    currency: currencyCode.optional(),
    rate_kind: choose(RATE_KINDS).optional(),
    fixed_rate: ratePercent.nullable().optional(),
    rate_index: singleLine(20).optional(),
    index_rate: ratePercent.nullable().optional(),
    margin: ratePercent.nullable().optional(),
    origination_date: isoDay().nullable().optional(),
    maturity_date: isoDay().nullable().optional(),
    collateral: multiLine(L.collateral).optional(),
    purpose: multiLine(L.purpose).optional(),
    product_id: dbId('a product').nullable().optional(),
    category_id: dbId('a category').nullable().optional(),
    officer_user_id: dbId('a user of this organization').nullable().optional(),
    team_id: dbId('a team').nullable().optional(),
  })
  .strict();
export type LoanDetailsPatch = z.output<typeof LoanDetailsPatch>;

/** Section loanTerm: any subset, with the version it was made on. */
export const LoanTermPatch = z
  .object({
    version,
    term_months: termMonths.nullable().optional(),
    repayment: choose(REPAYMENTS).optional(),
    payments_per_year: paymentsPerYear.optional(),
  })
  .strict();
export type LoanTermPatch = z.output<typeof LoanTermPatch>;

/** Section borrowingStructure: a contact of the directory as a borrower or a guarantor. */
export const LoanPartyAdd = z
  .object({
    contact_id: dbId('a contact'),
    role: choose(PARTY_ROLES),
    /** A guarantor's limit; null: unlimited (a borrower's is always null). */
    guarantee_amount: limitAmount.nullable().default(null),
  })
  .strict();
export type LoanPartyAdd = z.output<typeof LoanPartyAdd>;

/** Section creditAndRiskRating: a rating on the organization's scale, and why. */
export const LoanRatingWrite = z.object({ rating, reason: requiredMultiLine(L.reason) }).strict();
export type LoanRatingWrite = z.output<typeof LoanRatingWrite>;

/** Section policyExceptions: the policy departed from and why; the caller approves it. */
export const LoanPolicyExceptionWrite = z.object({ policy: requiredSingleLine(L.policy), reason: requiredMultiLine(L.reason) }).strict();
export type LoanPolicyExceptionWrite = z.output<typeof LoanPolicyExceptionWrite>;

// ---------------------------------------------------------------- list

export const LoanListQuery = ListQuery.extend({
  status: choose(LOAN_STATUSES).optional(),
  product_id: queryDbId('a product').optional(),
  category_id: queryDbId('a category').optional(),
  officer: z.union([z.enum(['me', 'none']), queryDbId('a user')], { error: 'Choose me, none or a user id.' }).optional(),
  rating: singleLine(L.rating).optional(),
  workspace_kind: z.string().regex(/^[123]$/, 'Choose 1 (monitoring), 2 (loan pipeline) or 3 (loan draw).').transform(Number).optional(),
});
export type LoanListQuery = z.output<typeof LoanListQuery>;

export const LoanRow = z.object({
  /** The loan's id: its lending account's. */
  id: whole,
  reference: z.string(),
  borrower: z.string(),
  amount: decimalString,
  currency: z.string(),
  product: NamedRef.nullable(),
  category: NamedRef.nullable(),
  officer: NamedRef.nullable(),
  status: z.enum(LOAN_STATUSES),
  /** 1 monitoring, 2 loan pipeline, 3 loan draw. */
  workspace_kind: whole,
  /** The pipeline stage (a loan in the pipeline). */
  stage: NamedRef.nullable(),
  /** '' when unrated. */
  rating: z.string(),
  /** The first pending covenant test from today. */
  next_test: z.object({ date: day, covenant: NamedRef }).nullable(),
  /** The worst status of each covenant's latest test that is due or has a result (STATUS_SEVERITY); null when none. */
  worst_status: z.enum(TEST_STATUSES).nullable(),
  created_at: instant,
  updated_at: instant,
});
export type LoanRow = z.output<typeof LoanRow>;

// ---------------------------------------------------------------- detail

export const LoanScheduleRow = z.object({
  number: whole,
  /** Null when the loan has no origination date yet. */
  date: day.nullable(),
  payment: decimalString,
  interest: decimalString,
  principal: decimalString,
  balance: decimalString,
});
export type LoanScheduleRow = z.output<typeof LoanScheduleRow>;

export const LoanSchedule = z.object({
  /** The rate a year the schedule uses (fixed, or index plus margin), in percent. */
  rate: decimalString,
  rows: z.array(LoanScheduleRow),
  totals: z.object({ payment: decimalString, interest: decimalString, principal: decimalString }),
});
export type LoanSchedule = z.output<typeof LoanSchedule>;

export const LoanParty = z.object({
  id: whole,
  contact_id: whole,
  name: z.string(),
  email: z.string(),
  role: z.enum(PARTY_ROLES),
  guarantee_amount: decimalString.nullable(),
});
export type LoanParty = z.output<typeof LoanParty>;

export const LoanRatingRow = z.object({ id: whole, rating: z.string(), reason: z.string(), by: NamedRef.nullable(), at: instant });
export type LoanRatingRow = z.output<typeof LoanRatingRow>;

export const LoanPolicyExceptionRow = z.object({ id: whole, policy: z.string(), reason: z.string(), approver: NamedRef.nullable(), created_by: NamedRef.nullable(), at: instant });
export type LoanPolicyExceptionRow = z.output<typeof LoanPolicyExceptionRow>;

export const LoanHistoryRow = z.object({
  id: whole,
  section: z.string(),
  action: z.string(),
  /** The changed fields only, as they were and as they became (null: nothing, e.g. an addition). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The staff member, or the borrower's contact from the portal; both null: the system. */
  by: NamedRef.nullable(),
  contact: NamedRef.nullable(),
  at: instant,
});
export type LoanHistoryRow = z.output<typeof LoanHistoryRow>;

export const LoanHistoryQuery = z.object({
  page: ListQuery.shape.page,
  page_size: ListQuery.shape.page_size,
});

export const LoanHistoryPage = z.object({ count: whole, next: z.string().nullable(), previous: z.string().nullable(), results: z.array(LoanHistoryRow) });
export type LoanHistoryPage = z.output<typeof LoanHistoryPage>;

/** Whether the caller may change each section (SECTION_ROLES; the history never). */
export const LoanCan = z.object({
  loanDetails: z.boolean(),
  loanTerm: z.boolean(),
  borrowingStructure: z.boolean(),
  creditAndRiskRating: z.boolean(),
  covenants: z.boolean(),
  affirmativeCovenantsReq: z.boolean(),
  decision: z.boolean(),
  policyExceptions: z.boolean(),
  history: z.boolean(),
});
export type LoanCan = z.output<typeof LoanCan>;

export const LoanDetail = LoanRow.extend({
  version: whole,
  team: NamedRef.nullable(),
  pipeline: NamedRef.nullable(),
  can: LoanCan,
  loan_details: z.object({
    amount: decimalString,
    currency: z.string(),
    rate_kind: z.enum(RATE_KINDS),
    fixed_rate: decimalString.nullable(),
    rate_index: z.string(),
    index_rate: decimalString.nullable(),
    margin: decimalString.nullable(),
    /** Fixed, or index plus margin; null when not known yet. */
    rate: decimalString.nullable(),
    origination_date: day.nullable(),
    maturity_date: day.nullable(),
    collateral: z.string(),
    purpose: z.string(),
    product: NamedRef.nullable(),
    category: NamedRef.nullable(),
  }),
  loan_term: z.object({
    term_months: whole.nullable(),
    repayment: z.enum(REPAYMENTS),
    payments_per_year: whole,
    /** Null until the loan has a rate and a term. */
    schedule: LoanSchedule.nullable(),
  }),
  borrowing_structure: z.object({ parties: z.array(LoanParty) }),
  credit_and_risk_rating: z.object({
    rating: z.string(),
    /** The organization's scale, best first (what a rating is chosen from). */
    scale: z.array(z.string()),
    history: z.array(LoanRatingRow),
  }),
  policy_exceptions: z.array(LoanPolicyExceptionRow),
  /** The newest changes (its first page); more from the history call. */
  history: LoanHistoryPage,
});
export type LoanDetail = z.output<typeof LoanDetail>;

/** 409 of a stale change: the message and the loan as it is now. */
export const LoanConflict = z.object({ detail: z.string(), loan: LoanDetail });
export type LoanConflict = z.output<typeof LoanConflict>;

// ---------------------------------------------------------------- settings

const formulaKey = z.string({ error: 'Enter a key.' }).regex(FIGURE_NAME_PATTERN, 'Use lower-case letters, digits and underscores, starting with a letter (at most 40).');

export const LendingFormula = z
  .object({
    key: formulaKey,
    name: requiredSingleLine(L.covenantName),
    formula: requiredSingleLine(L.formulaLength),
  })
  .strict();
export type LendingFormula = z.output<typeof LendingFormula>;

const percentMargin = z
  .union([z.string(), z.number()], { error: 'Enter a percentage from 0 to 100.' })
  .transform((v) => (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim()))
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, 'Enter a percentage from 0 to 100, at most 2 decimals.');

export const LendingSettingsWrite = z
  .object({
    rating_scale: z
      .array(rating, { error: 'Enter the rating scale as a list.' })
      .min(1, 'Enter at least one rating.')
      .max(L.ratingScale, `At most ${L.ratingScale} ratings.`)
      .refine((v) => new Set(v.map((r) => r.toLowerCase())).size === v.length, 'Each rating once.'),
    warning_margin: percentMargin,
    dual_decision_amount: limitAmount,
    draw_approval_amount: limitAmount,
    pipeline_id: dbId('a pipeline').nullable(),
    formulas: z
      .array(LendingFormula)
      .max(L.formulas, `At most ${L.formulas} formulas.`)
      .refine((v) => new Set(v.map((f) => f.key)).size === v.length, 'Each key once.')
      .default([]),
  })
  .strict();
export type LendingSettingsWrite = z.output<typeof LendingSettingsWrite>;
export type LendingSettingsInput = z.input<typeof LendingSettingsWrite>;

export const LendingSettingsRow = z.object({
  rating_scale: z.array(z.string()),
  warning_margin: decimalString,
  dual_decision_amount: decimalString,
  draw_approval_amount: decimalString,
  pipeline: NamedRef.nullable(),
  formulas: z.array(z.object({ key: z.string(), name: z.string(), formula: z.string() })),
  /** The organization's pipelines (what the loan pipeline is chosen from). */
  pipelines: z.array(NamedRef),
  /** Null until an Office Administrator first saves them (the defaults apply). */
  updated_at: instant.nullable(),
});
export type LendingSettingsRow = z.output<typeof LendingSettingsRow>;
