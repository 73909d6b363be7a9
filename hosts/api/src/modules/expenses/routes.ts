/**
 * Expenses' staff calls: claims and their lines, receipts and their reading, sending, deciding,
 * billing on to customers, the report PDF, the reimbursements, the categories and the settings. A
 * handler only guards, parses, calls and answers; the rules are in actions.ts, decide.ts,
 * receipts.ts, rebill.ts and settings.ts. Every route is behind the module's access (read, write,
 * admin); another organization's claim, line, category or reading is a 404.
 */
import { Hono, type Context } from 'hono';
import { Readable } from 'node:stream';
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  ExpenseCategoryListQuery,
  ExpenseCategoryPatch,
  ExpenseCategoryWrite,
  ExpenseClaimCreate,
  ExpenseClaimListQuery,
  ExpenseClaimReject,
  ExpenseClaimUpdate,
  ExpenseLinePatch,
  ExpenseLineReadingStart,
  ExpenseLineWrite,
  ExpenseMessage,
  ExpenseReimbursementListQuery,
  ExpenseSettingsWrite,
  PayablesAgingBillsQuery,
  PayablesAgingQuery,
  type AgingReport,
} from '@si/contract';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest, detailError, notFound } from '../../platform/http/errors.ts';
import { likePattern, ordering, pageOf } from '../../platform/http/paging.ts';
import { staffOf, type StaffEnv } from '../../platform/http/roles.ts';
import { body, pathId, query, readForm } from '../../platform/http/validate.ts';
import type { Storage } from '../../platform/storage.ts';
import { downloadHeaders, sendStoredFile } from '../../shared/files/send.ts';
import { addLine, createClaim, deleteClaim, deleteLine, updateClaim, updateLine, type ActingStaff } from './actions.ts';
import { ruleCondition, userNameSql } from './approvers.ts';
import { approveClaim, rejectClaim, submitClaim } from './decide.ts';
import { expensesAccess } from './module.ts';
import { findReceiptReading, startReceiptReading } from './reading.ts';
import { rebillClaim } from './rebill.ts';
import { attachReceipt, processReceipt, receiptFile, receiptUploadLimit, removeReceipt } from './receipts.ts';
import { claimReportPdf, listReimbursements } from './reports.ts';
import { agingBills, payablesAging } from '../payables/reports/aging.ts';
import { today } from '../../shared/dates/days.ts';
import { agingFile } from '../../shared/reports/aging.ts';
import { answeredStateSql, claimAnswer, claimant, countClaims, findClaim, selectClaims, toClaimRow, viewerOf } from './rows.ts';
import { expenseClaim, expenseLine, expensePayee } from './schema.ts';
import { categoryAnswer, createCategory, deleteCategory, listCategories, putSettings, readExpenseSettings, settingsAnswer, updateCategory } from './settings.ts';

const acting = (c: Context): ActingStaff => {
  const staff = staffOf(c);
  return { orgId: staff.orgId, userId: staff.user.id };
};

const isMultipart = (c: Context) => /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '');

const CLAIM_ORDERINGS = {
  number: expenseClaim.sequence,
  title: expenseClaim.title,
  total: expenseClaim.total,
  created_at: expenseClaim.createdAt,
  submitted_at: expenseClaim.submittedAt,
  state: answeredStateSql,
};

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export function expenseRoutes(deps: Deps, storage: Storage) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = expensesAccess(deps);
  const one = '/api/expense-claims/:id{[0-9]+}';
  const line = `${one}/lines/:lineId{[0-9]+}`;

  // ---- Claims ------------------------------------------------------------------------------

  // A page is four statements whatever its length: the settings, what the caller may decide, the count, the rows.
  app.get('/api/expense-claims', access.read, async (c) => {
    const by = acting(c);
    const q = query(c, ExpenseClaimListQuery);
    const settings = await readExpenseSettings(db, by.orgId);
    const viewer = await viewerOf(db, by.orgId, by.userId, settings);
    const conditions: (SQL | undefined)[] = [eq(expenseClaim.organizationId, by.orgId)];
    if (q.scope === 'mine') conditions.push(eq(expenseClaim.claimantUserId, by.userId));
    if (q.scope === 'to_approve') conditions.push(eq(expenseClaim.state, 'submitted'), ruleCondition(viewer.rule, claimant.homeOfficeId, by.userId));
    if (q.state) conditions.push(eq(answeredStateSql, q.state));
    if (q.search) {
      const pattern = likePattern(q.search);
      conditions.push(or(ilike(expenseClaim.number, pattern), ilike(expenseClaim.title, pattern), ilike(userNameSql(claimant), pattern)));
    }
    const where = and(...conditions);
    const total = await countClaims(db, where);
    const rows = await selectClaims(db)
      .where(where)
      .orderBy(...ordering(q.ordering, CLAIM_ORDERINGS, '-created_at', expenseClaim.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    return c.json(pageOf(c, { page: q.page, pageSize: q.page_size }, total, rows.map((r) => toClaimRow(r, viewer))));
  });

  app.post('/api/expense-claims', access.write, async (c) => {
    const by = acting(c);
    const input = await body(c, ExpenseClaimCreate);
    const id = await createClaim(db, by, input);
    return c.json(await claimAnswer(db, by.orgId, by.userId, id), 201);
  });

  app.get(one, access.read, async (c) => {
    const by = acting(c);
    return c.json(await claimAnswer(db, by.orgId, by.userId, pathId(c)));
  });

  app.patch(one, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await findClaim(db, by.orgId, id);
    await updateClaim(db, by, id, await body(c, ExpenseClaimUpdate));
    return c.json(await claimAnswer(db, by.orgId, by.userId, id));
  });

  app.delete(one, access.write, async (c) => {
    await deleteClaim(db, storage, acting(c), pathId(c));
    return c.body(null, 204);
  });

  // ---- Lines -------------------------------------------------------------------------------

  app.post(`${one}/lines`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await findClaim(db, by.orgId, id);
    await addLine(db, by, id, await body(c, ExpenseLineWrite));
    return c.json(await claimAnswer(db, by.orgId, by.userId, id), 201);
  });

  app.patch(line, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    const lineId = pathId(c, 'lineId');
    await findClaim(db, by.orgId, id);
    await updateLine(db, by, id, lineId, await body(c, ExpenseLinePatch));
    return c.json(await claimAnswer(db, by.orgId, by.userId, id));
  });

  app.delete(line, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await deleteLine(db, storage, by, id, pathId(c, 'lineId'));
    return c.json(await claimAnswer(db, by.orgId, by.userId, id));
  });

  // ---- Receipts ----------------------------------------------------------------------------

  /** The claim's line as it is stored (404 for another organization's claim or another claim's line). */
  async function storedLine(orgId: number, id: number, lineId: number) {
    await findClaim(db, orgId, id);
    const [l] = await db
      .select()
      .from(expenseLine)
      .where(and(eq(expenseLine.id, lineId), eq(expenseLine.claimId, id), eq(expenseLine.organizationId, orgId)));
    if (!l) throw notFound();
    return l;
  }

  app.post(`${line}/receipt`, access.write, receiptUploadLimit, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    const lineId = pathId(c, 'lineId');
    const r = await findClaim(db, by.orgId, id);
    await storedLine(by.orgId, id, lineId);
    // Who and when before the file is looked at; checked again, locked, where the receipt is written.
    if (r.claim.claimantUserId !== by.userId) throw detailError(403, ExpenseMessage.NOT_CLAIMANT);
    if (r.claim.state !== 'draft' && r.claim.state !== 'rejected') throw detailError(409, ExpenseMessage.NOT_EDITABLE);
    if (!isMultipart(c)) throw detailError(415, 'Send the receipt as multipart/form-data.');
    const file = await receiptFile(await readForm(c));
    await attachReceipt(db, storage, by, id, lineId, await processReceipt(file));
    return c.json(await claimAnswer(db, by.orgId, by.userId, id), 201);
  });

  app.get(`${line}/receipt`, access.read, async (c) => {
    const { orgId } = acting(c);
    const l = await storedLine(orgId, pathId(c), pathId(c, 'lineId'));
    if (!l.receiptKey) throw detailError(404, ExpenseMessage.NO_RECEIPT);
    return sendStoredFile(c, storage, { name: l.receiptName ?? 'receipt', contentType: l.receiptType ?? 'application/octet-stream', size: l.receiptBytes ?? 0, storageKey: l.receiptKey }, 'preview');
  });

  app.delete(`${line}/receipt`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await removeReceipt(db, storage, by, id, pathId(c, 'lineId'));
    return c.json(await claimAnswer(db, by.orgId, by.userId, id));
  });

  // ---- Reading receipts --------------------------------------------------------------------

  app.post(`${line}/reading`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    const l = await storedLine(by.orgId, id, pathId(c, 'lineId'));
    const r = await findClaim(db, by.orgId, id);
    if (r.claim.claimantUserId !== by.userId) throw detailError(403, ExpenseMessage.NOT_CLAIMANT);
    const input = await body(c, ExpenseLineReadingStart);
    if (!l.receiptKey || !l.receiptType) throw detailError(404, ExpenseMessage.NO_RECEIPT);
    let bytes: Buffer;
    try {
      bytes = await bytesOf(await storage.get(l.receiptKey));
    } catch {
      throw detailError(404, 'This file is no longer available.');
    }
    return c.json(startReceiptReading(by.orgId, bytes, l.receiptType, input.date_order ?? 'dmy'), 201);
  });

  app.post('/api/expense-readings', access.write, receiptUploadLimit, async (c) => {
    const { orgId } = acting(c);
    if (!isMultipart(c)) throw detailError(415, 'Send the receipt as multipart/form-data.');
    const form = await readForm(c);
    const file = await receiptFile(form);
    const raw = form.date_order;
    if (raw !== undefined && raw !== '' && raw !== 'dmy' && raw !== 'mdy') throw badRequest({ date_order: ['Use dmy or mdy.'] });
    return c.json(startReceiptReading(orgId, file.bytes, file.contentType, raw === 'mdy' ? 'mdy' : 'dmy'), 201);
  });

  app.get('/api/expense-readings/:id{[0-9]+}', access.read, (c) => c.json(findReceiptReading(acting(c).orgId, pathId(c))));

  // ---- The way through approval ------------------------------------------------------------

  const verb = (path: string, run: (by: ActingStaff, id: number, c: Context) => Promise<void>) =>
    app.post(`${one}/${path}`, access.write, async (c) => {
      const by = acting(c);
      const id = pathId(c);
      await run(by, id, c);
      return c.json(await claimAnswer(db, by.orgId, by.userId, id));
    });
  verb('submit', (by, id) => submitClaim(db, by, id));
  verb('approve', (by, id) => approveClaim(db, by, id));
  verb('reject', async (by, id, c) => {
    await findClaim(db, by.orgId, id);
    const input = await body(c, ExpenseClaimReject);
    await rejectClaim(db, by, id, input.reason);
  });

  app.post(`${one}/rebill`, access.write, async (c) => {
    const by = acting(c);
    return c.json({ added: await rebillClaim(db, by, pathId(c)) });
  });

  app.get(`${one}/report.pdf`, access.read, async (c) => {
    const by = acting(c);
    const d = await claimAnswer(db, by.orgId, by.userId, pathId(c));
    const bytes = await claimReportPdf(d);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, downloadHeaders({ name: `expense-report-${d.number}.pdf`, contentType: 'application/pdf', size: bytes.length }, 'inline'));
  });

  // ---- Reimbursements ----------------------------------------------------------------------

  app.get('/api/expense-reimbursements', access.read, async (c) => {
    const { orgId } = acting(c);
    const q = query(c, ExpenseReimbursementListQuery);
    const page = await listReimbursements(db, orgId, q);
    return c.json(pageOf(c, { page: q.page, pageSize: q.page_size }, page.count, page.results));
  });

  // Reimbursements owed, aged: payables' aging over the claimants' payee accounts only.
  const payees = (orgId: number) => db.select({ id: expensePayee.accountId }).from(expensePayee).where(eq(expensePayee.organizationId, orgId));

  app.get('/api/expense-reimbursements/aging', access.read, async (c) => {
    const { orgId } = acting(c);
    const q = query(c, PayablesAgingQuery);
    const asOf = q.as_of ?? today();
    const result = await payablesAging(db, { orgId, asOf, currency: q.currency, search: q.search, accounts: payees(orgId).getSQL() });
    const format = q.format ?? 'json';
    if (format === 'json') return c.json({ as_of: asOf, currency: q.currency ?? null, rows: result.rows, totals: result.totals } satisfies AgingReport);
    const subtitle = `As of ${asOf}${q.currency ? `, ${q.currency} only` : ''}${q.search ? `, staff matching "${q.search}"` : ''}`;
    return agingFile(format, { report: result, name: `reimbursements-aging-${asOf}`, title: 'Reimbursements owed to staff', subtitle, accountLabel: 'Staff member' });
  });

  app.get('/api/expense-reimbursements/aging/:accountId{[0-9]+}', access.read, async (c) => {
    const { orgId } = acting(c);
    const id = pathId(c, 'accountId');
    const [payee] = await db
      .select({ id: expensePayee.accountId })
      .from(expensePayee)
      .where(and(eq(expensePayee.accountId, id), eq(expensePayee.organizationId, orgId)));
    if (!payee) throw notFound();
    const q = query(c, PayablesAgingBillsQuery);
    return c.json({ results: await agingBills(db, { orgId, accountId: payee.id, asOf: q.as_of ?? today() }) });
  });

  // ---- Categories and settings -------------------------------------------------------------

  app.get('/api/expense-categories', access.read, async (c) => {
    const { orgId } = acting(c);
    const q = query(c, ExpenseCategoryListQuery);
    const page = await listCategories(db, orgId, q);
    return c.json(pageOf(c, { page: q.page, pageSize: q.page_size }, page.count, page.results));
  });

  app.post('/api/expense-categories', access.admin, async (c) => {
    const by = acting(c);
    const id = await createCategory(db, by, await body(c, ExpenseCategoryWrite));
    return c.json(await categoryAnswer(db, by.orgId, id), 201);
  });

  app.patch('/api/expense-categories/:id{[0-9]+}', access.admin, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await categoryAnswer(db, by.orgId, id);
    await updateCategory(db, by, id, await body(c, ExpenseCategoryPatch));
    return c.json(await categoryAnswer(db, by.orgId, id));
  });

  app.delete('/api/expense-categories/:id{[0-9]+}', access.admin, async (c) => {
    await deleteCategory(db, acting(c), pathId(c));
    return c.body(null, 204);
  });

  app.get('/api/expense-settings', access.read, async (c) => c.json(await settingsAnswer(db, acting(c).orgId)));

  app.put('/api/expense-settings', access.admin, async (c) => {
    const by = acting(c);
    await putSettings(db, by, await body(c, ExpenseSettingsWrite));
    return c.json(await settingsAnswer(db, by.orgId));
  });

  return app;
}
