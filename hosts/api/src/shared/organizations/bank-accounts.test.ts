import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { auditEvent, payInstruction } from '../../db/schema.ts';
import { setConfig } from '../../platform/config.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makeOrg, makeUser, signIn } from '../../../test-support/fixtures.ts';

let t: TestContext;
let org: { orgId: number; officeId: number };
let otherOrg: { orgId: number; officeId: number };
let oaToken: string, icToken: string, voToken: string, strangerToken: string;

const CONFIG = '/api/organizations/config_property';
const NAME = 'bank_account_details';
const readList = async (token = icToken) => {
  const res = await call(t.app, 'GET', `${CONFIG}?config_property_name=${NAME}`, { token });
  assert.equal(res.status, 200);
  return JSON.parse(res.body.config_property_value);
};
const save = (value: unknown, token = oaToken) => call(t.app, 'POST', CONFIG, { token, json: { config_property_name: NAME, config_property_value: value } });
const operating = { bank_name: 'First National', account_name: 'Acme Corp Operating', account_number: '000123456789', routing_number: '021000021' };
const euro = { bank_name: 'Banque de Lyon', account_name: 'Acme SARL', iban: 'FR14 2004 1010 0505 0001 3M02 606', swift: 'bnpafrpp' };

before(async () => {
  t = await setup();
  org = await makeOrg(t.db);
  otherOrg = await makeOrg(t.db, { name: 'Other Org' });
  oaToken = (await signIn(t.app, await makeUser(t.db, org, { role: 'OA' }))).access;
  icToken = (await signIn(t.app, await makeUser(t.db, org, { role: 'IC' }))).access;
  voToken = (await signIn(t.app, await makeUser(t.db, org, { role: 'VO' }))).access;
  strangerToken = (await signIn(t.app, await makeUser(t.db, otherOrg, { role: 'OA' }))).access;
});
after(() => t.database.close());

describe('bank account details', () => {
  test('none yet: the property reads an empty JSON list', async () => {
    assert.deepEqual(await readList(), []);
  });

  test('an OA adds accounts through the config property; they read back as the pay instructions', async () => {
    const res = await save(JSON.stringify([operating, euro]));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const list = await readList(voToken);
    assert.equal(list.length, 2);
    assert.deepEqual(list[0], { id: list[0].id, account_id: null, reference: '', notes: '', iban: '', swift: '', ...operating });
    assert.equal(list[1].iban, 'FR1420041010050500013M02606');
    assert.equal(list[1].swift, 'BNPAFRPP');
    const rows = await t.db.select().from(payInstruction).where(eq(payInstruction.organizationId, org.orgId));
    assert.equal(rows.length, 2);
    const [event] = await t.db.select().from(auditEvent).where(and(eq(auditEvent.organizationId, org.orgId), eq(auditEvent.action, 'bank_account_details_saved')));
    assert.deepEqual(event!.details, { created: list.map((b: { id: number }) => b.id), updated: [] });
  });

  test('an entry with its id is updated in place', async () => {
    const [first] = await readList();
    assert.equal((await save({ ...first, reference: 'Invoice number' })).status, 200);
    const [again] = await readList();
    assert.equal(again.id, first.id);
    assert.equal(again.reference, 'Invoice number');
  });

  test('invalid entries are 400 per field, and nothing of the list is written', async () => {
    const before = (await readList()).length;
    const res = await save([operating, { bank_name: '', account_name: 'X', iban: 'FR14 2004 1010 0505 0001 3M02 607', swift: 'BAD' }, { bank_name: 'B', account_name: 'C' }]);
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, {
      'config_property_value.1.bank_name': ['Field is required'],
      'config_property_value.1.iban': ['Enter a valid IBAN.'],
      'config_property_value.1.swift': ['Enter a valid SWIFT/BIC code (8 or 11 characters).'],
      'config_property_value.2.account_number': ['Enter an account number or an IBAN.'],
    });
    assert.equal((await readList()).length, before);
    assert.deepEqual((await save('not json')).body, { config_property_value: ['Must be a JSON object or a JSON array of bank accounts.'] });
    assert.deepEqual((await save({ ...operating, colour: 'red' })).body, { 'config_property_value.colour': ['This field may not be changed.'] });
  });

  test("another organization's bank account cannot be updated or deleted (404), and is not listed", async () => {
    assert.equal((await save(operating, strangerToken)).status, 200);
    const [theirs] = await readList(strangerToken);
    assert.equal((await readList()).some((b: { id: number }) => b.id === theirs.id), false);
    assert.deepEqual((await save({ ...operating, id: theirs.id })).body, { 'config_property_value.id': ['Must be the id of a bank account of this organization.'] });
    const del = await call(t.app, 'DELETE', `/api/bank_account_details/${theirs.id}`, { token: oaToken });
    assert.equal(del.status, 404);
    assert.deepEqual(del.body, { detail: 'Not found.' });
    assert.equal((await readList(strangerToken)).length, 1);
  });

  test('IC and VO may not add or delete (403)', async () => {
    const [first] = await readList();
    for (const token of [icToken, voToken]) {
      assert.equal((await save(operating, token)).status, 403);
      const res = await call(t.app, 'DELETE', `/api/bank_account_details/${first.id}`, { token });
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, { detail: 'You do not have permission to perform this action.' });
    }
    assert.equal((await readList()).length, 2);
  });

  test('an OA deletes one: 204, gone from the list, audited without the full number', async () => {
    const [first, second] = await readList();
    const res = await call(t.app, 'DELETE', `/api/bank_account_details/${first.id}`, { token: oaToken });
    assert.equal(res.status, 204);
    assert.deepEqual((await readList()).map((b: { id: number }) => b.id), [second.id]);
    const [event] = await t.db.select().from(auditEvent).where(and(eq(auditEvent.organizationId, org.orgId), eq(auditEvent.action, 'bank_account_details_deleted')));
    assert.deepEqual(event!.details, { id: first.id, bank_name: 'First National', account_name: 'Acme Corp Operating', number_ends_with: '6789' });
    assert.equal((await call(t.app, 'DELETE', `/api/bank_account_details/${first.id}`, { token: oaToken })).status, 404);
    assert.equal((await call(t.app, 'DELETE', '/api/bank_account_details/abc', { token: oaToken })).status, 404);
    assert.equal((await call(t.app, 'DELETE', `/api/bank_account_details/${second.id}`)).status, 401);
  });

  test('without an invoicing module the delete answers 403 Module not allowed', async () => {
    await setConfig(t.db, org.orgId, 'modules_allowed', '["lender"]');
    const [only] = await readList();
    const res = await call(t.app, 'DELETE', `/api/bank_account_details/${only.id}`, { token: oaToken });
    assert.equal(res.status, 403);
    assert.deepEqual(res.body, { detail: 'Module not allowed' });
  });
});
