/**
 * Vendor credits as staff read them. A page of credits is three statements whatever its length:
 * the count, the credits with the name of who recorded each, and the applications of all of them
 * with each bill's number and who applied it. A bill's page reads the credits applied to it in one.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BillCreditRow, VendorCreditApplicationRow, VendorCreditRow } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { user } from '../../../db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { bill, vendorCredit, vendorCreditApplication } from '../schema.ts';

export type CreditRecord = typeof vendorCredit.$inferSelect;

const creator = alias(user, 'vendor_credit_creator');
const applier = alias(user, 'vendor_credit_applier');

/** A staff member's name as the answers give it: first and last name, else the e-mail. */
const nameOf = (u: typeof creator | typeof applier) => sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), ''), ${u.email})`;
const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/** A select of credits with the name of who recorded each; the caller adds where, order and paging. */
export function selectCredits(db: Db) {
  return db.select({ credit: vendorCredit, creatorName: nameOf(creator) }).from(vendorCredit).leftJoin(creator, eq(creator.id, vendorCredit.createdBy));
}

/** The applications of these credits (of the organization), oldest first, by credit. */
async function applicationsOf(db: Db, orgId: number, creditIds: readonly number[]): Promise<Map<number, VendorCreditApplicationRow[]>> {
  const out = new Map<number, VendorCreditApplicationRow[]>();
  if (!creditIds.length) return out;
  const rows = await db
    .select({ a: vendorCreditApplication, number: bill.number, currency: bill.currency, applierName: nameOf(applier) })
    .from(vendorCreditApplication)
    .innerJoin(bill, eq(bill.itemId, vendorCreditApplication.itemId))
    .leftJoin(applier, eq(applier.id, vendorCreditApplication.appliedBy))
    .where(and(eq(vendorCreditApplication.organizationId, orgId), inArray(vendorCreditApplication.creditId, [...creditIds])))
    .orderBy(asc(vendorCreditApplication.appliedAt), asc(vendorCreditApplication.id));
  for (const r of rows) {
    const list = out.get(r.a.creditId) ?? [];
    list.push({ id: r.a.id, bill: { id: r.a.itemId, number: r.number }, amount: formatAmount(r.a.amount, r.currency), applied_by: named(r.a.appliedBy, r.applierName), applied_at: r.a.appliedAt.toISOString() });
    out.set(r.a.creditId, list);
  }
  return out;
}

/** Credits as the answers give them, with their applications (one more statement for all of them). */
export async function creditRows(db: Db, orgId: number, rows: { credit: CreditRecord; creatorName: string | null }[]): Promise<VendorCreditRow[]> {
  const applications = await applicationsOf(
    db,
    orgId,
    rows.map((r) => r.credit.id),
  );
  return rows.map(({ credit: c, creatorName }) => ({
    id: c.id,
    account_id: c.accountId,
    number: c.number,
    credit_date: c.creditDate,
    currency: c.currency,
    amount: formatAmount(c.amount, c.currency),
    remaining: formatAmount(c.remaining, c.currency),
    memo: c.memo,
    state: c.state,
    created_by: named(c.createdBy, creatorName),
    created_at: c.createdAt.toISOString(),
    applications: applications.get(c.id) ?? [],
  }));
}

/** Credit `id` of the organization, or 404. */
export async function findCredit(db: Db, orgId: number, id: number): Promise<CreditRecord> {
  const [row] = await db
    .select()
    .from(vendorCredit)
    .where(and(eq(vendorCredit.id, id), eq(vendorCredit.organizationId, orgId)));
  if (!row) throw notFound();
  return row;
}

/** Credit `id` of the organization as the answers give it, or 404. */
export async function creditAnswer(db: Db, orgId: number, id: number): Promise<VendorCreditRow> {
  const rows = await selectCredits(db).where(and(eq(vendorCredit.id, id), eq(vendorCredit.organizationId, orgId)));
  if (!rows.length) throw notFound();
  return (await creditRows(db, orgId, rows))[0]!;
}

/** The credits applied to bill `itemId` of the organization, oldest first (one statement). */
export async function billCredits(db: Db, orgId: number, itemId: number, currency: string): Promise<BillCreditRow[]> {
  const rows = await db
    .select({ a: vendorCreditApplication, number: vendorCredit.number, applierName: nameOf(applier) })
    .from(vendorCreditApplication)
    .innerJoin(vendorCredit, eq(vendorCredit.id, vendorCreditApplication.creditId))
    .leftJoin(applier, eq(applier.id, vendorCreditApplication.appliedBy))
    .where(and(eq(vendorCreditApplication.organizationId, orgId), eq(vendorCreditApplication.itemId, itemId)))
    .orderBy(asc(vendorCreditApplication.appliedAt), asc(vendorCreditApplication.id));
  return rows.map((r) => ({ id: r.a.id, credit: { id: r.a.creditId, number: r.number }, amount: formatAmount(r.a.amount, currency), applied_by: named(r.a.appliedBy, r.applierName), applied_at: r.a.appliedAt.toISOString() }));
}

/** Whether a credit was applied to bill `itemId` (it may then no longer be rejected or voided). */
export async function hasCredits(db: Db, itemId: number): Promise<boolean> {
  const [found] = await db.select({ id: vendorCreditApplication.id }).from(vendorCreditApplication).where(eq(vendorCreditApplication.itemId, itemId)).limit(1);
  return Boolean(found);
}
