/**
 * Lending: portfolio monitoring and the covenant compliance report.
 *
 * Monitoring reads every active loan being monitored (a lending account in workspace kind 1
 * monitoring or 3 loan draw, its loan `active`, not archived), narrowed by officer (the account's
 * lead), team, product and rating, and answers four lists of covenant tests:
 *
 * - upcoming: awaiting figures, tested in the next `days` days (today included; default 90);
 * - overdue: awaiting figures past their due date;
 * - breaches and warnings: the test's current status, tested in the window `from`..`to`
 *   (default the 12 months to today).
 *
 * `from` and `to` narrow the overdue list too when given. Each list answers its count and one
 * page of rows (`limit`, `offset`; `list` answers one list's rows only), and every covenant of the
 * rows its headroom trend: the headroom of its last `trend` tested periods, oldest first.
 *
 * The compliance report lists the tests of a period (test dates `from`..`to`, default the current
 * quarter) of one loan, the loans whose reference or borrower matches, or the whole portfolio
 * (the same loans as monitoring), with each test's result and the
 * waiver that covers it, and its totals by status; as JSON or a CSV, XLSX or PDF file (`format`).
 */
import { z } from 'zod';
import { day, decimalString, NamedRef, whole } from '../answers.ts';
import { isoDay, queryDbId, queryWholeNumber, singleLine } from '../fields.ts';
import { COVENANT_KINDS, COVENANT_METRICS, COVENANT_OPERATORS, LENDING_LIMITS, RESULT_STATUSES, TEST_STATUSES, WAIVER_KINDS } from './constants.ts';

/** The four lists of the monitoring page, in the order it shows them. */
export const MONITORING_LISTS = ['upcoming', 'overdue', 'breaches', 'warnings'] as const;
export type MonitoringList = (typeof MONITORING_LISTS)[number];

export const MONITORING_LIMITS = {
  /** Rows of one list per page. */
  pageSize: 100,
  defaultPageSize: 20,
  /** The horizon of the upcoming list, in days. */
  days: 366,
  defaultDays: 90,
  /** Tested periods in a covenant's headroom trend. */
  trend: 24,
  defaultTrend: 8,
  /** Rows a compliance report's file holds at most, and a page of its JSON answer. */
  reportRows: 10_000,
  reportPage: 500,
  defaultReportPage: 100,
} as const;

export const MonitoringQuery = z.object({
  /** The loan officer: the lending account's lead user. */
  officer: queryDbId('a user').optional(),
  team: queryDbId('a team').optional(),
  product: queryDbId('a product').optional(),
  /** The loan's current rating, as on the organization's scale. */
  rating: singleLine(LENDING_LIMITS.rating).optional(),
  /** The window of test dates of the breaches and warnings (and of the overdue when given). */
  from: isoDay().optional(),
  to: isoDay().optional(),
  days: queryWholeNumber(1, MONITORING_LIMITS.days).optional(),
  /** Answer only this list's rows (the counts are always all four). */
  list: z.enum(MONITORING_LISTS, { error: `Choose ${MONITORING_LISTS.join(', ')}.` }).optional(),
  limit: queryWholeNumber(1, MONITORING_LIMITS.pageSize).optional(),
  offset: queryWholeNumber(0, 1_000_000).optional(),
  trend: queryWholeNumber(1, MONITORING_LIMITS.trend).optional(),
});
export type MonitoringQuery = z.output<typeof MonitoringQuery>;

/** The loan a row is of: its account (the id the loan page opens), reference and borrower (the account's name). */
export const LoanRef = z.object({ id: whole, reference: z.string(), borrower: z.string() });
export type LoanRef = z.output<typeof LoanRef>;

export const CovenantRef = z.object({
  id: whole,
  name: z.string(),
  kind: z.enum(COVENANT_KINDS),
  /** Null for an affirmative covenant. */
  metric: z.enum(COVENANT_METRICS).nullable(),
});
export type CovenantRef = z.output<typeof CovenantRef>;

/** One covenant test in a monitoring list. Threshold and operator are the current result's, else the covenant's. */
export const MonitoringRow = z.object({
  test_id: whole,
  loan: LoanRef,
  officer: NamedRef.nullable(),
  covenant: CovenantRef,
  test_date: day,
  due_date: day,
  value: decimalString.nullable(),
  threshold: decimalString.nullable(),
  operator: z.enum(COVENANT_OPERATORS).nullable(),
  /** Percent of the threshold (negative: breached); null without a result. */
  headroom: decimalString.nullable(),
  status: z.enum(TEST_STATUSES),
  /** Days past the due date (0 when not yet due). */
  days_overdue: whole,
});
export type MonitoringRow = z.output<typeof MonitoringRow>;

export const MonitoringPanel = z.object({ count: whole, results: z.array(MonitoringRow) });
export type MonitoringPanel = z.output<typeof MonitoringPanel>;

/** A tested period of a covenant's trend. */
export const TrendPoint = z.object({ test_date: day, headroom: decimalString.nullable(), value: decimalString.nullable(), status: z.enum(TEST_STATUSES) });
export type TrendPoint = z.output<typeof TrendPoint>;

export const CovenantTrend = z.object({ covenant: CovenantRef, loan: LoanRef, points: z.array(TrendPoint) });
export type CovenantTrend = z.output<typeof CovenantTrend>;

/** What the filter bar offers: the organization's staff, teams, products and rating scale. */
export const MonitoringOptions = z.object({
  officers: z.array(NamedRef),
  teams: z.array(NamedRef),
  products: z.array(NamedRef),
  ratings: z.array(z.string()),
});
export type MonitoringOptions = z.output<typeof MonitoringOptions>;

export const MonitoringView = z.object({
  /** Today (UTC), the day the lists are counted on. */
  as_of: day,
  /** The breaches' and warnings' window, and the upcoming horizon's last day. */
  from: day,
  to: day,
  upcoming_to: day,
  limit: whole,
  offset: whole,
  upcoming: MonitoringPanel,
  overdue: MonitoringPanel,
  breaches: MonitoringPanel,
  warnings: MonitoringPanel,
  /** Every covenant of the rows answered, once. */
  trends: z.array(CovenantTrend),
  options: MonitoringOptions,
});
export type MonitoringView = z.output<typeof MonitoringView>;

// ---------------------------------------------------------------- the compliance report

export const COMPLIANCE_FORMATS = ['json', 'csv', 'xlsx', 'pdf'] as const;

export const ComplianceQuery = z.object({
  /** One loan (its account id). */
  loan: queryDbId('a loan').optional(),
  /** Loans whose reference starts with this (case-insensitive). */
  reference: singleLine(LENDING_LIMITS.reference).optional(),
  /** Loans whose borrower (the lending account's name) contains this (case-insensitive). */
  borrower: singleLine(200).optional(),
  from: isoDay().optional(),
  to: isoDay().optional(),
  status: z.enum(TEST_STATUSES, { error: `Choose ${TEST_STATUSES.join(', ')}.` }).optional(),
  format: z.enum(COMPLIANCE_FORMATS, { error: 'Choose json, csv, xlsx or pdf.' }).optional(),
  /** A page of the JSON answer's rows (a file holds every row, up to MONITORING_LIMITS.reportRows). */
  limit: queryWholeNumber(1, MONITORING_LIMITS.reportPage).optional(),
  offset: queryWholeNumber(0, 1_000_000).optional(),
});
export type ComplianceQuery = z.output<typeof ComplianceQuery>;

/** The waiver (or deferral) that covers a test: of that test, or of its covenant, unexpired on the test date and not revoked. */
export const WaiverRef = z.object({ id: whole, kind: z.enum(WAIVER_KINDS), approver: NamedRef.nullable(), expires_on: day, reason: z.string() });
export type WaiverRef = z.output<typeof WaiverRef>;

export const ComplianceRow = z.object({
  test_id: whole,
  loan: LoanRef,
  covenant: CovenantRef,
  test_date: day,
  due_date: day,
  operator: z.enum(COVENANT_OPERATORS).nullable(),
  threshold: decimalString.nullable(),
  value: decimalString.nullable(),
  headroom: decimalString.nullable(),
  status: z.enum(TEST_STATUSES),
  /** The current result's own status (`invalid`: the figures cannot be computed); null without one. */
  result_status: z.enum(RESULT_STATUSES).nullable(),
  waiver: WaiverRef.nullable(),
});
export type ComplianceRow = z.output<typeof ComplianceRow>;

export const ComplianceTotals = z.object({ total: whole, pending: whole, compliant: whole, warning: whole, breach: whole, waived: whole });
export type ComplianceTotals = z.output<typeof ComplianceTotals>;

export const ComplianceReport = z.object({
  from: day,
  to: day,
  as_of: day,
  loan: LoanRef.nullable(),
  status: z.enum(TEST_STATUSES).nullable(),
  totals: ComplianceTotals,
  limit: whole,
  offset: whole,
  /** This page of the rows (`totals.total` in all). */
  rows: z.array(ComplianceRow),
});
export type ComplianceReport = z.output<typeof ComplianceReport>;

/** What the server answers for another organization's loan. */
export const MonitoringMessage = {
  unknownLoan: 'Choose a loan of this organization.',
} as const;
