/**
 * The compliance report's figures in two statements: the totals by status of the period's tests,
 * and its rows (at most `limit`), each with its current result and the waiver that covers it.
 *
 * The waiver of a test: one not revoked that names the test, or names none (every test of its
 * covenant) and either is in force today on a waived test (the covenants' own rule, which made
 * it waived) or was in force for the period (the test dated on or before its expiry, due on or
 * after the day it was made). Of several, the one naming the test, then one in force, then the newest.
 */
import { sql } from 'drizzle-orm';
import type { ComplianceRow, ComplianceTotals, CovenantRef, TestStatus, WaiverRef } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { loanScopeWhere, rowsOf, runShaped, scopeShape, type Bind, type LoanScope } from './scope.ts';

export interface CompliancePeriod {
  from: string;
  to: string;
  /** Today: a waived test's waiver is the one in force now. */
  today: string;
  status?: TestStatus | undefined;
}

const testsWhere = (s: LoanScope, p: CompliancePeriod, bind: Bind) =>
  sql`t.organization_id = ${bind('org', s.orgId)} and t.test_date >= ${bind('from', p.from)}::date and t.test_date <= ${bind('to', p.to)}::date${p.status ? sql` and t.status = ${bind('status', p.status)}` : sql``}`;

/** The scope's loans, hashed once: a period's tests are many. */
const scopedLoans = (s: LoanScope, bind: Bind) =>
  sql`select a.id, a.name, ln.reference from account a join loan ln on ln.account_id = a.id where ${loanScopeWhere(s, bind)}`;

const shapeOf = (kind: string, s: LoanScope, p: CompliancePeriod) => `lending_compliance_${kind}_${scopeShape(s)}_${p.status ? 1 : 0}`;

/** The period's tests by status. */
export async function complianceTotals(db: Db, s: LoanScope, p: CompliancePeriod): Promise<ComplianceTotals> {
  const res = await runShaped(db, shapeOf('totals', s, p), (bind) => sql`with l as materialized (${scopedLoans(s, bind)})
    select count(*)::int as total,
      count(*) filter (where t.status = 'pending')::int as pending,
      count(*) filter (where t.status = 'compliant')::int as compliant,
      count(*) filter (where t.status = 'warning')::int as warning,
      count(*) filter (where t.status = 'breach')::int as breach,
      count(*) filter (where t.status = 'waived')::int as waived
    from covenant_test t
    join l on l.id = t.account_id
    join covenant c on c.id = t.covenant_id and c.archived_at is null
    where ${testsWhere(s, p, bind)}`);
  const [row] = rowsOf<ComplianceTotals>(res);
  return row ?? { total: 0, pending: 0, compliant: 0, warning: 0, breach: 0, waived: 0 };
}

type RowRaw = {
  test_id: number;
  loan_id: number;
  reference: string;
  borrower: string;
  covenant_id: number;
  covenant_name: string;
  kind: CovenantRef['kind'];
  metric: CovenantRef['metric'];
  test_date: string;
  due_date: string;
  operator: ComplianceRow['operator'];
  threshold: string | null;
  value: string | null;
  headroom: string | null;
  status: TestStatus;
  result_status: ComplianceRow['result_status'];
  waiver_id: number | null;
  waiver_kind: WaiverRef['kind'] | null;
  waiver_expires: string | null;
  waiver_reason: string | null;
  approver_id: number | null;
  approver_name: string | null;
};

/** The period's tests, by borrower, loan, test date and covenant: `limit` of them from `offset`. */
export async function complianceRows(db: Db, s: LoanScope, p: CompliancePeriod, limit: number, offset = 0): Promise<ComplianceRow[]> {
  const res = await runShaped(db, shapeOf('rows', s, p), (bind) => sql`with l as materialized (${scopedLoans(s, bind)}),
    page as (
      select t.id, l.id as loan_id, l.reference, l.name as borrower, c.id as covenant_id, c.name as covenant_name, c.kind, c.metric, c.operator, c.threshold,
        t.covenant_id as cov, t.test_date, t.due_date, t.status
      from covenant_test t
      join l on l.id = t.account_id
      join covenant c on c.id = t.covenant_id and c.archived_at is null
      where ${testsWhere(s, p, bind)}
      order by l.name, l.reference, t.test_date, c.name, t.id
      limit ${bind('limit', limit)} offset ${bind('offset', offset)}
    )
    select pg.id as test_id, pg.loan_id, pg.reference, pg.borrower, pg.covenant_id, pg.covenant_name, pg.kind, pg.metric,
      pg.test_date::text, pg.due_date::text,
      coalesce(r.operator, pg.operator) as operator, coalesce(r.threshold, pg.threshold)::text as threshold,
      r.value::text, r.headroom::text, pg.status, r.status as result_status,
      w.id as waiver_id, w.kind as waiver_kind, w.expires_on::text as waiver_expires, w.reason as waiver_reason,
      w.approver_id, w.approver_name
    from page pg
    left join covenant_result r on r.test_id = pg.id and r.current
    left join lateral (
      select cw.id, cw.kind, cw.expires_on, cw.reason, u.id as approver_id,
        coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as approver_name
      from covenant_waiver cw
      left join "user" u on u.id = cw.approver_user_id
      where cw.covenant_id = pg.cov and cw.organization_id = ${bind('org', s.orgId)} and cw.revoked_at is null
        and (cw.test_id = pg.id or (cw.test_id is null and (
          (pg.status = 'waived' and cw.expires_on >= ${bind('today', p.today)}::date) or (pg.test_date <= cw.expires_on and pg.due_date >= cw.created_at::date))))
      order by (cw.test_id is null), (cw.expires_on >= ${bind('today', p.today)}::date) desc, cw.created_at desc, cw.id desc
      limit 1
    ) w on true
    order by pg.borrower, pg.reference, pg.test_date, pg.covenant_name, pg.id`);
  return rowsOf<RowRaw>(res).map((r) => ({
    test_id: r.test_id,
    loan: { id: r.loan_id, reference: r.reference, borrower: r.borrower },
    covenant: { id: r.covenant_id, name: r.covenant_name, kind: r.kind, metric: r.metric },
    test_date: r.test_date,
    due_date: r.due_date,
    operator: r.operator,
    threshold: r.threshold,
    value: r.value,
    headroom: r.headroom,
    status: r.status,
    result_status: r.result_status,
    waiver:
      r.waiver_id === null
        ? null
        : { id: r.waiver_id, kind: r.waiver_kind!, expires_on: r.waiver_expires!, reason: r.waiver_reason ?? '', approver: r.approver_id === null ? null : { id: r.approver_id, name: r.approver_name ?? '' } },
  }));
}
