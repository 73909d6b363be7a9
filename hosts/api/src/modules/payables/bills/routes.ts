/**
 * Vendors' bills: the staff calls (list, enter, read with the duplicate check, change, attach the
 * document, send for approval, approve, reject, void, read the document) and the vendor portal's
 * (send a bill, send a corrected one). A handler only guards, parses, calls and answers; the
 * rules are in actions.ts. Another organization's bill is a 404; a token reaches only its own
 * vendor account's bills (another account's, or a customer's token, is a 404).
 */
import { Hono, type Context } from 'hono';
import { and, count, eq, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import { BillCreate, BillListQuery, BillMessage, BillReject, BillUpdate, PortalBillSubmit } from '@si/contract';
import { account, file, item } from '../../../db/schema.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, detailError, notFound } from '../../../platform/http/errors.ts';
import { likePattern, ordering, pageOf } from '../../../platform/http/paging.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, check, pathId, query, readForm, readJson, type Form } from '../../../platform/http/validate.ts';
import type { Storage } from '../../../platform/storage.ts';
import { assertNotThrottled, recordFailure, type Limit } from '../../../platform/throttle.ts';
import { sendStoredFile } from '../../../shared/files/send.ts';
import { assertNotOnHold, portalOf, tokenIn, type PortalAccess } from '../../../shared/portal/access.ts';
import { portalItems } from '../../../shared/portal/serialize.ts';
import { payablesAccess } from '../module.ts';
import { bill } from '../schema.ts';
import { approveBill, attachBillFile, createBill, rejectBill, receivePortalBill, submitBill, updateBill, VENDOR_KINDS, voidBill, type ActingStaff } from './actions.ts';
import { guardBillMatch } from '../orders/bill-match.ts';
import { billAnswer, billOrderings, billScope, findBill, selectBills, toBillRow } from './rows.ts';
import { billDocument, billUploadLimit } from './upload.ts';

const acting = (c: Context): ActingStaff => {
  const staff = staffOf(c);
  return { orgId: staff.orgId, userId: staff.user.id };
};

/** The token's account when it is a vendor's; a customer's or a borrower's token finds nothing here. */
function vendorOnly(p: PortalAccess): PortalAccess {
  if (!VENDOR_KINDS.includes(p.account.moduleKind)) throw notFound();
  return p;
}

/** Bills a vendor's link may send: 30 an hour (a fixed window per link), beyond any honest use. */
const portalBillLimit = (p: PortalAccess): Limit => ({ key: `portal:bills:link:${p.link.id}`, max: 30, windowSeconds: 3600 });

/** The bill form without its file, text fields only; an empty optional field counts as left out. */
const PortalBillFields = PortalBillSubmit.omit({ file: true });
function textFields(form: Form): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    if (key === 'file') continue;
    if (typeof value !== 'string') throw badRequest({ [key]: ['Must be a string'] });
    if (value !== '') out[key] = value;
  }
  return out;
}

const isMultipart = (c: Context) => /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '');

export function billRoutes(deps: Deps, storage: Storage) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = payablesAccess(deps);
  const one = '/api/bills/:id{[0-9]+}';

  // ---- Staff -----------------------------------------------------------------------------

  // A page is two statements whatever its length: the count, and the rows with every name they show.
  app.get('/api/bills', access.read, async (c) => {
    const { orgId } = acting(c);
    const q = query(c, BillListQuery);
    const orderBy = ordering(q.ordering, billOrderings, '-created_at', bill.itemId);
    const conditions: (SQL | undefined)[] = [billScope(orgId)];
    if (q.state) conditions.push(eq(bill.state, q.state));
    if (q.account_id) conditions.push(eq(bill.accountId, q.account_id));
    if (q.due_before) conditions.push(lte(billOrderings.due_date, q.due_before), inArray(bill.state, ['received', 'in_approval', 'rejected', 'approved', 'scheduled']));
    if (q.search) {
      const pattern = likePattern(q.search);
      conditions.push(or(ilike(bill.number, pattern), ilike(account.name, pattern)));
    }
    const where = and(...conditions);
    // Every bill has one item and one account (required keys): the count joins them only when a
    // filter reads them (the due day, the vendor's name), else it reads `bill` alone.
    const counted = db.select({ n: count() }).from(bill);
    const [total] = await (q.search || q.due_before ? counted.innerJoin(item, eq(item.id, bill.itemId)).innerJoin(account, eq(account.id, bill.accountId)) : counted).where(where);
    const rows = await selectBills(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    return c.json(pageOf(c, { page: q.page, pageSize: q.page_size }, Number(total?.n ?? 0), rows.map((r) => toBillRow(r))));
  });

  app.post('/api/bills', access.write, async (c) => {
    const by = acting(c);
    const input = await body(c, BillCreate);
    const id = await createBill(deps, by, input);
    return c.json(await billAnswer(db, by.orgId, id), 201);
  });

  app.get(one, access.read, async (c) => {
    const { orgId } = acting(c);
    return c.json(await billAnswer(db, orgId, pathId(c)));
  });

  app.patch(one, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await findBill(db, by.orgId, id);
    const input = await body(c, BillUpdate);
    await updateBill(deps, by, id, input);
    return c.json(await billAnswer(db, by.orgId, id));
  });

  const verb = (path: string, run: (by: ActingStaff, id: number, c: Context) => Promise<void>) =>
    app.post(`${one}/${path}`, access.write, async (c) => {
      const by = acting(c);
      const id = pathId(c);
      await run(by, id, c);
      return c.json(await billAnswer(db, by.orgId, id));
    });
  verb('submit', (by, id) => submitBill(deps, by, id));
  // A bill that does not match its purchase order is approved only with a reason (orders/bill-match.ts).
  verb('approve', (by, id, c) => guardBillMatch(deps, c, by, id, () => approveBill(deps, by, id)));
  verb('reject', async (by, id, c) => {
    await findBill(db, by.orgId, id);
    const input = await body(c, BillReject);
    await rejectBill(deps, by, id, input.reason);
  });
  verb('void', (by, id) => voidBill(deps, by, id));

  app.get(`${one}/file`, access.read, async (c) => {
    const { orgId } = acting(c);
    const r = await findBill(db, orgId, pathId(c));
    if (r.bill.fileId === null) throw detailError(404, BillMessage.NO_FILE);
    const [row] = await db.select().from(file).where(and(eq(file.id, r.bill.fileId), eq(file.organizationId, orgId)));
    if (!row) throw detailError(404, BillMessage.NO_FILE);
    return sendStoredFile(c, storage, row, 'preview');
  });

  app.post(`${one}/file`, access.write, billUploadLimit, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    const r = await findBill(db, by.orgId, id);
    if (!isMultipart(c)) throw detailError(415, 'Send the file as multipart/form-data.');
    const doc = await billDocument(await readForm(c), `bill-${r.bill.number}.pdf`);
    await attachBillFile(deps, storage, by, id, doc);
    return c.json(await billAnswer(db, by.orgId, id), 201);
  });

  // ---- The vendor's portal ---------------------------------------------------------------

  /** The token, the file (type and size before anything else), the hold, the throttle, then the fields. */
  async function portalSubmission(c: Context) {
    // The token first, wherever it came (a JSON body too), so an unknown one is a 404 whatever was sent.
    const multipart = isMultipart(c);
    const raw = multipart ? await readForm(c) : await readJson(c);
    const p = vendorOnly(await portalOf(c, deps, tokenIn(raw)));
    if (!multipart) throw detailError(415, 'Send the bill as multipart/form-data, with its file.');
    const form = raw as Form;
    const doc = await billDocument(form, 'bill.pdf');
    await assertNotOnHold(db, p);
    await assertNotThrottled(db, [portalBillLimit(p)]);
    const { token: _token, ...input } = check(PortalBillFields, textFields(form));
    return { p, doc, input };
  }

  async function answerPortal(c: Context, p: PortalAccess, id: number) {
    await recordFailure(db, [portalBillLimit(p)]);
    const [answer] = await portalItems(db, p.account.id, [id]);
    return c.json(answer, 201);
  }

  app.post('/api/portal/bills', billUploadLimit, async (c) => {
    const { p, doc, input } = await portalSubmission(c);
    const id = await receivePortalBill(deps, storage, { orgId: p.orgId, accountId: p.account.id, contactId: p.contact.id }, input, doc);
    return answerPortal(c, p, id);
  });

  app.post('/api/portal/bills/:id{[0-9]+}/correction', billUploadLimit, async (c) => {
    const id = pathId(c);
    const { p, doc, input } = await portalSubmission(c);
    const created = await receivePortalBill(deps, storage, { orgId: p.orgId, accountId: p.account.id, contactId: p.contact.id }, input, doc, id);
    return answerPortal(c, p, created);
  });

  return app;
}
