/**
 * Reading a construction loan's draws: the loan, its budget lines with their figures (claimed,
 * approved, disbursed, remaining), its draws with their lines and each line's variance. The whole
 * answer is five statements whatever the number of lines and draws; a transaction passes itself so
 * that an action answers what it just wrote.
 */
import { readLendingSettings } from '../loans/settings.ts';
import { and, asc, desc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { WorkspaceKind, type DrawLineRow, type DrawRequestRow, type DrawState, type DrawTotals, type LoanDraws } from '@si/contract';
import { Big } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { account, contact, file, user } from '../../../db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { LENDING_KIND } from '../module.ts';
import { drawLine, drawRequest, drawRequestLine, loan } from '../schema.ts';

export type DrawRecord = typeof drawRequest.$inferSelect;

/** The loan as the draws read it. */
export interface DrawLoan {
  accountId: number;
  orgId: number;
  name: string;
  reference: string;
  currency: string;
  isDrawLoan: boolean;
}

/** Loan `accountId` of the organization (a lending account with its loan row); 404 otherwise. */
export async function findLoan(db: Db, orgId: number, accountId: number): Promise<DrawLoan> {
  const [row] = await db
    .select({ accountId: account.id, name: account.name, workspaceKind: account.workspaceKind, reference: loan.reference, currency: loan.currency })
    .from(account)
    .innerJoin(loan, eq(loan.accountId, account.id))
    .where(and(eq(account.id, accountId), eq(account.organizationId, orgId), eq(account.moduleKind, LENDING_KIND)))
    .limit(1);
  if (!row) throw notFound();
  return { accountId: row.accountId, orgId, name: row.name, reference: row.reference, currency: row.currency, isDrawLoan: row.workspaceKind === WorkspaceKind.LOAN_DRAW };
}

/** Above this total a draw is approved only by a reviewer (LRA): the organization's setting, else the default. */
export async function drawApprovalAmount(db: Db, orgId: number): Promise<string> {
  return (await readLendingSettings(db, orgId)).drawApprovalAmount;
}

const OPEN: DrawState[] = ['submitted', 'inspected'];
const sumWhere = (column: typeof drawRequestLine.amount | typeof drawRequestLine.approvedAmount, states: DrawState[]) =>
  sql<string>`coalesce(sum(${column}) filter (where ${inArray(drawRequest.status, states)}), 0)`;

/** The loan's budget lines (`ids`: only those) with their figures, in their order: one statement. */
export async function budgetLines(db: Db, orgId: number, accountId: number, ids?: number[]): Promise<DrawLineRow[]> {
  const rows = await db
    .select({
      id: drawLine.id,
      name: drawLine.name,
      position: drawLine.position,
      budget: drawLine.budget,
      claimed: sumWhere(drawRequestLine.amount, OPEN),
      approved: sumWhere(drawRequestLine.approvedAmount, ['approved']),
      disbursed: sumWhere(drawRequestLine.approvedAmount, ['disbursed']),
      draws: sql<number>`count(${drawRequestLine.id})::int`,
    })
    .from(drawLine)
    .leftJoin(drawRequestLine, eq(drawRequestLine.drawLineId, drawLine.id))
    .leftJoin(drawRequest, eq(drawRequest.id, drawRequestLine.drawRequestId))
    .where(and(eq(drawLine.accountId, accountId), eq(drawLine.organizationId, orgId), ids ? inArray(drawLine.id, ids.length ? ids : [0]) : undefined))
    .groupBy(drawLine.id)
    .orderBy(asc(drawLine.position), asc(drawLine.id));
  return rows.map((r) => {
    const budget = new Big(r.budget);
    const approved = new Big(r.approved);
    const disbursed = new Big(r.disbursed);
    return {
      id: r.id,
      name: r.name,
      position: r.position,
      budget: budget.toFixed(2),
      claimed: new Big(r.claimed).toFixed(2),
      approved: approved.toFixed(2),
      disbursed: disbursed.toFixed(2),
      remaining: budget.minus(approved).minus(disbursed).toFixed(2),
      has_draws: Number(r.draws) > 0,
    };
  });
}

export function totalsOf(lines: DrawLineRow[]): DrawTotals {
  const sum = (key: keyof DrawTotals) => lines.reduce((s, l) => s.plus(l[key]), new Big(0)).toFixed(2);
  return { budget: sum('budget'), claimed: sum('claimed'), approved: sum('approved'), disbursed: sum('disbursed'), remaining: sum('remaining') };
}

const inspector = alias(user, 'draw_inspector');
const decider = alias(user, 'draw_decider');
const requester = alias(user, 'draw_requester');
const fullName = (u: { firstName: AnyColumn; lastName: AnyColumn }) => sql<string | null>`nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), '')`;
const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The loan's draws (`drawId`: only that one), newest first, each with its lines and variances: two statements. */
export async function drawRows(db: Db, orgId: number, accountId: number, approvalAmount: string, drawId?: number): Promise<DrawRequestRow[]> {
  const draws = await db
    .select({
      draw: drawRequest,
      inspectedBy: fullName(inspector),
      decidedBy: fullName(decider),
      requestedByUser: fullName(requester),
      requestedByContact: sql<string | null>`nullif(trim(concat_ws(' ', ${contact.firstName}, ${contact.lastName})), '')`,
      files: sql<number>`(select count(*)::int from ${file} where ${file.itemId} = ${drawRequest.itemId})`,
    })
    .from(drawRequest)
    .leftJoin(inspector, eq(inspector.id, drawRequest.inspectedByUserId))
    .leftJoin(decider, eq(decider.id, drawRequest.decidedByUserId))
    .leftJoin(requester, eq(requester.id, drawRequest.requestedByUserId))
    .leftJoin(contact, eq(contact.id, drawRequest.requestedByContactId))
    .where(and(eq(drawRequest.accountId, accountId), eq(drawRequest.organizationId, orgId)))
    .orderBy(desc(drawRequest.number));
  // Every line of every draw of the loan: a draw's variance reads the earlier draws' amounts.
  const lines = draws.length
    ? await db
        .select({ line: drawRequestLine, name: drawLine.name, budget: drawLine.budget })
        .from(drawRequestLine)
        .innerJoin(drawRequest, eq(drawRequest.id, drawRequestLine.drawRequestId))
        .innerJoin(drawLine, eq(drawLine.id, drawRequestLine.drawLineId))
        .where(and(eq(drawRequest.accountId, accountId), eq(drawRequestLine.organizationId, orgId)))
        .orderBy(asc(drawLine.position), asc(drawLine.id))
    : [];
  const byId = new Map(draws.map((d) => [d.draw.id, d.draw]));
  const linesOf = new Map<number, typeof lines>();
  for (const l of lines) linesOf.set(l.line.drawRequestId, [...(linesOf.get(l.line.drawRequestId) ?? []), l]);
  /** Approved or disbursed on a budget line by the draws numbered before `number`. */
  const drawnBefore = (lineId: number, number: number) =>
    lines.reduce((s, l) => {
      const d = byId.get(l.line.drawRequestId)!;
      return l.line.drawLineId === lineId && d.number < number && (d.status === 'approved' || d.status === 'disbursed') ? s.plus(l.line.approvedAmount ?? 0) : s;
    }, new Big(0));

  const limit = new Big(approvalAmount);
  return draws
    .filter((d) => drawId === undefined || d.draw.id === drawId)
    .map(({ draw: d, ...names }) => {
      const own = linesOf.get(d.id) ?? [];
      const total = own.reduce((s, l) => s.plus(l.line.amount), new Big(0));
      const decided = d.status === 'approved' || d.status === 'disbursed';
      return {
        id: d.id,
        number: d.number,
        status: d.status as DrawState,
        note: d.note,
        item_id: d.itemId,
        files: Number(names.files),
        total: total.toFixed(2),
        approved_total: decided ? own.reduce((s, l) => s.plus(l.line.approvedAmount ?? 0), new Big(0)).toFixed(2) : null,
        needs_reviewer: total.gt(limit),
        requested_by: names.requestedByContact !== null && d.requestedByContactId !== null ? { kind: 'contact' as const, name: names.requestedByContact } : names.requestedByUser !== null ? { kind: 'user' as const, name: names.requestedByUser } : null,
        requested_at: d.createdAt.toISOString(),
        inspected_by: ref(d.inspectedByUserId, names.inspectedBy),
        inspected_at: iso(d.inspectedAt),
        decided_by: ref(d.decidedByUserId, names.decidedBy),
        decided_at: iso(d.decidedAt),
        reject_reason: d.rejectReason,
        disbursed_at: iso(d.disbursedAt),
        version: d.version,
        lines: own.map(({ line, name, budget }) => {
          const b = new Big(budget);
          const drawn = drawnBefore(line.drawLineId, d.number).plus(decided ? (line.approvedAmount ?? 0) : line.amount);
          const drawnPercent = b.gt(0) ? drawn.div(b).times(100).round(2) : null;
          const complete = line.percentComplete === null ? null : new Big(line.percentComplete);
          return {
            id: line.id,
            draw_line_id: line.drawLineId,
            name,
            amount: new Big(line.amount).toFixed(2),
            percent_complete: complete ? complete.toFixed(2) : null,
            approved_amount: line.approvedAmount === null ? null : new Big(line.approvedAmount).toFixed(2),
            budget: b.toFixed(2),
            drawn_percent: drawnPercent ? drawnPercent.toFixed(2) : null,
            variance: complete && drawnPercent ? complete.minus(drawnPercent).toFixed(2) : null,
          };
        }),
      };
    });
}

/** The whole answer of GET /api/lending/loans/{id}/draws. */
export async function loanDraws(db: Db, orgId: number, accountId: number): Promise<LoanDraws> {
  const l = await findLoan(db, orgId, accountId);
  const approval = await drawApprovalAmount(db, orgId);
  const lines = await budgetLines(db, orgId, accountId);
  return {
    loan: { id: l.accountId, reference: l.reference, name: l.name, currency: l.currency, is_draw_loan: l.isDrawLoan },
    approval_amount: new Big(approval).toFixed(2),
    lines,
    totals: totalsOf(lines),
    draws: await drawRows(db, orgId, accountId, approval),
  };
}

/** One draw as the actions answer it. */
export async function drawAnswer(db: Db, orgId: number, draw: Pick<DrawRecord, 'id' | 'accountId'>): Promise<DrawRequestRow> {
  const [row] = await drawRows(db, orgId, draw.accountId, await drawApprovalAmount(db, orgId), draw.id);
  if (!row) throw notFound();
  return row;
}

/** Money as the server's messages write it: grouped thousands, two decimals ("12,000.00"). */
export const moneyText = (value: Big.BigSource): string => {
  const [whole, cents] = new Big(value).toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
};
