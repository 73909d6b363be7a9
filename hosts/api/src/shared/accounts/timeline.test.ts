/** A workspace's activity timeline: what it gathers, who acted, paging newest first, and who may read it. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AuditEntityKind, ItemKind, ModuleKind } from '@si/contract';
import { account, file, item } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import { call } from '../../../test-support/helpers.ts';
import { adminWorld, type AdminWorld } from '../../../test-support/admin-support.ts';

let w: AdminWorld;
let ws: number;
let other: number;
let contactId: number;
let itemId: number;
let fileId: number;
const get = (path: string, token = w.tokens.oa) => call(w.t.app, 'GET', path, { token });
const send = (method: string, path: string, json: unknown) => call(w.t.app, method, path, { token: w.tokens.oa, json });
const timeline = (query = '', token = w.tokens.oa) => get(`/api/accounts/${ws}/timeline${query}`, token);

before(async () => {
  w = await adminWorld();
  const { db } = w.t;
  const orgId = w.org.orgId;
  const created = await send('POST', '/api/accounts', { name: 'Alpha Farms', module_kind: ModuleKind.FILE });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  ws = created.body.id;
  other = (await db.insert(account).values({ organizationId: orgId, name: 'Bravo Mills', moduleKind: ModuleKind.FILE }).returning())[0]!.id;
  const added = await send('POST', `/api/accounts/${ws}/contacts`, { contact: { first_name: 'Bea', last_name: 'Stone', email: 'bea@customer.example' } });
  contactId = added.body.id;
  assert.equal((await send('POST', `/api/accounts/${ws}/contacts/${contactId}/link`, {})).status, 201);
  itemId = (await db.insert(item).values({ organizationId: orgId, accountId: ws, kind: ItemKind.REQUEST_ITEM, title: 'Bank statements' }).returning())[0]!.id;
  await audit(db, { orgId, entityKind: AuditEntityKind.ITEM, entityId: itemId, action: 'item_created', actorUserId: w.ic.id, details: { account_id: ws, title: 'Bank statements' } });
  fileId = (
    await db.insert(file).values({ organizationId: orgId, accountId: ws, itemId, name: 'march.pdf', contentType: 'application/pdf', size: 3, sha256: 'x'.repeat(64), storageKey: 'k' }).returning()
  )[0]!.id;
  await audit(db, { orgId, entityKind: AuditEntityKind.FILE, entityId: fileId, action: 'uploaded', details: { item_id: itemId, contact_id: contactId, name: 'march.pdf' } });
  await audit(db, { orgId, entityKind: AuditEntityKind.CONTACT, entityId: contactId, action: 'email_confirmed', details: { account_id: ws } });
  await audit(db, { orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: ws, action: 'reminder_sent', details: { recipient_contact_id: contactId, item_ids: [itemId] } });
  // Noise: another workspace, a portal event on another workspace, a directory edit, another organization's event with the same ids.
  await audit(db, { orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: other, action: 'account_updated', actorUserId: w.oa.id });
  await audit(db, { orgId, entityKind: AuditEntityKind.CONTACT, entityId: contactId, action: 'email_confirmed', details: { account_id: other } });
  await audit(db, { orgId, entityKind: AuditEntityKind.CONTACT, entityId: contactId, action: 'contact_updated', actorUserId: w.oa.id });
  await audit(db, { orgId: w.otherOrg.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: ws, action: 'account_updated' });
  await audit(db, { orgId: w.otherOrg.orgId, entityKind: AuditEntityKind.ITEM, entityId: itemId, action: 'item_updated' });
});
after(() => w.t.database.close());

describe('GET /api/accounts/{id}/timeline', () => {
  test("gathers the workspace's, its items', its files' and its contacts' portal events, newest first", async () => {
    const res = await timeline();
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const actions = res.body.results.map((r: { action: string }) => r.action);
    assert.deepEqual(actions, ['reminder_sent', 'email_confirmed', 'uploaded', 'item_created', 'portal_link_issued', 'contact_added', 'account_created']);
    assert.equal(res.body.count, 7);
  });

  test('names who acted (user, contact or system) and what the event concerns', async () => {
    const rows: { action: string; actor: unknown; concerns: unknown; details: Record<string, unknown>; at: string }[] = (await timeline()).body.results;
    const by = (action: string) => rows.find((r) => r.action === action)!;
    assert.deepEqual([(by('account_created').actor as { kind: string; id: number }).kind, (by('account_created').actor as { id: number }).id], ['user', w.oa.id]);
    assert.match((by('account_created').actor as { name: string }).name, /Olivia/);
    assert.equal(by('account_created').concerns, null);
    assert.deepEqual(by('contact_added').concerns, { kind: 'contact', id: contactId, name: 'Bea Stone' });
    assert.deepEqual(by('portal_link_issued').concerns, { kind: 'contact', id: contactId, name: 'Bea Stone' });
    assert.match((by('item_created').actor as { name: string }).name, /Ian/);
    assert.deepEqual(by('item_created').concerns, { kind: 'item', id: itemId, name: 'Bank statements' });
    assert.deepEqual(by('uploaded').actor, { kind: 'contact', id: contactId, name: 'Bea Stone' });
    assert.deepEqual(by('uploaded').concerns, { kind: 'file', id: fileId, name: 'march.pdf' });
    assert.deepEqual(by('email_confirmed').actor, { kind: 'contact', id: contactId, name: 'Bea Stone' });
    assert.deepEqual(by('reminder_sent').actor, { kind: 'system', id: null, name: 'System' });
    assert.deepEqual(by('reminder_sent').concerns, { kind: 'contact', id: contactId, name: 'Bea Stone' });
    assert.deepEqual(by('reminder_sent').details.item_ids, [itemId]);
    assert.ok(!Number.isNaN(Date.parse(by('reminder_sent').at)));
  });

  test('pages with the shared paging helper; a deleted item keeps its events by name', async () => {
    for (let i = 0; i < 4; i++) await audit(w.t.db, { orgId: w.org.orgId, entityKind: AuditEntityKind.ITEM, entityId: itemId, action: 'item_updated', actorUserId: w.ic.id });
    const first = await timeline('?page_size=10');
    assert.deepEqual([first.body.count, first.body.results.length, first.body.previous], [11, 10, null]);
    assert.match(first.body.next, /page=2/);
    const second = await get(first.body.next);
    assert.deepEqual(second.body.results.map((r: { action: string }) => r.action), ['account_created']);
    assert.equal((await timeline('?page=3')).body.results.length, 0, 'a page past the end is empty');
    const oldest = await timeline('?ordering=at');
    assert.equal(oldest.body.results[0].action, 'account_created');
    const gone = await timeline('?ordering=colour');
    assert.equal(gone.status, 400);
    assert.ok(gone.body.ordering);
    assert.equal((await timeline('?page=0')).status, 400);
    await audit(w.t.db, { orgId: w.org.orgId, entityKind: AuditEntityKind.ITEM, entityId: 999_999, action: 'item_deleted', actorUserId: w.oa.id, details: { account_id: ws, title: 'Old request' } });
    const newest = (await timeline()).body.results[0];
    assert.deepEqual([newest.action, newest.concerns], ['item_deleted', { kind: 'item', id: 999_999, name: 'Old request' }]);
  });

  test('every staff role reads; another organization and unknown ids are 404; no sign-in is 401', async () => {
    for (const token of [w.tokens.ic, w.tokens.vo]) assert.equal((await timeline('', token)).status, 200);
    assert.equal((await timeline('', w.tokens.stranger)).status, 404);
    assert.equal((await get('/api/accounts/999999/timeline')).status, 404);
    assert.equal((await call(w.t.app, 'GET', `/api/accounts/${ws}/timeline`, {})).status, 401);
    const foreign = (await w.t.db.insert(account).values({ organizationId: w.otherOrg.orgId, name: 'Foreign', moduleKind: ModuleKind.FILE }).returning())[0]!.id;
    assert.equal((await get(`/api/accounts/${foreign}/timeline`)).status, 404);
  });
});
