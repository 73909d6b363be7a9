/**
 * Receivables reports: the customer accounts with their balances, the aging report as of any
 * date (JSON, CSV, XLSX, PDF) and its drill-down, the accounts report for a period (JSON, CSV,
 * XLSX), the statement of account (view, PDF, send) and its monthly schedule. Every figure
 * comes from balances.ts. Another organization's account is a 404.
 */
import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import {
  AccountsReportQuery,
  AgingQuery,
  AsOfQuery,
  AuditEntityKind,
  ReceivableAccountsQuery,
  StatementQuery,
  StatementScheduleWrite,
  StatementSend,
  type AccountsReportRow,
  type AgingReport,
  type ReceivableAccountRow,
  type StatementScheduleRow,
} from '@si/contract';
import { formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { statementSchedule } from '../schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { staffOf, type Staff, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, pathId, query } from '../../../platform/http/validate.ts';
import type { Storage } from '../../../platform/storage.ts';
import { findReceivablesAccount } from '../ledger/allocate.ts';
import { agingFile } from '../../../shared/reports/aging.ts';
import { download, reportFile, type ReportFileColumn } from '../../../shared/reports/files.ts';
import { ACCOUNT_ORDERINGS, accountList, accountsReport, agingInvoices, agingReport } from './balances.ts';
import { today } from '../../../shared/dates/days.ts';
import { renderStatement, sendStatement, statementFileName, statementView } from './statement.ts';
import { receivablesAccess } from '../module.ts';

/** Rows per page of the accounts report's JSON (CSV and XLSX carry every row). */
export const ACCOUNTS_REPORT_PAGE = 100;
export const TO_BEFORE_FROM = 'The end of the period must be on or after its start.';

/** A receivables account of the caller's organization (404 otherwise; the route's guard has checked the module). */
const receivablesAccount = (db: Db, staff: Staff, id: number) => findReceivablesAccount(db, staff.orgId, id);

/** `archived=true` lists archived accounts too. */
function archivedParam(c: Context): boolean {
  const raw = c.req.query('archived');
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw badRequest({ archived: ['Must be true or false.'] });
}

/** The accounts list's `ordering`: one of ACCOUNT_ORDERINGS, optionally with '-'. */
function accountOrdering(raw: string | undefined) {
  const wanted = raw?.trim() || 'name';
  const key = wanted.replace(/^-/, '');
  if (!(ACCOUNT_ORDERINGS as readonly string[]).includes(key)) {
    throw badRequest({ ordering: [`Unknown ordering "${key}". Use one of: ${ACCOUNT_ORDERINGS.join(', ')}.`] });
  }
  return { key: key as (typeof ACCOUNT_ORDERINGS)[number], descending: wanted.startsWith('-') };
}

const ACCOUNTS_REPORT_COLUMNS: ReportFileColumn[] = [
  { key: 'account_name', label: 'Account', width: 3 },
  { key: 'currency', label: 'Currency' },
  { key: 'opening_balance', label: 'Opening balance', kind: 'money' },
  { key: 'invoiced', label: 'Invoiced', kind: 'money' },
  { key: 'paid', label: 'Paid', kind: 'money' },
  { key: 'credited', label: 'Credited', kind: 'money' },
  { key: 'closing_balance', label: 'Closing balance', kind: 'money' },
];

export function reportRoutes(deps: Deps, storage: Storage) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = receivablesAccess(deps);

  app.get('/api/receivables/accounts', access.read, async (c) => {
    const staff = staffOf(c);
    const q = query(c, ReceivableAccountsQuery);
    const archived = archivedParam(c);
    const orderBy = accountOrdering(q.ordering);
    const params = { page: q.page, pageSize: q.page_size };
    const { count, rows } = await accountList(db, { orgId: staff.orgId, asOf: today(), search: q.search, overdue: q.overdue, archived, ...orderBy, limit: q.page_size, offset: (q.page - 1) * q.page_size });
    const results: ReceivableAccountRow[] = rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      currency: r.currency,
      open_balance: formatAmount(r.open_balance, r.currency),
      overdue_balance: formatAmount(r.overdue_balance, r.currency),
      oldest_overdue_days: r.oldest_overdue_days === null ? null : Number(r.oldest_overdue_days),
      open_invoices: Number(r.open_invoices),
      credit: formatAmount(r.credit, r.currency),
      lead_name: r.lead_name,
      on_hold: r.on_hold,
    }));
    return c.json(pageOf(c, params, count, results));
  });

  app.get('/api/receivables/aging', access.read, async (c) => {
    const staff = staffOf(c);
    const q = query(c, AgingQuery);
    const asOf = q.as_of ?? today();
    const result = await agingReport(db, { orgId: staff.orgId, asOf, currency: q.currency, search: q.search });
    const report: AgingReport = { as_of: asOf, currency: q.currency ?? null, rows: result.rows, totals: result.totals };
    const format = q.format ?? 'json';
    if (format === 'json') return c.json(report);
    const subtitle = `As of ${asOf}${q.currency ? `, ${q.currency} only` : ''}${q.search ? `, accounts matching "${q.search}"` : ''}`;
    return agingFile(format, { report: result, name: `aging-${asOf}`, title: 'Accounts receivable aging', subtitle, accountLabel: 'Account' });
  });

  app.get('/api/receivables/aging/:accountId{[0-9]+}', access.read, async (c) => {
    const staff = staffOf(c);
    const acc = await receivablesAccount(db, staff, pathId(c, 'accountId'));
    const q = query(c, AsOfQuery);
    const results = await agingInvoices(db, { orgId: staff.orgId, accountId: acc.id, asOf: q.as_of ?? today() });
    return c.json({ results });
  });

  app.get('/api/receivables/accounts_report', access.read, async (c) => {
    const staff = staffOf(c);
    const q = query(c, AccountsReportQuery);
    if (q.to < q.from) throw badRequest({ to: [TO_BEFORE_FROM] });
    const format = q.format ?? 'json';
    const page = q.page ?? 1;
    const paged = format === 'json' ? { limit: ACCOUNTS_REPORT_PAGE, offset: (page - 1) * ACCOUNTS_REPORT_PAGE } : {};
    const raw = await accountsReport(db, { orgId: staff.orgId, from: q.from, to: q.to, search: q.search, ...paged });
    const results: AccountsReportRow[] = raw.map((r) => ({
      account_id: Number(r.account_id),
      account_name: r.account_name,
      currency: r.currency,
      opening_balance: formatAmount(r.opening_balance, r.currency),
      invoiced: formatAmount(r.invoiced, r.currency),
      paid: formatAmount(r.paid, r.currency),
      credited: formatAmount(r.credited, r.currency),
      closing_balance: formatAmount(r.closing_balance, r.currency),
    }));
    if (format === 'json') {
      let count = raw[0]?.total_count ?? 0;
      if (!raw.length && page > 1) count = (await accountsReport(db, { orgId: staff.orgId, from: q.from, to: q.to, search: q.search, limit: 1, offset: 0 }))[0]?.total_count ?? 0;
      return c.json({ count: Number(count), results });
    }
    return reportFile(format, {
      name: `accounts-${q.from}-${q.to}`,
      title: 'Accounts receivable by account',
      subtitle: `From ${q.from} to ${q.to}${q.search ? `, accounts matching "${q.search}"` : ''}`,
      columns: ACCOUNTS_REPORT_COLUMNS,
      rows: results,
      moneyWidth: 16,
    });
  });

  app.get('/api/accounts/:id{[0-9]+}/statement', access.read, async (c) => {
    const staff = staffOf(c);
    const acc = await receivablesAccount(db, staff, pathId(c));
    return c.json(await statementView(db, staff.orgId, acc, query(c, StatementQuery)));
  });

  app.get('/api/accounts/:id{[0-9]+}/statement/pdf', access.read, async (c) => {
    const staff = staffOf(c);
    const acc = await receivablesAccount(db, staff, pathId(c));
    const view = await statementView(db, staff.orgId, acc, query(c, StatementQuery));
    return download(await renderStatement(db, staff.orgId, view), 'application/pdf', statementFileName(view));
  });

  app.post('/api/accounts/:id{[0-9]+}/statement/send', access.write, async (c) => {
    const staff = staffOf(c);
    const acc = await receivablesAccount(db, staff, pathId(c));
    const input = await body(c, StatementSend);
    return c.json(await sendStatement(deps, storage, { orgId: staff.orgId, acc, asOf: input.as_of, contactIds: input.contact_ids, actorUserId: staff.user.id }));
  });

  const scheduleRow = async (accountId: number): Promise<StatementScheduleRow> => {
    const [row] = await db.select().from(statementSchedule).where(eq(statementSchedule.accountId, accountId));
    return row ? { enabled: row.enabled, day_of_month: row.dayOfMonth, last_sent_on: row.lastSentOn } : { enabled: false, day_of_month: null, last_sent_on: null };
  };

  app.get('/api/accounts/:id{[0-9]+}/statement_schedule', access.read, async (c) => {
    const staff = staffOf(c);
    const acc = await receivablesAccount(db, staff, pathId(c));
    return c.json(await scheduleRow(acc.id));
  });

  app.put('/api/accounts/:id{[0-9]+}/statement_schedule', access.write, async (c) => {
    const staff = staffOf(c);
    const acc = await receivablesAccount(db, staff, pathId(c));
    const input = await body(c, StatementScheduleWrite);
    await db.transaction(async (tx) => {
      await tx
        .insert(statementSchedule)
        .values({ accountId: acc.id, organizationId: staff.orgId, dayOfMonth: input.day_of_month, enabled: input.enabled })
        .onConflictDoUpdate({ target: statementSchedule.accountId, set: { dayOfMonth: input.day_of_month, enabled: input.enabled } });
      await audit(tx as unknown as Db, { orgId: staff.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: acc.id, action: 'statement_schedule_changed', actorUserId: staff.user.id, details: { ...input } });
    });
    const [row] = await db.select().from(statementSchedule).where(and(eq(statementSchedule.accountId, acc.id), eq(statementSchedule.organizationId, staff.orgId)));
    return c.json({ enabled: row!.enabled, day_of_month: row!.dayOfMonth, last_sent_on: row!.lastSentOn } satisfies StatementScheduleRow);
  });

  return app;
}
