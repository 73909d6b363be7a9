/**
 * Opening a deal, written once: the deal form and a lead's conversion both come here. Every id
 * the input names must be the organization's (a 400 on its field otherwise), the account a sales
 * one, the stage one of the pipeline's (its first when none is given); the deal's first stage is
 * its history's first row.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { SalesMessage, type DealCreate } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { account, pipelineStage } from '../../../db/schema.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { checkRefs } from '../../../platform/http/refs.ts';
import { SALES_KIND } from '../module.ts';
import { salesDeal, salesDealStage } from '../schema.ts';

export interface DealOrigin {
  orgId: number;
  userId: number;
  /** The lead this deal was converted from. */
  leadId?: number;
}

/** Field errors of a deal's references, or the stage to start on. Call inside the transaction that inserts. */
async function startingStage(db: Db, orgId: number, input: DealCreate, prefix: string): Promise<number> {
  const errors = await checkRefs(db, orgId, {
    [`${prefix}pipeline_id`]: { kind: 'pipeline', id: input.pipeline_id },
    [`${prefix}product_id`]: { kind: 'product', id: input.product_id },
    [`${prefix}category_id`]: input.category_id,
    [`${prefix}owner_user_id`]: { kind: 'user', id: input.owner_user_id },
  });
  const [acc] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.id, input.account_id), eq(account.organizationId, orgId), eq(account.moduleKind, SALES_KIND), isNull(account.archivedAt)))
    .limit(1);
  if (!acc) errors[`${prefix}account_id`] = [SalesMessage.NOT_SALES_ACCOUNT];
  let stageId: number | undefined;
  if (!errors[`${prefix}pipeline_id`]) {
    const stages = await db
      .select({ id: pipelineStage.id })
      .from(pipelineStage)
      .where(and(eq(pipelineStage.pipelineId, input.pipeline_id), eq(pipelineStage.organizationId, orgId)))
      .orderBy(asc(pipelineStage.position), asc(pipelineStage.id));
    if (!stages.length) errors[`${prefix}pipeline_id`] = [SalesMessage.PIPELINE_NO_STAGES];
    else if (input.stage_id === null) stageId = stages[0]!.id;
    else if (stages.some((s) => s.id === input.stage_id)) stageId = input.stage_id;
    else errors[`${prefix}stage_id`] = [SalesMessage.STAGE_UNKNOWN];
  }
  // Without an error on the pipeline the stage is set: either it or an error on the stage.
  if (Object.keys(errors).length) throw badRequest(errors);
  return stageId!;
}

/**
 * Inserts a deal and its first history row; answers its id. `db` is the caller's transaction.
 * `prefix` names the fields in errors as the request sent them (`deal.` for a conversion).
 */
export async function insertDeal(db: Db, by: DealOrigin, input: DealCreate, prefix = ''): Promise<number> {
  const stageId = await startingStage(db, by.orgId, input, prefix);
  const [row] = await db
    .insert(salesDeal)
    .values({
      organizationId: by.orgId,
      accountId: input.account_id,
      title: input.title,
      pipelineId: input.pipeline_id,
      stageId,
      amount: input.amount,
      currency: input.currency,
      productId: input.product_id,
      categoryId: input.category_id,
      expectedClose: input.expected_close,
      ownerUserId: input.owner_user_id,
      probability: input.probability,
      leadId: by.leadId ?? null,
      createdByUserId: by.userId,
    })
    .returning({ id: salesDeal.id });
  await db.insert(salesDealStage).values({ organizationId: by.orgId, dealId: row!.id, fromStageId: null, toStageId: stageId, byUserId: by.userId });
  return row!.id;
}
