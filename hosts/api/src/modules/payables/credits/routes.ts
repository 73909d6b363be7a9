/**
 * Vendor credits, staff calls: a vendor's credits (list, record one), one credit, void, apply to a
 * bill. A handler only guards, finds, parses, calls and answers (the record a path names is looked
 * up before the body is read, so another organization's id is a 404 whatever was sent); the rules
 * are in actions.ts. Another organization's vendor, credit or bill is a 404, and so is an account
 * that is not a vendor's.
 */
import { Hono, type Context } from 'hono';
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { VendorCreditApply, VendorCreditCreate, VendorCreditListQuery } from '@si/contract';
import type { Deps } from '../../../platform/http/deps.ts';
import { likePattern, ordering, pageOf } from '../../../platform/http/paging.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, pathId, query } from '../../../platform/http/validate.ts';
import { findAccount } from '../../../shared/accounts/contact-rows.ts';
import { PAYABLES, payablesAccess } from '../module.ts';
import { vendorCredit } from '../schema.ts';
import { findBill, toBillRow } from '../bills/rows.ts';
import { applyVendorCredit, createVendorCredit, voidVendorCredit, type ActingStaff } from './actions.ts';
import { creditAnswer, creditRows, findCredit, selectCredits } from './rows.ts';

const VENDOR_KINDS = [...PAYABLES.portalKinds];

const ORDERINGS = { credit_date: vendorCredit.creditDate, number: vendorCredit.number, amount: vendorCredit.amount, created_at: vendorCredit.createdAt } as const;

const acting = (c: Context): ActingStaff => {
  const staff = staffOf(c);
  return { orgId: staff.orgId, userId: staff.user.id };
};

export function vendorCreditRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = payablesAccess(deps);
  const ofVendor = '/api/accounts/:id{[0-9]+}/vendor_credits';
  const one = '/api/vendor_credits/:id{[0-9]+}';

  // A page is three statements whatever its length: the count, the credits, their applications.
  app.get(ofVendor, access.read, async (c) => {
    const { orgId } = acting(c);
    const vendor = await findAccount(db, orgId, VENDOR_KINDS, pathId(c));
    const q = query(c, VendorCreditListQuery);
    const orderBy = ordering(q.ordering, ORDERINGS, '-credit_date', vendorCredit.id);
    const conditions: (SQL | undefined)[] = [eq(vendorCredit.organizationId, orgId), eq(vendorCredit.accountId, vendor.id)];
    if (q.state) conditions.push(eq(vendorCredit.state, q.state));
    if (q.search) {
      const pattern = likePattern(q.search);
      conditions.push(or(ilike(vendorCredit.number, pattern), ilike(vendorCredit.memo, pattern)));
    }
    const where = and(...conditions);
    const [total] = await db.select({ n: count() }).from(vendorCredit).where(where);
    const rows = await selectCredits(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    return c.json(pageOf(c, { page: q.page, pageSize: q.page_size }, Number(total?.n ?? 0), await creditRows(db, orgId, rows)));
  });

  app.post(ofVendor, access.write, async (c) => {
    const by = acting(c);
    const vendor = await findAccount(db, by.orgId, VENDOR_KINDS, pathId(c));
    const input = await body(c, VendorCreditCreate);
    const id = await createVendorCredit(deps, by, vendor.id, input);
    return c.json(await creditAnswer(db, by.orgId, id), 201);
  });

  app.get(one, access.read, async (c) => {
    const { orgId } = acting(c);
    return c.json(await creditAnswer(db, orgId, pathId(c)));
  });

  app.post(`${one}/void`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await voidVendorCredit(deps, by, id);
    return c.json(await creditAnswer(db, by.orgId, id));
  });

  app.post(`${one}/apply`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await findCredit(db, by.orgId, id);
    const input = await body(c, VendorCreditApply);
    await applyVendorCredit(deps, by, id, input);
    const credit = await creditAnswer(db, by.orgId, id);
    const applied = toBillRow(await findBill(db, by.orgId, input.bill_id));
    return c.json({
      credit,
      bill: { id: applied.id, number: applied.number, balance: applied.balance, state: applied.state, paid_on: applied.paid_on, payment_reference: applied.payment_reference },
    });
  });

  return app;
}
