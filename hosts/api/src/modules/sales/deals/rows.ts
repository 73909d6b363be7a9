/**
 * Deals as staff read them. A deal's row is one statement with every name it shows: its account,
 * pipeline, stage (with the stage's place in its pipeline, for the probability), product (and
 * whether that product is a loan: its category is the sales settings' loan category), category
 * and owner. A page of the list is two statements whatever its length (the count, the rows); one
 * deal's answer adds its pipeline's stages, its stage history, its account's contacts and the
 * invoice it was handed on to.
 *
 * Money: an amount is kept as entered (up to 4 decimals, as invoice prices are) and answered with
 * at least its currency's minor units ("1500.00" USD); sums are exact (big.js), and a weighted sum
 * (amount x probability / 100) is rounded to the currency's minor units.
 */
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { stageProbability, type CurrencyTotal, type DealDetail, type DealListQuery, type DealRow, type DealState } from '@si/contract';
import { Big, daysBetween, formatAmount, minorUnits, roundMoney } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { account, accountContact, category, contact, invoice, item, pipeline, pipelineStage, product, user } from '../../../db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { today } from '../../../shared/dates/days.ts';
import { salesDeal, salesDealStage, salesSettings } from '../schema.ts';

export type DealRecord = typeof salesDeal.$inferSelect;

/** A user's name as answers show it: first and last name, else the e-mail (for a joined user table or its alias). */
export const userNameSql = (u: { firstName: unknown; lastName: unknown; email: unknown }): SQL<string> =>
  sql<string>`coalesce(nullif(trim(${u.firstName} || ' ' || ${u.lastName}), ''), ${u.email})`;

export const dealOwner = alias(user, 'deal_owner');

/** True when the deal's product is in the sales settings' loan category (needs `product` and `salesSettings` joined). */
export const isLoanSql = sql<boolean>`coalesce(${product.categoryId} = ${salesSettings.loanCategoryId}, false)`;

/**
 * Each stage of the organization with its place in its pipeline (1-based, by position then id)
 * and its pipeline's number of stages: what a stage's probability is computed from.
 */
function stageRanks(db: Db, orgId: number) {
  return db
    .select({
      stageId: pipelineStage.id,
      rank: sql<number>`(row_number() over (partition by ${pipelineStage.pipelineId} order by ${pipelineStage.position}, ${pipelineStage.id}))::int`.as('stage_rank'),
      count: sql<number>`(count(*) over (partition by ${pipelineStage.pipelineId}))::int`.as('stage_count'),
    })
    .from(pipelineStage)
    .where(eq(pipelineStage.organizationId, orgId))
    .as('deal_stage_rank');
}

/** A select of the organization's deals with their row's names; the caller adds where, order and paging. */
export function selectDeals(db: Db, orgId: number) {
  const ranks = stageRanks(db, orgId);
  return db
    .select({
      deal: salesDeal,
      accountName: account.name,
      pipelineName: pipeline.name,
      stageName: pipelineStage.name,
      stagePosition: pipelineStage.position,
      stageRank: ranks.rank,
      stageCount: ranks.count,
      productName: product.name,
      categoryName: category.name,
      isLoan: isLoanSql,
      ownerName: userNameSql(dealOwner),
      // Exact to the microsecond (a Date keeps milliseconds): where the export's next page starts.
      updatedAtText: sql<string>`${salesDeal.updatedAt}::text`,
      createdAtText: sql<string>`${salesDeal.createdAt}::text`,
    })
    .from(salesDeal)
    .innerJoin(account, eq(account.id, salesDeal.accountId))
    .innerJoin(pipeline, eq(pipeline.id, salesDeal.pipelineId))
    .innerJoin(pipelineStage, eq(pipelineStage.id, salesDeal.stageId))
    .innerJoin(ranks, eq(ranks.stageId, salesDeal.stageId))
    .leftJoin(product, eq(product.id, salesDeal.productId))
    .leftJoin(category, eq(category.id, salesDeal.categoryId))
    .leftJoin(dealOwner, eq(dealOwner.id, salesDeal.ownerUserId))
    .leftJoin(salesSettings, eq(salesSettings.organizationId, salesDeal.organizationId));
}

export type LoadedDeal = Awaited<ReturnType<ReturnType<typeof selectDeals>['where']>>[number];

/** The orderings of the list and the export; each is followed by the id in the same direction. */
export const DEAL_ORDERINGS = {
  updated_at: salesDeal.updatedAt,
  title: salesDeal.title,
  amount: salesDeal.amount,
  expected_close: salesDeal.expectedClose,
  created_at: salesDeal.createdAt,
};
export type DealOrdering = keyof typeof DEAL_ORDERINGS;
export const DEFAULT_DEAL_ORDERING = '-updated_at';

/**
 * The list's and the export's filters. Ids of another organization simply match nothing. The
 * search matches titles and account names; the account names through a sub-select, so the count
 * needs no join.
 */
export function dealFilters(db: Db, orgId: number, userId: number, q: Omit<DealListQuery, 'page' | 'page_size'>): SQL {
  const conditions: (SQL | undefined)[] = [eq(salesDeal.organizationId, orgId)];
  if (q.pipeline_id !== undefined) conditions.push(eq(salesDeal.pipelineId, q.pipeline_id));
  if (q.stage_id !== undefined) conditions.push(eq(salesDeal.stageId, q.stage_id));
  if (q.account_id !== undefined) conditions.push(eq(salesDeal.accountId, q.account_id));
  if (q.state !== undefined) conditions.push(eq(salesDeal.state, q.state));
  if (q.owner === 'me') conditions.push(eq(salesDeal.ownerUserId, userId));
  else if (q.owner === 'none') conditions.push(isNull(salesDeal.ownerUserId));
  else if (typeof q.owner === 'number') conditions.push(eq(salesDeal.ownerUserId, q.owner));
  if (q.search) {
    const pattern = likePattern(q.search);
    const accounts = db.select({ id: account.id }).from(account).where(and(eq(account.organizationId, orgId), ilike(account.name, pattern)));
    conditions.push(or(ilike(salesDeal.title, pattern), inArray(salesDeal.accountId, accounts)));
  }
  return and(...conditions)!;
}

// ---------------------------------------------------------------- money and probability

/** Decimal places a value needs (0 for a whole number). */
const decimalsOf = (b: Big) => Math.max(0, b.c.length - b.e - 1);

/** An amount as entered, with at least its currency's minor units: "1500.00" USD, "12.3456" USD, "1200" JPY. */
export const moneyText = (value: Big.BigSource, currency: string): string => {
  const b = new Big(value);
  return b.toFixed(Math.max(minorUnits(currency), decimalsOf(b)));
};

/** A deal's probability: 100 won, 0 lost, else its own, else its stage's. */
export function dealProbability(state: string, own: number | null, stageRank: number, stageCount: number): number {
  if (state === 'won') return 100;
  if (state === 'lost') return 0;
  return own ?? stageProbability(stageRank, stageCount);
}

/** Whole UTC days since the deal entered its stage. */
export const daysInStage = (enteredAt: Date): number => Math.max(0, daysBetween(enteredAt.toISOString().slice(0, 10), today()));

/** Sums per currency, in currency order: each group's amount sum with the probability it is weighted by. */
export class CurrencyTotals {
  private readonly sums = new Map<string, { total: Big; weighted: Big }>();

  add(currency: string, amount: Big.BigSource, probability: number): void {
    const s = this.sums.get(currency) ?? { total: new Big(0), weighted: new Big(0) };
    s.total = s.total.plus(amount);
    s.weighted = s.weighted.plus(new Big(amount).times(probability).div(100));
    this.sums.set(currency, s);
  }

  answer(): CurrencyTotal[] {
    return [...this.sums.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([currency, s]) => ({ currency, total: moneyText(s.total, currency), weighted: formatAmount(roundMoney(s.weighted, currency), currency) }));
  }
}

/** The stages of one pipeline in order, each with its probability. */
export async function pipelineStages(db: Db, orgId: number, pipelineId: number): Promise<DealDetail['stages']> {
  const rows = await db
    .select({ id: pipelineStage.id, name: pipelineStage.name, position: pipelineStage.position })
    .from(pipelineStage)
    .where(and(eq(pipelineStage.pipelineId, pipelineId), eq(pipelineStage.organizationId, orgId)))
    .orderBy(asc(pipelineStage.position), asc(pipelineStage.id));
  return rows.map((s, i) => ({ ...s, probability: stageProbability(i + 1, rows.length) }));
}

// ---------------------------------------------------------------- answers

const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

export function toDealRow(r: LoadedDeal): DealRow {
  const d = r.deal;
  return {
    id: d.id,
    title: d.title,
    account: { id: d.accountId, name: r.accountName },
    pipeline: { id: d.pipelineId, name: r.pipelineName },
    stage: { id: d.stageId, name: r.stageName, position: r.stagePosition, probability: stageProbability(r.stageRank, r.stageCount) },
    state: d.state as DealState,
    amount: moneyText(d.amount, d.currency),
    currency: d.currency,
    probability: dealProbability(d.state, d.probability, r.stageRank, r.stageCount),
    product: named(d.productId, r.productName),
    is_loan: Boolean(r.isLoan),
    expected_close: d.expectedClose,
    owner: named(d.ownerUserId, r.ownerName),
    days_in_stage: daysInStage(d.stageEnteredAt),
    updated_at: d.updatedAt.toISOString(),
  };
}

/** Deal `id` of the organization with its row's names; 404 when it is not theirs. */
export async function findDeal(db: Db, orgId: number, id: number): Promise<LoadedDeal> {
  const [row] = await selectDeals(db, orgId).where(and(eq(salesDeal.id, id), eq(salesDeal.organizationId, orgId)));
  if (!row) throw notFound();
  return row;
}

const fromStage = alias(pipelineStage, 'history_from');
const toStage = alias(pipelineStage, 'history_to');
const mover = alias(user, 'history_by');

/** The deal's stage changes, oldest first (its first stage is the first row). */
async function stageHistory(db: Db, orgId: number, dealId: number): Promise<DealDetail['history']> {
  const rows = await db
    .select({ h: salesDealStage, fromName: fromStage.name, toName: toStage.name, byName: userNameSql(mover) })
    .from(salesDealStage)
    .innerJoin(toStage, eq(toStage.id, salesDealStage.toStageId))
    .leftJoin(fromStage, eq(fromStage.id, salesDealStage.fromStageId))
    .leftJoin(mover, eq(mover.id, salesDealStage.byUserId))
    .where(and(eq(salesDealStage.dealId, dealId), eq(salesDealStage.organizationId, orgId)))
    .orderBy(asc(salesDealStage.at), asc(salesDealStage.id));
  return rows.map((r) => ({ from: named(r.h.fromStageId, r.fromName), to: { id: r.h.toStageId, name: r.toName }, by: named(r.h.byUserId, r.byName), at: r.h.at.toISOString() }));
}

/** The contacts of the deal's account. */
async function accountContacts(db: Db, orgId: number, accountId: number): Promise<DealDetail['contacts']> {
  const rows = await db
    .select({ id: contact.id, first_name: contact.firstName, last_name: contact.lastName, email: contact.email })
    .from(accountContact)
    .innerJoin(contact, eq(contact.id, accountContact.contactId))
    .where(and(eq(accountContact.accountId, accountId), eq(accountContact.organizationId, orgId)))
    .orderBy(asc(contact.lastName), asc(contact.firstName), asc(contact.id));
  return rows;
}

/** The invoice a won deal was handed on to (its item id, as the receivables screens open it). A draft has no number yet: ''. */
async function handedInvoice(db: Db, orgId: number, itemId: number | null): Promise<DealDetail['handover']['invoice']> {
  if (itemId === null) return null;
  const [r] = await db
    .select({ id: item.id, accountId: item.accountId, number: invoice.number })
    .from(item)
    .innerJoin(invoice, eq(invoice.itemId, item.id))
    .where(and(eq(item.id, itemId), eq(item.organizationId, orgId)));
  return r ? { id: r.id, account_id: r.accountId, number: r.number ?? '' } : null;
}

/**
 * Deal `id` as staff read it; 404 when it is not the organization's. Its statements run one after
 * the other, so that an action can answer from inside its transaction (what it just wrote).
 */
export async function dealAnswer(db: Db, orgId: number, id: number): Promise<DealDetail> {
  const r = await findDeal(db, orgId, id);
  const d = r.deal;
  const stages = await pipelineStages(db, orgId, d.pipelineId);
  const history = await stageHistory(db, orgId, d.id);
  const contacts = await accountContacts(db, orgId, d.accountId);
  const handed = await handedInvoice(db, orgId, d.invoiceItemId);
  return {
    ...toDealRow(r),
    category: named(d.categoryId, r.categoryName),
    own_probability: d.probability,
    lost_reason: d.lostReason,
    closed_at: d.closedAt?.toISOString() ?? null,
    lead_id: d.leadId,
    stages,
    history,
    contacts,
    handover: { invoice: handed },
    created_at: d.createdAt.toISOString(),
  };
}
