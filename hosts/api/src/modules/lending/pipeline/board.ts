/**
 * The loan pipeline's board: one pipeline (the one asked for, else the lending settings', else the
 * organization's first by name), a column per stage with its count and first cards (longest in the
 * stage first). Only loans still in the pipeline are on it (requested, in review, approved,
 * declined: a booked loan is monitored elsewhere). It is five statements however many stages and
 * cards: the settings, the pipelines, the stages, one grouped count and one ROW_NUMBER pick of each
 * column's first cards. A column's next cards are read by offset.
 */
import { and, asc, count, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { LOAN_BOARD_PAGE, PipelineMessage, type LoanBoard, type LoanBoardColumnPage } from '@si/contract';
import { PIPELINE_STATUSES } from '@si/contract/lending';
import type { Db } from '../../../db/client.ts';
import { account, pipeline, pipelineStage } from '../../../db/schema.ts';
import { detailError, notFound } from '../../../platform/http/errors.ts';
import { loan } from '../schema.ts';
import { cardOrder, pipelineSettings, selectCards, toCard, type PipelineStaff } from './rows.ts';

/** The organization's pipeline loans on `more`. */
const onBoard = (orgId: number, ...more: SQL[]): SQL =>
  and(eq(loan.organizationId, orgId), inArray(loan.status, [...PIPELINE_STATUSES]), isNull(account.archivedAt), ...more)!;

const stagesOf = (db: Db, orgId: number, pipelineId: number) =>
  db
    .select({ id: pipelineStage.id, name: pipelineStage.name, position: pipelineStage.position })
    .from(pipelineStage)
    .where(and(eq(pipelineStage.pipelineId, pipelineId), eq(pipelineStage.organizationId, orgId)))
    .orderBy(asc(pipelineStage.position), asc(pipelineStage.id));

/** The pipeline the board shows: asked for (404 when not the organization's), else the settings', else the first by name. */
export async function boardPipeline(db: Db, orgId: number, asked?: number): Promise<{ id: number; name: string }> {
  const settings = asked === undefined ? await pipelineSettings(db, orgId) : null;
  const pipelines = await db.select({ id: pipeline.id, name: pipeline.name }).from(pipeline).where(eq(pipeline.organizationId, orgId)).orderBy(asc(pipeline.name), asc(pipeline.id));
  const wanted = asked ?? settings?.pipelineId ?? undefined;
  const chosen = (wanted !== undefined ? pipelines.find((p) => p.id === wanted) : undefined) ?? (asked === undefined ? pipelines[0] : undefined);
  if (!chosen) throw asked === undefined ? detailError(404, PipelineMessage.noPipeline) : notFound();
  return chosen;
}

export async function loanBoardOf(db: Db, by: PipelineStaff, q: { pipeline_id?: number }): Promise<LoanBoard> {
  const chosen = await boardPipeline(db, by.orgId, q.pipeline_id);
  const stages = await stagesOf(db, by.orgId, chosen.id);
  const where = onBoard(by.orgId, eq(loan.pipelineId, chosen.id));
  const counts = await db.select({ stageId: loan.stageId, n: count() }).from(loan).innerJoin(account, eq(account.id, loan.accountId)).where(where).groupBy(loan.stageId);
  const ranked = db
    .select({ id: loan.accountId, place: sql<number>`row_number() over (partition by ${loan.stageId} order by ${loan.stageEnteredAt}, ${loan.accountId})`.as('place') })
    .from(loan)
    .innerJoin(account, eq(account.id, loan.accountId))
    .where(where)
    .as('ranked');
  const cards = await selectCards(db)
    .innerJoin(ranked, eq(ranked.id, loan.accountId))
    .where(lte(ranked.place, LOAN_BOARD_PAGE))
    .orderBy(asc(loan.stageId), ...cardOrder);
  return {
    pipeline: chosen,
    columns: stages.map((stage) => ({
      stage,
      count: Number(counts.find((c) => c.stageId === stage.id)?.n ?? 0),
      cards: cards.filter((c) => c.stageId === stage.id).map(toCard),
    })),
  };
}

/** A column's cards after the first `offset`, and its count; 404 for a stage not the organization's. */
export async function loanBoardColumn(db: Db, by: PipelineStaff, q: { stage_id: number; offset: number }): Promise<LoanBoardColumnPage> {
  const [stage] = await db
    .select({ id: pipelineStage.id })
    .from(pipelineStage)
    .where(and(eq(pipelineStage.id, q.stage_id), eq(pipelineStage.organizationId, by.orgId)));
  if (!stage) throw notFound();
  const where = onBoard(by.orgId, eq(loan.stageId, stage.id));
  const [n] = await db.select({ n: count() }).from(loan).innerJoin(account, eq(account.id, loan.accountId)).where(where);
  const cards = await selectCards(db)
    .where(where)
    .orderBy(...cardOrder)
    .limit(LOAN_BOARD_PAGE)
    .offset(q.offset);
  return { count: Number(n?.n ?? 0), cards: cards.map(toCard) };
}
