import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AuditEntityKind, ModuleKind } from '@si/contract';
import { account, auditEvent } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { assignItem, makeItem, makeWorkflowOrg, type Org } from '../../../test-support/workflow-fixtures.ts';

let t: TestContext;
let o: Org;
let other: Org;
let changedItem: number;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

before(async () => {
  t = await setup();
  o = await makeWorkflowOrg(t);
  other = await makeWorkflowOrg(t, { name: 'Other' });
  const [bank] = await t.db.insert(account).values({ organizationId: o.orgId, moduleKind: ModuleKind.BANK, name: 'Alder Bank Client' }).returning();
  const a = await makeItem(t.db, o, { title: 'Late', status: 'open', dueDate: day(-5) });
  await assignItem(t.db, o, a.id, { userId: o.ic.id });
  const b = await makeItem(t.db, o, { title: 'Review', status: 'submitted', dueDate: day(3) });
  await assignItem(t.db, o, b.id, { teamId: o.teamId });
  await makeItem(t.db, o, { title: 'Finished', status: 'approved', accountId: bank!.id });
  await makeItem(t.db, other, { title: 'Hidden', status: 'open' });
  changedItem = a.id;
  await call(t.app, 'PATCH', `/api/items/${a.id}/status`, { token: o.ic.token, json: { status: 'submitted' } });
});
after(() => t.database.close());

describe('organization reports', () => {
  test('summary: one row per account with state counts, sortable and paged; another organization\'s accounts never appear', async () => {
    const res = await call(t.app, 'GET', '/api/reports/summary?ordering=name', { token: o.vo.token });
    assert.equal(res.status, 200);
    assert.equal(res.body.count, 2);
    const [bank, file] = res.body.results;
    assert.equal(bank.name, 'Alder Bank Client');
    assert.deepEqual([bank.total, bank.done], [1, 1]);
    assert.deepEqual([file.total, file.todo, file.in_progress, file.done, file.overdue], [2, 0, 2, 0, 1]);
    const onlyBank = await call(t.app, 'GET', `/api/reports/summary?module_kind=${ModuleKind.BANK}`, { token: o.vo.token });
    assert.equal(onlyBank.body.count, 1);
    const otherView = await call(t.app, 'GET', '/api/reports/summary', { token: other.oa.token });
    assert.deepEqual(otherView.body.results.map((r: { total: number }) => r.total), [1]);
  });

  test('details of one account: its items with state, assignee and last change; another organization gets 404', async () => {
    const res = await call(t.app, 'GET', `/api/reports/details/${o.accountId}`, { token: o.ic.token });
    assert.equal(res.status, 200);
    const late = res.body.items.find((i: { title: string }) => i.title === 'Late');
    assert.equal(late.state, 'in_progress');
    assert.equal(late.days_overdue, 5);
    assert.equal(late.assignee, 'Ivan User');
    assert.equal(late.last_change.to_status, 'submitted');
    assert.equal((await call(t.app, 'GET', `/api/reports/details/${o.accountId}`, { token: other.oa.token })).status, 404);
  });

  test('task report: counts per staff assignee (user or team)', async () => {
    const res = await call(t.app, 'GET', '/api/reports/tasks', { token: o.oa.token });
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.results.map((r: { assignee: { type: string; name: string }; total: number; overdue: number }) => [r.assignee.type, r.assignee.name, r.total, r.overdue]),
      [['user', 'Ivan User', 1, 1], ['team', res.body.results[1].assignee.name, 1, 0]],
    );
    assert.match(res.body.results[1].assignee.name, /^Reviewers/);
  });
});

describe('audit log', () => {
  test('an OA reads the organization\'s events newest first, with the actor; IC and VO get 403', async () => {
    const res = await call(t.app, 'GET', '/api/audit_log', { token: o.oa.token });
    assert.equal(res.status, 200);
    const [latest] = res.body.results;
    assert.deepEqual([latest.entity_kind, latest.entity_id, latest.action], [3, changedItem, 'status_changed']);
    assert.deepEqual(latest.actor, { type: 'user', id: o.ic.id, name: 'Ivan User', email: o.ic.email });
    assert.equal((await call(t.app, 'GET', '/api/audit_log', { token: o.ic.token })).status, 403);
    assert.equal((await call(t.app, 'GET', '/api/audit_log', { token: o.vo.token })).status, 403);
  });

  test('filters: entity kind, actor and dates (both ends included); bad filters get field messages', async () => {
    await audit(t.db, { orgId: o.orgId, entityKind: AuditEntityKind.CONTACT, entityId: o.contacts[0]!.contactId, action: 'contact_updated', actorUserId: o.oa.id });
    await audit(t.db, { orgId: o.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: o.accountId, action: 'uploaded_by_contact', details: { contact_id: o.contacts[1]!.contactId } });
    const contacts = await call(t.app, 'GET', `/api/audit_log?entity_kind=${AuditEntityKind.CONTACT}`, { token: o.oa.token });
    assert.deepEqual(contacts.body.results.map((e: { action: string }) => e.action), ['contact_updated']);
    const byOa = await call(t.app, 'GET', `/api/audit_log?actor=${o.oa.id}`, { token: o.oa.token });
    assert.ok(byOa.body.results.length > 0 && byOa.body.results.every((e: { actor: { id: number } }) => e.actor.id === o.oa.id));
    const byContact = await call(t.app, 'GET', `/api/audit_log?entity_kind=${AuditEntityKind.WORKSPACE}`, { token: o.oa.token });
    assert.deepEqual(byContact.body.results[0].actor, { type: 'contact', id: o.contacts[1]!.contactId, name: 'Bob Contact', email: byContact.body.results[0].actor.email });
    const todayOnly = await call(t.app, 'GET', `/api/audit_log?date_from=${day(0)}&date_to=${day(0)}`, { token: o.oa.token });
    assert.ok(todayOnly.body.count >= 3);
    assert.equal(todayOnly.headers.get('cache-control'), 'no-store', 'an answer read with a session is never cached');
    const yesterday = await call(t.app, 'GET', `/api/audit_log?date_to=${day(-1)}`, { token: o.oa.token });
    assert.equal(yesterday.body.count, 0);
    const bad = await call(t.app, 'GET', '/api/audit_log?entity_kind=6&date_from=yesterday&actor=x', { token: o.oa.token });
    assert.equal(bad.status, 400);
    assert.deepEqual(Object.keys(bad.body).sort(), ['actor', 'date_from', 'entity_kind']);
    const reversed = await call(t.app, 'GET', `/api/audit_log?date_from=${day(0)}&date_to=${day(-1)}`, { token: o.oa.token });
    assert.deepEqual(reversed.body, { date_to: ['The end date is before the start date.'] });
    // The last day of year 9999 has no next day to count up to: out of range is a 400, not a 500.
    const farOff = await call(t.app, 'GET', '/api/audit_log?date_from=0001-01-01&date_to=9999-12-31', { token: o.oa.token });
    assert.equal(farOff.status, 400);
    assert.deepEqual(farOff.body, { date_from: ['Enter a date from 1900-01-01 to 2199-12-31.'], date_to: ['Enter a date from 1900-01-01 to 2199-12-31.'] });
  });

  test('one organization never sees another\'s events', async () => {
    const mine = await t.db.select().from(auditEvent);
    const res = await call(t.app, 'GET', '/api/audit_log?page_size=100', { token: other.oa.token });
    const ids = new Set(res.body.results.map((e: { id: number }) => e.id));
    for (const e of mine) if (e.organizationId === o.orgId) assert.ok(!ids.has(e.id));
  });
});
