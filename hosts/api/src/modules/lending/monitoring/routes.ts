/**
 * Portfolio monitoring and the compliance report: GET /api/lending/monitoring and GET
 * /api/lending/reports/compliance (JSON, or a file with `format`). Every staff role reads; the
 * figures come from portfolio.ts and compliance.ts, the files from files.ts.
 */
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { ComplianceQuery, MONITORING_LIMITS, MONITORING_LISTS, MonitoringMessage, MonitoringQuery, type ComplianceReport, type CovenantRef, type LoanRef, type MonitoringView } from '@si/contract';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { query } from '../../../platform/http/validate.ts';
import { dayOffset, today as todayOf } from '../../../shared/dates/days.ts';
import { TO_BEFORE_FROM } from '../../receivables/reports/routes.ts';
import { lendingAccess } from '../module.ts';
import { complianceRows, complianceTotals } from './compliance.ts';
import { complianceFile } from './files.ts';
import { headroomTrends, monitoringCounts, monitoringOptions, monitoringRows } from './portfolio.ts';
import { likeEscaped, loanScopeWhere, rowsOf, type LoanScope } from './scope.ts';

/** The first and last day of the calendar quarter `day` is in. */
export function quarterOf(day: string): { from: string; to: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const first = Math.floor((m - 1) / 3) * 3;
  const from = new Date(Date.UTC(y, first, 1));
  const to = new Date(Date.UTC(y, first + 3, 0));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

export function monitoringRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = lendingAccess(deps);

  app.get('/api/lending/monitoring', access.read, async (c) => {
    const { orgId } = staffOf(c);
    const q = query(c, MonitoringQuery);
    const now = new Date();
    const today = todayOf(now);
    const to = q.to ?? today;
    const from = q.from ?? dayOffset(-365, now);
    if (to < from) throw badRequest({ to: [TO_BEFORE_FROM] });
    const window = { today, upcomingTo: dayOffset(q.days ?? MONITORING_LIMITS.defaultDays, now), from, to, windowGiven: q.from !== undefined || q.to !== undefined };
    const scope: LoanScope = { orgId, statuses: ['active'], officer: q.officer, team: q.team, product: q.product, rating: q.rating || undefined };
    const limit = q.limit ?? MONITORING_LIMITS.defaultPageSize;
    const offset = q.offset ?? 0;
    const lists = q.list ? [q.list] : MONITORING_LISTS;
    const [counts, rows, options] = await Promise.all([monitoringCounts(db, scope, window), monitoringRows(db, scope, window, lists, limit, offset), monitoringOptions(db, orgId)]);
    const seen = new Map<number, { covenant: CovenantRef; loan: LoanRef }>();
    for (const list of MONITORING_LISTS) for (const r of rows[list]) if (!seen.has(r.covenant.id)) seen.set(r.covenant.id, { covenant: r.covenant, loan: r.loan });
    const trends = await headroomTrends(db, orgId, [...seen.values()], q.trend ?? MONITORING_LIMITS.defaultTrend, today);
    const panel = (list: (typeof MONITORING_LISTS)[number]) => ({ count: counts[list], results: rows[list] });
    const view: MonitoringView = {
      as_of: today,
      from,
      to,
      upcoming_to: window.upcomingTo,
      limit,
      offset,
      upcoming: panel('upcoming'),
      overdue: panel('overdue'),
      breaches: panel('breaches'),
      warnings: panel('warnings'),
      trends,
      options,
    };
    return c.json(view);
  });

  app.get('/api/lending/reports/compliance', access.read, async (c) => {
    const { orgId } = staffOf(c);
    const q = query(c, ComplianceQuery);
    const today = todayOf();
    const quarter = quarterOf(today);
    const from = q.from ?? quarter.from;
    const to = q.to ?? quarter.to;
    if (to < from) throw badRequest({ to: [TO_BEFORE_FROM] });
    const scope: LoanScope = {
      orgId,
      statuses: ['active', 'closed'],
      loan: q.loan,
      referencePrefix: q.reference ? likeEscaped(q.reference) : undefined,
      borrowerPattern: q.borrower ? likeEscaped(q.borrower) : undefined,
    };
    const format = q.format ?? 'json';
    const period = { from, to, today, status: q.status };
    const limit = format === 'json' ? (q.limit ?? MONITORING_LIMITS.defaultReportPage) : MONITORING_LIMITS.reportRows;
    const offset = format === 'json' ? (q.offset ?? 0) : 0;
    const [loanRows, totals, rows] = await Promise.all([
      q.loan === undefined
        ? Promise.resolve([])
        : db.execute(sql`select a.id, ln.reference, a.name as borrower from account a join loan ln on ln.account_id = a.id where ${loanScopeWhere({ orgId, statuses: ['active', 'closed'], loan: q.loan })}`).then(rowsOf<LoanRef>),
      complianceTotals(db, scope, period),
      complianceRows(db, scope, period, limit, offset),
    ]);
    const loan = loanRows[0] ?? null;
    if (q.loan !== undefined && !loan) throw badRequest({ loan: [MonitoringMessage.unknownLoan] });
    const report: ComplianceReport = { from, to, as_of: today, loan, status: q.status ?? null, totals, limit, offset, rows };
    if (format === 'json') return c.json(report);
    return complianceFile(format, report);
  });

  return app;
}
