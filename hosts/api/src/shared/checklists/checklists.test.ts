import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { ModuleKind } from '@si/contract';
import { account, accountContact, auditEvent, contact, contactRole, item, metric } from '../../db/schema.ts';
import { call } from '../../../test-support/helpers.ts';
import { adminWorld, assertInvisibleToOtherOrg, assertOnlyOaWrites, type AdminWorld } from '../../../test-support/admin-support.ts';

let w: AdminWorld;
let bankAccount: number, fileAccount: number, borrower: number, guarantor: number, borrowerRole: number;
const api = (method: string, path: string, json?: unknown, token = w.tokens.oa) => call(w.t.app, method, path, { token, json });
const today = (offset: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + offset)).toISOString().slice(0, 10);
};

before(async () => {
  w = await adminWorld();
  const { orgId } = w.org;
  [bankAccount, fileAccount] = (await w.t.db.insert(account).values([{ organizationId: orgId, moduleKind: ModuleKind.BANK, name: 'Riverside Farms' }, { organizationId: orgId, moduleKind: ModuleKind.FILE, name: 'Files' }]).returning()).map((r) => r.id) as [number, number];
  [borrower, guarantor] = (await w.t.db.insert(contact).values([{ organizationId: orgId, email: 'b@example.com', firstName: 'Bea' }, { organizationId: orgId, email: 'g@example.com', firstName: 'Gus' }]).returning()).map((r) => r.id) as [number, number];
  [borrowerRole] = (await w.t.db.insert(contactRole).values({ organizationId: orgId, name: 'Borrower' }).returning()).map((r) => r.id) as [number];
  await w.t.db.insert(accountContact).values([
    { organizationId: orgId, accountId: bankAccount, contactId: borrower, contactRoleId: borrowerRole },
    { organizationId: orgId, accountId: bankAccount, contactId: guarantor },
  ]);
});
after(() => w.t.database.close());

describe('checklists', () => {
  let id: number;
  const items: { id: number }[] = [];

  test('an OA creates a checklist and adds item templates of each kind', async () => {
    const made = await api('POST', '/api/checklists', { name: 'Annual review', module_kind: ModuleKind.BANK });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    id = made.body.id;
    assert.deepEqual(made.body.items, []);
    const templates = [
      { kind: 'REQUEST_ITEM', title: 'Balance sheet', due_offset_days: 30, assignment_kind: 2, contact_role_id: borrowerRole },
      { kind: 'METRIC', title: 'Debt service coverage', due_offset_days: 45, threshold_kind: 2, threshold_value: 1.25 },
      { kind: 'QUESTION', title: 'Any change of ownership?', assignment_kind: 3 },
    ];
    for (const t of templates) {
      const res = await api('POST', `/api/checklists/${id}/items`, t);
      assert.equal(res.status, 201, JSON.stringify(res.body));
      items.push(res.body);
    }
    const detail = await api('GET', `/api/checklists/${id}`, undefined, w.tokens.vo);
    assert.equal(detail.body.item_count, 3);
    assert.deepEqual(detail.body.items.map((i: { title: string; position: number }) => [i.position, i.title]), [[0, 'Balance sheet'], [1, 'Debt service coverage'], [2, 'Any change of ownership?']]);
    assert.equal(detail.body.items[1].threshold_value, 1.25);
    assert.equal((await api('GET', '/api/checklists')).body.results[0].item_count, 3);
  });

  test('templates are checked field by field and as a whole', async () => {
    const bad = await api('POST', `/api/checklists/${id}/items`, { kind: 'MEMO', title: '', due_offset_days: -1, assignment_kind: 4, threshold_kind: 5 });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.kind, ['Choose one of REQUEST_ITEM, METRIC, QUESTION, STATEMENT, INVOICE, CONTRACT.']);
    assert.deepEqual(bad.body.title, ['Field is required']);
    assert.deepEqual(bad.body.due_offset_days, ['Must be 0 or more.']);
    assert.deepEqual(bad.body.assignment_kind, ['Choose 1 (none), 2 (role) or 3 (contact).']);
    assert.deepEqual(bad.body.threshold_kind, ['Choose 0 (none), 1 (risk rate) or 2 (target value).']);
    assert.deepEqual((await api('POST', `/api/checklists/${id}/items`, { kind: 'QUESTION', title: 'Q', threshold_kind: 1, threshold_value: 2 })).body, { threshold_kind: ['Only a financial requirement (METRIC) has a threshold.'] });
    assert.deepEqual((await api('POST', `/api/checklists/${id}/items`, { kind: 'METRIC', title: 'M', threshold_kind: 1 })).body, { threshold_value: ['Enter the threshold value.'] });
    assert.deepEqual((await api('POST', `/api/checklists/${id}/items`, { kind: 'REQUEST_ITEM', title: 'R', assignment_kind: 2 })).body, { contact_role_id: ['Choose the contact role to assign.'] });
    const foreignRole = (await w.t.db.insert(contactRole).values({ organizationId: w.otherOrg.orgId, name: 'CFO' }).returning())[0]!.id;
    assert.deepEqual((await api('POST', `/api/checklists/${id}/items`, { kind: 'REQUEST_ITEM', title: 'R', assignment_kind: 2, contact_role_id: foreignRole })).body, { contact_role_id: ['Must be the id of a contact role of this organization.'] });
    // A PATCH is checked merged with what is stored: a METRIC cannot lose its value alone.
    assert.deepEqual((await api('PATCH', `/api/checklists/${id}/items/${items[1]!.id}`, { threshold_value: null })).body, { threshold_value: ['Enter the threshold value.'] });
    const ok = await api('PATCH', `/api/checklists/${id}/items/${items[1]!.id}`, { threshold_value: 1.5 });
    assert.equal(ok.body.threshold_value, 1.5);
    assert.equal(ok.body.title, 'Debt service coverage');
  });

  test('templates are reordered', async () => {
    const order = [items[2]!.id, items[0]!.id, items[1]!.id];
    const res = await api('POST', `/api/checklists/${id}/items/reorder`, { ids: order });
    assert.deepEqual(res.body.map((i: { id: number }) => i.id), order);
    assert.deepEqual((await api('POST', `/api/checklists/${id}/items/reorder`, { ids: [order[0]] })).body, { ids: ['Send every item id of this checklist exactly once.'] });
  });

  test('applying makes items on the account: due dates, role and contact assignment, METRIC threshold', async () => {
    const missing = await api('POST', `/api/checklists/${id}/apply`, { account_id: bankAccount });
    assert.deepEqual(missing.body, { assignee_contact_id: ['Choose the contact for the items assigned to a contact.'] });
    const res = await api('POST', `/api/checklists/${id}/apply`, { account_id: bankAccount, assignee_contact_id: guarantor }, w.tokens.ic);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const rows = await w.t.db.select().from(item).where(eq(item.accountId, bankAccount)).orderBy(item.id);
    assert.deepEqual(
      rows.map((r) => [r.kind, r.title, r.status, r.dueDate, r.assignmentKind, r.assigneeContactId]),
      [
        ['QUESTION', 'Any change of ownership?', 'open', null, 3, guarantor],
        ['REQUEST_ITEM', 'Balance sheet', 'open', today(30), 2, borrower],
        ['METRIC', 'Debt service coverage', 'open', today(45), 1, null],
      ],
    );
    const [threshold] = await w.t.db.select().from(metric).where(eq(metric.itemId, rows[2]!.id));
    assert.equal(threshold!.thresholdKind, 2);
    assert.equal(Number(threshold!.thresholdValue), 1.5);
    assert.equal(rows[0]!.createdByUserId, w.ic.id);
    const events = await w.t.db.select().from(auditEvent).where(eq(auditEvent.organizationId, w.org.orgId));
    assert.equal(events.filter((e) => e.action === 'item_created').length, 3);
    assert.ok(events.some((e) => e.action === 'checklist_applied' && e.entityId === bankAccount && e.entityKind === 2));
  });

  test('applying is refused for a wrong module, another organization\'s account, a contact not on the account, and by VO', async () => {
    assert.deepEqual((await api('POST', `/api/checklists/${id}/apply`, { account_id: fileAccount, assignee_contact_id: guarantor })).body, {
      account_id: ['This checklist is for module kind 2; the account is of module kind 1.'],
    });
    const [theirs] = await w.t.db.insert(account).values({ organizationId: w.otherOrg.orgId, moduleKind: ModuleKind.BANK, name: 'Theirs' }).returning();
    assert.deepEqual((await api('POST', `/api/checklists/${id}/apply`, { account_id: theirs!.id })).body, { account_id: ['Must be the id of an account of this organization.'] });
    const [stranger] = await w.t.db.insert(contact).values({ organizationId: w.org.orgId, email: 's@example.com' }).returning();
    assert.deepEqual((await api('POST', `/api/checklists/${id}/apply`, { account_id: bankAccount, assignee_contact_id: stranger!.id })).body, {
      assignee_contact_id: ['This contact is not on the account.'],
    });
    assert.equal((await api('POST', `/api/checklists/${id}/apply`, { account_id: bankAccount, assignee_contact_id: guarantor }, w.tokens.vo)).status, 403);
  });

  test('only an OA edits checklists and templates', async () => {
    await assertOnlyOaWrites(w, [
      { method: 'POST', path: '/api/checklists', json: { name: 'Nope' } },
      { method: 'PATCH', path: `/api/checklists/${id}`, json: { name: 'Nope' } },
      { method: 'DELETE', path: `/api/checklists/${id}` },
      { method: 'POST', path: `/api/checklists/${id}/items`, json: { kind: 'QUESTION', title: 'Q' } },
      { method: 'PATCH', path: `/api/checklists/${id}/items/${items[0]!.id}`, json: { title: 'Q' } },
      { method: 'DELETE', path: `/api/checklists/${id}/items/${items[0]!.id}` },
    ]);
  });

  test('another organization never sees the checklist nor applies it', async () => {
    await assertInvisibleToOtherOrg(w, '/api/checklists', id, { name: 'Mine' });
    assert.equal((await api('GET', `/api/checklists/${id}/items`, undefined, w.tokens.stranger)).status, 404);
    assert.equal((await api('POST', `/api/checklists/${id}/apply`, { account_id: bankAccount }, w.tokens.stranger)).status, 404);
  });

  test('deleting a template and the checklist', async () => {
    assert.equal((await api('DELETE', `/api/checklists/${id}/items/${items[0]!.id}`)).status, 204);
    assert.equal((await api('GET', `/api/checklists/${id}`)).body.item_count, 2);
    assert.equal((await api('DELETE', `/api/checklists/${id}`)).status, 204);
    assert.equal((await api('GET', `/api/checklists/${id}/items`)).status, 404);
  });
});
