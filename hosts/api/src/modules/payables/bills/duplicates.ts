/**
 * The duplicate check shown before anyone approves a bill: the same vendor's other bills (void
 * ones left out) that may be the same bill sent twice.
 * - `exact`: the same number, character for character;
 * - `near`: the same number written differently (case, spaces, dashes, dots, slashes), or, in the
 *   same currency, a total within 0.5% of this one dated within 7 days of it.
 * A corrected bill and the rejected bill it replaces are one story, not duplicates of each other.
 * One statement, on the (organization, account, number) index's rows of the vendor.
 */
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { BILL_LIMITS, type BillDuplicate } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { bill } from '../schema.ts';

type BillRecord = typeof bill.$inferSelect;

/** A bill number as the near match compares it: upper case, without spaces, dashes, dots or slashes. */
export const normalNumber = (value: string): string => value.toUpperCase().replace(/[\s\-_./]+/g, '');
const normalSql = (column: SQL | typeof bill.number) => sql`upper(regexp_replace(${column}, '[[:space:]_./-]+', '', 'g'))`;

/** The vendor's other bills that may be `b` again, exact matches first, then by bill date. */
export async function billDuplicates(db: Db, b: BillRecord): Promise<BillDuplicate[]> {
  const fraction = BILL_LIMITS.nearTotalFraction;
  const sameAmount = b.billDate
    ? and(
        eq(bill.currency, b.currency),
        sql`abs(${bill.total} - ${b.total}::numeric) <= abs(${b.total}::numeric) * ${fraction}::numeric`,
        sql`${bill.billDate} between ${b.billDate}::date - ${BILL_LIMITS.nearDays}::int and ${b.billDate}::date + ${BILL_LIMITS.nearDays}::int`,
      )
    : undefined;
  const conditions = [
    eq(bill.organizationId, b.organizationId),
    eq(bill.accountId, b.accountId),
    ne(bill.itemId, b.itemId),
    ne(bill.state, 'void'),
    or(eq(bill.number, b.number), sql`${normalSql(bill.number)} = ${normalNumber(b.number)}`, sameAmount),
    // Not the bill this one corrects, nor a correction of this one.
    sql`${bill.itemId} <> coalesce(${b.replacesItemId}::int, 0)`,
    sql`coalesce(${bill.replacesItemId}, 0) <> ${b.itemId}::int`,
  ];
  const rows = await db
    .select({ id: bill.itemId, number: bill.number, total: bill.total, currency: bill.currency, billDate: bill.billDate, state: bill.state })
    .from(bill)
    .where(and(...conditions))
    .orderBy(sql`${bill.number} = ${b.number} desc`, bill.billDate, bill.itemId)
    .limit(20);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    total: formatAmount(r.total, r.currency),
    currency: r.currency,
    bill_date: r.billDate,
    state: r.state,
    match: r.number === b.number ? 'exact' : 'near',
  }));
}
