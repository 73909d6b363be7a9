/**
 * Payables reports: the aging of what the organization owes its vendors as of any day (JSON, CSV,
 * XLSX, PDF) with a vendor's bills owed that day, and the vendor accounts report for a period
 * (JSON a page at a time, CSV, XLSX, PDF). Every figure comes from aging.ts; the files are the
 * receivables reports' own (shared/reports). Another organization's vendor is a 404.
 */
import { Hono } from 'hono';
import { and, eq, inArray } from 'drizzle-orm';
import { PayablesAccountsReportQuery, PayablesAgingBillsQuery, PayablesAgingQuery, type AgingReport, type VendorAccountsReportRow } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import { account } from '../../../db/schema.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { pathId, query } from '../../../platform/http/validate.ts';
import { today } from '../../../shared/dates/days.ts';
import { agingFile } from '../../../shared/reports/aging.ts';
import { reportFile, type ReportFileColumn } from '../../../shared/reports/files.ts';
import { ACCOUNTS_REPORT_PAGE, TO_BEFORE_FROM } from '../../receivables/reports/routes.ts';
import { PAYABLES, payablesAccess } from '../module.ts';
import { agingBills, payablesAging, vendorAccountsReport } from './aging.ts';

const ACCOUNTS_COLUMNS: ReportFileColumn[] = [
  { key: 'account_name', label: 'Vendor', width: 3 },
  { key: 'currency', label: 'Currency' },
  { key: 'opening_balance', label: 'Opening balance', kind: 'money' },
  { key: 'billed', label: 'Billed', kind: 'money' },
  { key: 'paid', label: 'Paid', kind: 'money' },
  { key: 'credited', label: 'Credited', kind: 'money' },
  { key: 'closing_balance', label: 'Closing balance', kind: 'money' },
  { key: 'overdue_balance', label: 'Overdue', kind: 'money' },
];

const matching = (search: string | undefined) => (search ? `, vendors matching "${search}"` : '');

export function payablesReportRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = payablesAccess(deps);

  app.get('/api/payables/aging', access.read, async (c) => {
    const { orgId } = staffOf(c);
    const q = query(c, PayablesAgingQuery);
    const asOf = q.as_of ?? today();
    const result = await payablesAging(db, { orgId, asOf, currency: q.currency, search: q.search });
    const format = q.format ?? 'json';
    if (format === 'json') return c.json({ as_of: asOf, currency: q.currency ?? null, rows: result.rows, totals: result.totals } satisfies AgingReport);
    const subtitle = `As of ${asOf}${q.currency ? `, ${q.currency} only` : ''}${matching(q.search)}`;
    return agingFile(format, { report: result, name: `payables-aging-${asOf}`, title: 'Accounts payable aging', subtitle, accountLabel: 'Vendor' });
  });

  app.get('/api/payables/aging/:accountId{[0-9]+}', access.read, async (c) => {
    const { orgId } = staffOf(c);
    const id = pathId(c, 'accountId');
    // A vendor (or payee) account of the caller's organization; any other id is not found.
    const [vendor] = await db
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.id, id), eq(account.organizationId, orgId), inArray(account.moduleKind, [...PAYABLES.portalKinds])));
    if (!vendor) throw notFound();
    const q = query(c, PayablesAgingBillsQuery);
    return c.json({ results: await agingBills(db, { orgId, accountId: vendor.id, asOf: q.as_of ?? today() }) });
  });

  app.get('/api/payables/accounts_report', access.read, async (c) => {
    const { orgId } = staffOf(c);
    const q = query(c, PayablesAccountsReportQuery);
    if (q.to < q.from) throw badRequest({ to: [TO_BEFORE_FROM] });
    const format = q.format ?? 'json';
    const page = q.page ?? 1;
    const scope = { orgId, from: q.from, to: q.to, search: q.search };
    const raw = await vendorAccountsReport(db, format === 'json' ? { ...scope, limit: ACCOUNTS_REPORT_PAGE, offset: (page - 1) * ACCOUNTS_REPORT_PAGE } : scope);
    const results: VendorAccountsReportRow[] = raw.map((r) => ({
      account_id: Number(r.account_id),
      account_name: r.account_name,
      currency: r.currency,
      opening_balance: formatAmount(r.opening_balance, r.currency),
      billed: formatAmount(r.billed, r.currency),
      paid: formatAmount(r.paid, r.currency),
      credited: formatAmount(r.credited, r.currency),
      closing_balance: formatAmount(r.closing_balance, r.currency),
      overdue_balance: formatAmount(r.overdue_balance, r.currency),
    }));
    if (format === 'json') {
      // A page past the end has no row to carry the count: ask for it alone.
      const count = raw[0]?.total_count ?? (page > 1 ? ((await vendorAccountsReport(db, { ...scope, limit: 1, offset: 0 }))[0]?.total_count ?? 0) : 0);
      return c.json({ count: Number(count), results });
    }
    return reportFile(format, {
      name: `vendor-accounts-${q.from}-${q.to}`,
      title: 'Accounts payable by vendor',
      subtitle: `From ${q.from} to ${q.to}${matching(q.search)}`,
      columns: ACCOUNTS_COLUMNS,
      rows: results,
      moneyWidth: 16,
    });
  });

  return app;
}
