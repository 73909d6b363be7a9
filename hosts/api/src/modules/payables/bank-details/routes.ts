/**
 * The bank details vendors are paid to: the vendor's portal (read, and give new details) and the
 * staff calls (a vendor's details, a change entered for the vendor, the changes waiting across
 * vendors, verify and reject). A handler only guards, parses, calls and answers; the rules are
 * in actions.ts. A token opens only its own vendor account (another account kind is a 404), and
 * another organization's account or change is a 404.
 */
import { Hono } from 'hono';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { BankDetailsReject, BankDetailsWrite, PortalBankDetailsWrite, VendorBankDetailsListQuery, type PortalBankDetails } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { account } from '../../../db/schema.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { likePattern, pageOf } from '../../../platform/http/paging.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, check, pathId, query, readJson } from '../../../platform/http/validate.ts';
import { findAccount } from '../../../shared/accounts/contact-rows.ts';
import { assertNotOnHold, contactName, portalOf, tokenIn, type PortalAccess } from '../../../shared/portal/access.ts';
import { PAYABLES, payablesAccess } from '../module.ts';
import { vendorBankDetails } from '../schema.ts';
import { rejectBankDetails, submitBankDetails, verifyBankDetails } from './actions.ts';
import { decider, portalRow, requester, staffColumns, staffRow, vendorBankDetailsOf } from './rows.ts';

const VENDOR_KINDS = [...PAYABLES.portalKinds];

/** The token's account when it is a vendor's; a customer's or a borrower's token finds nothing here. */
function vendorOnly(p: PortalAccess): PortalAccess {
  if (!VENDOR_KINDS.includes(p.account.moduleKind as (typeof VENDOR_KINDS)[number])) throw notFound();
  return p;
}

/** What the vendor's portal shows, in one statement: verified (masked), pending (in full), the last rejection. */
async function portalBankDetails(db: Db, p: PortalAccess): Promise<PortalBankDetails> {
  const rows = await db
    .select()
    .from(vendorBankDetails)
    .where(and(eq(vendorBankDetails.accountId, p.account.id), eq(vendorBankDetails.organizationId, p.orgId)))
    .orderBy(sql`${vendorBankDetails.state} in ('verified', 'pending') desc`, desc(vendorBankDetails.createdAt), desc(vendorBankDetails.id))
    .limit(3);
  const verified = rows.find((r) => r.state === 'verified');
  const pending = rows.find((r) => r.state === 'pending');
  const latest = rows.find((r) => r.state !== 'verified' && r.state !== 'pending');
  // A rejection is news only when nothing was given since: no change waiting, none verified after it.
  const rejected = latest?.state === 'rejected' && !pending && (!verified || verified.createdAt < latest.createdAt) ? latest : undefined;
  return {
    verified: verified ? portalRow(verified, true) : null,
    pending: pending ? portalRow(pending, false) : null,
    rejected: rejected ? portalRow(rejected, true) : null,
  };
}

const LIST_ORDERINGS = { created_at: vendorBankDetails.createdAt, vendor: account.name } as const;

export function bankDetailsRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = payablesAccess(deps);

  // ---- The vendor's portal ---------------------------------------------------------------

  app.get('/api/portal/bank_details', async (c) => {
    const p = vendorOnly(await portalOf(c, deps, c.req.query('token')));
    return c.json(await portalBankDetails(db, p));
  });

  app.put('/api/portal/bank_details', async (c) => {
    const raw = await readJson(c);
    const p = vendorOnly(await portalOf(c, deps, tokenIn(raw)));
    const { token: _token, ...input } = check(PortalBankDetailsWrite, raw);
    await assertNotOnHold(db, p);
    await submitBankDetails(deps, { orgId: p.orgId, accountId: p.account.id, by: { kind: 'contact', contactId: p.contact.id, name: contactName(p.contact) || p.contact.email } }, input);
    return c.json(await portalBankDetails(db, p));
  });

  // ---- Staff -----------------------------------------------------------------------------

  const accountPath = '/api/accounts/:id{[0-9]+}/bank_details';

  app.get(accountPath, access.read, async (c) => {
    const staff = staffOf(c);
    const acc = await findAccount(db, staff.orgId, VENDOR_KINDS, pathId(c));
    return c.json(await vendorBankDetailsOf(db, staff.orgId, acc.id));
  });

  app.put(accountPath, access.write, async (c) => {
    const staff = staffOf(c);
    const acc = await findAccount(db, staff.orgId, VENDOR_KINDS, pathId(c));
    const input = await body(c, BankDetailsWrite);
    const name = `${staff.user.firstName} ${staff.user.lastName}`.trim() || staff.user.email;
    await submitBankDetails(deps, { orgId: staff.orgId, accountId: acc.id, by: { kind: 'staff', userId: staff.user.id, name } }, input);
    return c.json(await vendorBankDetailsOf(db, staff.orgId, acc.id));
  });

  // A page is two statements whatever its length: the count, and the rows with the vendor's and both staff members' names.
  app.get('/api/vendor_bank_details', access.read, async (c) => {
    const staff = staffOf(c);
    const q = query(c, VendorBankDetailsListQuery);
    const wanted = q.ordering || 'created_at';
    const name = wanted.replace(/^-/, '');
    const column = Object.hasOwn(LIST_ORDERINGS, name) ? LIST_ORDERINGS[name as keyof typeof LIST_ORDERINGS] : undefined;
    if (!column) throw badRequest({ ordering: [`Unknown ordering "${name}". Use one of: ${Object.keys(LIST_ORDERINGS).join(', ')}.`] });
    const pattern = q.search ? likePattern(q.search) : undefined;
    const where = and(
      eq(vendorBankDetails.organizationId, staff.orgId),
      eq(vendorBankDetails.state, q.state),
      pattern ? or(ilike(account.name, pattern), ilike(vendorBankDetails.holderName, pattern)) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(vendorBankDetails).innerJoin(account, eq(account.id, vendorBankDetails.accountId)).where(where);
    const rows = await db
      .select({ ...staffColumns, accountName: account.name })
      .from(vendorBankDetails)
      .innerJoin(account, eq(account.id, vendorBankDetails.accountId))
      .leftJoin(requester, eq(requester.id, vendorBankDetails.requestedBy))
      .leftJoin(decider, eq(decider.id, vendorBankDetails.verifiedBy))
      .where(where)
      .orderBy(wanted.startsWith('-') ? desc(column) : asc(column), asc(vendorBankDetails.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    const results = rows.map((r) => ({ ...staffRow(r), account: { id: r.row.accountId, name: r.accountName } }));
    return c.json(pageOf(c, { page: q.page, pageSize: q.page_size }, Number(total?.n ?? 0), results));
  });

  app.post('/api/vendor_bank_details/:id{[0-9]+}/verify', access.write, async (c) => {
    const staff = staffOf(c);
    const row = await verifyBankDetails(deps, { orgId: staff.orgId, userId: staff.user.id }, pathId(c));
    return c.json(await vendorBankDetailsOf(db, staff.orgId, row.accountId));
  });

  app.post('/api/vendor_bank_details/:id{[0-9]+}/reject', access.write, async (c) => {
    const staff = staffOf(c);
    const id = pathId(c);
    const input = await body(c, BankDetailsReject);
    const row = await rejectBankDetails(deps, { orgId: staff.orgId, userId: staff.user.id }, id, input.reason);
    return c.json(await vendorBankDetailsOf(db, staff.orgId, row.accountId));
  });

  return app;
}
