/**
 * Construction draws (lending, a loan on workspace kind 3, loan draw): the loan's budget in lines
 * (site work, foundation, framing ...), the draws the borrower asks against it, the inspector's
 * percent complete per line, approval (by a reviewer, LRA, above the organization's amount),
 * rejection and disbursement.
 *
 * The figures of a budget line, all decimal strings:
 * - `claimed`: asked in draws still open (submitted or inspected);
 * - `approved`: approved in draws not yet disbursed;
 * - `disbursed`: paid out (approved amounts of disbursed draws);
 * - `remaining` = budget - approved - disbursed: what a new draw (and an approval) may still take.
 *
 * A draw's variance per line compares the work and the money: the inspector's percent complete of
 * the line against the part of its budget drawn once this draw is paid (the approved or disbursed
 * amounts of the earlier draws plus this claim, over the budget). Positive: the work is ahead of
 * the money; negative: the money is ahead of the work.
 */
import { z } from 'zod';
import { instant, NamedRef, decimalString, whole } from '../answers.ts';
import { dbId, decimalText, multiLine, requiredMultiLine, requiredSingleLine } from '../fields.ts';
import { portalToken } from '../portal.ts';
import { DRAW_STATES, LENDING_LIMITS } from './constants.ts';

/** Amounts of a draw: cents at most, 14 digits before the point (the loan's own amount's range). */
const MONEY_DIGITS = 14;
const amount = decimalText(MONEY_DIGITS, 2);
const budgetAmount = amount.refine((v) => !v.startsWith('-'), 'Enter an amount of zero or more.');
const drawAmount = amount.refine((v) => !v.startsWith('-') && Number(v) > 0, 'Enter an amount greater than zero.');
const percentComplete = decimalText(3, 2).refine((v) => !v.startsWith('-') && Number(v) <= 100, 'Enter a percentage from 0 to 100.');

/** Messages of the draws the server answers besides LendingMessage's. */
export const DrawMessage = {
  notADrawLoan: 'This loan is not a construction loan with draws.',
  staleDraw: 'Someone else changed this draw; it has been reloaded.',
  notOpen: 'This draw has already been decided.',
  notApproved: 'Only an approved draw is disbursed.',
  lineOtherLoan: 'This budget line is not one of this loan.',
  lineTwice: 'This budget line is asked twice.',
  lineOfDraw: 'This line is not one of the draw.',
  nameTwice: 'Two budget lines have this name.',
  lineHasDraws: 'This line has draws against it and cannot be removed.',
  lineBelowApproved: 'The budget cannot go below what is approved and disbursed on the line.',
  aboveClaim: 'The approved amount is at most the amount asked.',
} as const;

// ---------------------------------------------------------------------------------------- writes

/** One budget line: `id` of an existing line of the loan to change it, absent (or null) for a new one. */
export const DrawBudgetLineWrite = z
  .object({
    id: dbId('a budget line').nullable().default(null),
    name: requiredSingleLine(200),
    budget: budgetAmount,
  })
  .strict();
export type DrawBudgetLineWrite = z.output<typeof DrawBudgetLineWrite>;

/**
 * The whole budget, in the order shown: lines not listed are removed (a line with draws against it
 * is a 400 on `lines`), a line is never cut below its approved and disbursed amounts.
 */
export const DrawBudgetWrite = z
  .object({ lines: z.array(DrawBudgetLineWrite).max(LENDING_LIMITS.drawLines, `At most ${LENDING_LIMITS.drawLines} budget lines.`) })
  .strict()
  .superRefine((b, ctx) => {
    const seen = new Map<string, number>();
    b.lines.forEach((l, i) => {
      const key = l.name.toLocaleLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: DrawMessage.nameTwice, path: ['lines', i, 'name'] });
      else seen.set(key, i);
    });
    const ids = new Set<number>();
    b.lines.forEach((l, i) => {
      if (l.id === null) return;
      if (ids.has(l.id)) ctx.addIssue({ code: 'custom', message: DrawMessage.lineTwice, path: ['lines', i, 'id'] });
      ids.add(l.id);
    });
  });
export type DrawBudgetWrite = z.output<typeof DrawBudgetWrite>;

const drawRequestFields = {
  note: multiLine(LENDING_LIMITS.reason).default(''),
  lines: z
    .array(z.object({ draw_line_id: dbId('a budget line of the loan'), amount: drawAmount }).strict())
    .min(1, 'Ask an amount of at least one budget line.')
    .max(LENDING_LIMITS.drawLines, `At most ${LENDING_LIMITS.drawLines} lines.`),
};
const noLineTwice = (b: { lines: { draw_line_id: number }[] }, ctx: z.RefinementCtx) => {
  const seen = new Set<number>();
  b.lines.forEach((l, i) => {
    if (seen.has(l.draw_line_id)) ctx.addIssue({ code: 'custom', message: DrawMessage.lineTwice, path: ['lines', i, 'draw_line_id'] });
    seen.add(l.draw_line_id);
  });
};

/** A draw asked by staff: an amount on each line asked (above a line's remaining budget: 400 on its amount, with the figures). */
export const DrawRequestCreate = z.object(drawRequestFields).strict().superRefine(noLineTwice);
export type DrawRequestCreate = z.output<typeof DrawRequestCreate>;

/** A draw asked by the borrower from the portal: the same, with the portal token. */
export const PortalDrawRequestCreate = z
  .object({ token: portalToken, ...drawRequestFields })
  .strict()
  .superRefine(noLineTwice);
export type PortalDrawRequestCreate = z.output<typeof PortalDrawRequestCreate>;

/** The inspector's percent complete of some lines of the draw (0 to 100). */
export const DrawInspection = z
  .object({
    version: whole.optional(),
    lines: z
      .array(z.object({ id: dbId('a line of the draw'), percent_complete: percentComplete }).strict())
      .min(1, 'Give the percent complete of at least one line.')
      .max(LENDING_LIMITS.drawLines),
  })
  .strict();
export type DrawInspection = z.output<typeof DrawInspection>;

/** Approve the draw as it was read (`version`); each line's approved amount defaults to its claim. */
export const DrawApproval = z
  .object({
    version: whole,
    lines: z
      .array(z.object({ id: dbId('a line of the draw'), approved_amount: budgetAmount }).strict())
      .max(LENDING_LIMITS.drawLines)
      .optional(),
  })
  .strict();
export type DrawApproval = z.output<typeof DrawApproval>;

export const DrawRejection = z.object({ version: whole.optional(), reason: requiredMultiLine(LENDING_LIMITS.reason) }).strict();
export type DrawRejection = z.output<typeof DrawRejection>;

export const DrawDisbursement = z.object({ version: whole.optional() }).strict();
export type DrawDisbursement = z.output<typeof DrawDisbursement>;

// --------------------------------------------------------------------------------------- answers

const money = decimalString;

/** A budget line and where it stands. */
export const DrawLineRow = z.object({
  id: whole,
  name: z.string(),
  position: whole,
  budget: money,
  claimed: money,
  approved: money,
  disbursed: money,
  remaining: money,
  /** True when a draw (of any state) asks against it: it cannot be removed. */
  has_draws: z.boolean(),
});
export type DrawLineRow = z.output<typeof DrawLineRow>;

export const DrawTotals = z.object({ budget: money, claimed: money, approved: money, disbursed: money, remaining: money });
export type DrawTotals = z.output<typeof DrawTotals>;

export const DrawRequestLineRow = z.object({
  id: whole,
  draw_line_id: whole,
  name: z.string(),
  /** The amount asked. */
  amount: money,
  percent_complete: money.nullable(),
  approved_amount: money.nullable(),
  /** The line's budget, and the part of it drawn once this draw is paid (earlier approved or disbursed draws plus this claim), in percent; null on a zero budget. */
  budget: money,
  drawn_percent: money.nullable(),
  /** percent_complete - drawn_percent: positive, the work is ahead of the money; null until inspected. */
  variance: money.nullable(),
});
export type DrawRequestLineRow = z.output<typeof DrawRequestLineRow>;

export const DrawRequestRow = z.object({
  id: whole,
  number: whole,
  status: z.enum(DRAW_STATES),
  note: z.string(),
  /** The requirement holding its supporting documents (invoices, lien waivers), null once deleted. */
  item_id: whole.nullable(),
  /** Files on that requirement. */
  files: whole,
  /** The sum asked, and the sum approved (null until approved). */
  total: money,
  approved_total: money.nullable(),
  /** True when the draw is above the organization's amount: only a reviewer (LRA) approves it. */
  needs_reviewer: z.boolean(),
  requested_by: z.object({ kind: z.enum(['user', 'contact']), name: z.string() }).nullable(),
  requested_at: instant,
  inspected_by: NamedRef.nullable(),
  inspected_at: instant.nullable(),
  decided_by: NamedRef.nullable(),
  decided_at: instant.nullable(),
  reject_reason: z.string(),
  disbursed_at: instant.nullable(),
  version: whole,
  lines: z.array(DrawRequestLineRow),
});
export type DrawRequestRow = z.output<typeof DrawRequestRow>;

/** A loan's budget and its draws, newest first. */
export const LoanDraws = z.object({
  loan: z.object({ id: whole, reference: z.string(), name: z.string(), currency: z.string(), is_draw_loan: z.boolean() }),
  /** Above this total a draw is approved only by a reviewer (LRA). */
  approval_amount: money,
  lines: z.array(DrawLineRow),
  totals: DrawTotals,
  draws: z.array(DrawRequestRow),
});
export type LoanDraws = z.output<typeof LoanDraws>;

/** What the borrower sees: the budget lines with what remains, and their draws with their state. */
export const PortalDraws = z.object({
  loan: z.object({ reference: z.string(), currency: z.string() }),
  lines: z.array(DrawLineRow.pick({ id: true, name: true, budget: true, remaining: true })),
  draws: z.array(
    z.object({
      id: whole,
      number: whole,
      status: z.enum(DRAW_STATES),
      note: z.string(),
      item_id: whole.nullable(),
      total: money,
      approved_total: money.nullable(),
      reject_reason: z.string(),
      requested_at: instant,
      lines: z.array(z.object({ draw_line_id: whole, name: z.string(), amount: money, approved_amount: money.nullable() })),
    }),
  ),
});
export type PortalDraws = z.output<typeof PortalDraws>;
