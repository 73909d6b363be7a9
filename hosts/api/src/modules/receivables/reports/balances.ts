/**
 * The receivables balances engine: every figure of the aging report, the accounts list, the
 * statement and the accounts report comes from these queries, in SQL over numeric money.
 *
 * Open amount of a finalized invoice (doc_type invoice, not a draft, issued on or before the
 * as-of date, not voided on or before it) as of a date:
 *   total - late fees added after the date - allocations (payments and credit notes) applied on
 *   or before the date (read from the kept balance: see openInvoicesSql).
 * Days past due are as_of - due date (the issue date when it has none), bucketed as
 * AGING_BUCKETS says (0 or less: current, 1-30, 31-60, 61-90, over 90).
 *
 * The ledger of an account (statements, accounts report) is its dated events: invoices issued
 * (charge, without their late fees), late fees (charge), payments received (credit), refunds of
 * payments (charge, on the refund date), credit notes issued (credit), and voids (the reverse of
 * what was voided, on the void date). A line's description says only what its kind does not:
 * the invoice's title, the payment's own reference (when the receipt number is its reference),
 * the void or refund reason; the screens and the PDF print the kind beside it, translated.
 */
import { sql, type SQL } from 'drizzle-orm';
import { AGING_BUCKETS, Big, agingBucket, daysBetween, formatAmount } from '@si/contract/money';
import { ItemKind, RECEIVABLES_DEFAULTS, type AgingInvoiceRow, type AgingTotals, type StatementLine } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { RECEIVABLES_KIND } from '../module.ts';
import { agingByAccount, likeOf, type AgingResult } from '../../../shared/reports/aging.ts';

/** Both drivers (pg, PGlite) answer a raw query with `{ rows }`. */
export const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

const utcDate = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;

export async function defaultCurrency(db: Db, orgId: number): Promise<string> {
  const [row] = rowsOf<{ c: string }>(await db.execute(sql`select default_currency as c from receivables_settings where organization_id = ${orgId}`));
  return row?.c ?? RECEIVABLES_DEFAULTS.default_currency;
}

interface OpenScope {
  orgId: number;
  asOf: string;
  /** One account: allocations are read per invoice through ar_allocation_invoice instead of aggregated for the organization. */
  accountId?: number;
  /** Only these accounts (a page of the accounts list). */
  accountIds?: number[];
  currency?: string;
  /**
   * Only the columns sums need (id, account_id, currency, days, open): an index-only scan for the
   * invoices open now. Rows of every module's accounts: the caller keeps the receivables ones.
   */
  sums?: boolean;
  /** Nothing applied or charged after `asOf` (changedAfter said so): the open amounts are the balances. */
  quiet?: boolean;
}

const idList = (ids: number[]) => sql`(${sql.join(ids.length ? ids.map((id) => sql`${id}`) : [sql`null`], sql`, `)})`;

/**
 * Every finalized invoice of receivables accounts existing on `asOf`, with its open amount then:
 * columns id, account_id, number, currency, issue_date, due_date (dates), days (past due on `asOf`), total, open.
 *
 * The ledger keeps each invoice's balance at total - allocations (ledger/allocate.ts lowers it
 * with every allocation row it writes, the late fee job raises it with its fee), so the open
 * amount on `asOf` is read as balance + allocations applied after `asOf` - late fees added after
 * it: the same figure as total - allocations up to `asOf`, but only the allocations after the
 * date are read (ar_allocation_org_date), none at all as of today. A void invoice (its balance
 * is zeroed when voided) has nothing applied on balance (a payment on it was refunded in full), so
 * until voided it owed its total less what was applied by then.
 *
 * For the organization, only invoices that can be open on `asOf` are read, in three parts: open
 * now (an index-only scan of invoice_receivable_open, which carries the account, currency, dates
 * and balance), paid now but paid (in part) after the date, and voided after the date. Any other
 * invoice was settled on or before the date (or issued after it), so a book's history costs
 * nothing. For one account or a page of accounts, their invoices are read through the item's
 * account index.
 */
export function openInvoicesSql(s: OpenScope): SQL {
  const asOf = sql`${s.asOf}::date`;
  const perAccount = s.accountId !== undefined || s.accountIds !== undefined;
  const filters: SQL[] = [];
  if (s.accountId !== undefined) filters.push(sql` and v.account_id = ${s.accountId}`);
  if (s.accountIds !== undefined) filters.push(sql` and v.account_id in ${idList(s.accountIds)}`);
  if (s.currency !== undefined) filters.push(sql` and v.currency = ${s.currency}`);
  // One account: its invoices' own rows through the per-invoice indexes; otherwise one pass over what came after the date.
  const later = s.quiet
    ? sql``
    : s.accountId !== undefined
      ? sql`left join lateral (select sum(al.amount) as amount from ar_allocation al where al.invoice_item_id = v.item_id and al.applied_on > ${asOf}) al on true
        left join lateral (select sum(f.amount) as amount from ar_late_fee f where f.invoice_item_id = v.item_id and ${utcDate(sql`f.created_at`)} > ${asOf}) fee on true`
      : sql`left join (select invoice_item_id, sum(amount) as amount from ar_allocation where organization_id = ${s.orgId} and applied_on > ${asOf} group by invoice_item_id) al on al.invoice_item_id = v.item_id
        left join (select invoice_item_id, sum(amount) as amount from ar_late_fee where organization_id = ${s.orgId} and ${utcDate(sql`created_at`)} > ${asOf} group by invoice_item_id) fee on fee.invoice_item_id = v.item_id`;
  const applied = s.quiet ? sql`0` : sql`coalesce(al.amount, 0)`;
  const fees = s.quiet ? sql`0` : sql`coalesce(fee.amount, 0)`;
  const dueDate = sql`coalesce(v.due_date, v.issue_date)`;
  // A void invoice's balance was zeroed and what was applied to it nets to nothing (void needs it),
  // so on `asOf` it owed its total less what was applied up to then: + what came after, - later fees.
  const open = sql`case when v.voided_at is not null then coalesce(v.total, 0) + ${applied} - ${fees}
    else coalesce(v.balance, v.total, 0) + ${applied} - ${fees} end`;
  // Sums need only these columns, all in invoice_receivable_open for an invoice open now (which is never void).
  const columns = s.sums
    ? (openNow: boolean) => sql`v.item_id as id, v.account_id, v.currency, ${asOf} - ${dueDate} as days,
      ${openNow ? (s.quiet ? sql`v.balance` : sql`v.balance + ${applied} - ${fees}`) : open} as open`
    : () => sql`v.item_id as id, v.account_id, v.number, v.currency, v.issue_date, ${dueDate} as due_date,
      ${asOf} - ${dueDate} as days, coalesce(v.total, 0) - ${fees} as total, ${open} as open`;
  // Sums leave the accounts' module to the caller, who joins account anyway (after summing, on far fewer rows).
  const receivables = s.sums ? sql`` : sql` and acc.module_kind = ${RECEIVABLES_KIND}`;
  const part = (where: SQL, openNow = false) => sql`select ${columns(openNow)}
    from invoice v
    ${s.sums ? sql`` : sql`join account acc on acc.id = v.account_id`}
    ${later}
    where v.organization_id = ${s.orgId}${receivables}
      and v.doc_type = 'invoice' and v.issue_date <= ${asOf}${sql.join(filters, sql``)} and ${where}`;
  const notVoidedBy = sql`(v.voided_at is null or ${utcDate(sql`v.voided_at`)} > ${asOf})`;
  if (perAccount) return part(sql`v.state <> 'draft' and ${notVoidedBy}`);
  return sql`${part(sql`v.state in ('open', 'partially_paid')`, true)}
    union all ${part(sql`v.state = 'paid' and v.item_id = any (array(select distinct invoice_item_id from ar_allocation where organization_id = ${s.orgId} and applied_on > ${asOf}))`)}
    union all ${part(sql`v.state = 'void' and v.voided_at >= ${asOf} and ${notVoidedBy}`)}`;
}

/**
 * Whether the organization applied money or added a late fee after `asOf` (as of today: only
 * what was dated ahead). When not, every open amount on `asOf` is the invoice's balance now, and
 * the engine reads the open invoices from their index alone (OpenScope.quiet).
 */
export async function changedAfter(db: Db, orgId: number, asOf: string): Promise<boolean> {
  const [row] = rowsOf<{ changed: boolean }>(
    await db.execute(sql`select exists (select 1 from ar_allocation where organization_id = ${orgId} and applied_on > ${asOf}::date)
      or exists (select 1 from ar_late_fee where organization_id = ${orgId} and created_at >= ((${asOf}::date + 1)::timestamp at time zone 'UTC')) as changed`),
  );
  return Boolean(row?.changed);
}

const ZERO_TOTALS = (): Record<keyof AgingTotals, Big> => ({ current: new Big(0), days_1_30: new Big(0), days_31_60: new Big(0), days_61_90: new Big(0), days_over_90: new Big(0), total: new Big(0) });

export function formatTotals(t: Record<keyof AgingTotals, Big | string>, currency: string): AgingTotals {
  return {
    current: formatAmount(t.current, currency),
    days_1_30: formatAmount(t.days_1_30, currency),
    days_31_60: formatAmount(t.days_31_60, currency),
    days_61_90: formatAmount(t.days_61_90, currency),
    days_over_90: formatAmount(t.days_over_90, currency),
    total: formatAmount(t.total, currency),
  };
}

/**
 * The aging by account and currency as of `asOf` (only accounts with something open), with one
 * total per currency; money formatted in SQL (shared/reports/aging.ts, the buckets and sums every
 * ledger's aging shares).
 */
export async function agingReport(db: Db, s: { orgId: number; asOf: string; currency?: string; search?: string }): Promise<AgingResult> {
  const open = openInvoicesSql({ orgId: s.orgId, asOf: s.asOf, currency: s.currency, sums: true, quiet: !(await changedAfter(db, s.orgId, s.asOf)) });
  return agingByAccount(db, { open, accounts: sql`a.module_kind = ${RECEIVABLES_KIND}`, search: s.search });
}

/** One account's invoices open on `asOf`, oldest due first, with their buckets. */
export async function agingInvoices(db: Db, s: { orgId: number; accountId: number; asOf: string; currency?: string }): Promise<(AgingInvoiceRow & { currency: string })[]> {
  const rows = rowsOf<{ id: number; number: string | null; currency: string; issue_date: string | null; due_date: string | null; total: string; open: string }>(
    await db.execute(sql`select o.id, o.number, o.currency, o.issue_date::text as issue_date, o.due_date::text as due_date, o.total, o.open
      from (${openInvoicesSql(s)}) o where o.open > 0 order by o.due_date, o.id`),
  );
  return rows.map((r) => {
    const days = r.due_date ? daysBetween(r.due_date, s.asOf) : 0;
    return {
      id: Number(r.id),
      number: r.number,
      currency: r.currency,
      issue_date: r.issue_date,
      due_date: r.due_date,
      total: formatAmount(r.total, r.currency),
      open: formatAmount(r.open, r.currency),
      days_past_due: Math.max(days, 0),
      bucket: agingBucket(days),
    };
  });
}

/** Sums the buckets of open invoice rows (the statement's aging). */
export function totalsOf(rows: { open: string; bucket: (typeof AGING_BUCKETS)[number] }[], currency: string): AgingTotals {
  const t = ZERO_TOTALS();
  for (const r of rows) {
    t[r.bucket] = t[r.bucket].plus(r.open);
    t.total = t.total.plus(r.open);
  }
  return formatTotals(t, currency);
}


// ---- The accounts list ------------------------------------------------------------------------

export const ACCOUNT_ORDERINGS = ['name', 'open_balance', 'overdue_balance', 'oldest_overdue_days'] as const;

export interface AccountBalanceRaw {
  id: number;
  name: string;
  currency: string;
  open_balance: string;
  overdue_balance: string;
  oldest_overdue_days: number | null;
  open_invoices: number;
  credit: string;
  lead_name: string;
  on_hold: boolean;
  total_count: number;
}

interface AccountFilter {
  orgId: number;
  asOf: string;
  search?: string;
  overdue?: boolean;
  archived?: boolean;
}

const accountWhere = (s: AccountFilter): SQL[] => {
  const where: SQL[] = [sql`a.organization_id = ${s.orgId}`, sql`a.module_kind = ${RECEIVABLES_KIND}`];
  if (!s.archived) where.push(sql`a.archived_at is null`);
  if (s.search) where.push(sql`a.name ilike ${likeOf(s.search)}`);
  return where;
};

/** Each account's credit per currency: payments' unapplied money and credit notes not yet applied (partial indexes). */
const creditSql = (orgId: number, only: SQL | undefined) => sql`select x.account_id, x.currency, sum(x.amount) as credit from (
        select p.account_id, p.currency, p.unapplied as amount from ar_payment p
          where p.organization_id = ${orgId} and p.unapplied > 0${only ? sql` and p.account_id in ${only}` : sql``}
        union all
        select v.account_id, v.currency, v.balance from invoice v
          where v.organization_id = ${orgId} and v.doc_type = 'credit_note' and v.state = 'open' and v.credited_item_id is null and v.balance > 0${only ? sql` and v.account_id in ${only}` : sql``}
      ) x group by x.account_id, x.currency`;

/**
 * The receivables accounts with their balances on `asOf`, one row per account and currency (an
 * account with nothing open and no credit: one row of zeros in the default currency), ordered
 * by `orderBy` (built from ACCOUNT_ORDERINGS only, never from the query string). With
 * `accountIds`, only those accounts' invoices and credits are read.
 */
async function accountBalances(
  db: Db,
  s: AccountFilter & { accountIds?: number[]; orderBy: SQL; limit?: number; offset?: number; fallback?: string; quiet?: boolean; byCurrency?: boolean },
): Promise<AccountBalanceRaw[]> {
  const fallback = s.fallback ?? (await defaultCurrency(db, s.orgId));
  const orderBy = s.byCurrency ? sql`${currencyOrder(sql`coalesce(k.currency, ${fallback})`, fallback)}, ${s.orderBy}` : s.orderBy;
  const where = accountWhere(s);
  if (s.overdue) where.push(sql`b.overdue_balance > 0`);
  const only = s.accountIds ? idList(s.accountIds) : undefined;
  if (only) where.push(sql`a.id in ${only}`);
  const page = s.limit !== undefined ? sql` limit ${s.limit} offset ${s.offset ?? 0}` : sql``;
  const res = await db.execute(sql`with bal as (
      select o.account_id, o.currency, sum(o.open) as open_balance,
        coalesce(sum(o.open) filter (where o.days > 0), 0) as overdue_balance,
        max(o.days) filter (where o.days > 0) as oldest_overdue_days,
        count(*)::int as open_invoices
      from (${openInvoicesSql({ orgId: s.orgId, asOf: s.asOf, accountIds: s.accountIds, sums: true, quiet: s.quiet ?? !(await changedAfter(db, s.orgId, s.asOf)) })}) o
      where o.open > 0
      group by o.account_id, o.currency
    ), cred as (${creditSql(s.orgId, only)}), keys as (select account_id, currency from bal union select account_id, currency from cred)
    select a.id, a.name, coalesce(k.currency, ${fallback}) as currency,
      coalesce(b.open_balance, 0) as open_balance, coalesce(b.overdue_balance, 0) as overdue_balance,
      b.oldest_overdue_days, coalesce(b.open_invoices, 0) as open_invoices, coalesce(c.credit, 0) as credit,
      coalesce(trim(u.first_name || ' ' || u.last_name), '') as lead_name, a.account_hold as on_hold,
      count(*) over ()::int as total_count
    from account a
    left join keys k on k.account_id = a.id
    left join bal b on b.account_id = a.id and b.currency = k.currency
    left join cred c on c.account_id = a.id and c.currency = k.currency
    left join "user" u on u.id = a.lead_user_id
    where ${sql.join(where, sql` and `)}
    order by ${orderBy}${page}`);
  return rowsOf<AccountBalanceRaw>(res);
}

/**
 * Amounts in different currencies are never compared: a list ordered by an amount is ordered by
 * currency first (the organization's default currency, then the others by code), then by the
 * amount within each currency.
 */
const currencyOrder = (currency: SQL, fallback: string): SQL => sql`(${currency} = ${fallback}) desc, ${currency}`;

export interface AccountListPage {
  count: number;
  rows: AccountBalanceRaw[];
}

/**
 * One page of the accounts list. By name (the default) without the overdue filter, a page is
 * `limit` accounts, taken from the account table alone, and only their invoices and credits are
 * read (an account with several currencies shows a row for each, so such a page holds more
 * rows; `count` counts accounts). Ordered by a balance, or only overdue accounts, every balance
 * must be known first: one pass over the organization's open invoices, and `count` counts rows.
 * By a balance, rows are grouped by currency (currencyOrder), the amount ordering each group.
 */
export async function accountList(db: Db, s: AccountFilter & { key: (typeof ACCOUNT_ORDERINGS)[number]; descending: boolean; limit: number; offset: number }): Promise<AccountListPage> {
  const dir = s.descending ? sql`desc nulls last` : sql`asc nulls last`;
  if (s.key === 'name' && !s.overdue) {
    const where = sql.join(accountWhere(s), sql` and `);
    const ids = rowsOf<{ id: number; total_count: number }>(
      await db.execute(sql`select a.id, count(*) over ()::int as total_count from account a where ${where} order by a.name ${dir}, a.id limit ${s.limit} offset ${s.offset}`),
    );
    const count = ids[0]?.total_count ?? rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from account a where ${where}`))[0]?.n ?? 0;
    if (!ids.length) return { count: Number(count), rows: [] };
    const rows = await accountBalances(db, { ...s, accountIds: ids.map((r) => Number(r.id)), orderBy: sql`a.name ${dir}, a.id, currency`, limit: undefined, offset: undefined });
    return { count: Number(count), rows };
  }
  // Read once: the kept balances serve only a quiet day, and the sums below need to know too.
  const quiet = !(await changedAfter(db, s.orgId, s.asOf));
  if (s.key === 'open_balance' && !s.overdue && quiet) return byKeptBalance(db, { ...s, dir });
  const column = { name: sql`a.name`, open_balance: sql`open_balance`, overdue_balance: sql`overdue_balance`, oldest_overdue_days: sql`b.oldest_overdue_days` }[s.key];
  const orderBy = sql`${column} ${dir}, a.id, currency`;
  const byCurrency = s.key === 'open_balance' || s.key === 'overdue_balance';
  const rows = await accountBalances(db, { ...s, orderBy, limit: s.limit, offset: s.offset, quiet, byCurrency });
  // A page past the end has no row to carry the count: ask for it alone.
  const count = rows[0]?.total_count ?? (s.offset > 0 ? ((await accountBalances(db, { ...s, orderBy, limit: 1, offset: 0, quiet, byCurrency }))[0]?.total_count ?? 0) : 0);
  return { count: Number(count), rows };
}

/**
 * The accounts list by open balance when nothing was applied or charged after `asOf`: the page's
 * rows (account and currency, in the order the full computation gives) come from the balances
 * the invoice trigger keeps (ar_account_balance, read through its ar_account_balance_org index),
 * then only those accounts' figures are read. Grouped by currency as the full computation is.
 */
async function byKeptBalance(db: Db, s: AccountFilter & { dir: SQL; limit: number; offset: number }): Promise<AccountListPage> {
  const fallback = await defaultCurrency(db, s.orgId);
  const where = sql.join(accountWhere(s), sql` and `);
  const keysOf = (limit: number, offset: number) =>
    db.execute(sql`with bal as (
        select account_id, currency, open_balance from ar_account_balance where organization_id = ${s.orgId} and open_balance > 0
      ), cred as (${creditSql(s.orgId, undefined)}), keys as (select account_id, currency from bal union select account_id, currency from cred)
      select a.id, coalesce(k.currency, ${fallback}) as currency, count(*) over ()::int as total_count
      from account a
      left join keys k on k.account_id = a.id
      left join bal b on b.account_id = a.id and b.currency = k.currency
      where ${where}
      order by ${currencyOrder(sql`coalesce(k.currency, ${fallback})`, fallback)}, coalesce(b.open_balance, 0) ${s.dir}, a.id
      limit ${limit} offset ${offset}`);
  let keys = rowsOf<{ id: number; currency: string; total_count: number }>(await keysOf(s.limit, s.offset));
  const count = keys[0]?.total_count ?? (s.offset > 0 ? (rowsOf<{ total_count: number }>(await keysOf(1, 0))[0]?.total_count ?? 0) : 0);
  if (!keys.length) return { count: Number(count), rows: [] };
  keys = keys.map((k) => ({ ...k, id: Number(k.id) }));
  const rows = await accountBalances(db, { ...s, accountIds: [...new Set(keys.map((k) => k.id))], orderBy: sql`a.id, currency`, limit: undefined, offset: undefined, fallback, quiet: true });
  const byKey = new Map(rows.map((r) => [`${Number(r.id)} ${r.currency}`, r]));
  return { count: Number(count), rows: keys.map((k) => byKey.get(`${k.id} ${k.currency}`)).filter((r): r is AccountBalanceRaw => r !== undefined) };
}

// ---- The ledger: statements and the accounts report ------------------------------------------

type LedgerKind = StatementLine['kind'];

/** Dated ledger events of the organization's receivables accounts (or one account), in one currency when asked. */
function ledgerEventsSql(s: { orgId: number; accountId?: number; currency?: string }): SQL {
  const acct = s.accountId !== undefined ? sql` and i.account_id = ${s.accountId}` : sql``;
  const acctP = s.accountId !== undefined ? sql` and p.account_id = ${s.accountId}` : sql``;
  const cur = s.currency !== undefined ? sql` and v.currency = ${s.currency}` : sql``;
  const curP = s.currency !== undefined ? sql` and p.currency = ${s.currency}` : sql``;
  const docs = sql`from item i join invoice v on v.item_id = i.id join account acc on acc.id = i.account_id
    where i.organization_id = ${s.orgId} and i.kind = ${ItemKind.INVOICE} and acc.module_kind = ${RECEIVABLES_KIND} and v.state <> 'draft' and v.issue_date is not null${acct}${cur}`;
  const fees = sql`coalesce((select sum(f.amount) from ar_late_fee f where f.invoice_item_id = i.id), 0)`;
  return sql`select i.account_id, v.currency, v.issue_date as on_date, 'invoice' as kind, 1 as rank, i.id as seq, coalesce(v.number, '') as reference, i.title as description,
        coalesce(v.total, 0) - ${fees} as charge, 0::numeric as credit ${docs} and v.doc_type = 'invoice'
    union all
      select i.account_id, v.currency, ${utcDate(sql`f.created_at`)}, 'late_fee', 2, f.id, coalesce(v.number, ''), '', f.amount, 0
      from ar_late_fee f join item i on i.id = f.invoice_item_id join invoice v on v.item_id = i.id join account acc on acc.id = i.account_id
      where f.organization_id = ${s.orgId} and acc.module_kind = ${RECEIVABLES_KIND}${acct}${cur}
    union all
      select i.account_id, v.currency, ${utcDate(sql`v.voided_at`)}, 'void', 5, i.id, coalesce(v.number, ''), coalesce(v.void_reason, ''),
        case when v.doc_type = 'credit_note' then coalesce(v.total, 0) else 0 end,
        case when v.doc_type = 'invoice' then coalesce(v.total, 0) else 0 end
      ${docs} and v.voided_at is not null
    union all
      select i.account_id, v.currency, v.issue_date, 'credit_note', 4, i.id, coalesce(v.number, ''), i.title, 0, coalesce(v.total, 0) ${docs} and v.doc_type = 'credit_note'
    union all
      select p.account_id, p.currency, p.received_on, 'payment', 3, p.id, coalesce(p.receipt_number, p.reference), case when p.receipt_number is not null then p.reference else '' end, 0, p.amount
      from ar_payment p join account acc on acc.id = p.account_id
      where p.organization_id = ${s.orgId} and acc.module_kind = ${RECEIVABLES_KIND}${acctP}${curP}
    union all
      select p.account_id, p.currency, r.refunded_on, 'refund', 6, r.id, coalesce(p.receipt_number, p.reference), r.reason, r.amount, 0
      from ar_refund r join ar_payment p on p.id = r.payment_id join account acc on acc.id = p.account_id
      where r.organization_id = ${s.orgId} and acc.module_kind = ${RECEIVABLES_KIND}${acctP}${curP}`;
}

export interface Ledger {
  opening: string;
  lines: StatementLine[];
  closing: string;
}

/** One account's ledger in one currency: the balance before `from`, the lines from `from` to `asOf` with the running balance, and the balance on `asOf`. */
export async function accountLedger(db: Db, s: { orgId: number; accountId: number; currency: string; from: string; asOf: string }): Promise<Ledger> {
  const rows = rowsOf<{ on_date: string; kind: LedgerKind; reference: string; description: string; charge: string; credit: string }>(
    await db.execute(sql`select e.on_date::text as on_date, e.kind, e.reference, e.description, e.charge, e.credit
      from (${ledgerEventsSql(s)}) e where e.on_date <= ${s.asOf}::date order by e.on_date, e.rank, e.seq`),
  );
  let balance = new Big(0);
  let opening: Big | undefined;
  const lines: StatementLine[] = [];
  for (const r of rows) {
    if (r.on_date >= s.from && opening === undefined) opening = balance;
    balance = balance.plus(r.charge).minus(r.credit);
    if (r.on_date < s.from) continue;
    lines.push({
      date: r.on_date,
      kind: r.kind,
      reference: r.reference,
      description: r.description,
      charge: formatAmount(r.charge, s.currency),
      credit: formatAmount(r.credit, s.currency),
      balance: formatAmount(balance, s.currency),
    });
  }
  return { opening: formatAmount(opening ?? balance, s.currency), lines, closing: formatAmount(balance, s.currency) };
}

/** The currencies an account has any ledger event in, most used first. */
export async function accountCurrencies(db: Db, orgId: number, accountId: number): Promise<string[]> {
  const rows = rowsOf<{ currency: string }>(
    await db.execute(sql`select e.currency from (${ledgerEventsSql({ orgId, accountId })}) e group by e.currency order by count(*) desc, e.currency`),
  );
  return rows.map((r) => r.currency);
}

export interface AccountsReportRaw {
  account_id: number;
  account_name: string;
  currency: string;
  opening_balance: string;
  invoiced: string;
  paid: string;
  credited: string;
  closing_balance: string;
  total_count: number;
}

/**
 * Per account and currency over [from, to]: the balance before `from`, what was invoiced (invoices
 * and late fees, less invoices voided), paid (payments less refunds), credited (credit notes,
 * less credit notes voided), and the balance on `to`. Accounts with no event up to `to` are left out.
 */
export async function accountsReport(db: Db, s: { orgId: number; from: string; to: string; search?: string; limit?: number; offset?: number }): Promise<AccountsReportRaw[]> {
  const from = sql`${s.from}::date`;
  const to = sql`${s.to}::date`;
  const search = s.search ? sql` and a.name ilike ${likeOf(s.search)}` : sql``;
  const page = s.limit !== undefined ? sql` limit ${s.limit} offset ${s.offset ?? 0}` : sql``;
  const inPeriod = sql`e.on_date >= ${from}`;
  const res = await db.execute(sql`select e.account_id, a.name as account_name, e.currency,
      coalesce(sum(e.charge - e.credit) filter (where e.on_date < ${from}), 0) as opening_balance,
      coalesce(sum(e.charge) filter (where ${inPeriod} and e.kind in ('invoice', 'late_fee')), 0)
        - coalesce(sum(e.credit) filter (where ${inPeriod} and e.kind = 'void'), 0) as invoiced,
      coalesce(sum(e.credit) filter (where ${inPeriod} and e.kind = 'payment'), 0)
        - coalesce(sum(e.charge) filter (where ${inPeriod} and e.kind = 'refund'), 0) as paid,
      coalesce(sum(e.credit) filter (where ${inPeriod} and e.kind = 'credit_note'), 0)
        - coalesce(sum(e.charge) filter (where ${inPeriod} and e.kind = 'void'), 0) as credited,
      sum(e.charge - e.credit) as closing_balance,
      count(*) over ()::int as total_count
    from (${ledgerEventsSql({ orgId: s.orgId })}) e
    join account a on a.id = e.account_id
    where e.on_date <= ${to}${search}
    group by e.account_id, a.name, e.currency
    order by a.name, e.account_id, e.currency${page}`);
  return rowsOf<AccountsReportRaw>(res);
}
