import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, gt, max } from 'drizzle-orm';
import { AssignmentKind, ModuleKind, TransitionAction as A } from '@si/contract';
import { auditEvent, contact, item, itemAssignment, itemHistory, outbox } from '../../db/schema.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { buildWorkflow, makeItem, makeWorkflowOrg, statusOf, type Org } from '../../../test-support/workflow-fixtures.ts';

let t: TestContext;
let o: Org;
let emails: { ada: string; bob: string };
before(async () => {
  t = await setup();
  o = await makeWorkflowOrg(t);
  const rows = await t.db.select().from(contact).where(eq(contact.organizationId, o.orgId)).orderBy(contact.id);
  emails = { ada: rows[0]!.email, bob: rows[1]!.email };
});
after(() => t.database.close());

const STEPS = [{ name: 'Requested', is_initial: true }, { name: 'In review' }, { name: 'Done', is_final: true }];

/** Builds an active workflow whose Requested -> In review transition has `actions`, moves a fresh item by it, and reports what happened. */
async function runActions(actions: Record<string, unknown>[]) {
  await buildWorkflow(t, o, STEPS, [{ from: 'Requested', to: 'In review', name: 'Review', actions }]);
  const it = await makeItem(t.db, o, { title: 'Quarterly accounts' });
  const before = (await t.db.select({ id: max(outbox.id) }).from(outbox))[0]?.id ?? 0;
  const res = await call(t.app, 'PATCH', `/api/items/${it.id}/status`, { token: o.ic.token, json: { status: 'In review' } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const mails = await t.db.select().from(outbox).where(gt(outbox.id, before)).orderBy(outbox.id);
  const [row] = await t.db.select().from(item).where(eq(item.id, it.id));
  const [assigned] = await t.db.select().from(itemAssignment).where(eq(itemAssignment.itemId, it.id));
  const history = await t.db.select().from(itemHistory).where(eq(itemHistory.itemId, it.id));
  const audits = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityKind, 3), eq(auditEvent.entityId, it.id))).orderBy(auditEvent.id);
  return { it, res: res.body, mails, row: row!, assigned, history, audits };
}

describe('transition actions (spec 3, 1-13)', () => {
  test('1 set status: the item takes the destination step; without it the status stays', async () => {
    const moved = await runActions([{ action: A.SET_STATUS }]);
    assert.equal(moved.row.status, 'In review');
    assert.equal(moved.audits[0]!.action, 'workflow_transition');
    assert.deepEqual({ ...moved.audits[0]!.details }, { source: 'user', workflow_id: moved.res.workflow_id, transition_id: moved.res.transitions[0].id, transition: 'Review', from: 'Requested', to: 'In review', status_changed: true });
    assert.equal(moved.audits[0]!.actorUserId, o.ic.id);
    const stays = await runActions([{ action: A.UPDATE_CHANGE_HISTORY }]);
    assert.equal(stays.row.status, 'Requested');
    assert.equal(stays.audits[0]!.details.status_changed, false);
  });

  test('2 update change history: one history row with both statuses, the transition and the actor; none without it', async () => {
    const withHistory = await runActions([{ action: A.SET_STATUS }, { action: A.UPDATE_CHANGE_HISTORY }]);
    assert.equal(withHistory.history.length, 1);
    const h = withHistory.history[0]!;
    assert.deepEqual([h.fromStatus, h.toStatus, h.transitionName, h.actorUserId, h.source], ['Requested', 'In review', 'Review', o.ic.id, 'user']);
    const shown = await call(t.app, 'GET', `/api/items/${withHistory.it.id}/history`, { token: o.vo.token });
    assert.equal(shown.body[0].to_status, 'In review');
    assert.equal(shown.body[0].actor_user.name, 'Ivan User');
    const without = await runActions([{ action: A.SET_STATUS }]);
    assert.equal(without.history.length, 0);
  });

  const notifyCases: [string, Record<string, unknown>, () => string[]][] = [
    ['3 notify item creator', { action: A.NOTIFY_ITEM_CREATOR }, () => [o.oa.email]],
    ['4 notify account lead', { action: A.NOTIFY_ACCOUNT_LEAD }, () => [o.lead.email]],
    ['5 notify one account contact', { action: A.NOTIFY_ACCOUNT_CONTACT, contact_id: 0 }, () => [emails.bob]],
    ['6 notify all account contacts', { action: A.NOTIFY_ALL_ACCOUNT_CONTACTS }, () => [emails.ada, emails.bob]],
    ['7 notify team', { action: A.NOTIFY_TEAM, team_id: 0 }, () => [o.ic.email]],
    ['8 notify user', { action: A.NOTIFY_USER, user_id: 0 }, () => [o.vo.email]],
  ];
  for (const [name, action, expected] of notifyCases) {
    test(`${name}: a mail to exactly the right people, and an audit event naming them`, async () => {
      const filled = { ...action };
      if ('contact_id' in filled) filled.contact_id = o.contacts[1]!.contactId;
      if ('team_id' in filled) filled.team_id = o.teamId;
      if ('user_id' in filled) filled.user_id = o.vo.id;
      const r = await runActions([{ action: A.SET_STATUS }, filled]);
      const want = expected().map((e) => e.toLowerCase());
      assert.deepEqual(r.mails.map((m) => m.to).sort(), [...want].sort());
      for (const m of r.mails) {
        assert.equal(m.subject, '"Quarterly accounts" is now In review');
        assert.match(m.body, /Ivan User moved "Quarterly accounts" \(Northwind \d+\) from "Requested" to "In review"\./);
        assert.equal(m.organizationId, o.orgId);
      }
      const staff = r.mails.filter((m) => !m.to.includes('customer.example'));
      for (const m of staff) assert.deepEqual(m.links, ['http://suite.test/filestride/myTask']);
      const notified = r.audits.find((a) => a.action === 'notified');
      assert.deepEqual([...(notified!.details.to as string[])].sort(), [...want].sort());
      assert.deepEqual(r.res.notified.sort(), [...want].sort());
    });
  }

  test('a notification with nobody to tell is skipped and says so in the audit log', async () => {
    await buildWorkflow(t, o, STEPS, [{ from: 'Requested', to: 'In review', actions: [{ action: A.NOTIFY_ITEM_CREATOR }] }]);
    const it = await makeItem(t.db, o);
    await t.db.update(item).set({ createdByUserId: null }).where(eq(item.id, it.id));
    await call(t.app, 'PATCH', `/api/items/${it.id}/status`, { token: o.ic.token, json: { status: 'In review' } });
    const audits = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityKind, 3), eq(auditEvent.entityId, it.id)));
    assert.ok(audits.some((a) => a.action === 'notification_skipped' && a.details.reason === 'No creator to notify.'));
  });

  test('9 assign to the account lead', async () => {
    const r = await runActions([{ action: A.ASSIGN_ACCOUNT_LEAD }]);
    assert.deepEqual([r.assigned?.userId, r.assigned?.teamId], [o.lead.id, null]);
    assert.equal(r.row.assignmentKind, AssignmentKind.ROLE);
    assert.deepEqual(r.res.assigned, { type: 'user', id: o.lead.id });
    assert.ok(r.audits.some((a) => a.action === 'assigned' && a.details.assignee_id === o.lead.id));
  });

  test('10 assign to an account contact: the contact assignee the portal reads, and no staff assignee', async () => {
    const r = await runActions([{ action: A.ASSIGN_ACCOUNT_LEAD }, { action: A.ASSIGN_ACCOUNT_CONTACT, contact_id: o.contacts[0]!.contactId }]);
    assert.equal(r.assigned, undefined);
    assert.equal(r.row.assigneeContactId, o.contacts[0]!.contactId);
    assert.equal(r.row.assignmentKind, AssignmentKind.CONTACT);
  });

  test('11 assign to the item creator', async () => {
    const r = await runActions([{ action: A.ASSIGN_ITEM_CREATOR }]);
    assert.equal(r.assigned?.userId, o.oa.id);
  });

  test('12 assign to a team: the item shows in the My Tasks of its members', async () => {
    const r = await runActions([{ action: A.ASSIGN_TEAM, team_id: o.teamId }]);
    assert.deepEqual([r.assigned?.userId, r.assigned?.teamId], [null, o.teamId]);
    const tasks = await call(t.app, 'GET', '/api/tasks?page_size=100', { token: o.ic.token });
    assert.ok(tasks.body.results.some((x: { id: number; assigned_to: { type: string } }) => x.id === r.it.id && x.assigned_to.type === 'team'));
  });

  test('13 assign to a user', async () => {
    const r = await runActions([{ action: A.ASSIGN_USER, user_id: o.vo.id }]);
    assert.equal(r.assigned?.userId, o.vo.id);
  });

  test('an automatic transition follows on arrival at its step, and its actions run too', async () => {
    await buildWorkflow(t, o, STEPS, [
      { from: 'Requested', to: 'In review', actions: [{ action: A.SET_STATUS }] },
      { from: 'In review', to: 'Done', name: 'Auto close', automatic: true, actions: [{ action: A.SET_STATUS }, { action: A.UPDATE_CHANGE_HISTORY }] },
    ]);
    const it = await makeItem(t.db, o);
    const res = await call(t.app, 'PATCH', `/api/items/${it.id}/status`, { token: o.ic.token, json: { status: 'In review' } });
    assert.equal(res.body.status, 'Done');
    assert.deepEqual(res.body.transitions.map((x: { to: string }) => x.to), ['In review', 'Done']);
    assert.equal(await statusOf(t.db, it.id), 'Done');
  });
});

describe('status changes by staff', () => {
  test('by transition id; wrong step, unknown step, no route and automatic ones are refused with field messages', async () => {
    const wf = await buildWorkflow(t, o, STEPS, [
      { from: 'Requested', to: 'In review', name: 'Review', actions: [{ action: A.SET_STATUS }] },
      { from: 'In review', to: 'Done', name: 'Finish', actions: [{ action: A.SET_STATUS }] },
    ]);
    const it = await makeItem(t.db, o);
    const patch = (json: unknown, token = o.ic.token) => call(t.app, 'PATCH', `/api/items/${it.id}/status`, { token, json });
    assert.deepEqual((await patch({ transition_id: wf.transitions[1] })).body, { transition_id: ['"Finish" does not start at the item\'s current step "Requested".'] });
    assert.deepEqual((await patch({ status: 'Archived' })).body.status[0].startsWith('"Archived" is not a step of workflow'), true);
    assert.deepEqual((await patch({ status: 'Done' })).body, { status: ['No transition leads from "Requested" to "Done".'] });
    assert.deepEqual((await patch({})).body, { non_field_errors: ['Send status or transition_id.'] });
    assert.equal((await patch({ transition_id: wf.transitions[0] }, o.vo.token)).status, 403, 'VO reads only');
    const ok = await patch({ transition_id: wf.transitions[0] });
    assert.equal(ok.body.status, 'In review');
  });

  test('a module without an active workflow takes any status, with history and an audit event', async () => {
    const org = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SALES_PIPELINE });
    const it = await makeItem(t.db, org, { status: 'open' });
    const res = await call(t.app, 'PATCH', `/api/items/${it.id}/status`, { token: org.ic.token, json: { status: 'Qualified' } });
    assert.equal(res.status, 200);
    assert.equal(await statusOf(t.db, it.id), 'Qualified');
    const [h] = await t.db.select().from(itemHistory).where(eq(itemHistory.itemId, it.id));
    assert.deepEqual([h!.fromStatus, h!.toStatus], ['open', 'Qualified']);
    assert.equal((await call(t.app, 'PATCH', `/api/items/${it.id}/status`, { token: org.ic.token, json: { status: 'Qualified' } })).status, 400);
    assert.equal((await call(t.app, 'PATCH', `/api/items/${it.id}/status`, { token: o.oa.token, json: { status: 'Stolen' } })).status, 404, 'another organization');
  });
});
