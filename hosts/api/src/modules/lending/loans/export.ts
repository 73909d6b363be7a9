/**
 * Every loan the list's filters, search and ordering select, as a streamed CSV (shared/files/csv.ts:
 * quoted where needed, formula-guarded). The rows are read 1,000 at a time by keyset: each page
 * starts after the last row's ordering value and id, so a page costs the same at row 100,000 as at
 * row 1 and memory stays flat. Every ordering's column is never empty, so the cursor is one
 * comparison of the pair (value, id).
 */
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { LoanListQuery } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { csvLine } from '../../../shared/files/csv.ts';
import { loan } from '../schema.ts';
import { DEFAULT_LOAN_ORDERING, LOAN_ORDERINGS, loanFilters, selectLoans, toLoanRow, type LoadedLoan, type LoanOrdering } from './rows.ts';

export const EXPORT_PAGE = 1000;

const HEADER = ['ID', 'Reference', 'Borrower', 'Amount', 'Currency', 'Product', 'Category', 'Officer', 'Status', 'Stage', 'Rating', 'Next covenant test', 'Next covenant', 'Worst covenant status', 'Created', 'Updated'];

/** Each ordering's SQL type (the cursor travels as text and is cast back) and how a row gives its value as that text. */
const KEYS: Record<LoanOrdering, { type: SQL; value: (r: LoadedLoan) => string }> = {
  created_at: { type: sql`timestamptz`, value: (r) => r.createdAtText },
  updated_at: { type: sql`timestamptz`, value: (r) => r.updatedAtText },
  reference: { type: sql`text`, value: (r) => r.loan.reference },
  borrower: { type: sql`text`, value: (r) => r.borrower },
  amount: { type: sql`numeric`, value: (r) => r.loan.amount },
  status: { type: sql`text`, value: (r) => r.loan.status },
};

/** The ordering asked for (the list's names; `-` for descending); a 400 on `ordering` otherwise. */
export function exportOrdering(raw: string | undefined): { name: LoanOrdering; descending: boolean } {
  const wanted = raw?.trim() || DEFAULT_LOAN_ORDERING;
  const name = wanted.replace(/^-/, '');
  if (!Object.hasOwn(LOAN_ORDERINGS, name)) throw badRequest({ ordering: [`Unknown ordering "${wanted}"; use one of ${Object.keys(LOAN_ORDERINGS).join(', ')} (prefix - for descending).`] });
  return { name: name as LoanOrdering, descending: wanted.startsWith('-') };
}

const loanLine = (r: LoadedLoan) => {
  const row = toLoanRow(r);
  return csvLine([
    row.id,
    row.reference,
    row.borrower,
    row.amount,
    row.currency,
    row.product?.name ?? null,
    row.category?.name ?? null,
    row.officer?.name ?? null,
    row.status,
    row.stage?.name ?? null,
    row.rating,
    row.next_test?.date ?? null,
    row.next_test?.covenant.name ?? null,
    row.worst_status,
    row.created_at,
    row.updated_at,
  ]);
};

/**
 * The CSV as a stream: the header, then a page of rows per pull. Call after the query is checked
 * (a bad filter is a 400 before the first byte); a failure mid-way ends the download with an error.
 */
export function loansCsv(db: Db, by: { orgId: number; userId: number }, q: Omit<LoanListQuery, 'page' | 'page_size'>, log: (message: string) => void): ReadableStream<Uint8Array> {
  const { name, descending } = exportOrdering(q.ordering);
  const where = loanFilters(by.orgId, by.userId, q);
  const direction = descending ? desc : asc;
  const column = LOAN_ORDERINGS[name];
  const order = [direction(column), direction(loan.accountId)];
  const encoder = new TextEncoder();
  let cursor: { value: string; id: number } | undefined;
  let started = false;
  const after = (c: { value: string; id: number }) =>
    descending ? sql`(${column}, ${loan.accountId}) < (${c.value}::${KEYS[name].type}, ${c.id})` : sql`(${column}, ${loan.accountId}) > (${c.value}::${KEYS[name].type}, ${c.id})`;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(csvLine(HEADER)));
        }
        const rows = await selectLoans(db, by.orgId)
          .where(cursor ? and(where, after(cursor)) : where)
          .orderBy(...order)
          .limit(EXPORT_PAGE);
        if (rows.length) controller.enqueue(encoder.encode(rows.map(loanLine).join('')));
        const last = rows.at(-1);
        if (last) cursor = { value: KEYS[name].value(last), id: last.loan.accountId };
        if (rows.length < EXPORT_PAGE) controller.close();
      } catch (err) {
        log(`[lending] loans CSV export failed: ${(err as Error).message}`);
        controller.error(err);
      }
    },
  });
}
