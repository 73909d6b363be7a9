/**
 * Vendor bank details: the vendor gives them in its portal (or staff enter them), they wait until
 * a second staff member verifies them, and only then are they what the vendor is paid to. The
 * attacks: the requester verifying their own change, a wrong IBAN or BIC, another vendor's token,
 * another organization's account, a viewer writing, two verifications at once.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { BankDetailsMessage, ConfigProperty, ModuleKind } from '@si/contract';
import { API_ROUTES } from '@si/contract/api';
import { account, auditEvent, outbox, vendorBankDetails } from '../../../db/schema.ts';
import { setConfig } from '../../../platform/config.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makePortal } from '../../../../test-support/portal-fixtures.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { pendingBankDetails, verifiedBankDetails } from './read.ts';
import { statementsSent } from '../../../../test-support/statements.ts';

const BANK_OPERATIONS = { getVendorBankDetails: 1, requestVendorBankDetails: 1, listVendorBankDetails: 1, verifyVendorBankDetails: 1, rejectVendorBankDetails: 1 };

let t: TestContext;
let a: Org;
let b: Org;

const IBAN_DETAILS = { holder_name: 'Northwind Vendor GmbH', bank_name: 'Commerzbank', iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx', currency: 'EUR' };
const US_DETAILS = { holder_name: 'Northwind Vendor Inc.', bank_name: 'Chase', account_number: '770012345678', routing_number: '021000021' };
const NL_DETAILS = { holder_name: 'Northwind Vendor BV', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' };

const portalGet = (token: string) => call(t.app, 'GET', `/api/portal/bank_details?token=${encodeURIComponent(token)}`);
const portalPut = (token: string, details: Record<string, unknown>) => call(t.app, 'PUT', '/api/portal/bank_details', { json: { token, ...details } });
const staffGet = (org: Org, accountId: number, token = org.oa.token) => call(t.app, 'GET', `/api/accounts/${accountId}/bank_details`, { token });
const staffPut = (accountId: number, token: string, details: Record<string, unknown>) => call(t.app, 'PUT', `/api/accounts/${accountId}/bank_details`, { token, json: details });
const verify = (id: number, token: string) => call(t.app, 'POST', `/api/vendor_bank_details/${id}/verify`, { token });
const reject = (id: number, token: string, reason: string) => call(t.app, 'POST', `/api/vendor_bank_details/${id}/reject`, { token, json: { reason } });

/** A vendor account of `org` with a contact holding a live portal token. */
async function vendor(org: Org, name: string) {
  const portal = await makePortal(t.db, { orgId: org.orgId, moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE });
  await t.db.update(account).set({ name }).where(eq(account.id, portal.accountId));
  return portal;
}

before(async () => {
  t = await setup();
  a = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Vendor Org A' });
  b = await makeWorkflowOrg(t, { moduleKind: ModuleKind.VENDOR, name: 'Vendor Org B' });
});
after(() => t.database.close());

describe('a change waits for a second staff member', () => {
  test('the vendor gives details in the portal: pending, shown in full to it, and every contact is mailed', async () => {
    const [ada] = a.contacts;
    const res = await portalPut(ada!.token, IBAN_DETAILS);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.verified, null);
    assert.equal(res.body.pending.state, 'pending');
    assert.equal(res.body.pending.iban, 'DE89370400440532013000', 'kept in electronic format, in full for the vendor');
    assert.equal(res.body.pending.bic, 'COBADEFFXXX');
    assert.equal(res.body.pending.requested_by_contact, 'Ada Contact');

    const staff = await staffGet(a, a.accountId);
    assert.equal(staff.status, 200);
    assert.equal(staff.body.pending.requested_by, null, 'the vendor asked, not staff');
    assert.equal(staff.body.verified, null);

    // Both contacts hear of it, so a change made by someone else is noticed.
    const mails = await t.db.select().from(outbox).where(eq(outbox.organizationId, a.orgId));
    assert.equal(mails.length, 2);
    for (const m of mails) {
      assert.match(m.subject, /your bank details were changed/);
      assert.match(m.body, /changed by Ada Contact/);
      assert.match(m.body, /IBAN •••• 3000/);
      assert.match(m.body, /only once Vendor Org A has verified them/);
      assert.doesNotMatch(m.body, /DE89370400440532013000/, 'never the whole number in a mail');
    }
    const [row] = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, a.accountId), eq(auditEvent.action, 'bank_details_submitted')));
    assert.equal(row?.details.iban, '•••• 3000');
  });

  test('staff enter a change for the vendor: the one who requested it cannot verify it, another staff member can', async () => {
    const requested = await staffPut(a.accountId, a.ic.token, US_DETAILS);
    assert.equal(requested.status, 200, JSON.stringify(requested.body));
    const pending = requested.body.pending;
    assert.equal(pending.requested_by.id, a.ic.id);
    assert.equal(pending.requested_by.name, 'Ivan User');
    // The vendor's change still waiting was replaced, not verified.
    assert.equal(requested.body.history[0].state, 'superseded');
    assert.equal(requested.body.history[0].decided_by, null);

    const own = await verify(pending.id, a.ic.token);
    assert.equal(own.status, 403);
    assert.equal(own.body.detail, BankDetailsMessage.REQUESTED_BY_YOU);

    const ok = await verify(pending.id, a.oa.token);
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.pending, null);
    assert.equal(ok.body.verified.id, pending.id);
    assert.equal(ok.body.verified.decided_by.id, a.oa.id);
    assert.ok(ok.body.verified.decided_at);
    const [audited] = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, a.accountId), eq(auditEvent.action, 'bank_details_verified')));
    assert.equal(audited?.actorUserId, a.oa.id);
    assert.equal(audited?.details.account_number, '•••• 5678');

    // The vendor sees the verified details masked to the last 4.
    const portal = await portalGet(a.contacts[0]!.token);
    assert.equal(portal.body.verified.account_number, '•••• 5678');
    assert.equal(portal.body.verified.masked, true);
    assert.equal(portal.body.pending, null);
  });

  test('a later verified change supersedes the one before; the history lists who requested and who decided', async () => {
    const given = await portalPut(a.contacts[1]!.token, NL_DETAILS);
    const id = given.body.pending.id as number;
    // A payment run reads that this vendor has a change waiting, and still pays the verified details.
    assert.deepEqual([...(await pendingBankDetails(t.db, a.orgId, [a.accountId])).keys()], [a.accountId]);
    assert.equal((await verifiedBankDetails(t.db, a.orgId, [a.accountId])).get(a.accountId)?.accountNumber, '770012345678');

    const ok = await verify(id, a.lead.token);
    assert.equal(ok.status, 200);
    assert.equal(ok.body.verified.iban, 'NL91ABNA0417164300');
    const superseded = ok.body.history.find((h: { state: string; account_number: string }) => h.state === 'superseded' && h.account_number === '770012345678');
    assert.ok(superseded, 'the former verified details are superseded');
    assert.equal(superseded.requested_by.id, a.ic.id);
    assert.equal(superseded.decided_by.id, a.oa.id);
    const states = (await t.db.select().from(vendorBankDetails).where(eq(vendorBankDetails.accountId, a.accountId))).map((r) => r.state).sort();
    assert.deepEqual(states, ['superseded', 'superseded', 'verified']);
    assert.equal((await pendingBankDetails(t.db, a.orgId, [a.accountId])).size, 0);
    assert.equal((await verifiedBankDetails(t.db, a.orgId, [a.accountId])).get(a.accountId)?.iban, 'NL91ABNA0417164300');
    // Verifying again, or an unknown change, is refused.
    assert.equal((await verify(id, a.oa.token)).status, 409);
  });

  test('a rejected change keeps the verified details, and the vendor sees the reason', async () => {
    const given = await portalPut(a.contacts[0]!.token, US_DETAILS);
    assert.equal((await reject(given.body.pending.id, a.oa.token, '   ')).status, 400);
    const res = await reject(given.body.pending.id, a.oa.token, 'We could not confirm this change by phone.');
    assert.equal(res.status, 200);
    assert.equal(res.body.verified.iban, 'NL91ABNA0417164300');
    assert.equal(res.body.history[0].state, 'rejected');
    const portal = await portalGet(a.contacts[0]!.token);
    assert.equal(portal.body.rejected.reject_reason, 'We could not confirm this change by phone.');
    assert.equal(portal.body.rejected.account_number, '•••• 5678');
    assert.equal(portal.body.verified.iban, '•••• 4300');
  });
});

describe('bad details are refused with the field named', () => {
  test('a wrong IBAN check digit, a wrong country format, a bad BIC, a bad routing number', async () => {
    const wrongDigit = await portalPut(a.contacts[0]!.token, { ...IBAN_DETAILS, iban: 'DE88370400440532013000' });
    assert.equal(wrongDigit.status, 400);
    assert.deepEqual(wrongDigit.body, { iban: [BankDetailsMessage.IBAN_CHECK_DIGITS] });
    const staffWrong = await staffPut(a.accountId, a.oa.token, { ...IBAN_DETAILS, iban: 'DE89370400440532013001' });
    assert.deepEqual(staffWrong.body, { iban: [BankDetailsMessage.IBAN_CHECK_DIGITS] });
    assert.deepEqual((await portalPut(a.contacts[0]!.token, { ...IBAN_DETAILS, iban: 'DE8937040044053201300' })).body, { iban: [BankDetailsMessage.IBAN_FORMAT] });
    assert.deepEqual((await portalPut(a.contacts[0]!.token, { ...IBAN_DETAILS, bic: 'COBA1EFF' })).body, { bic: [BankDetailsMessage.BIC] });
    assert.deepEqual((await portalPut(a.contacts[0]!.token, { ...IBAN_DETAILS, bic: '' })).body, { bic: [BankDetailsMessage.BIC_NEEDED] });
    assert.deepEqual((await portalPut(a.contacts[0]!.token, { ...US_DETAILS, routing_number: '021000022' })).body, { routing_number: [BankDetailsMessage.ROUTING] });
    assert.deepEqual((await portalPut(a.contacts[0]!.token, { ...US_DETAILS, ...IBAN_DETAILS })).body, { account_number: [BankDetailsMessage.ONE_KIND] });
    assert.deepEqual((await portalPut(a.contacts[0]!.token, { holder_name: 'Nobody' })).body, { iban: [BankDetailsMessage.NONE] });
    assert.equal((await portalPut(a.contacts[0]!.token, { ...IBAN_DETAILS, holder_name: '' })).status, 400);
    assert.equal((await portalPut(a.contacts[0]!.token, { ...IBAN_DETAILS, iban: 'DE89 3704\u0000' })).status, 400);
    // Nothing was stored by any of them.
    const pending = await t.db.select().from(vendorBankDetails).where(and(eq(vendorBankDetails.accountId, a.accountId), eq(vendorBankDetails.state, 'pending')));
    assert.equal(pending.length, 0);
  });
});

describe('who may read and change what', () => {
  test("a token reaches only its own vendor's details; a customer's token reaches none", async () => {
    const other = await vendor(a, 'Other Vendor Ltd');
    await portalPut(other.token, US_DETAILS);
    // The first vendor's token still sees its own details only, and its write lands on its own account.
    const own = await portalGet(a.contacts[0]!.token);
    assert.equal(own.body.pending, null);
    assert.equal(own.body.verified.holder_name, 'Northwind Vendor BV');
    const otherView = await portalGet(other.token);
    assert.equal(otherView.body.pending.account_number, '770012345678');
    assert.equal(otherView.body.verified, null);
    const customer = await makePortal(t.db, { orgId: a.orgId, moduleKind: ModuleKind.SECURE_INVOICE_SALES });
    assert.equal((await portalGet(customer.token)).status, 404);
    assert.equal((await portalPut(customer.token, US_DETAILS)).status, 404);
    assert.equal((await portalGet('not-a-token')).status, 404);
  });

  test("another organization's account or change is a 404; a viewer reads but never writes", async () => {
    const bChange = await portalPut(b.contacts[0]!.token, IBAN_DETAILS);
    assert.equal(bChange.status, 200, 'the vendor module kind opens the payables portal too');
    const bId = bChange.body.pending.id as number;
    assert.equal((await staffGet(a, b.accountId)).status, 404);
    assert.equal((await staffPut(b.accountId, a.oa.token, US_DETAILS)).status, 404);
    assert.equal((await verify(bId, a.oa.token)).status, 404);
    assert.equal((await reject(bId, a.oa.token, 'no')).status, 404);
    const list = await call(t.app, 'GET', '/api/vendor_bank_details', { token: a.oa.token });
    assert.ok(!list.body.results.some((r: { id: number }) => r.id === bId));

    assert.equal((await staffGet(b, b.accountId, b.vo.token)).status, 200);
    assert.equal((await staffPut(b.accountId, b.vo.token, US_DETAILS)).status, 403);
    assert.equal((await verify(bId, b.vo.token)).status, 403);
    assert.equal((await reject(bId, b.vo.token, 'no')).status, 403);
    assert.equal((await staffGet(b, b.accountId)).body.pending.id, bId, 'still pending');
    // A non-vendor account of the organization has no bank details here.
    const customer = await makePortal(t.db, { orgId: b.orgId });
    assert.equal((await staffGet(b, customer.accountId)).status, 404);
  });

  test("an organization without accounts payable gets 403 Module not allowed on every staff call, before any id or body is read", async () => {
    await setConfig(t.db, b.orgId, ConfigProperty.MODULES_ALLOWED, '["lender"]');
    try {
      const staffRoutes = API_ROUTES.filter((r) => r.operationId in BANK_OPERATIONS && r.auth === 'staff');
      assert.equal(staffRoutes.length, 5);
      for (const route of staffRoutes) {
        const path = route.path.replace('{id}', String(b.accountId));
        const res = await call(t.app, route.method.toUpperCase(), path, { token: b.oa.token, json: route.method === 'get' ? undefined : {} });
        assert.deepEqual([res.status, res.body], [403, { detail: 'Module not allowed' }], route.operationId);
      }
    } finally {
      await setConfig(t.db, b.orgId, ConfigProperty.MODULES_ALLOWED, '');
    }
  });

  test('while the account is on hold the vendor cannot change its details', async () => {
    const held = await makePortal(t.db, { orgId: a.orgId, moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, hold: true, holdMessage: 'Paused while we review.' });
    const res = await portalPut(held.token, US_DETAILS);
    assert.equal(res.status, 403);
    assert.equal(res.body.detail, 'Paused while we review.');
    assert.equal((await portalGet(held.token)).status, 200);
  });

  test('two verifications at once: one wins, the other is told it is no longer pending', async () => {
    const given = await portalPut(b.contacts[1]!.token, US_DETAILS);
    const id = given.body.pending.id as number;
    const answers = await Promise.all([verify(id, b.oa.token), verify(id, b.lead.token), verify(id, b.ic.token)]);
    assert.deepEqual(answers.map((r) => r.status).sort(), [200, 409, 409]);
    const rows = await t.db.select().from(vendorBankDetails).where(and(eq(vendorBankDetails.accountId, b.accountId), eq(vendorBankDetails.state, 'verified')));
    assert.equal(rows.length, 1);
    const audits = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, b.accountId), eq(auditEvent.action, 'bank_details_verified')));
    assert.equal(audits.length, 1);
  });

  test('with customer notifications off nothing is mailed, and the activity says why', async () => {
    await setConfig(t.db, b.orgId, ConfigProperty.CUSTOMER_NOTIFICATIONS_ENABLED, 'false');
    const before = (await t.db.select().from(outbox).where(eq(outbox.organizationId, b.orgId))).length;
    assert.equal((await staffPut(b.accountId, b.oa.token, NL_DETAILS)).status, 200);
    assert.equal((await t.db.select().from(outbox).where(eq(outbox.organizationId, b.orgId))).length, before);
    const skipped = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, b.accountId), eq(auditEvent.action, 'notification_skipped')));
    assert.ok(skipped.some((r) => r.details.reason_code === 'customer_notifications_off'));
    await setConfig(t.db, b.orgId, ConfigProperty.CUSTOMER_NOTIFICATIONS_ENABLED, 'true');
  });
});

describe('the changes waiting across vendors', () => {
  const statements = (run: () => Promise<unknown>) => statementsSent(t.db, run);

  test('paged, with the vendor and who requested; the same statements for 1 row and for 100', async () => {
    const org = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Busy Org' });
    const list = (query = '') => call(t.app, 'GET', `/api/vendor_bank_details${query}`, { token: org.vo.token });
    await staffPut(org.accountId, org.ic.token, US_DETAILS);
    const one = await list();
    assert.equal(one.status, 200);
    assert.equal(one.body.count, 1);
    assert.equal(one.body.results[0].account.id, org.accountId);
    assert.match(one.body.results[0].account.name, /^Northwind/);
    assert.equal(one.body.results[0].requested_by.name, 'Ivan User');
    // The least of two runs: a config entry read again once its cache expired is not the list's cost.
    const measure = async () => Math.min(await statements(() => list('?page_size=100')), await statements(() => list('?page_size=100')));
    const forOne = await measure();

    const accounts = await t.db
      .insert(account)
      .values(Array.from({ length: 99 }, (_, i) => ({ organizationId: org.orgId, moduleKind: ModuleKind.VENDOR, name: `Vendor ${String(i).padStart(3, '0')}` })))
      .returning({ id: account.id });
    await t.db.insert(vendorBankDetails).values(accounts.map((acc, i) => ({ organizationId: org.orgId, accountId: acc.id, holderName: `Holder ${i}`, iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', requestedBy: i % 2 ? org.oa.id : null, requestedByContact: i % 2 ? null : 'A contact' })));
    const hundred = await list('?page_size=100');
    assert.equal(hundred.body.count, 100);
    assert.equal(hundred.body.results.length, 100);
    assert.equal(await measure(), forOne);
    assert.ok(forOne >= 2);

    const searched = await list('?search=Vendor%20007&ordering=-vendor');
    assert.deepEqual(searched.body.results.map((r: { account: { name: string } }) => r.account.name), ['Vendor 007']);
    assert.equal((await list('?ordering=nope')).status, 400);
    assert.equal((await list('?state=verified')).body.count, 0);
  });
});
