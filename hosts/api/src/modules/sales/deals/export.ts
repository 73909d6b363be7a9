/**
 * Every deal the list's filters, search and ordering select, as a streamed CSV (shared/files/csv.ts:
 * quoted where needed, formula-guarded). The rows are read 1,000 at a time by keyset: each page
 * starts after the last row's ordering value and id, so a page costs the same at row 100,000 as at
 * row 1 and memory stays flat whatever the number of deals.
 */
import { and, asc, desc, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DealListQuery } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { csvLine } from '../../../shared/files/csv.ts';
import { salesDeal } from '../schema.ts';
import type { SalesStaff } from './actions.ts';
import { DEAL_ORDERINGS, DEFAULT_DEAL_ORDERING, dealFilters, selectDeals, toDealRow, type DealOrdering, type LoadedDeal } from './rows.ts';

export const EXPORT_PAGE = 1000;

const HEADER = ['ID', 'Title', 'Account', 'Pipeline', 'Stage', 'State', 'Amount', 'Currency', 'Probability', 'Product', 'Loan', 'Expected close', 'Owner', 'Days in stage', 'Created', 'Updated'];

/** Each ordering's SQL type (the cursor travels as text and is cast back) and how a row gives its value as that text. */
const KEYS: Record<DealOrdering, { type: SQL; value: (r: LoadedDeal) => string | null }> = {
  updated_at: { type: sql`timestamptz`, value: (r) => r.updatedAtText },
  created_at: { type: sql`timestamptz`, value: (r) => r.createdAtText },
  title: { type: sql`text`, value: (r) => r.deal.title },
  amount: { type: sql`numeric`, value: (r) => r.deal.amount },
  expected_close: { type: sql`date`, value: (r) => r.deal.expectedClose },
};

type Cursor = { value: string | null; id: number };

/** The ordering asked for (the list's names; `-` for descending); a 400 on `ordering` otherwise. */
export function exportOrdering(raw: string | undefined): { name: DealOrdering; descending: boolean } {
  const wanted = raw?.trim() || DEFAULT_DEAL_ORDERING;
  const name = wanted.replace(/^-/, '');
  if (!Object.hasOwn(DEAL_ORDERINGS, name)) throw badRequest({ ordering: [`Unknown ordering "${wanted}"; use one of ${Object.keys(DEAL_ORDERINGS).join(', ')} (prefix - for descending).`] });
  return { name: name as DealOrdering, descending: wanted.startsWith('-') };
}

/**
 * The rows after `c` in the order `column, id` (both ascending or both descending). Only the
 * expected close may be empty: PostgreSQL puts nulls last going up and first going down.
 */
function after(name: DealOrdering, descending: boolean, c: Cursor): SQL {
  const column = DEAL_ORDERINGS[name];
  const past = (value: string) => (descending ? sql`(${column}, ${salesDeal.id}) < (${value}::${KEYS[name].type}, ${c.id})` : sql`(${column}, ${salesDeal.id}) > (${value}::${KEYS[name].type}, ${c.id})`);
  if (name !== 'expected_close') return past(c.value!);
  if (c.value === null) return descending ? or(isNotNull(column), and(isNull(column), sql`${salesDeal.id} < ${c.id}`))! : and(isNull(column), sql`${salesDeal.id} > ${c.id}`)!;
  return descending ? past(c.value) : or(past(c.value), isNull(column))!;
}

const dealLine = (r: LoadedDeal) => {
  const row = toDealRow(r);
  return csvLine([
    row.id,
    row.title,
    row.account.name,
    row.pipeline.name,
    row.stage.name,
    row.state,
    row.amount,
    row.currency,
    row.probability,
    row.product?.name ?? null,
    row.is_loan ? 'yes' : 'no',
    row.expected_close,
    row.owner?.name ?? null,
    row.days_in_stage,
    r.deal.createdAt.toISOString(),
    row.updated_at,
  ]);
};

/**
 * The CSV as a stream: the header, then a page of rows per pull. Call after the query is checked
 * (a bad filter is a 400 before the first byte); a failure mid-way ends the download with an error.
 */
export function dealsCsv(db: Db, by: SalesStaff, q: Omit<DealListQuery, 'page' | 'page_size'>, log: (message: string) => void): ReadableStream<Uint8Array> {
  const { name, descending } = exportOrdering(q.ordering);
  const where = dealFilters(db, by.orgId, by.userId, q);
  const direction = descending ? desc : asc;
  const order = [direction(DEAL_ORDERINGS[name]), direction(salesDeal.id)];
  const encoder = new TextEncoder();
  let cursor: Cursor | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(csvLine(HEADER)));
        }
        const rows = await selectDeals(db, by.orgId)
          .where(cursor ? and(where, after(name, descending, cursor)) : where)
          .orderBy(...order)
          .limit(EXPORT_PAGE);
        if (rows.length) controller.enqueue(encoder.encode(rows.map(dealLine).join('')));
        const last = rows.at(-1);
        if (last) cursor = { value: KEYS[name].value(last), id: last.deal.id };
        if (rows.length < EXPORT_PAGE) controller.close();
      } catch (err) {
        log(`[sales] deals CSV export failed: ${(err as Error).message}`);
        controller.error(err);
      }
    },
  });
}
