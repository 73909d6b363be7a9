/** Accounts directory: staff pick accounts and their contacts by name (GET /api/accounts, /api/accounts/{id}/contacts). */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { ModuleKind } from '@si/contract';
import { account, accountContact, contactRole } from '../../db/schema.ts';
import { setConfig } from '../../platform/config.ts';
import { call } from '../../../test-support/helpers.ts';
import { adminWorld, type AdminWorld } from '../../../test-support/admin-support.ts';
import { addContact } from '../../../test-support/portal-fixtures.ts';

let w: AdminWorld;
let acme: number;
let beta: number;
let lender: number;
let foreign: number;
let ada: number;
const api = (path: string, token = w.tokens.oa) => call(w.t.app, 'GET', path, { token });
const names = (body: { results: { name: string }[] }) => body.results.map((r) => r.name);

before(async () => {
  w = await adminWorld();
  const org = w.org.orgId;
  const insert = async (orgId: number, name: string, moduleKind: number, extra: Partial<typeof account.$inferInsert> = {}) =>
    (await w.t.db.insert(account).values({ organizationId: orgId, name, moduleKind, ...extra }).returning())[0]!.id;
  acme = await insert(org, 'Acme Trading', ModuleKind.SECURE_INVOICE_SALES, { leadUserId: w.oa.id, accountHold: true });
  beta = await insert(org, 'Beta Foods', ModuleKind.FILE);
  lender = await insert(org, 'Corner Bakery loan', ModuleKind.BANK);
  for (let i = 0; i < 12; i++) await insert(org, `Zeta customer ${String(i).padStart(2, '0')}`, ModuleKind.FILE);
  foreign = await insert(w.otherOrg.orgId, 'Acme Foreign', ModuleKind.SECURE_INVOICE_SALES);
  const [role] = await w.t.db.insert(contactRole).values({ organizationId: org, name: 'CFO' }).returning();
  const first = await addContact(w.t.db, org, acme, 'Ada');
  ada = first.contactId;
  await w.t.db.update(accountContact).set({ contactRoleId: role!.id }).where(eq(accountContact.id, first.linkId));
  await addContact(w.t.db, org, acme, 'Bruno');
  await addContact(w.t.db, org, beta, 'Cleo');
  await addContact(w.t.db, w.otherOrg.orgId, foreign, 'Dora');
});
after(() => w.t.database.close());

describe('GET /api/accounts', () => {
  test('pages by name with a count and the lead, hold and module of each row', async () => {
    const res = await api('/api/accounts');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.count, 15);
    assert.equal(res.body.results.length, 10);
    assert.ok(res.body.next);
    const { id, name, module_kind, account_hold, lead } = res.body.results[0];
    assert.deepEqual({ id, name, module_kind, account_hold, lead }, { id: acme, name: 'Acme Trading', module_kind: ModuleKind.SECURE_INVOICE_SALES, account_hold: true, lead: { id: w.oa.id, name: 'Olivia User' } });
    assert.equal(res.body.results[1].lead, null);
    const page2 = await api('/api/accounts?page=2&page_size=10');
    assert.equal(page2.body.results.length, 5);
    assert.equal((await api('/api/accounts?page_size=25')).body.results.length, 15);
    assert.equal((await api('/api/accounts?page_size=7')).status, 400);
    const past = await api('/api/accounts?page=9');
    assert.deepEqual([past.status, past.body.count, past.body.results], [200, 15, []]);
  });

  test('orders by the whitelisted fields only', async () => {
    assert.equal(names((await api('/api/accounts?ordering=-name')).body)[0], 'Zeta customer 11');
    assert.equal((await api('/api/accounts?ordering=-created_at')).status, 200);
    const bad = await api('/api/accounts?ordering=lead_user_id');
    assert.equal(bad.status, 400);
    assert.ok(bad.body.ordering);
  });

  test('searches the name, case-insensitively, and filters by module kind', async () => {
    assert.deepEqual(names((await api('/api/accounts?search=acme')).body), ['Acme Trading']);
    assert.deepEqual(names((await api('/api/accounts?search=50%25')).body), []);
    assert.deepEqual(names((await api(`/api/accounts?module_kind=${ModuleKind.BANK}`)).body), ['Corner Bakery loan']);
    assert.equal((await api(`/api/accounts?module_kind=${ModuleKind.FILE}&search=beta`)).body.count, 1);
    assert.equal((await api('/api/accounts?module_kind=99')).status, 400);
  });

  test('a module the organization does not allow is left out', async () => {
    await setConfig(w.t.db, w.org.orgId, 'modules_allowed', '["lender","secure_invoice_sales"]');
    try {
      assert.deepEqual(names((await api('/api/accounts')).body), ['Acme Trading', 'Corner Bakery loan']);
      assert.equal((await api(`/api/accounts/${beta}/contacts`)).status, 404);
    } finally {
      await setConfig(w.t.db, w.org.orgId, 'modules_allowed', '');
    }
  });

  test('another organization never lists these accounts; a VO and an IC can read', async () => {
    const stranger = await api('/api/accounts?search=acme', w.tokens.stranger);
    assert.deepEqual(names(stranger.body), ['Acme Foreign']);
    assert.equal((await api('/api/accounts', w.tokens.vo)).body.count, 15);
    assert.equal((await api('/api/accounts', w.tokens.ic)).body.count, 15);
    assert.equal((await call(w.t.app, 'GET', '/api/accounts')).status, 401);
  });

  test('the custom field values of an account still answer', async () => {
    assert.equal((await api(`/api/accounts/${acme}/custom_field_values`)).status, 200);
  });
});

describe('GET /api/accounts/{id}/contacts', () => {
  test("lists the account's contacts with their role and no secrets", async () => {
    const res = await api(`/api/accounts/${acme}/contacts`, w.tokens.vo);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.count, 2);
    assert.deepEqual(res.body.results.map((r: { first_name: string }) => r.first_name), ['Ada', 'Bruno']);
    const first = res.body.results[0];
    assert.equal(first.id, ada);
    assert.deepEqual(Object.keys(first).sort(), ['company_name', 'contact_role', 'email', 'first_name', 'id', 'last_name', 'link', 'party_type', 'phone']);
    assert.deepEqual(Object.keys(first.link).sort(), ['expires_at', 'issued_at', 'last_access_at', 'sent_at', 'state']);
    assert.equal(first.contact_role.name, 'CFO');
    assert.equal(res.body.results[1].contact_role, null);
    assert.doesNotMatch(JSON.stringify(res.body), /token|hash|mfa/i);
    assert.deepEqual((await api(`/api/accounts/${beta}/contacts`)).body.results.map((r: { first_name: string }) => r.first_name), ['Cleo']);
    assert.equal((await api(`/api/accounts/${lender}/contacts`)).body.count, 0);
  });

  test("another organization's account is 404 both ways", async () => {
    assert.equal((await api(`/api/accounts/${foreign}/contacts`)).status, 404);
    assert.equal((await api(`/api/accounts/${acme}/contacts`, w.tokens.stranger)).status, 404);
    assert.equal((await api('/api/accounts/999999/contacts')).status, 404);
  });
});
