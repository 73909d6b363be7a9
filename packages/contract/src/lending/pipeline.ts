/**
 * The loan pipeline: a borrower's request from the portal becomes a lending account in the loan
 * pipeline (workspace kind 2) with its loan on the first stage of the organization's pipeline;
 * staff move it across the stages (the board) and reviewers decide it. A loan above the
 * organization's amount needs two decisions by two different people; any decline declines it,
 * else it is approved, and each condition of an approval with conditions becomes a requirement
 * of the loan. An approved loan is booked (monitored from then on); a declined one may be
 * reopened for a new round of decisions.
 */
import { z } from 'zod';
import { decimalString, instant, NamedRef, whole } from '../answers.ts';
import { dbId, multiLine, queryDbId, requiredMultiLine, requiredSingleLine, wholeNumber } from '../fields.ts';
import { FieldMessage } from '../validation.ts';
import { DECISION_OUTCOMES, LENDING_LIMITS, LOAN_STATUSES } from './constants.ts';

const L = LENDING_LIMITS;

/** Cards a board column answers at once; the next ones come by offset. */
export const LOAN_BOARD_PAGE = 50;

/** The section heading the conditions of an approval are listed under on the loan's requirements. */
export const CONDITIONS_SECTION = 'Conditions of approval';

export const PipelineMessage = {
  amountPositive: 'Enter an amount above zero.',
  amountFormat: 'Enter an amount like 250000 or 250000.00.',
  termRange: `Enter a whole number of months from 1 to ${L.termMonths}.`,
  reasonRequired: 'Say why the loan is declined.',
  conditionsRequired: 'Add at least one condition.',
  conditionsOnlyWithConditions: 'Conditions go with an approval with conditions.',
  tooManyConditions: `At most ${L.conditions} conditions.`,
  stageOtherPipeline: "Choose a stage of the loan's pipeline.",
  notApproved: 'Only an approved loan is booked.',
  notDeclined: 'Only a declined loan is reopened.',
  noPipeline: 'There is no pipeline yet: add one in Settings, Pipelines.',
  notLenderPortal: 'Loan requests are made from a lender portal.',
} as const;

// ---------------------------------------------------------------- the portal's request

const loanAmount = z
  .string({ error: (issue) => (issue.input === undefined ? FieldMessage.REQUIRED : PipelineMessage.amountFormat) })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, PipelineMessage.amountFormat)
  .refine((v) => /[1-9]/.test(v), PipelineMessage.amountPositive);

/** A borrower's loan request: the amount (cents at most), what it is for, the term in months. */
export const LoanRequestCreate = z.object({
  amount: loanAmount,
  purpose: requiredMultiLine(L.purpose),
  term_months: wholeNumber(1, L.termMonths, PipelineMessage.termRange),
  /** What documents will follow (they are uploaded to the request afterwards). */
  documents_note: multiLine(L.description).default(''),
});
export type LoanRequestCreate = z.output<typeof LoanRequestCreate>;

/** One of the borrower's requests as the portal lists them; `status` is its loan's. */
export const PortalLoanRequest = z.object({
  /** The request's requirement (its documents are uploaded there). */
  id: whole,
  reference: z.string().nullable(),
  amount: decimalString,
  currency: z.string().nullable(),
  purpose: z.string(),
  term_months: whole.nullable(),
  status: z.enum(LOAN_STATUSES).nullable(),
  created_at: instant,
});
export type PortalLoanRequest = z.output<typeof PortalLoanRequest>;
export const PortalLoanRequests = z.object({ requests: z.array(PortalLoanRequest) });
export type PortalLoanRequests = z.output<typeof PortalLoanRequests>;

// ---------------------------------------------------------------- the board

export const LoanBoardQuery = z.object({ pipeline_id: queryDbId('a pipeline').optional() });
export const LoanBoardColumnQuery = z.object({
  stage_id: queryDbId('a stage'),
  /** Cards after this many (the column's next page). */
  offset: z
    .string()
    .regex(/^\d{1,7}$/, 'Must be a whole number.')
    .transform(Number)
    .default(0),
});

export const LoanCard = z.object({
  id: whole,
  reference: z.string(),
  /** The borrower's name (the loan's account). */
  borrower: z.string(),
  amount: decimalString,
  currency: z.string(),
  product: NamedRef.nullable(),
  stage_id: whole.nullable(),
  days_in_stage: whole,
  status: z.enum(LOAN_STATUSES),
  decisions_given: whole,
  decisions_needed: whole,
  version: whole,
});
export type LoanCard = z.output<typeof LoanCard>;

export const LoanStage = z.object({ id: whole, name: z.string(), position: whole });
export const LoanBoardColumn = z.object({ stage: LoanStage, count: whole, cards: z.array(LoanCard) });
export type LoanBoardColumn = z.output<typeof LoanBoardColumn>;
export const LoanBoard = z.object({ pipeline: NamedRef, columns: z.array(LoanBoardColumn) });
export type LoanBoard = z.output<typeof LoanBoard>;
export const LoanBoardColumnPage = z.object({ count: whole, cards: z.array(LoanCard) });
export type LoanBoardColumnPage = z.output<typeof LoanBoardColumnPage>;

/** A card dropped on a column: the version the mover saw (409 when the loan changed since). */
export const LoanMove = z.object({ stage_id: dbId('a stage'), version: wholeNumber(1, 2147483647, 'Must be the version the loan was read at.') }).strict();
export type LoanMove = z.output<typeof LoanMove>;

// ---------------------------------------------------------------- decisions

export const DecisionWrite = z
  .object({
    outcome: z.enum(DECISION_OUTCOMES, { error: 'Choose approve, approve with conditions or decline.' }),
    reason: multiLine(L.reason).default(''),
    conditions: z.array(requiredSingleLine(L.condition)).max(L.conditions, PipelineMessage.tooManyConditions).default([]),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.outcome === 'declined' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: PipelineMessage.reasonRequired });
    if (v.outcome === 'approved_with_conditions' && !v.conditions.length) ctx.addIssue({ code: 'custom', path: ['conditions'], message: PipelineMessage.conditionsRequired });
    if (v.outcome !== 'approved_with_conditions' && v.conditions.length) ctx.addIssue({ code: 'custom', path: ['conditions'], message: PipelineMessage.conditionsOnlyWithConditions });
  });
export type DecisionWrite = z.output<typeof DecisionWrite>;

export const LoanDecisionRow = z.object({
  id: whole,
  round: whole,
  ordinal: whole,
  outcome: z.enum(DECISION_OUTCOMES),
  reason: z.string(),
  /** Each condition with the requirement it became (null until the loan is approved). */
  conditions: z.array(z.object({ text: z.string(), item_id: whole.nullable() })),
  decided_by: NamedRef,
  decided_at: instant,
});
export type LoanDecisionRow = z.output<typeof LoanDecisionRow>;

/** A loan's decisions: the open round, how many it needs and has, every decision newest first. */
export const LoanDecisions = z.object({
  loan_id: whole,
  reference: z.string(),
  status: z.enum(LOAN_STATUSES),
  workspace_kind: whole.nullable(),
  amount: decimalString,
  currency: z.string(),
  round: whole,
  needed: whole,
  given: whole,
  version: whole,
  decisions: z.array(LoanDecisionRow),
});
export type LoanDecisions = z.output<typeof LoanDecisions>;

/** Booking an approved loan: `draws` when it is a construction loan disbursed in draws. */
export const LoanBook = z.object({ draws: z.boolean().default(false) }).strict();
export type LoanBook = z.output<typeof LoanBook>;
