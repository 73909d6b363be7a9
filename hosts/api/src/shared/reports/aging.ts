/**
 * The aging of any ledger, in SQL: what each account owed on a day, summed into the buckets of
 * AGING_BUCKET_DAYS (`@si/contract/money`: current, 1-30, 31-60, 61-90, over 90 days past due),
 * per account and currency, with a total per currency. Receivables (invoices, customers) and
 * payables (bills, vendors and payees) each say what was open on the day; the buckets, the sums,
 * the rounding and the grouping are written here once.
 */
import { sql, type SQL } from 'drizzle-orm';
import { AGING_BUCKETS, AGING_BUCKET_DAYS, minorUnits } from '@si/contract/money';
import type { AgingRow, AgingTotals } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { reportFile, type ReportCells, type ReportFileColumn, type ReportFormat } from './files.ts';

/** Both drivers (pg, PGlite) answer a raw query with `{ rows }`. */
const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

let oddScales: SQL | undefined;
/**
 * `amount` rounded half away from zero to the minor units of `currency` (a column) and written
 * as formatAmount writes it ("12.30" USD, "1200" JPY, "1.250" KWD), in SQL, so a report of
 * thousands of rows needs no decimal arithmetic in JavaScript.
 */
export function moneyText(amount: SQL, currency: SQL): SQL {
  if (!oddScales) {
    const codes = (Intl as unknown as { supportedValuesOf(key: string): string[] }).supportedValuesOf('currency').filter((c) => minorUnits(c) !== 2);
    oddScales = sql.join(codes.map((c) => sql.raw(`when '${c.replace(/[^A-Z]/g, '')}' then ${minorUnits(c)}`)), sql` `);
  }
  return sql`round(coalesce(${amount}, 0), case ${currency} ${oddScales} else 2 end)::text`;
}

/** The condition "`days` past due falls in `bucket`", from AGING_BUCKET_DAYS. */
function inBucket(days: SQL, bucket: (typeof AGING_BUCKETS)[number]): SQL {
  const [from, to] = AGING_BUCKET_DAYS[bucket];
  if (from === null) return sql`${days} <= ${sql.raw(String(to))}`;
  if (to === null) return sql`${days} >= ${sql.raw(String(from))}`;
  return sql`${days} between ${sql.raw(String(from))} and ${sql.raw(String(to))}`;
}

/**
 * The bucket sums of open rows `o` (columns `open` and `days`, past due on the as-of day): one
 * column per bucket, named as the bucket, and `total`; not rounded.
 */
export function bucketSums(): SQL {
  const days = sql`o.days`;
  return sql.join(
    [...AGING_BUCKETS.map((b) => sql`sum(o.open) filter (where ${inBucket(days, b)}) as ${sql.identifier(b)}`), sql`sum(o.open) as total`],
    sql`, `,
  );
}

/** The sums of the bucket sums of rows `p` (per account, with their `currency`), rounded and written in SQL. */
function bucketTotals(): SQL {
  const m = (column: string) => sql`${moneyText(sql`sum(${sql.raw(`p.${column}`)})`, sql`p.currency`)} as ${sql.identifier(column)}`;
  return sql.join([...AGING_BUCKETS, 'total'].map(m), sql`, `);
}

export interface AgingResult {
  rows: AgingRow[];
  totals: (AgingTotals & { currency: string })[];
}

/** LIKE pattern for a search term, its own wildcards escaped. */
export const likeOf = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The aging by account and currency of the open rows `open` (a query with columns account_id,
 * currency, days and open), only accounts with something open, with one total per currency;
 * money formatted in SQL. `accounts` keeps some accounts (a condition on `a`, the account row),
 * `search` those whose name holds it. The rows are summed per account first (a hash aggregate),
 * so names are joined, grouped and sorted for a few thousand accounts rather than for every open
 * document. One statement.
 */
export async function agingByAccount(db: Db, s: { open: SQL; accounts?: SQL; search?: string }): Promise<AgingResult> {
  const where = [s.accounts ?? sql`true`];
  if (s.search) where.push(sql`a.name ilike ${likeOf(s.search)}`);
  const rows = rowsOf<AgingTotals & { is_total: number; account_id: number | null; account_name: string | null; currency: string }>(
    await db.execute(sql`with per_account as (
        select o.account_id, o.currency, ${bucketSums()}
        from (${s.open}) o
        where o.open > 0
        group by o.account_id, o.currency
      )
      select grouping(p.account_id, a.name) as is_total, p.account_id, a.name as account_name, p.currency, ${bucketTotals()}
      from per_account p
      join account a on a.id = p.account_id
      where ${sql.join(where, sql` and `)}
      group by grouping sets ((p.account_id, a.name, p.currency), (p.currency))
      order by 1, a.name, p.account_id, p.currency`),
  );
  const out: AgingResult = { rows: [], totals: [] };
  for (const r of rows) {
    const totals = { current: r.current, days_1_30: r.days_1_30, days_31_60: r.days_31_60, days_61_90: r.days_61_90, days_over_90: r.days_over_90, total: r.total };
    if (Number(r.is_total)) out.totals.push({ currency: r.currency, ...totals });
    else out.rows.push({ account_id: Number(r.account_id), account_name: r.account_name ?? '', currency: r.currency, ...totals });
  }
  return out;
}

// ---- The aging as a file ----------------------------------------------------------------------

/** The aging's columns in its files: the account (named as the ledger names it), the currency, each bucket and the total. */
export function agingColumns(accountLabel: string): ReportFileColumn[] {
  const buckets: Record<(typeof AGING_BUCKETS)[number] | 'total', string> = {
    current: 'Current',
    days_1_30: '1-30 days',
    days_31_60: '31-60 days',
    days_61_90: '61-90 days',
    days_over_90: 'Over 90 days',
    total: 'Total',
  };
  return [
    { key: 'account_name', label: accountLabel, width: 3 },
    { key: 'currency', label: 'Currency' },
    ...Object.entries(buckets).map(([key, label]) => ({ key, label, kind: 'money' as const })),
  ];
}

/** The aging report as CSV, XLSX or PDF: a row per account and currency, then a "Total" row per currency. */
export function agingFile(format: ReportFormat, s: { report: AgingResult; name: string; title: string; subtitle: string; accountLabel: string }): Promise<Response> {
  const rows: ReportCells[] = [...s.report.rows, ...s.report.totals.map((t) => ({ ...t, account_name: 'Total' }))];
  return reportFile(format, { name: s.name, title: s.title, subtitle: s.subtitle, columns: agingColumns(s.accountLabel), rows });
}
