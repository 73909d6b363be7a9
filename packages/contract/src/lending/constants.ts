/**
 * Lending's words and numbers, zod-free so that the browser can import them
 * (`@si/contract/lending`): the loan's statuses and sections, who may change each section, the
 * covenant metrics and their formulas, test statuses, draw states, the limits and the messages
 * the server answers and the screens show.
 *
 * A loan is a lending account (module kind 2). Its account's workspace kind says where it is:
 * 2 loan pipeline while it is decided, then 1 monitoring (or 3 loan draw for a construction loan)
 * once booked.
 *
 *   requested -> in_review -> approved -> active -> closed
 *                        \-> declined (-> in_review again, a new round of decisions)
 */
import type { OfficeRole } from '../enums.ts';

export const LOAN_STATUSES = ['requested', 'in_review', 'approved', 'declined', 'active', 'closed'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** Statuses of a loan still in the pipeline (on the board). */
export const PIPELINE_STATUSES = ['requested', 'in_review', 'approved', 'declined'] as const satisfies readonly LoanStatus[];

/** The spec's loan detail sections, in the order the loan page shows them. */
export const LOAN_SECTIONS = [
  'loanDetails',
  'loanTerm',
  'borrowingStructure',
  'creditAndRiskRating',
  'covenants',
  'affirmativeCovenantsReq',
  'decision',
  'policyExceptions',
  'history',
] as const;
export type LoanSection = (typeof LOAN_SECTIONS)[number];

/**
 * Who may change each section. Every staff role of an organization with the lender product reads
 * them all; history is never written by hand. Ratings, decisions, waivers and policy exceptions
 * are a reviewer's (LRA) or an Office Administrator's.
 */
export const REVIEW_ROLES: readonly OfficeRole[] = ['LRA', 'OA'];
const WRITERS: readonly OfficeRole[] = ['OA', 'IC', 'LRA'];
export const SECTION_ROLES: Record<LoanSection, readonly OfficeRole[]> = {
  loanDetails: WRITERS,
  loanTerm: WRITERS,
  borrowingStructure: WRITERS,
  creditAndRiskRating: REVIEW_ROLES,
  covenants: WRITERS,
  affirmativeCovenantsReq: WRITERS,
  decision: REVIEW_ROLES,
  policyExceptions: REVIEW_ROLES,
  history: [],
};

export const RATE_KINDS = ['fixed', 'floating'] as const;
export type RateKind = (typeof RATE_KINDS)[number];
export const REPAYMENTS = ['amortizing', 'interest_only', 'bullet'] as const;
export type Repayment = (typeof REPAYMENTS)[number];
/** Payments a year a schedule may have: monthly, quarterly, annual. */
export const PAYMENTS_PER_YEAR = [12, 4, 1] as const;
export type PaymentsPerYear = (typeof PAYMENTS_PER_YEAR)[number];

export const PARTY_ROLES = ['borrower', 'guarantor'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

export const DECISION_OUTCOMES = ['approved', 'approved_with_conditions', 'declined'] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

export const COVENANT_KINDS = ['financial', 'affirmative'] as const;
export type CovenantKind = (typeof COVENANT_KINDS)[number];

export const COVENANT_FREQUENCIES = ['monthly', 'quarterly', 'annual'] as const;
export type CovenantFrequency = (typeof COVENANT_FREQUENCIES)[number];
/** Months between two tests of each frequency. */
export const FREQUENCY_MONTHS: Record<CovenantFrequency, number> = { monthly: 1, quarterly: 3, annual: 12 };

export const COVENANT_OPERATORS = ['>=', '>', '<=', '<'] as const;
export type CovenantOperator = (typeof COVENANT_OPERATORS)[number];

/**
 * The metrics a financial covenant tests, each a formula over the figures the borrower reports.
 * `formula` is the organization's own (lending settings), over figures it names.
 */
export const COVENANT_METRICS = ['dscr', 'leverage', 'current_ratio', 'fixed_charge_coverage', 'formula'] as const;
export type CovenantMetric = (typeof COVENANT_METRICS)[number];

export interface StandardMetric {
  formula: string;
  /** The figures it reads, in the order the borrower is asked for them. */
  figures: readonly { name: string; label: string }[];
  /** The usual direction of its test. */
  operator: CovenantOperator;
}

export const STANDARD_METRICS: Record<Exclude<CovenantMetric, 'formula'>, StandardMetric> = {
  dscr: {
    formula: 'ebitda / debt_service',
    figures: [
      { name: 'ebitda', label: 'EBITDA' },
      { name: 'debt_service', label: 'Debt service (principal and interest)' },
    ],
    operator: '>=',
  },
  leverage: {
    formula: 'total_debt / ebitda',
    figures: [
      { name: 'total_debt', label: 'Total debt' },
      { name: 'ebitda', label: 'EBITDA' },
    ],
    operator: '<=',
  },
  current_ratio: {
    formula: 'current_assets / current_liabilities',
    figures: [
      { name: 'current_assets', label: 'Current assets' },
      { name: 'current_liabilities', label: 'Current liabilities' },
    ],
    operator: '>=',
  },
  fixed_charge_coverage: {
    formula: '(ebitda - capital_expenditures - cash_taxes) / fixed_charges',
    figures: [
      { name: 'ebitda', label: 'EBITDA' },
      { name: 'capital_expenditures', label: 'Unfinanced capital expenditures' },
      { name: 'cash_taxes', label: 'Cash taxes paid' },
      { name: 'fixed_charges', label: 'Fixed charges (interest, scheduled principal, rent)' },
    ],
    operator: '>=',
  },
};

/** A test's status: no result yet, its current result's, or waived. */
export const TEST_STATUSES = ['pending', 'compliant', 'warning', 'breach', 'waived'] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];
/** A result's status: `invalid` when the reported figures cannot be computed (a zero divisor). */
export const RESULT_STATUSES = ['compliant', 'warning', 'breach', 'invalid'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];
/** Worst first: the order a loan's "worst covenant status" is read in. */
export const STATUS_SEVERITY: readonly TestStatus[] = ['breach', 'warning', 'pending', 'waived', 'compliant'];

export const RESULT_CAUSES = ['reported', 'corrected', 'recomputed', 'entered'] as const;
export type ResultCause = (typeof RESULT_CAUSES)[number];

export const WAIVER_KINDS = ['waiver', 'deferral'] as const;
export type WaiverKind = (typeof WAIVER_KINDS)[number];

export const DRAW_STATES = ['submitted', 'inspected', 'approved', 'rejected', 'disbursed'] as const;
export type DrawState = (typeof DRAW_STATES)[number];

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** The defaults an organization has until an Office Administrator saves the lending settings. */
export const LENDING_DEFAULTS = {
  ratingScale: ['1 - Exceptional', '2 - Strong', '3 - Good', '4 - Satisfactory', '5 - Acceptable', '6 - Watch', '7 - Substandard', '8 - Doubtful', '9 - Loss'],
  /** Percent of the threshold. */
  warningMargin: '10.00',
  dualDecisionAmount: '1000000.00',
  drawApprovalAmount: '250000.00',
} as const;

export const LENDING_LIMITS = {
  reference: 40,
  collateral: 2000,
  purpose: 2000,
  reason: 2000,
  policy: 200,
  covenantName: 200,
  description: 2000,
  /** A formula's characters, its nesting depth, and the figures it may name. */
  formulaLength: 500,
  formulaDepth: 10,
  figures: 12,
  figureName: 40,
  figureLabel: 100,
  /** Conditions of one approval, and one condition's text. */
  conditions: 20,
  condition: 300,
  /** Budget lines of a construction loan, and lines of one draw. */
  drawLines: 100,
  /** The longest term (months) and the most test periods one covenant generates. */
  termMonths: 600,
  testsPerCovenant: 600,
  ratingScale: 20,
  rating: 40,
  formulas: 50,
  /** Days before a period's end its requirement is opened for the borrower. */
  openDaysBefore: 30,
} as const;

/** The pattern of a figure's name in a formula: lower-case words joined by underscores. */
export const FIGURE_NAME_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

/** Messages the server answers and the screens show. */
export const LendingMessage = {
  notALoan: 'This account is not a loan.',
  staleLoan: 'Someone else changed this loan; it has been reloaded.',
  decided: 'This loan has already been decided.',
  sameDecider: 'The second decision must be made by someone else.',
  notInPipeline: 'Only a loan in the pipeline is decided.',
  formulaDivByZero: 'The formula divides by zero.',
  formulaTooLong: 'The formula is too long.',
  formulaTooDeep: 'The formula nests too deeply.',
  formulaUnknownFigure: 'The formula names a figure that is not asked for',
  formulaSyntax: 'The formula cannot be read',
  figureNotNumber: 'Enter a number.',
  drawAboveRemaining: 'The draw is above the remaining budget of the line.',
  drawApprovalRoles: 'A draw of this size is approved by a reviewer (LRA).',
} as const;
