/** The contact directory: list and search, not_on_account, create with a unique e-mail, edit, isolation and roles. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { CONTACT_EMAIL_TAKEN, ModuleKind } from '@si/contract';
import { account, auditEvent } from '../../db/schema.ts';
import { call } from '../../../test-support/helpers.ts';
import { adminWorld, type AdminWorld } from '../../../test-support/admin-support.ts';
import { addContact } from '../../../test-support/portal-fixtures.ts';

let w: AdminWorld;
let acme: number;
let foreignAccount: number;
let onAcme: number;
let foreignContact: number;
const send = (method: string, path: string, json?: unknown, token = w.tokens.oa) => call(w.t.app, method, path, { token, json });
const emails = (res: { body: { results: { email: string }[] } }) => res.body.results.map((r) => r.email);

before(async () => {
  w = await adminWorld();
  acme = (await w.t.db.insert(account).values({ organizationId: w.org.orgId, name: 'Acme', moduleKind: ModuleKind.FILE }).returning())[0]!.id;
  foreignAccount = (await w.t.db.insert(account).values({ organizationId: w.otherOrg.orgId, name: 'Foreign', moduleKind: ModuleKind.FILE }).returning())[0]!.id;
  onAcme = (await addContact(w.t.db, w.org.orgId, acme, 'Ada')).contactId;
  foreignContact = (await addContact(w.t.db, w.otherOrg.orgId, foreignAccount, 'Zed')).contactId;
});
after(() => w.t.database.close());

describe('/api/contacts', () => {
  let bea: number;

  test('creates an individual and a company; the e-mail is unique whatever its case', async () => {
    const res = await send('POST', '/api/contacts', { first_name: 'Bea', last_name: 'Stone', email: 'Bea@Stone.example', phone: '+1 201 555 0123' }, w.tokens.ic);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    bea = res.body.id;
    assert.deepEqual([res.body.party_type, res.body.account_count, res.body.phone], [1, 0, '+12015550123']);
    const company = await send('POST', '/api/contacts', { party_type: 2, company_name: 'Stone & Sons', email: 'office@stone.example' });
    assert.equal(company.status, 201);
    const clash = await send('POST', '/api/contacts', { first_name: 'Other', email: 'bea@stone.EXAMPLE' });
    assert.deepEqual([clash.status, clash.body], [400, { email: [CONTACT_EMAIL_TAKEN] }]);
    const events = await w.t.db.select().from(auditEvent).where(eq(auditEvent.entityId, bea));
    assert.ok(events.some((e) => e.entityKind === 4 && e.action === 'contact_created'));
  });

  test('bad input is 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ first_name: 'A' }, 'email'],
      [{ first_name: 'A', email: 'nope' }, 'email'],
      [{ first_name: 'A', email: 'a@b.example', phone: 'ring ring' }, 'phone'],
      [{ email: 'a@b.example' }, 'first_name'],
      [{ party_type: 2, email: 'a@b.example' }, 'company_name'],
      [{ party_type: 3, first_name: 'A', email: 'a@b.example' }, 'party_type'],
      [{ first_name: 'x'.repeat(151), email: 'a@b.example' }, 'first_name'],
      [{ first_name: 'A', email: 'a@b.example', organization_id: 1 }, 'organization_id'],
    ];
    for (const [json, field] of cases) {
      const res = await send('POST', '/api/contacts', json);
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.ok(res.body[field], `${field}: ${JSON.stringify(res.body)}`);
    }
  });

  test('lists and searches names, company and e-mail; not_on_account leaves that account out', async () => {
    const all = await send('GET', '/api/contacts?page_size=25', undefined, w.tokens.vo);
    assert.equal(all.body.count, 3);
    assert.equal(all.body.results.find((r: { id: number }) => r.id === onAcme).account_count, 1);
    assert.deepEqual(emails(await send('GET', '/api/contacts?search=STONE')).sort(), ['Bea@Stone.example', 'office@stone.example']);
    assert.deepEqual(emails(await send('GET', '/api/contacts?search=sons')), ['office@stone.example']);
    assert.equal((await send('GET', '/api/contacts?search=ada')).body.count, 1);
    assert.equal((await send('GET', `/api/contacts?not_on_account=${acme}`)).body.results.some((r: { id: number }) => r.id === onAcme), false);
    assert.equal((await send('GET', `/api/contacts?not_on_account=${acme}`)).body.count, 2);
    assert.ok((await send('GET', `/api/contacts?not_on_account=${foreignAccount}`)).body.not_on_account);
    assert.ok((await send('GET', '/api/contacts?not_on_account=x')).body.not_on_account);
    assert.equal((await send('GET', '/api/contacts?ordering=-email')).status, 200);
    assert.ok((await send('GET', '/api/contacts?ordering=phone')).body.ordering);
  });

  test('edits only what is sent, keeps the rules, and refuses a taken e-mail', async () => {
    const res = await send('PATCH', `/api/contacts/${bea}`, { phone: '0044 20 7946 0958' });
    assert.deepEqual([res.status, res.body.first_name, res.body.phone], [200, 'Bea', '+442079460958']);
    // A number without its country code cannot be read: the field says what to write.
    const national = await send('PATCH', `/api/contacts/${bea}`, { phone: '020 7946 0958' });
    assert.deepEqual(national.body, { phone: ['Enter a phone number with its country code, such as +1 201 555 0123.'] });
    assert.equal((await send('PATCH', `/api/contacts/${bea}`, { email: 'BEA@stone.example' })).status, 200, 'its own e-mail in another case');
    assert.deepEqual((await send('PATCH', `/api/contacts/${bea}`, { email: 'office@stone.example' })).body, { email: [CONTACT_EMAIL_TAKEN] });
    assert.ok((await send('PATCH', `/api/contacts/${bea}`, { first_name: '', last_name: '' })).body.first_name);
    assert.ok((await send('PATCH', `/api/contacts/${bea}`, { id: 5 })).body.id);
    assert.equal((await send('PATCH', `/api/contacts/${bea}`, [1])).status, 400);
  });

  test("another organization's contact is 404; a VO reads and never writes", async () => {
    assert.equal((await send('GET', `/api/contacts/${foreignContact}`)).status, 404);
    assert.equal((await send('PATCH', `/api/contacts/${foreignContact}`, { first_name: 'Mine' })).status, 404);
    assert.equal((await send('GET', `/api/contacts/${bea}`, undefined, w.tokens.stranger)).status, 404);
    assert.equal((await send('GET', '/api/contacts?search=stone', undefined, w.tokens.stranger)).body.count, 0);
    assert.equal((await send('GET', `/api/contacts/${bea}`, undefined, w.tokens.vo)).status, 200);
    assert.equal((await send('POST', '/api/contacts', { first_name: 'V', email: 'v@v.example' }, w.tokens.vo)).status, 403);
    assert.equal((await send('PATCH', `/api/contacts/${bea}`, { first_name: 'V' }, w.tokens.vo)).status, 403);
    assert.equal((await send('GET', '/api/contacts/99999999999')).status, 404);
  });
});
