import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { ItemKind, type RequirementRow } from '@si/contract';
import { accountContact, auditEvent, contactRole, item } from '../../db/schema.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makeItem, makeWorkflowOrg, type Org } from '../../../test-support/workflow-fixtures.ts';

let t: TestContext;
let o: Org;
let other: Org;
let roleId: number;
before(async () => {
  t = await setup();
  o = await makeWorkflowOrg(t);
  other = await makeWorkflowOrg(t, { name: 'Elsewhere' });
  const [role] = await t.db.insert(contactRole).values({ organizationId: o.orgId, name: 'Accountant' }).returning();
  roleId = role!.id;
  await t.db.update(accountContact).set({ contactRoleId: roleId }).where(eq(accountContact.id, o.contacts[1]!.linkId));
});
after(() => t.database.close());

const create = (json: unknown, token = o.ic.token, accountId = o.accountId) => call(t.app, 'POST', `/api/accounts/${accountId}/items`, { token, json });
const list = async (token = o.vo.token) => {
  const res = await call(t.app, 'GET', `/api/accounts/${o.accountId}/items`, { token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.results as RequirementRow[];
};

describe('requirements on a workspace', () => {
  test('each kind is created with its own rules and listed by section then position', async () => {
    const doc = await create({ kind: 'REQUEST_ITEM', title: 'Bank statements', due_date: '2030-01-31', section: 'Finance', allowed_file_types: ['.pdf', '.xlsx'], max_file_size: 2048 });
    assert.equal(doc.status, 201, JSON.stringify(doc.body));
    assert.deepEqual([doc.body.kind, doc.body.status, doc.body.section, doc.body.allowed_file_types, doc.body.max_file_size], ['REQUEST_ITEM', 'open', 'Finance', ['.pdf', '.xlsx'], 2048]);
    const ratio = await create({ kind: 'METRIC', title: 'Debt ratio', threshold_kind: 2, threshold_value: '1.25', section: 'Finance' });
    assert.equal(ratio.status, 201, JSON.stringify(ratio.body));
    assert.deepEqual(ratio.body.threshold, { kind: 2, value: '1.25' });
    const question = await create({ kind: 'QUESTION', title: 'Any changes of ownership?', assignment_kind: 3, assignee_contact_id: o.contacts[0]!.contactId });
    assert.equal(question.status, 201, JSON.stringify(question.body));
    assert.deepEqual(question.body.assignment, { kind: 3, contact: { id: o.contacts[0]!.contactId, name: 'Ada Contact' }, role: null });
    const statement = await create({ kind: 'STATEMENT', title: 'I confirm the figures', assignment_kind: 2, contact_role_id: roleId });
    assert.equal(statement.status, 201, JSON.stringify(statement.body));
    assert.deepEqual(statement.body.assignment, { kind: 2, contact: { id: o.contacts[1]!.contactId, name: 'Bob Contact' }, role: { id: roleId, name: 'Accountant' } });

    const rows = await list();
    assert.deepEqual(
      rows.map((r) => r.title),
      ['Any changes of ownership?', 'I confirm the figures', 'Bank statements', 'Debt ratio'],
      "no section first ('' sorts first), then Finance, each by position",
    );
    const events = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityKind, 3), eq(auditEvent.entityId, doc.body.id)));
    assert.equal(events[0]?.action, 'item_created');
  });

  test('PATCH edits fields and section; reorder sets positions from every id of the account', async () => {
    const rows = await list();
    const ratio = rows.find((r) => r.kind === 'METRIC')!;
    const edited = await call(t.app, 'PATCH', `/api/items/${ratio.id}`, { token: o.oa.token, json: { title: 'Debt service ratio', section: 'Covenants', threshold_value: 1.5 } });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.deepEqual([edited.body.title, edited.body.section, edited.body.threshold.value], ['Debt service ratio', 'Covenants', '1.5']);
    const ids = (await list()).map((r) => r.id).reverse();
    const reordered = await call(t.app, 'POST', `/api/accounts/${o.accountId}/items/reorder`, { token: o.ic.token, json: { ids } });
    assert.equal(reordered.status, 200, JSON.stringify(reordered.body));
    const byId = new Map((await list()).map((r) => [r.id, r.position]));
    assert.deepEqual(ids.map((id) => byId.get(id)), ids.map((_, i) => i));
    const missing = await call(t.app, 'POST', `/api/accounts/${o.accountId}/items/reorder`, { token: o.ic.token, json: { ids: ids.slice(1) } });
    assert.equal(missing.status, 400);
    assert.ok(missing.body.ids);
    const foreign = await call(t.app, 'POST', `/api/accounts/${o.accountId}/items/reorder`, { token: o.ic.token, json: { ids: [...ids.slice(1), (await makeItem(t.db, other)).id] } });
    assert.equal(foreign.status, 400);
  });

  test('DELETE removes a requirement; an invoice is not a requirement here', async () => {
    const doomed = await create({ kind: 'QUESTION', title: 'Temporary' });
    assert.equal((await call(t.app, 'DELETE', `/api/items/${doomed.body.id}`, { token: o.ic.token })).status, 204);
    assert.equal((await t.db.select().from(item).where(eq(item.id, doomed.body.id))).length, 0);
    const [invoice] = await t.db.insert(item).values({ organizationId: o.orgId, accountId: o.accountId, kind: ItemKind.INVOICE, title: 'INV-1' }).returning();
    assert.equal((await call(t.app, 'DELETE', `/api/items/${invoice!.id}`, { token: o.ic.token })).status, 404);
    assert.equal((await list()).some((r) => r.id === invoice!.id), false);
  });

  test('bad input answers 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ kind: 'INVOICE', title: 'x' }, 'kind'],
      [{ kind: 'QUESTION' }, 'title'],
      [{ kind: 'QUESTION', title: 'x'.repeat(301) }, 'title'],
      [{ kind: 'QUESTION', title: 'x', due_date: '2030-02-30' }, 'due_date'],
      [{ kind: 'REQUEST_ITEM', title: 'x', allowed_file_types: ['.exe'] }, 'allowed_file_types.0'],
      [{ kind: 'REQUEST_ITEM', title: 'x', max_file_size: -1 }, 'max_file_size'],
      [{ kind: 'METRIC', title: 'x', threshold_kind: 2, threshold_value: '123456789012345' }, 'threshold_value'],
      [{ kind: 'METRIC', title: 'x', threshold_kind: 2, threshold_value: '1.23456' }, 'threshold_value'],
      [{ kind: 'METRIC', title: 'x', threshold_kind: 2, threshold_value: 1e300 }, 'threshold_value'],
      [{ kind: 'METRIC', title: 'x', threshold_kind: 2 }, 'threshold_value'],
      [{ kind: 'METRIC', title: 'x', threshold_kind: 3, threshold_value: '1' }, 'threshold_kind'],
      [{ kind: 'QUESTION', title: 'x', threshold_kind: 1, threshold_value: '1' }, 'threshold_kind'],
      [{ kind: 'QUESTION', title: 'x', assignment_kind: 3 }, 'assignee_contact_id'],
      [{ kind: 'QUESTION', title: 'x', assignment_kind: 2 }, 'contact_role_id'],
      [{ kind: 'QUESTION', title: 'x', assignment_kind: 3, assignee_contact_id: other.contacts[0]!.contactId }, 'assignee_contact_id'],
      [{ kind: 'QUESTION', title: 'x', assignment_kind: 3, assignee_contact_id: 2_147_483_648 }, 'assignee_contact_id'],
      [{ kind: 'QUESTION', title: 'x', assignment_kind: 2, contact_role_id: 999_999 }, 'contact_role_id'],
      [{ kind: 'QUESTION', title: 'x', surprise: true }, 'surprise'],
    ];
    for (const [json, field] of cases) {
      const res = await create(json);
      assert.equal(res.status, 400, `${JSON.stringify(json)}: ${res.status} ${JSON.stringify(res.body)}`);
      assert.ok(res.body[field], `${JSON.stringify(json)} names ${field}: ${JSON.stringify(res.body)}`);
    }
    const row = (await list())[0]!;
    const patch = await call(t.app, 'PATCH', `/api/items/${row.id}`, { token: o.ic.token, json: { title: '' } });
    assert.equal(patch.status, 400);
    assert.ok(patch.body.title);
    const notJson = await call(t.app, 'POST', `/api/accounts/${o.accountId}/items`, { token: o.ic.token, raw: '{nope' });
    assert.equal(notJson.status, 400);
  });

  test('View Only reads but never writes (403)', async () => {
    const row = (await list(o.vo.token))[0]!;
    const writes = [
      call(t.app, 'POST', `/api/accounts/${o.accountId}/items`, { token: o.vo.token, json: { kind: 'QUESTION', title: 'x' } }),
      call(t.app, 'PATCH', `/api/items/${row.id}`, { token: o.vo.token, json: { title: 'x' } }),
      call(t.app, 'DELETE', `/api/items/${row.id}`, { token: o.vo.token }),
      call(t.app, 'POST', `/api/accounts/${o.accountId}/items/reorder`, { token: o.vo.token, json: { ids: [row.id] } }),
    ];
    for (const res of await Promise.all(writes)) assert.equal(res.status, 403, JSON.stringify(res.body));
    assert.equal((await list()).find((r) => r.id === row.id)!.title, row.title);
  });

  test("another organization's account and items are not found", async () => {
    const row = (await list())[0]!;
    const stranger = other.oa.token;
    assert.equal((await call(t.app, 'GET', `/api/accounts/${o.accountId}/items`, { token: stranger })).status, 404);
    assert.equal((await create({ kind: 'QUESTION', title: 'x' }, stranger)).status, 404);
    assert.equal((await call(t.app, 'PATCH', `/api/items/${row.id}`, { token: stranger, json: { title: 'hijack' } })).status, 404);
    assert.equal((await call(t.app, 'DELETE', `/api/items/${row.id}`, { token: stranger })).status, 404);
    assert.equal((await call(t.app, 'POST', `/api/accounts/${o.accountId}/items/reorder`, { token: stranger, json: { ids: [row.id] } })).status, 404);
    assert.equal((await call(t.app, 'POST', `/api/items/${row.id}/review`, { token: stranger, json: { decision: 'returned', reason: 'x' } })).status, 404);
    assert.equal((await call(t.app, 'GET', `/api/accounts/${o.accountId}/items`)).status, 401, 'no token');
  });
});
