/**
 * A document request may expect one of the organization's expected document types: staff choose
 * it when they create or edit the request, the staff list and the portal name it, another
 * organization's type is refused, and deleting the type leaves the request expecting any document.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makeWorkflowOrg, type Org } from '../../../test-support/workflow-fixtures.ts';

let t: TestContext;
let o: Org;
let other: Org;
before(async () => {
  t = await setup();
  o = await makeWorkflowOrg(t);
  other = await makeWorkflowOrg(t, { name: 'Elsewhere' });
});
after(() => t.database.close());

const as = (org: Org, method: string, path: string, json?: unknown) => call(t.app, method, path, { token: org.oa.token, json });
async function documentType(org: Org, name: string): Promise<number> {
  const res = await as(org, 'POST', '/api/expected_document_types', { name, description: '' });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.id;
}
const portalItem = async (id: number) => {
  const res = await call(t.app, 'GET', `/api/filedrop?token=${o.contacts[0]!.token}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.items.find((i: { id: number }) => i.id === id);
};

describe('the expected document type of a requirement', () => {
  test('chosen on create and edit, named on the staff list and in the portal, cleared when the type goes', async () => {
    const bank = await documentType(o, 'Bank statement');
    const tax = await documentType(o, 'Tax return');
    const made = await as(o, 'POST', `/api/accounts/${o.accountId}/items`, { kind: 'REQUEST_ITEM', title: 'Statements, last 3 months', expected_document_type_id: bank });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.deepEqual(made.body.expected_document_type, { id: bank, name: 'Bank statement' });
    assert.equal((await portalItem(made.body.id)).expected_document_type, 'Bank statement');

    const edited = await as(o, 'PATCH', `/api/items/${made.body.id}`, { expected_document_type_id: tax });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.deepEqual(edited.body.expected_document_type, { id: tax, name: 'Tax return' });
    // An edit that does not name it keeps it.
    const retitled = await as(o, 'PATCH', `/api/items/${made.body.id}`, { title: 'Returns' });
    assert.deepEqual(retitled.body.expected_document_type, { id: tax, name: 'Tax return' });

    assert.equal((await as(o, 'DELETE', `/api/expected_document_types/${tax}`)).status, 204);
    const list = await as(o, 'GET', `/api/accounts/${o.accountId}/items`);
    assert.equal(list.body.results.find((r: { id: number }) => r.id === made.body.id).expected_document_type, null);
    assert.equal((await portalItem(made.body.id)).expected_document_type, null);
  });

  test("another organization's type, or a type on a question, is refused by field", async () => {
    const theirs = await documentType(other, 'Passport');
    const foreign = await as(o, 'POST', `/api/accounts/${o.accountId}/items`, { kind: 'REQUEST_ITEM', title: 'ID', expected_document_type_id: theirs });
    assert.equal(foreign.status, 400);
    assert.deepEqual(foreign.body.expected_document_type_id, ['Must be the id of an expected document type of this organization.']);
    const mine = await documentType(o, 'Passport');
    const question = await as(o, 'POST', `/api/accounts/${o.accountId}/items`, { kind: 'QUESTION', title: 'Who signs?', expected_document_type_id: mine });
    assert.equal(question.status, 400);
    assert.deepEqual(question.body.expected_document_type_id, ['Only a document request (REQUEST_ITEM) expects a document type.']);
    const bad = await as(o, 'POST', `/api/accounts/${o.accountId}/items`, { kind: 'REQUEST_ITEM', title: 'ID', expected_document_type_id: 'passport' });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.expected_document_type_id);
  });
});
