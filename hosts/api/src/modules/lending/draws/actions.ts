/**
 * What is done to a construction loan's draws, knowing no HTTP: save the budget, ask a draw (staff
 * or the borrower), record the inspection, approve, reject, disburse. Each runs in one transaction
 * and writes the loan's history (section loanDetails).
 *
 * Money never goes past a line's budget: asking a draw checks each line's remaining budget, and
 * approving checks it again with the budget lines locked (FOR UPDATE, in id order), so of two
 * approvals at once the second waits for the first and sees its amounts. A draw is locked and its
 * `version` compared before it changes (409 when someone changed it since it was read).
 */
import { initialStatus } from '../../../shared/requirements/write.ts';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import {
  DrawMessage,
  ItemKind,
  LendingMessage,
  type DrawApproval,
  type DrawBudgetWrite,
  type DrawInspection,
  type DrawRequestRow,
  type DrawState,
  type LoanDraws,
  type OfficeRole,
} from '@si/contract';
import { Big } from '@si/contract/money';
import { inTransaction, type Db } from '../../../db/client.ts';
import { item, requirement } from '../../../db/schema.ts';
import { badRequest, detailError, newFieldErrors, notFound } from '../../../platform/http/errors.ts';
import { LENDING_KIND } from '../module.ts';
import { recordHistory } from '../loans/history.ts';
import { drawLine, drawRequest, drawRequestLine, loan } from '../schema.ts';
import { budgetLines, drawAnswer, drawApprovalAmount, findLoan, loanDraws, moneyText, type DrawLoan, type DrawRecord } from './rows.ts';

/** Who acts: a staff member (with their roles) or the borrower's contact from the portal. */
export type DrawActor = { orgId: number; userId: number; roles: ReadonlySet<OfficeRole> } | { orgId: number; contactId: number };

const byWhom = (by: DrawActor) => ('userId' in by ? { userId: by.userId } : { contactId: by.contactId });
const SECTION = 'loanDetails' as const;

/** The files a draw's supporting documents requirement accepts. */
export const DRAW_DOCUMENT_TYPES = ['.pdf', '.jpg', '.jpeg', '.png'];
const DRAW_DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;

/** The loan, which must be a construction loan with draws (409 otherwise). */
async function drawLoan(db: Db, orgId: number, accountId: number): Promise<DrawLoan> {
  const l = await findLoan(db, orgId, accountId);
  if (!l.isDrawLoan) throw detailError(409, DrawMessage.notADrawLoan);
  return l;
}

// ------------------------------------------------------------------------------------ the budget

/**
 * Replaces the loan's budget lines with `input.lines` in that order: listed ids are changed, lines
 * without an id are added, lines not listed removed. A line with draws is never removed nor cut
 * below what is approved and disbursed on it (400 on the line, with the figures).
 */
export async function saveBudget(db: Db, by: DrawActor & { userId: number }, accountId: number, input: DrawBudgetWrite): Promise<LoanDraws> {
  await inTransaction(db, async (tx) => {
    await drawLoan(tx, by.orgId, accountId);
    // The loan's row, then its lines: two saves at once run one after the other.
    await tx.select({ id: loan.accountId }).from(loan).where(eq(loan.accountId, accountId)).for('update');
    await tx
      .select({ id: drawLine.id })
      .from(drawLine)
      .where(and(eq(drawLine.accountId, accountId), eq(drawLine.organizationId, by.orgId)))
      .orderBy(asc(drawLine.id))
      .for('update');
    const current = await budgetLines(tx, by.orgId, accountId);
    const byId = new Map(current.map((l) => [l.id, l]));
    const errors = newFieldErrors();
    input.lines.forEach((l, i) => {
      if (l.id === null) return;
      const was = byId.get(l.id);
      if (!was) {
        errors[`lines.${i}.id`] = [DrawMessage.lineOtherLoan];
        return;
      }
      const taken = new Big(was.approved).plus(was.disbursed);
      if (new Big(l.budget).lt(taken)) errors[`lines.${i}.budget`] = [`${DrawMessage.lineBelowApproved} Line ${l.name} has ${moneyText(taken)} approved and disbursed, ${moneyText(l.budget)} asked.`];
    });
    const kept = new Set(input.lines.map((l) => l.id));
    const removed = current.filter((l) => !kept.has(l.id));
    const blocked = removed.filter((l) => l.has_draws);
    if (blocked.length) errors.lines = blocked.map((l) => `${DrawMessage.lineHasDraws} Line ${l.name}: ${moneyText(l.claimed)} claimed, ${moneyText(new Big(l.approved).plus(l.disbursed))} approved and disbursed.`);
    if (Object.keys(errors).length) throw badRequest(errors);

    if (removed.length) await tx.delete(drawLine).where(inArray(drawLine.id, removed.map((l) => l.id)));
    // Names are unique per loan: a swap of two names passes through names no line can have.
    const renamed = input.lines.filter((l) => l.id !== null && byId.get(l.id)!.name !== l.name);
    for (const l of renamed) await tx.update(drawLine).set({ name: `\u0001${l.id}` }).where(eq(drawLine.id, l.id!));
    let position = 0;
    for (const l of input.lines) {
      position += 1;
      if (l.id === null) await tx.insert(drawLine).values({ organizationId: by.orgId, accountId, name: l.name, budget: l.budget, position });
      else {
        const was = byId.get(l.id)!;
        if (was.name !== l.name || !new Big(was.budget).eq(l.budget) || was.position !== position) await tx.update(drawLine).set({ name: l.name, budget: l.budget, position }).where(eq(drawLine.id, l.id));
      }
    }
    const shape = (lines: { name: string; budget: string }[]) => lines.map((l) => ({ name: l.name, budget: new Big(l.budget).toFixed(2) }));
    const before = shape(current);
    const after = shape(input.lines);
    if (JSON.stringify(before) !== JSON.stringify(after)) await recordHistory(tx, { orgId: by.orgId, accountId, section: SECTION, action: 'draw_budget_changed', before: { lines: before }, after: { lines: after }, userId: by.userId });
  });
  return loanDraws(db, by.orgId, accountId);
}

// ------------------------------------------------------------------------------- asking a draw

export interface DrawAsk {
  note: string;
  lines: { draw_line_id: number; amount: string }[];
}

/**
 * Asks a draw on loan `accountId`: each line one of the loan's (400 on `lines.N.draw_line_id`)
 * within its remaining budget (400 on `lines.N.amount`, naming the line and the figures). Numbers
 * it (the loan's row locked meanwhile), and makes the requirement its invoices and lien waivers
 * are uploaded to (assigned to the borrower who asked from the portal).
 */
export async function requestDraw(db: Db, by: DrawActor, accountId: number, input: DrawAsk): Promise<DrawRequestRow> {
  return inTransaction(db, async (tx) => {
    const l = await drawLoan(tx, by.orgId, accountId);
    await tx.select({ id: loan.accountId }).from(loan).where(eq(loan.accountId, accountId)).for('update');
    const lines = new Map((await budgetLines(tx, by.orgId, accountId)).map((r) => [r.id, r]));
    const errors = newFieldErrors();
    input.lines.forEach((ask, i) => {
      const line = lines.get(ask.draw_line_id);
      if (!line) errors[`lines.${i}.draw_line_id`] = [DrawMessage.lineOtherLoan];
      else if (new Big(ask.amount).gt(line.remaining)) errors[`lines.${i}.amount`] = [`${LendingMessage.drawAboveRemaining} Line ${line.name} has ${moneyText(line.remaining)} remaining, ${moneyText(ask.amount)} asked.`];
    });
    if (Object.keys(errors).length) throw badRequest(errors);

    const [last] = await tx.select({ n: max(drawRequest.number) }).from(drawRequest).where(eq(drawRequest.accountId, accountId));
    const number = (last?.n ?? 0) + 1;
    const total = input.lines.reduce((s, a) => s.plus(a.amount), new Big(0));
    const [last2] = await tx.select({ p: max(item.position) }).from(item).where(eq(item.accountId, accountId));
    const [doc] = await tx
      .insert(item)
      .values({
        organizationId: by.orgId,
        accountId,
        kind: ItemKind.REQUEST_ITEM,
        status: await initialStatus(tx, by.orgId, LENDING_KIND),
        title: `Draw ${number}: supporting documents (invoices, lien waivers)`,
        description: `Upload the invoices and lien waivers for draw ${number} of loan ${l.reference} (${moneyText(total)} ${l.currency}).`,
        section: 'Draws',
        position: (last2?.p ?? -1) + 1,
        ...('contactId' in by ? { createdByContactId: by.contactId, assignmentKind: 3, assigneeContactId: by.contactId } : { createdByUserId: by.userId }),
      })
      .returning({ id: item.id });
    await tx.insert(requirement).values({ itemId: doc!.id, allowedFileTypes: DRAW_DOCUMENT_TYPES, maxFileSize: DRAW_DOCUMENT_MAX_BYTES });
    const [draw] = await tx
      .insert(drawRequest)
      .values({
        organizationId: by.orgId,
        accountId,
        number,
        note: input.note,
        itemId: doc!.id,
        ...('contactId' in by ? { requestedByContactId: by.contactId } : { requestedByUserId: by.userId }),
      })
      .returning();
    await tx.insert(drawRequestLine).values(input.lines.map((a) => ({ organizationId: by.orgId, drawRequestId: draw!.id, drawLineId: a.draw_line_id, amount: a.amount })));
    await recordHistory(tx, {
      orgId: by.orgId,
      accountId,
      section: SECTION,
      action: 'draw_requested',
      before: null,
      after: { draw: number, total: total.toFixed(2), lines: input.lines.map((a) => ({ line: lines.get(a.draw_line_id)!.name, amount: new Big(a.amount).toFixed(2) })) },
      ...byWhom(by),
    });
    return drawAnswer(tx, by.orgId, draw!);
  });
}

// ---------------------------------------------------------------------------- deciding a draw

/** Draw `id` of the organization, locked; 404 when not theirs; 409 when `version` is stale or its state is not one of `states`. */
async function lockDraw(tx: Db, orgId: number, id: number, version: number | undefined, states: DrawState[], wrongState: string): Promise<DrawRecord> {
  const [d] = await tx
    .select()
    .from(drawRequest)
    .where(and(eq(drawRequest.id, id), eq(drawRequest.organizationId, orgId)))
    .for('update');
  if (!d) throw notFound();
  if (version !== undefined && version !== d.version) throw detailError(409, DrawMessage.staleDraw);
  if (!states.includes(d.status as DrawState)) throw detailError(409, wrongState);
  return d;
}

/** The draw's lines in the order its answer lists them (budget line order). */
async function linesOfDraw(tx: Db, drawId: number) {
  return tx
    .select({ line: drawRequestLine, name: drawLine.name })
    .from(drawRequestLine)
    .innerJoin(drawLine, eq(drawLine.id, drawRequestLine.drawLineId))
    .where(eq(drawRequestLine.drawRequestId, drawId))
    .orderBy(asc(drawLine.position), asc(drawLine.id));
}

/** Draw `id` of the organization (404), for the routes that check the path before the body. */
export async function findDraw(db: Db, orgId: number, id: number): Promise<DrawRecord> {
  const [d] = await db
    .select()
    .from(drawRequest)
    .where(and(eq(drawRequest.id, id), eq(drawRequest.organizationId, orgId)))
    .limit(1);
  if (!d) throw notFound();
  return d;
}

const OPEN: DrawState[] = ['submitted', 'inspected'];

/** Records the inspector's percent complete of some of the draw's lines; the draw is inspected. */
export async function inspectDraw(db: Db, by: DrawActor & { userId: number }, id: number, input: DrawInspection): Promise<DrawRequestRow> {
  return inTransaction(db, async (tx) => {
    const d = await lockDraw(tx, by.orgId, id, input.version, OPEN, DrawMessage.notOpen);
    const own = new Map((await linesOfDraw(tx, d.id)).map((r) => [r.line.id, r]));
    const errors = newFieldErrors();
    input.lines.forEach((l, i) => {
      if (!own.has(l.id)) errors[`lines.${i}.id`] = [DrawMessage.lineOfDraw];
    });
    if (Object.keys(errors).length) throw badRequest(errors);
    for (const l of input.lines) await tx.update(drawRequestLine).set({ percentComplete: l.percent_complete }).where(eq(drawRequestLine.id, l.id));
    await tx.update(drawRequest).set({ status: 'inspected', inspectedByUserId: by.userId, inspectedAt: new Date(), version: d.version + 1 }).where(eq(drawRequest.id, d.id));
    await recordHistory(tx, {
      orgId: by.orgId,
      accountId: d.accountId,
      section: SECTION,
      action: 'draw_inspected',
      before: { draw: d.number, status: d.status },
      after: { draw: d.number, status: 'inspected', lines: input.lines.map((l) => ({ line: own.get(l.id)!.name, percent_complete: l.percent_complete })) },
      userId: by.userId,
    });
    return drawAnswer(tx, by.orgId, d);
  });
}

/**
 * Approves a submitted or inspected draw as read (`version`): each line for its claim unless
 * `lines` says less. Above the organization's draw approval amount (the draw's total asked) only a
 * reviewer (LRA) approves (403). Each line's remaining budget is checked again with the budget
 * lines locked: 400 on `lines.N.approved_amount` (N: the line's place in the draw's answer).
 */
export async function approveDraw(db: Db, by: DrawActor & { userId: number; roles: ReadonlySet<OfficeRole> }, id: number, input: DrawApproval): Promise<DrawRequestRow> {
  return inTransaction(db, async (tx) => {
    const d = await lockDraw(tx, by.orgId, id, input.version, OPEN, DrawMessage.notOpen);
    const own = await linesOfDraw(tx, d.id);
    const total = own.reduce((s, r) => s.plus(r.line.amount), new Big(0));
    if (total.gt(await drawApprovalAmount(tx, by.orgId)) && !by.roles.has('LRA')) throw detailError(403, LendingMessage.drawApprovalRoles);

    const approved = new Map(own.map((r) => [r.line.id, new Big(r.line.amount)]));
    const errors = newFieldErrors();
    (input.lines ?? []).forEach((l, i) => {
      const claim = approved.get(l.id);
      if (!claim) errors[`lines.${i}.id`] = [DrawMessage.lineOfDraw];
      else if (new Big(l.approved_amount).gt(claim)) errors[`lines.${i}.approved_amount`] = [`${DrawMessage.aboveClaim} ${moneyText(claim)} asked, ${moneyText(l.approved_amount)} approved.`];
      else approved.set(l.id, new Big(l.approved_amount));
    });
    if (Object.keys(errors).length) throw badRequest(errors);

    // The budget lines locked in id order: a second approval of the same lines waits here.
    const lineIds = [...new Set(own.map((r) => r.line.drawLineId))].sort((a, b) => a - b);
    await tx.select({ id: drawLine.id }).from(drawLine).where(inArray(drawLine.id, lineIds)).orderBy(asc(drawLine.id)).for('update');
    const budget = new Map((await budgetLines(tx, by.orgId, d.accountId, lineIds)).map((l) => [l.id, l]));
    own.forEach((r, i) => {
      const line = budget.get(r.line.drawLineId)!;
      const amount = approved.get(r.line.id)!;
      if (amount.gt(line.remaining)) errors[`lines.${i}.approved_amount`] = [`${LendingMessage.drawAboveRemaining} Line ${line.name} has ${moneyText(line.remaining)} remaining, ${moneyText(amount)} asked.`];
    });
    if (Object.keys(errors).length) throw badRequest(errors);

    for (const r of own) await tx.update(drawRequestLine).set({ approvedAmount: approved.get(r.line.id)!.toFixed(2) }).where(eq(drawRequestLine.id, r.line.id));
    await tx.update(drawRequest).set({ status: 'approved', decidedByUserId: by.userId, decidedAt: new Date(), version: d.version + 1 }).where(eq(drawRequest.id, d.id));
    const sum = [...approved.values()].reduce((s, v) => s.plus(v), new Big(0));
    await recordHistory(tx, {
      orgId: by.orgId,
      accountId: d.accountId,
      section: SECTION,
      action: 'draw_approved',
      before: { draw: d.number, status: d.status, total: total.toFixed(2) },
      after: { draw: d.number, status: 'approved', approved_total: sum.toFixed(2), lines: own.map((r) => ({ line: r.name, approved_amount: approved.get(r.line.id)!.toFixed(2) })) },
      userId: by.userId,
    });
    return drawAnswer(tx, by.orgId, d);
  });
}

/** Rejects a submitted or inspected draw with the reason the borrower sees. */
export async function rejectDraw(db: Db, by: DrawActor & { userId: number }, id: number, input: { version?: number; reason: string }): Promise<DrawRequestRow> {
  return inTransaction(db, async (tx) => {
    const d = await lockDraw(tx, by.orgId, id, input.version, OPEN, DrawMessage.notOpen);
    await tx.update(drawRequest).set({ status: 'rejected', rejectReason: input.reason, decidedByUserId: by.userId, decidedAt: new Date(), version: d.version + 1 }).where(eq(drawRequest.id, d.id));
    await recordHistory(tx, { orgId: by.orgId, accountId: d.accountId, section: SECTION, action: 'draw_rejected', before: { draw: d.number, status: d.status }, after: { draw: d.number, status: 'rejected', reason: input.reason }, userId: by.userId });
    return drawAnswer(tx, by.orgId, d);
  });
}

/** Marks an approved draw disbursed (409 otherwise). */
export async function disburseDraw(db: Db, by: DrawActor & { userId: number }, id: number, input: { version?: number }): Promise<DrawRequestRow> {
  return inTransaction(db, async (tx) => {
    const d = await lockDraw(tx, by.orgId, id, input.version, ['approved'], DrawMessage.notApproved);
    await tx.update(drawRequest).set({ status: 'disbursed', disbursedAt: new Date(), version: d.version + 1 }).where(eq(drawRequest.id, d.id));
    await recordHistory(tx, { orgId: by.orgId, accountId: d.accountId, section: SECTION, action: 'draw_disbursed', before: { draw: d.number, status: 'approved' }, after: { draw: d.number, status: 'disbursed' }, userId: by.userId });
    return drawAnswer(tx, by.orgId, d);
  });
}
