/**
 * The boards and the forecast: open deals only. A board is one pipeline (the one asked for, else the
 * organization's first by name): a column per stage with its count, its totals and weighted totals
 * per currency (amounts are never added across currencies), and its first cards by expected close
 * (undated last). It is four statements however many stages and cards it has: the pipelines, the
 * stages, one grouped sum (by stage, currency and own probability: a stage gives every deal without
 * its own the same probability, so the weighting happens on the sums) and one ROW_NUMBER pick of
 * each column's first cards. A column's next cards are read by offset.
 *
 * The forecast groups the pipeline's open deals by month of expected close (YYYY-MM), each with its
 * count and sums; `undated` counts those without a date.
 */
import { and, asc, count, eq, lte, sql, type SQL } from 'drizzle-orm';
import { SALES_LIMITS, type Board, type BoardCard, type Forecast } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { account, pipeline, pipelineStage, product } from '../../../db/schema.ts';
import { detailError, notFound } from '../../../platform/http/errors.ts';
import { salesDeal, salesSettings } from '../schema.ts';
import type { SalesStaff } from './actions.ts';
import { CurrencyTotals, daysInStage, dealOwner, isLoanSql, moneyText, pipelineStages, userNameSql } from './rows.ts';

const NO_PIPELINE = 'There is no pipeline yet: add one in Settings, Pipelines.';

/** `me`, a user id, or everyone. */
type OwnerFilter = 'me' | number | undefined;

const openDeals = (by: SalesStaff, owner: OwnerFilter, ...more: SQL[]): SQL =>
  and(
    eq(salesDeal.organizationId, by.orgId),
    eq(salesDeal.state, 'open'),
    owner === 'me' ? eq(salesDeal.ownerUserId, by.userId) : owner !== undefined ? eq(salesDeal.ownerUserId, owner) : undefined,
    ...more,
  )!;

/** Cards by expected close, undated last, then id: the board's order. */
const cardOrder = [sql`${salesDeal.expectedClose} asc nulls last`, asc(salesDeal.id)];

/** A select of cards with their names; the caller adds joins, where and order. */
const selectCards = (db: Db) =>
  db
    .select({
      id: salesDeal.id,
      stageId: salesDeal.stageId,
      title: salesDeal.title,
      accountId: salesDeal.accountId,
      accountName: account.name,
      amount: salesDeal.amount,
      currency: salesDeal.currency,
      probability: salesDeal.probability,
      expectedClose: salesDeal.expectedClose,
      ownerUserId: salesDeal.ownerUserId,
      ownerName: userNameSql(dealOwner),
      isLoan: isLoanSql,
      stageEnteredAt: salesDeal.stageEnteredAt,
    })
    .from(salesDeal)
    .innerJoin(account, eq(account.id, salesDeal.accountId))
    .leftJoin(product, eq(product.id, salesDeal.productId))
    .leftJoin(dealOwner, eq(dealOwner.id, salesDeal.ownerUserId))
    .leftJoin(salesSettings, eq(salesSettings.organizationId, salesDeal.organizationId));

type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['where']>>[number];

const toCard = (r: CardRow, stageProbability: number): BoardCard => ({
  id: r.id,
  title: r.title,
  account: { id: r.accountId, name: r.accountName },
  amount: moneyText(r.amount, r.currency),
  currency: r.currency,
  probability: r.probability ?? stageProbability,
  expected_close: r.expectedClose,
  owner: r.ownerUserId !== null && r.ownerName !== null ? { id: r.ownerUserId, name: r.ownerName } : null,
  is_loan: Boolean(r.isLoan),
  days_in_stage: daysInStage(r.stageEnteredAt),
});

/** Open deals' counts and sums by month of expected close (when `byMonth`), stage, currency and own probability (null: the stage's). */
function groupedSums(db: Db, where: SQL, byMonth = false) {
  const month = byMonth ? sql<string | null>`to_char(${salesDeal.expectedClose}, 'YYYY-MM')` : sql<string | null>`null::text`;
  const grouped = [salesDeal.stageId, salesDeal.currency, salesDeal.probability, ...(byMonth ? [month] : [])];
  return db
    .select({ month, stageId: salesDeal.stageId, currency: salesDeal.currency, probability: salesDeal.probability, deals: count(), total: sql<string>`sum(${salesDeal.amount})::text` })
    .from(salesDeal)
    .where(where)
    .groupBy(...grouped);
}

export async function boardOf(db: Db, by: SalesStaff, q: { pipeline_id?: number; owner?: OwnerFilter }): Promise<Board> {
  const pipelines = await db.select({ id: pipeline.id, name: pipeline.name }).from(pipeline).where(eq(pipeline.organizationId, by.orgId)).orderBy(asc(pipeline.name), asc(pipeline.id));
  const chosen = q.pipeline_id === undefined ? pipelines[0] : pipelines.find((p) => p.id === q.pipeline_id);
  if (!chosen) throw q.pipeline_id === undefined ? detailError(404, NO_PIPELINE) : notFound();
  const stages = await pipelineStages(db, by.orgId, chosen.id);
  const where = openDeals(by, q.owner, eq(salesDeal.pipelineId, chosen.id));
  const sums = await groupedSums(db, where);
  const ranked = db
    .select({ id: salesDeal.id, place: sql<number>`row_number() over (partition by ${salesDeal.stageId} order by ${salesDeal.expectedClose} asc nulls last, ${salesDeal.id})`.as('place') })
    .from(salesDeal)
    .where(where)
    .as('ranked');
  const cards = await selectCards(db)
    .innerJoin(ranked, eq(ranked.id, salesDeal.id))
    .where(lte(ranked.place, SALES_LIMITS.boardPage))
    .orderBy(asc(salesDeal.stageId), ...cardOrder);
  return {
    pipeline: chosen,
    pipelines,
    columns: stages.map((stage) => {
      const totals = new CurrencyTotals();
      let n = 0;
      for (const s of sums.filter((x) => x.stageId === stage.id)) {
        n += Number(s.deals);
        totals.add(s.currency, s.total, s.probability ?? stage.probability);
      }
      return { stage, count: n, totals: totals.answer(), cards: cards.filter((c) => c.stageId === stage.id).map((c) => toCard(c, stage.probability)) };
    }),
  };
}

/** A column's cards after the first `offset`, and its count; 404 for a stage not the organization's. */
export async function boardColumn(db: Db, by: SalesStaff, q: { stage_id: number; offset: number; owner?: OwnerFilter }): Promise<{ count: number; cards: BoardCard[] }> {
  const [owning] = await db
    .select({ id: pipelineStage.pipelineId })
    .from(pipelineStage)
    .where(and(eq(pipelineStage.id, q.stage_id), eq(pipelineStage.organizationId, by.orgId)));
  if (!owning) throw notFound();
  const stage = (await pipelineStages(db, by.orgId, owning.id)).find((s) => s.id === q.stage_id)!;
  const where = openDeals(by, q.owner, eq(salesDeal.stageId, stage.id));
  const [n] = await db.select({ n: count() }).from(salesDeal).where(where);
  const cards = await selectCards(db)
    .where(where)
    .orderBy(...cardOrder)
    .limit(SALES_LIMITS.boardPage)
    .offset(q.offset);
  return { count: Number(n?.n ?? 0), cards: cards.map((c) => toCard(c, stage.probability)) };
}

/** Open deals of the pipeline (the first when none is given) by month of expected close. */
export async function forecastOf(db: Db, by: SalesStaff, q: { pipeline_id?: number }): Promise<Forecast> {
  const [chosen] = await db
    .select({ id: pipeline.id })
    .from(pipeline)
    .where(and(eq(pipeline.organizationId, by.orgId), q.pipeline_id === undefined ? undefined : eq(pipeline.id, q.pipeline_id)))
    .orderBy(asc(pipeline.name), asc(pipeline.id))
    .limit(1);
  if (!chosen) {
    if (q.pipeline_id !== undefined) throw notFound();
    return { months: [], undated: 0 };
  }
  const stages = await pipelineStages(db, by.orgId, chosen.id);
  const sums = await groupedSums(db, openDeals(by, undefined, eq(salesDeal.pipelineId, chosen.id)), true);
  const probabilityOf = new Map(stages.map((s) => [s.id, s.probability]));
  const months = new Map<string, { deals: number; totals: CurrencyTotals }>();
  let undated = 0;
  for (const s of sums) {
    if (s.month === null) {
      undated += Number(s.deals);
      continue;
    }
    const m = months.get(s.month) ?? { deals: 0, totals: new CurrencyTotals() };
    m.deals += Number(s.deals);
    m.totals.add(s.currency, s.total, s.probability ?? probabilityOf.get(s.stageId) ?? 0);
    months.set(s.month, m);
  }
  return {
    months: [...months.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, m]) => ({ month: key, deals: m.deals, totals: m.totals.answer() })),
    undated,
  };
}
