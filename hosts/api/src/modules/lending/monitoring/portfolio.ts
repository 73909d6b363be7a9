/**
 * The monitoring page's figures in four statements whatever the page size: the lists' counts, a
 * page of each list (one UNION ALL, each part walking its own index in its own order), the
 * headroom trends of the page's covenants (one LATERAL per covenant over covenant_test_period),
 * and the filter bar's choices. The first two start from covenant_test's organization indexes
 * (covenant_test_org_date for the upcoming, covenant_test_org_due for the others) and keep a test
 * only when its loan is in scope. Each is prepared once per shape (which filters, which lists):
 * planning these joins cost more than running them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { LENDING_DEFAULTS, MONITORING_LISTS, type CovenantRef, type CovenantTrend, type LoanRef, type MonitoringList, type MonitoringOptions, type MonitoringRow, type TestStatus } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { LENDING_KIND } from '../module.ts';
import { rowsOf, runShaped, scopeShape, testsInScope, type Bind, type LoanScope } from './scope.ts';

export interface MonitoringWindow {
  today: string;
  /** The upcoming horizon's last day. */
  upcomingTo: string;
  /** The breaches' and warnings' window. */
  from: string;
  to: string;
  /** Whether from/to were asked for (they then narrow the overdue list too). */
  windowGiven: boolean;
}

/** The condition of each list on `t` (covenant_test). */
function listWhere(list: MonitoringList, w: MonitoringWindow, bind: Bind): SQL {
  const today = sql`${bind('today', w.today)}::date`;
  const window = sql`t.test_date >= ${bind('from', w.from)}::date and t.test_date <= ${bind('to', w.to)}::date`;
  switch (list) {
    case 'upcoming':
      return sql`t.status = 'pending' and t.test_date >= ${today} and t.test_date <= ${bind('upcoming_to', w.upcomingTo)}::date`;
    case 'overdue':
      return w.windowGiven ? sql`t.status = 'pending' and t.due_date < ${today} and ${window}` : sql`t.status = 'pending' and t.due_date < ${today}`;
    case 'breaches':
      return sql`t.status = 'breach' and ${window}`;
    case 'warnings':
      return sql`t.status = 'warning' and ${window}`;
  }
}

// Each the order of the index its list walks, so a page stops after its rows: (organization, test
// date) for the upcoming, (organization, status, due date) for the others, newest first for
// breaches and warnings. No tie-breaker: every covenant of a quarter shares its test date, and
// one would sort them all; ties come in the index's order.
const LIST_ORDER: Record<MonitoringList, SQL> = {
  upcoming: sql`t.test_date`,
  overdue: sql`t.due_date`,
  breaches: sql`t.due_date desc`,
  warnings: sql`t.due_date desc`,
};

export type MonitoringCounts = Record<MonitoringList, number>;

/** How many tests each list holds. */
export async function monitoringCounts(db: Db, s: LoanScope, w: MonitoringWindow): Promise<MonitoringCounts> {
  const res = await runShaped(db, `lending_mon_counts_${scopeShape(s)}_${w.windowGiven ? 1 : 0}`, (bind) => {
    const scope = testsInScope(s, bind);
    return sql`select ${sql.join(
      MONITORING_LISTS.map((list) => sql`count(*) filter (where ${listWhere(list, w, bind)})::int as ${sql.identifier(list)}`),
      sql`, `,
    )}
    from covenant_test t ${scope.join}
    where t.organization_id = ${bind('org', s.orgId)} and ${scope.where} and ((${sql.join(
      MONITORING_LISTS.map((list) => listWhere(list, w, bind)),
      sql`) or (`,
    )}))`;
  });
  const [row] = rowsOf<MonitoringCounts>(res);
  return { upcoming: row?.upcoming ?? 0, overdue: row?.overdue ?? 0, breaches: row?.breaches ?? 0, warnings: row?.warnings ?? 0 };
}

type RowRaw = {
  list: MonitoringList;
  test_id: number;
  loan_id: number;
  reference: string;
  borrower: string;
  officer_id: number | null;
  officer_name: string | null;
  covenant_id: number;
  covenant_name: string;
  kind: CovenantRef['kind'];
  metric: CovenantRef['metric'];
  test_date: string;
  due_date: string;
  value: string | null;
  threshold: string | null;
  operator: MonitoringRow['operator'];
  headroom: string | null;
  status: TestStatus;
  days_overdue: number;
};

const userName = (u: string) => sql.raw(`coalesce(nullif(trim(${u}.first_name || ' ' || ${u}.last_name), ''), ${u}.email)`);

/** A page (`limit` rows from `offset`) of each of `lists`, in each list's order. */
export async function monitoringRows(db: Db, s: LoanScope, w: MonitoringWindow, lists: readonly MonitoringList[], limit: number, offset: number): Promise<Record<MonitoringList, MonitoringRow[]>> {
  const name = `lending_mon_rows_${scopeShape(s)}_${w.windowGiven ? 1 : 0}_${lists.map((l) => l[0]).join('')}`;
  const res = await runShaped(db, name, (bind) => {
    const scope = testsInScope(s, bind);
    const parts = lists.map(
      (list, i) => sql`(select ${sql.raw(String(i))} as n, ${sql.raw(`'${list}'`)}::text as list, t.id,
        row_number() over (order by ${LIST_ORDER[list]} rows between unbounded preceding and current row)::int as k
        from covenant_test t ${scope.join} join covenant c on c.id = t.covenant_id and c.archived_at is null
        where t.organization_id = ${bind('org', s.orgId)} and ${listWhere(list, w, bind)} and ${scope.loans}
        order by ${LIST_ORDER[list]} limit ${bind('limit', limit)} offset ${bind('offset', offset)})`,
    );
    return sql`with picked as (${sql.join(parts, sql` union all `)})
    select p.list, t.id as test_id, a.id as loan_id, ln.reference, a.name as borrower,
      u.id as officer_id, ${userName('u')} as officer_name,
      c.id as covenant_id, c.name as covenant_name, c.kind, c.metric,
      t.test_date::text, t.due_date::text,
      r.value::text, coalesce(r.threshold, c.threshold)::text as threshold, coalesce(r.operator, c.operator) as operator, r.headroom::text,
      t.status, greatest(0, ${bind('today', w.today)}::date - t.due_date)::int as days_overdue
    from picked p
    join covenant_test t on t.id = p.id
    join account a on a.id = t.account_id
    join loan ln on ln.account_id = t.account_id
    join covenant c on c.id = t.covenant_id
    left join covenant_result r on r.test_id = t.id and r.current
    left join "user" u on u.id = a.lead_user_id
    order by p.n, p.k`;
  });
  const out = { upcoming: [], overdue: [], breaches: [], warnings: [] } as Record<MonitoringList, MonitoringRow[]>;
  for (const r of rowsOf<RowRaw>(res)) {
    out[r.list].push({
      test_id: r.test_id,
      loan: { id: r.loan_id, reference: r.reference, borrower: r.borrower },
      officer: r.officer_id === null ? null : { id: r.officer_id, name: r.officer_name ?? '' },
      covenant: { id: r.covenant_id, name: r.covenant_name, kind: r.kind, metric: r.metric },
      test_date: r.test_date,
      due_date: r.due_date,
      value: r.value,
      threshold: r.threshold,
      operator: r.operator,
      headroom: r.headroom,
      status: r.status,
      days_overdue: r.days_overdue,
    });
  }
  return out;
}

type PointRaw = { covenant_id: number; test_date: string; headroom: string | null; value: string | null; status: TestStatus };

/** The last `n` tested periods (not awaiting figures, tested by today) of each covenant, oldest first. */
export async function headroomTrends(db: Db, orgId: number, covenants: { covenant: CovenantRef; loan: LoanRef }[], n: number, today: string): Promise<CovenantTrend[]> {
  if (!covenants.length) return [];
  const res = await runShaped(
    db,
    'lending_mon_trends',
    (bind) => sql`select x.covenant_id, p.test_date::text, p.headroom::text, p.value::text, p.status
    from (select (value)::int as covenant_id from jsonb_array_elements(${bind('ids', JSON.stringify(covenants.map((c) => c.covenant.id)))}::jsonb)) x
    cross join lateral (
      select t.test_date, r.headroom, r.value, t.status
      from covenant_test t
      left join covenant_result r on r.test_id = t.id and r.current
      where t.covenant_id = x.covenant_id and t.organization_id = ${bind('org', orgId)} and t.status <> 'pending' and t.test_date <= ${bind('today', today)}::date
      order by t.test_date desc
      limit ${bind('n', n)}
    ) p
    order by x.covenant_id, p.test_date`,
  );
  const points = new Map<number, CovenantTrend['points']>();
  for (const r of rowsOf<PointRaw>(res)) {
    const list = points.get(r.covenant_id) ?? [];
    list.push({ test_date: r.test_date, headroom: r.headroom, value: r.value, status: r.status });
    points.set(r.covenant_id, list);
  }
  return covenants.map((c) => ({ ...c, points: points.get(c.covenant.id) ?? [] }));
}

type OptionsRaw = { officers: { id: number; name: string }[] | null; teams: { id: number; name: string }[] | null; products: { id: number; name: string }[] | null; ratings: string[] | null };

/** The filter bar's choices: the officers of the organization's loans, its teams, the products its loans use, its rating scale. */
export async function monitoringOptions(db: Db, orgId: number): Promise<MonitoringOptions> {
  const res = await runShaped(
    db,
    'lending_mon_options',
    (bind) => sql`select
    (select json_agg(json_build_object('id', x.id, 'name', x.name) order by x.name, x.id) from (
      select distinct u.id, ${userName('u')} as name from account a join "user" u on u.id = a.lead_user_id
      where a.organization_id = ${bind('org', orgId)} and a.module_kind = ${sql.raw(String(LENDING_KIND))}) x) as officers,
    (select json_agg(json_build_object('id', tm.id, 'name', tm.name) order by tm.name, tm.id) from team tm where tm.organization_id = ${bind('org', orgId)}) as teams,
    (select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name, p.id) from product p
      where p.organization_id = ${bind('org', orgId)} and exists (select 1 from loan ln where ln.organization_id = ${bind('org', orgId)} and ln.product_id = p.id)) as products,
    (select ls.rating_scale from lending_settings ls where ls.organization_id = ${bind('org', orgId)}) as ratings`,
  );
  const [row] = rowsOf<OptionsRaw>(res);
  return {
    officers: row?.officers ?? [],
    teams: row?.teams ?? [],
    products: row?.products ?? [],
    ratings: row?.ratings ?? [...LENDING_DEFAULTS.ratingScale],
  };
}
