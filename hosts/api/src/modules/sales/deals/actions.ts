/**
 * What staff do to a deal, knowing no HTTP: open it (create.ts's insertDeal), change its fields,
 * move it to another stage of its pipeline, mark it won or lost, reopen it. Each change locks the
 * deal's row first and checks there, in the same transaction, that it is still open (409 once won
 * or lost), so a change never lands on a deal closed meanwhile; each adds 1 to its version and is
 * audited on its account. Every action answers the deal as it left it, read inside its own
 * transaction: of two moves at once the second waits for the first's lock, so the last one wins and
 * each answer says where the deal was left (the higher version is where it is).
 */
import { and, eq } from 'drizzle-orm';
import { AuditEntityKind, SalesMessage, type DealCreate, type DealDetail, type DealPatch } from '@si/contract';
import { inTransaction, type Db } from '../../../db/client.ts';
import { pipelineStage } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import { badRequest, detailError, notFound } from '../../../platform/http/errors.ts';
import { checkRefs } from '../../../platform/http/refs.ts';
import { salesDeal, salesDealStage } from '../schema.ts';
import { insertDeal } from './create.ts';
import { dealAnswer, type DealRecord } from './rows.ts';

/** The staff member acting. */
export interface SalesStaff {
  orgId: number;
  userId: number;
}


/** A deal event in the audit trail: on the deal's account, the deal named in the details. */
export const auditDeal = (tx: Db, by: SalesStaff, d: Pick<DealRecord, 'id' | 'accountId' | 'title'>, action: string, details: Record<string, unknown> = {}) =>
  audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: d.accountId, action, actorUserId: by.userId, details: { deal_id: d.id, title: d.title, ...details } });

/** Deal `id` of the organization, locked for the rest of the transaction; 404 when it is not theirs. */
export async function lockDeal(tx: Db, orgId: number, id: number): Promise<DealRecord> {
  const [row] = await tx
    .select()
    .from(salesDeal)
    .where(and(eq(salesDeal.id, id), eq(salesDeal.organizationId, orgId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The deal locked and still open (409 DEAL_CLOSED once won or lost). */
async function lockOpenDeal(tx: Db, orgId: number, id: number): Promise<DealRecord> {
  const d = await lockDeal(tx, orgId, id);
  if (d.state !== 'open') throw detailError(409, SalesMessage.DEAL_CLOSED);
  return d;
}

/** Changes the deal's row: `values`, a version more, now as its last change. */
const change = (tx: Db, d: DealRecord, values: Partial<typeof salesDeal.$inferInsert>) =>
  tx
    .update(salesDeal)
    .set({ ...values, version: d.version + 1, updatedAt: new Date() })
    .where(eq(salesDeal.id, d.id));

/** Opens a deal (400 on the fields whose ids are not the organization's); answers it. */
export async function createDeal(db: Db, by: SalesStaff, input: DealCreate): Promise<DealDetail> {
  return inTransaction(db, async (tx) => {
    const id = await insertDeal(tx, by, input);
    await auditDeal(tx, by, { id, accountId: input.account_id, title: input.title }, 'deal_created', { pipeline_id: input.pipeline_id, amount: input.amount, currency: input.currency });
    return dealAnswer(tx, by.orgId, id);
  });
}

/** Changes the fields sent (a product, category or owner of another organization is a 400 on its field). */
export async function updateDeal(db: Db, by: SalesStaff, id: number, input: DealPatch): Promise<DealDetail> {
  return inTransaction(db, async (tx) => {
    const d = await lockOpenDeal(tx, by.orgId, id);
    const errors = await checkRefs(tx, by.orgId, {
      product_id: { kind: 'product', id: input.product_id },
      category_id: input.category_id,
      owner_user_id: { kind: 'user', id: input.owner_user_id },
    });
    if (Object.keys(errors).length) throw badRequest(errors);
    const values = {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.amount !== undefined && { amount: input.amount }),
      ...(input.currency !== undefined && { currency: input.currency }),
      ...(input.product_id !== undefined && { productId: input.product_id }),
      ...(input.category_id !== undefined && { categoryId: input.category_id }),
      ...(input.expected_close !== undefined && { expectedClose: input.expected_close }),
      ...(input.owner_user_id !== undefined && { ownerUserId: input.owner_user_id }),
      ...(input.probability !== undefined && { probability: input.probability }),
    };
    if (Object.keys(values).length) {
      await change(tx, d, values);
      await auditDeal(tx, by, { ...d, title: input.title ?? d.title }, 'deal_updated', { fields: Object.keys(input) });
    }
    return dealAnswer(tx, by.orgId, id);
  });
}

/**
 * Moves the deal to `stageId`, a stage of its own pipeline (400 on `stage_id` otherwise, a stage of
 * another organization included). The days in stage count again from now, and the move is a row of
 * its history; a move to the stage it is on changes nothing.
 */
export async function moveDeal(db: Db, by: SalesStaff, id: number, stageId: number): Promise<DealDetail> {
  return inTransaction(db, async (tx) => {
    const d = await lockOpenDeal(tx, by.orgId, id);
    const [stage] = await tx
      .select({ id: pipelineStage.id })
      .from(pipelineStage)
      .where(and(eq(pipelineStage.id, stageId), eq(pipelineStage.pipelineId, d.pipelineId), eq(pipelineStage.organizationId, by.orgId)));
    if (!stage) throw badRequest({ stage_id: [SalesMessage.STAGE_OTHER_PIPELINE] });
    if (stageId !== d.stageId) {
      const now = new Date();
      await change(tx, d, { stageId, stageEnteredAt: now });
      await tx.insert(salesDealStage).values({ organizationId: by.orgId, dealId: d.id, fromStageId: d.stageId, toStageId: stageId, byUserId: by.userId, at: now });
      await auditDeal(tx, by, d, 'deal_moved', { from_stage_id: d.stageId, to_stage_id: stageId, version: d.version + 1 });
    }
    return dealAnswer(tx, by.orgId, id);
  });
}

/** Marks an open deal won (probability 100 from now on). */
export async function winDeal(db: Db, by: SalesStaff, id: number): Promise<DealDetail> {
  return inTransaction(db, async (tx) => {
    const d = await lockOpenDeal(tx, by.orgId, id);
    await change(tx, d, { state: 'won', closedAt: new Date(), lostReason: '' });
    await auditDeal(tx, by, d, 'deal_won', { amount: d.amount, currency: d.currency });
    return dealAnswer(tx, by.orgId, id);
  });
}

/** Marks an open deal lost, with the reason. */
export async function loseDeal(db: Db, by: SalesStaff, id: number, reason: string): Promise<DealDetail> {
  return inTransaction(db, async (tx) => {
    const d = await lockOpenDeal(tx, by.orgId, id);
    await change(tx, d, { state: 'lost', closedAt: new Date(), lostReason: reason });
    await auditDeal(tx, by, d, 'deal_lost', { reason });
    return dealAnswer(tx, by.orgId, id);
  });
}

/** Reopens a won or lost deal on the stage it was on (409 DEAL_NOT_CLOSED when open); its stage history stays, the lost reason goes (the audit keeps it). */
export async function reopenDeal(db: Db, by: SalesStaff, id: number): Promise<DealDetail> {
  return inTransaction(db, async (tx) => {
    const d = await lockDeal(tx, by.orgId, id);
    if (d.state === 'open') throw detailError(409, SalesMessage.DEAL_NOT_CLOSED);
    await change(tx, d, { state: 'open', closedAt: null, lostReason: '' });
    await auditDeal(tx, by, d, 'deal_reopened', { was: d.state });
    return dealAnswer(tx, by.orgId, id);
  });
}
