/**
 * Lending: a loan's covenants as staff read and change them, their tests and results, waivers,
 * the figures a borrower (portal) or staff member reports, and the recompute job.
 *
 * A financial covenant tests a metric (a standard one, the organization's formula by key, or its
 * own formula over the figures it lists) against an operator and a threshold at each period end
 * (monthly, quarterly, annual) until the loan's maturity; an affirmative covenant asks for a
 * document some days after each period end. Each test becomes a requirement of the loan's account
 * (a METRIC or a REQUEST_ITEM) when its period comes within 30 days. A result is never rewritten:
 * a correction or a new formula makes a new result that supersedes the old one.
 */
import { z } from 'zod';
import { day, decimalString, instant, NamedRef, whole } from '../answers.ts';
import { dbId, decimalText, isoDay, multiLine, requiredMultiLine, requiredSingleLine, wholeNumber } from '../fields.ts';
import { portalToken } from '../portal.ts';
import {
  COVENANT_FREQUENCIES,
  COVENANT_KINDS,
  COVENANT_METRICS,
  COVENANT_OPERATORS,
  FIGURE_NAME_PATTERN,
  JOB_STATES,
  LENDING_LIMITS,
  RESULT_CAUSES,
  RESULT_STATUSES,
  TEST_STATUSES,
  WAIVER_KINDS,
} from './constants.ts';

const L = LENDING_LIMITS;
const choose = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `Choose one of ${values.join(', ')}.` });

/** A figure the borrower is asked for: its name in the formula and the label they read. */
export const CovenantFigure = z
  .object({
    name: z.string({ error: 'Enter a name.' }).regex(FIGURE_NAME_PATTERN, 'Use lower-case letters, digits and underscores, starting with a letter (at most 40).'),
    label: requiredSingleLine(L.figureLabel),
  })
  .strict();
export type CovenantFigure = z.output<typeof CovenantFigure>;

const figureList = z
  .array(CovenantFigure, { error: 'Enter the figures as a list.' })
  .min(1, 'Enter at least one figure.')
  .max(L.figures, `At most ${L.figures} figures.`)
  .refine((v) => new Set(v.map((f) => f.name)).size === v.length, 'Each figure name once.');

/** A threshold or a reported figure: numeric(18, 4). */
export const covenantDecimal = decimalText(14, 4);
const warningMargin = z
  .union([z.string(), z.number()], { error: 'Enter a percentage from 0 to 100.' })
  .transform((v) => (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim()))
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, 'Enter a percentage from 0 to 100, at most 2 decimals.');
const dueDays = wholeNumber(0, 365, 'Enter a number of days from 0 to 365.');
const thresholdKind = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Choose 0 (none), 1 (risk rate) or 2 (target value).' });

const common = {
  name: requiredSingleLine(L.covenantName),
  description: multiLine(L.description).default(''),
  frequency: choose(COVENANT_FREQUENCIES),
  /** The first period's end. */
  first_test_date: isoDay(),
  due_days: dueDays.default(45),
};

/**
 * A financial covenant. `metric`: a standard one (its formula and figures are the contract's), or
 * `formula` with `formula_key` (the organization's formula; `figures` labels its names, else the
 * names are their own labels) or `formula` and `figures` of its own.
 */
export const FinancialCovenantCreate = z
  .object({
    kind: z.literal('financial'),
    ...common,
    metric: choose(COVENANT_METRICS),
    formula_key: z.string().max(40).optional(),
    formula: z.string({ error: 'Enter a formula.' }).max(10_000).optional(),
    figures: figureList.optional(),
    operator: choose(COVENANT_OPERATORS),
    threshold: covenantDecimal,
    threshold_kind: thresholdKind.default(2),
    /** Percent of the threshold under which a compliant test is a warning; null: the organization's. */
    warning_margin: warningMargin.nullable().default(null),
  })
  .strict();

export const AffirmativeCovenantCreate = z.object({ kind: z.literal('affirmative'), ...common, description: requiredMultiLine(L.description) }).strict();

export const CovenantCreate = z.discriminatedUnion('kind', [FinancialCovenantCreate, AffirmativeCovenantCreate], { error: 'Choose the kind: financial or affirmative.' });
export type CovenantCreate = z.output<typeof CovenantCreate>;
export type CovenantCreateInput = z.input<typeof CovenantCreate>;

/**
 * Any subset. A new formula, operator or threshold recomputes the current results as new ones
 * (cause `recomputed`); a new due days moves the due dates of the tests not yet opened.
 */
export const CovenantPatch = z
  .object({
    name: requiredSingleLine(L.covenantName).optional(),
    description: multiLine(L.description).optional(),
    formula: z.string({ error: 'Enter a formula.' }).max(10_000).optional(),
    figures: figureList.optional(),
    operator: choose(COVENANT_OPERATORS).optional(),
    threshold: covenantDecimal.optional(),
    threshold_kind: thresholdKind.optional(),
    warning_margin: warningMargin.nullable().optional(),
    due_days: dueDays.optional(),
  })
  .strict();
export type CovenantPatch = z.output<typeof CovenantPatch>;

export const CovenantResultRow = z.object({
  id: whole,
  test_id: whole,
  figures: z.record(z.string(), z.string()),
  formula: z.string(),
  operator: z.string(),
  threshold: decimalString,
  value: decimalString.nullable(),
  status: z.enum(RESULT_STATUSES),
  headroom: decimalString.nullable(),
  problem: z.string(),
  cause: z.enum(RESULT_CAUSES),
  supersedes_id: whole.nullable(),
  current: z.boolean(),
  /** Who reported it: the contact's or the staff member's name; '' for a recompute. */
  reported_by: z.string(),
  created_at: instant,
});
export type CovenantResultRow = z.output<typeof CovenantResultRow>;

export const CovenantTestRow = z.object({
  id: whole,
  covenant_id: whole,
  test_date: day,
  due_date: day,
  /** pending, compliant, warning, breach, or waived (a breach under an unexpired waiver). */
  status: z.enum(TEST_STATUSES),
  /** The requirement the borrower answers (null until the period comes near) and its status. */
  item: z.object({ id: whole, status: z.string() }).nullable(),
  /** The current result. */
  result: CovenantResultRow.nullable(),
});
export type CovenantTestRow = z.output<typeof CovenantTestRow>;

export const CovenantWaiverRow = z.object({
  id: whole,
  covenant_id: whole,
  test_id: whole.nullable(),
  kind: z.enum(WAIVER_KINDS),
  reason: z.string(),
  expires_on: day,
  approver: NamedRef.nullable(),
  revoked_at: instant.nullable(),
  /** Not revoked and not expired. */
  active: z.boolean(),
  created_at: instant,
});
export type CovenantWaiverRow = z.output<typeof CovenantWaiverRow>;

export const CovenantRow = z.object({
  id: whole,
  account_id: whole,
  kind: z.enum(COVENANT_KINDS),
  name: z.string(),
  description: z.string(),
  metric: z.enum(COVENANT_METRICS).nullable(),
  formula: z.string(),
  figures: z.array(z.object({ name: z.string(), label: z.string() })),
  operator: z.enum(COVENANT_OPERATORS).nullable(),
  threshold: decimalString.nullable(),
  threshold_kind: whole,
  frequency: z.enum(COVENANT_FREQUENCIES),
  first_test_date: day,
  due_days: whole,
  /** The covenant's own warning margin (null: the organization's), and the one that applies. */
  warning_margin: decimalString.nullable(),
  effective_warning_margin: decimalString,
  archived: z.boolean(),
  version: whole,
  /** The first test not yet past, or null. */
  next_test: day.nullable(),
  tests: z.array(CovenantTestRow),
  waivers: z.array(CovenantWaiverRow),
});
export type CovenantRow = z.output<typeof CovenantRow>;

export const CovenantList = z.object({
  covenants: z.array(CovenantRow),
  /** Whether the caller may change covenants, and approve waivers (LRA, OA). */
  can: z.object({ write: z.boolean(), waive: z.boolean() }),
});
export type CovenantList = z.output<typeof CovenantList>;

export const CovenantListQuery = z.object({ archived: z.enum(['true', 'false'], { error: 'Use true or false.' }).optional() }).strict();

/** One test with every result it had, newest first (superseded ones too). */
export const CovenantTestDetail = CovenantTestRow.extend({
  covenant: z.object({ id: whole, name: z.string(), kind: z.enum(COVENANT_KINDS), account_id: whole }),
  figures: z.array(z.object({ name: z.string(), label: z.string() })),
  results: z.array(CovenantResultRow),
});
export type CovenantTestDetail = z.output<typeof CovenantTestDetail>;

/** Figures by name: exactly the covenant's names, each numeric(18, 4). */
const figureValues = z.record(z.string(), covenantDecimal, { error: 'Enter the figures by name.' });

export const CovenantFiguresEntry = z.object({ figures: figureValues }).strict();
export type CovenantFiguresEntry = z.output<typeof CovenantFiguresEntry>;

/** POST /api/filedrop/covenant_figures: a borrower reports a financial test's figures. */
export const PortalCovenantFigures = z.object({ token: portalToken, item_id: dbId('an item of this workspace'), figures: figureValues });
export type PortalCovenantFigures = z.output<typeof PortalCovenantFigures>;

export const WaiverCreate = z
  .object({
    kind: choose(WAIVER_KINDS),
    reason: requiredMultiLine(L.reason),
    /** A day after today. */
    expires_on: isoDay(),
    /** The one test it covers; absent: every test of the covenant until it expires. */
    test_id: dbId('a test of this covenant').nullable().default(null),
  })
  .strict();
export type WaiverCreate = z.output<typeof WaiverCreate>;

export const RecomputeRequest = z
  .object({
    /** The covenants whose current results are recomputed; absent: every covenant of the organization. */
    covenant_ids: z.array(dbId('a covenant')).min(1).max(10_000).optional(),
  })
  .strict();
export type RecomputeRequest = z.output<typeof RecomputeRequest>;

export const LendingJobRow = z.object({
  id: whole,
  kind: z.string(),
  state: z.enum(JOB_STATES),
  done: whole,
  total: whole,
  error: z.string(),
  created_at: instant,
  finished_at: instant.nullable(),
});
export type LendingJobRow = z.output<typeof LendingJobRow>;
export const LendingJobAnswer = z.object({ job: LendingJobRow });
