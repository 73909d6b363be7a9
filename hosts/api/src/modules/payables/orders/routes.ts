/**
 * Purchase orders: the staff calls (list, write a draft, send, close, record goods received, the
 * PDF, the match tolerance, a bill's match) and the vendor portal's (accept, decline, the PDF). A
 * handler only guards, parses, calls and answers; the rules are in actions.ts. Another
 * organization's order is a 404; a token reaches only its own vendor account's orders.
 */
import { Hono, type Context } from 'hono';
import { and, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import { MatchTolerance, PortalOrderAccept, PortalOrderDecline, PurchaseOrderCreate, PurchaseOrderListQuery, PurchaseOrderReceive, PurchaseOrderUpdate } from '@si/contract';
import { account, item } from '../../../db/schema.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { likePattern, ordering, pageOf } from '../../../platform/http/paging.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, check, pathId, query, readJson } from '../../../platform/http/validate.ts';
import { downloadHeaders } from '../../../shared/files/send.ts';
import { portalOf, tokenIn, type PortalAccess } from '../../../shared/portal/access.ts';
import { portalItems } from '../../../shared/portal/serialize.ts';
import { pdfOrganization } from '../../receivables/invoices/pdf.ts';
import { VENDOR_KINDS, type ActingStaff } from '../bills/actions.ts';
import { payablesAccess } from '../module.ts';
import { purchaseOrder } from '../schema.ts';
import { closeOrder, createOrder, decideOrder, receiveGoods, sendOrder, updateOrder } from './actions.ts';
import { billMatch } from './bill-match.ts';
import { orderPdf } from './pdf.ts';
import { findOrder, orderAnswer, orderOrderings, orderScope, selectOrders, toOrderRow } from './rows.ts';
import { matchTolerance, setMatchTolerance } from './settings.ts';

const acting = (c: Context): ActingStaff => {
  const staff = staffOf(c);
  return { orgId: staff.orgId, userId: staff.user.id };
};

const pdfResponse = (c: Context, pdf: { name: string; bytes: Uint8Array }) => c.body(Buffer.from(pdf.bytes), 200, downloadHeaders({ name: pdf.name, contentType: 'application/pdf', size: pdf.bytes.length }));

export function purchaseOrderRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = payablesAccess(deps);
  const one = '/api/purchase_orders/:id{[0-9]+}';

  // ---- Staff -----------------------------------------------------------------------------

  app.get('/api/purchase_orders', access.read, async (c) => {
    const { orgId } = acting(c);
    const q = query(c, PurchaseOrderListQuery);
    const orderBy = ordering(q.ordering, orderOrderings, '-created_at', purchaseOrder.itemId);
    const conditions: (SQL | undefined)[] = [orderScope(orgId)];
    if (q.state) conditions.push(eq(purchaseOrder.state, q.state));
    if (q.account_id) conditions.push(eq(item.accountId, q.account_id));
    if (q.search) {
      const pattern = likePattern(q.search);
      conditions.push(or(ilike(purchaseOrder.number, pattern), ilike(account.name, pattern), ilike(item.title, pattern)));
    }
    const where = and(...conditions);
    const [total] = await db.select({ n: count() }).from(purchaseOrder).innerJoin(item, eq(item.id, purchaseOrder.itemId)).innerJoin(account, eq(account.id, item.accountId)).where(where);
    const rows = await selectOrders(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    return c.json(pageOf(c, { page: q.page, pageSize: q.page_size }, Number(total?.n ?? 0), rows.map(toOrderRow)));
  });

  app.post('/api/purchase_orders', access.write, async (c) => {
    const by = acting(c);
    const id = await createOrder(deps, by, await body(c, PurchaseOrderCreate));
    return c.json(await orderAnswer(db, by.orgId, id), 201);
  });

  app.get(one, access.read, async (c) => c.json(await orderAnswer(db, acting(c).orgId, pathId(c))));

  app.patch(one, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await findOrder(db, by.orgId, id);
    await updateOrder(deps, by, id, await body(c, PurchaseOrderUpdate));
    return c.json(await orderAnswer(db, by.orgId, id));
  });

  app.post(`${one}/send`, access.write, async (c) => {
    const by = acting(c);
    const orgName = (await pdfOrganization(db, by.orgId)).name;
    const sentTo = await sendOrder(deps, { ...by, orgName }, pathId(c), (r) => orderPdf(db, by.orgId, r));
    return c.json({ sent_to: sentTo });
  });

  app.post(`${one}/close`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await closeOrder(deps, by, id);
    return c.json(await orderAnswer(db, by.orgId, id));
  });

  app.post(`${one}/receipts`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await findOrder(db, by.orgId, id);
    await receiveGoods(deps, by, id, await body(c, PurchaseOrderReceive));
    return c.json(await orderAnswer(db, by.orgId, id), 201);
  });

  app.get(`${one}/pdf`, access.read, async (c) => {
    const { orgId } = acting(c);
    return pdfResponse(c, await orderPdf(db, orgId, await findOrder(db, orgId, pathId(c))));
  });

  app.get('/api/payables_settings/match_tolerance', access.read, async (c) => c.json(await matchTolerance(db, acting(c).orgId)));

  app.put('/api/payables_settings/match_tolerance', access.admin, async (c) => {
    const by = acting(c);
    return c.json(await setMatchTolerance(db, by.orgId, by.userId, await body(c, MatchTolerance)));
  });

  app.get('/api/bills/:id{[0-9]+}/match', access.read, async (c) => c.json(await billMatch(db, acting(c).orgId, pathId(c))));

  // ---- The vendor's portal ---------------------------------------------------------------

  /** The token's vendor account (a customer's token finds nothing) and its order `id`, not a draft; 404 otherwise. */
  async function portalOrder(p: PortalAccess, id: number) {
    if (!VENDOR_KINDS.includes(p.account.moduleKind)) throw notFound();
    const [r] = await selectOrders(db).where(and(eq(purchaseOrder.itemId, id), orderScope(p.orgId), eq(item.accountId, p.account.id), ne(purchaseOrder.state, 'draft')));
    if (!r) throw notFound();
    return r;
  }

  const decide = (accept: boolean) => async (c: Context) => {
    const id = pathId(c);
    const raw = await readJson(c);
    const p = await portalOf(c, deps, tokenIn(raw));
    await portalOrder(p, id);
    const by = { orgId: p.orgId, accountId: p.account.id, contactId: p.contact.id };
    if (accept) {
      check(PortalOrderAccept, raw);
      await decideOrder(deps, by, id, { accept: true });
    } else {
      const input = check(PortalOrderDecline, raw);
      await decideOrder(deps, by, id, { accept: false, reason: input.reason });
    }
    const [answer] = await portalItems(db, p.account.id, [id]);
    return c.json(answer);
  };
  app.post('/api/portal/purchase_orders/:id{[0-9]+}/accept', decide(true));
  app.post('/api/portal/purchase_orders/:id{[0-9]+}/decline', decide(false));

  app.get('/api/portal/purchase_orders/:id{[0-9]+}/pdf', async (c) => {
    const id = pathId(c);
    const p = await portalOf(c, deps, c.req.query('token'));
    const r = await portalOrder(p, id);
    return pdfResponse(c, await orderPdf(db, p.orgId, r));
  });

  return app;
}
