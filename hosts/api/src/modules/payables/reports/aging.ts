/**
 * What the organization owed its vendors (and payees) on any day, from the `bill` rows alone: the
 * payables aging, a vendor's bills owed that day, and the vendor accounts report for a period.
 *
 * A bill is owed on day D when
 *   - it was billed on or before D (its bill date, else the UTC day it was entered),
 *   - it was not paid by D (no paid day, or a paid day after D; a bill marked paid without a day
 *     counts as paid long ago),
 *   - and it is neither void nor rejected (neither was ever owed: it was a mistake or refused).
 * Received, in approval, approved and scheduled bills are all owed: the vendor billed them, and
 * the approval is the organization's own step. What a bill owed on D is its total less the vendor
 * credits applied to it by the end of D (payables/credits): the balance kept on the bill is that
 * figure today, and reading the total and the dated applications gives it for any day without
 * replaying payments (a payment run pays a bill's whole balance, on its paid day).
 *
 * Days past due on D are D less the bill's due date (the item's), else its bill date, bucketed as
 * every aging is (shared/reports/aging.ts, AGING_BUCKET_DAYS).
 *
 * `owedBillsSql` is the core and takes an account filter, so another module can age what it owes
 * a set of payees (the expenses module: reimbursements owed to claimants, whose payee accounts
 * hold reimbursement bills) with the same rules.
 */
import { sql, type SQL } from 'drizzle-orm';
import { addDays, agingBucket, formatAmount } from '@si/contract/money';
import type { AgingBillRow, BillState } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { agingByAccount, likeOf, type AgingResult } from '../../../shared/reports/aging.ts';

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

/** Which accounts' bills: account ids, or a query answering account ids (one column). */
export type AccountFilter = readonly number[] | SQL;

const accountSet = (accounts: AccountFilter): SQL =>
  Array.isArray(accounts) ? sql`(${sql.join(accounts.length ? accounts.map((id) => sql`${id}`) : [sql`null`], sql`, `)})` : sql`(${accounts as SQL})`;

export interface OwedScope {
  orgId: number;
  /** The day, YYYY-MM-DD. */
  asOf: string;
  /** Only the bills of these accounts (default: every account of the organization). */
  accounts?: AccountFilter;
  /** Only this account's bills. */
  accountId?: number;
  currency?: string;
}

/** The day a bill counts from: its bill date, else the UTC day it was entered. */
const billedOn = sql`coalesce(b.bill_date, (b.created_at at time zone 'UTC')::date)`;

/** The end of day `day` (a date expression) as an instant, UTC. */
const endOf = (day: SQL) => sql`((${day} + 1)::timestamp at time zone 'UTC')`;

/** Bill `b` could ever be owed: neither void nor rejected. */
const mayBeOwed = sql`b.state not in ('void', 'rejected')`;

/** Bill `b` (one that may be owed) was owed on `day` (a date expression): billed by then, not paid by then. */
const owedOn = (day: SQL) => sql`(${billedOn} <= ${day} and (b.paid_on > ${day} or (b.paid_on is null and b.state <> 'paid')))`;

/** Days bill `b` (joined to its item `i`) is past due on `day`: from its due date, else its bill date. */
const daysLate = (day: SQL) => sql`${day} - coalesce(i.due_date, ${billedOn})`;

/**
 * The bills owed on `asOf`, one row each: id, account_id, number, currency, state, bill_date,
 * due_date (the item's, may be null), days (past due on `asOf`), total and open (owed on `asOf`,
 * 0 when credits took all of it). One query, for any caller to sum or list.
 */
export function owedBillsSql(s: OwedScope): SQL {
  const asOf = sql`${s.asOf}::date`;
  const filters: SQL[] = [];
  if (s.accountId !== undefined) filters.push(sql` and b.account_id = ${s.accountId}`);
  if (s.accounts !== undefined) filters.push(sql` and b.account_id in ${accountSet(s.accounts)}`);
  if (s.currency !== undefined) filters.push(sql` and b.currency = ${s.currency}`);
  return sql`select b.item_id as id, b.account_id, b.number, b.currency, b.state, ${billedOn} as bill_date, i.due_date,
      ${daysLate(asOf)} as days, b.total, b.total - coalesce(cr.amount, 0) as open
    from bill b
    join item i on i.id = b.item_id
    left join (
      select ca.item_id, sum(ca.amount) as amount from vendor_credit_application ca
      where ca.organization_id = ${s.orgId} and ca.applied_at < ${endOf(asOf)}
      group by ca.item_id
    ) cr on cr.item_id = b.item_id
    where b.organization_id = ${s.orgId} and ${mayBeOwed} and ${owedOn(asOf)}${sql.join(filters, sql``)}`;
}

/**
 * The payables aging on `asOf`: per account and currency (only those owed something), the buckets
 * and the total, with a total per currency; `search` on the account's name. One statement.
 */
export function payablesAging(db: Db, s: OwedScope & { search?: string }): Promise<AgingResult> {
  return agingByAccount(db, { open: owedBillsSql(s), search: s.search });
}

/** One account's bills owed on `asOf`, oldest due first, with their buckets. */
export async function agingBills(db: Db, s: OwedScope & { accountId: number }): Promise<AgingBillRow[]> {
  const rows = rowsOf<{ id: number; number: string; currency: string; state: BillState; bill_date: string; due_date: string | null; days: number; total: string; open: string }>(
    await db.execute(sql`select o.id, o.number, o.currency, o.state, o.bill_date::text as bill_date, o.due_date::text as due_date, o.days, o.total, o.open
      from (${owedBillsSql(s)}) o where o.open > 0 order by coalesce(o.due_date, o.bill_date), o.id`),
  );
  return rows.map((r) => {
    const days = Number(r.days);
    return {
      id: Number(r.id),
      number: r.number,
      currency: r.currency,
      state: r.state,
      bill_date: r.bill_date,
      due_date: r.due_date,
      total: formatAmount(r.total, r.currency),
      open: formatAmount(r.open, r.currency),
      days_past_due: Math.max(days, 0),
      bucket: agingBucket(days),
    };
  });
}

export interface VendorAccountsRaw {
  account_id: number;
  account_name: string;
  currency: string;
  opening_balance: string;
  billed: string;
  paid: string;
  credited: string;
  closing_balance: string;
  overdue_balance: string;
  total_count: number;
}

/**
 * Per account and currency over [from, to]: owed the day before `from`, billed in the period (the
 * totals of bills billed in it), credited (vendor credits applied in it), owed on `to` and the part
 * of it past due then. Paid is what is left: owed before + billed - credited - owed at the end, as
 * a bill owes less only by a credit or its payment. Accounts with none of these are left out.
 * Ordered by name; one statement and one pass over the bills, `total_count` on each row.
 */
export async function vendorAccountsReport(
  db: Db,
  s: { orgId: number; from: string; to: string; search?: string; accounts?: AccountFilter; limit?: number; offset?: number },
): Promise<VendorAccountsRaw[]> {
  const before = sql`${addDays(s.from, -1)}::date`;
  const from = sql`${s.from}::date`;
  const to = sql`${s.to}::date`;
  const only = s.accounts !== undefined ? sql` and b.account_id in ${accountSet(s.accounts)}` : sql``;
  const search = s.search ? sql` and a.name ilike ${likeOf(s.search)}` : sql``;
  const page = s.limit !== undefined ? sql` limit ${s.limit} offset ${s.offset ?? 0}` : sql``;
  // What each bill owed before the period and at its end, what it was billed and credited in it.
  const opening = sql`b.total - coalesce(cr.before, 0)`;
  const closing = sql`b.total - coalesce(cr.before, 0) - coalesce(cr.during, 0)`;
  const res = await db.execute(sql`with credits as (
      select ca.item_id, sum(ca.amount) filter (where ca.applied_at < ${endOf(before)}) as before,
        sum(ca.amount) filter (where ca.applied_at >= ${endOf(before)}) as during
      from vendor_credit_application ca
      where ca.organization_id = ${s.orgId} and ca.applied_at < ${endOf(to)}
      group by ca.item_id
    ), per_account as (
      select b.account_id, b.currency,
        coalesce(sum(${opening}) filter (where ${owedOn(before)}), 0) as opening_balance,
        coalesce(sum(b.total) filter (where ${billedOn} >= ${from}), 0) as billed,
        coalesce(sum(cr.during), 0) as credited,
        coalesce(sum(${closing}) filter (where ${owedOn(to)}), 0) as closing_balance,
        coalesce(sum(${closing}) filter (where ${owedOn(to)} and ${daysLate(to)} > 0), 0) as overdue_balance
      from bill b
      join item i on i.id = b.item_id
      left join credits cr on cr.item_id = b.item_id
      where b.organization_id = ${s.orgId} and ${mayBeOwed} and ${billedOn} <= ${to}${only}
        -- A bill paid before the period has nothing in it.
        and (b.paid_on >= ${from} or (b.paid_on is null and b.state <> 'paid') or ${billedOn} >= ${from})
      group by b.account_id, b.currency
    )
    select p.account_id, a.name as account_name, p.currency, p.opening_balance, p.billed, p.credited,
      p.opening_balance + p.billed - p.credited - p.closing_balance as paid,
      p.closing_balance, p.overdue_balance,
      count(*) over ()::int as total_count
    from per_account p
    join account a on a.id = p.account_id
    where (p.opening_balance <> 0 or p.billed <> 0 or p.credited <> 0 or p.closing_balance <> 0)${search}
    order by a.name, p.account_id, p.currency${page}`);
  return rowsOf<VendorAccountsRaw>(res);
}
