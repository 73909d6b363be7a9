/**
 * The reminder calls: the organization's default (OA writes), a workspace's own schedule and
 * inheriting (IC, OA, LRA write; VO reads), remind now and the bulk remindAccounts; another
 * organization's ids 404; bad input 400 with the field named.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { AuditEntityKind, NO_LIVE_LINK, NO_OPEN_ITEMS, REMINDER_DEFAULT, WORKSPACE_NOT_REMINDABLE } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { account, auditEvent, reminderSent } from '../../db/schema.ts';
import { adminWorld, type AdminWorld } from '../../../test-support/admin-support.ts';
import { call } from '../../../test-support/helpers.ts';
import { reminderDeliveries } from './after-commit.ts';
import { REMINDED_RECENTLY, remindAccounts } from './remind.ts';
import { runReminderTick } from './tick.ts';
import { at, depsOn, makeContact, makeItem, makeWorkspace, mailsTo } from './test-world.ts';

describe('reminder calls', () => {
  let w: AdminWorld;
  let db: Db;
  let ws: number;
  before(async () => {
    w = await adminWorld();
    db = w.t.db;
    ws = await makeWorkspace(db, w.org.orgId);
  });
  after(() => w.t.database.close());

  const as = (who: keyof AdminWorld['tokens'], method: string, path: string, json?: unknown) => call(w.t.app, method, path, { token: w.tokens[who], json });

  test("the organization's default: built in until an OA saves it; others may only read", async () => {
    const first = await as('vo', 'GET', '/api/reminder_schedule');
    assert.equal(first.status, 200);
    assert.deepEqual(first.body, { ...REMINDER_DEFAULT, built_in: true, updated_at: null });
    for (const who of ['ic', 'vo'] as const) assert.equal((await as(who, 'PUT', '/api/reminder_schedule', { days_before: 5 })).status, 403);
    const saved = await as('oa', 'PUT', '/api/reminder_schedule', { days_before: 5, stop_after_days: null });
    assert.equal(saved.status, 200);
    assert.equal(saved.body.days_before, 5);
    assert.equal(saved.body.stop_after_days, null);
    assert.equal(saved.body.every_days_after, 7, 'fields left out keep their value');
    assert.equal(saved.body.built_in, false);
    assert.equal((await as('stranger', 'GET', '/api/reminder_schedule')).body.built_in, true, "another organization's default is its own");
  });

  test('bad input answers 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ days_before: 0 }, 'days_before'],
      [{ days_before: 61 }, 'days_before'],
      [{ every_days_after: 1.5 }, 'every_days_after'],
      [{ stop_after_days: 366 }, 'stop_after_days'],
      [{ stop_after_days: '30' }, 'stop_after_days'],
      [{ enabled: 'yes' }, 'enabled'],
      [{ on_due_date: null }, 'on_due_date'],
      [{ colour: 'red' }, 'colour'],
    ];
    for (const [json, field] of cases) {
      for (const path of ['/api/reminder_schedule', `/api/accounts/${ws}/reminder_schedule`]) {
        const res = await as('oa', 'PUT', path, json);
        assert.equal(res.status, 400, `${path} ${JSON.stringify(json)}`);
        assert.ok(res.body[field], `${JSON.stringify(json)} -> ${JSON.stringify(res.body)}`);
      }
    }
    const both = await as('ic', 'PUT', `/api/accounts/${ws}/reminder_schedule`, { inherit: true, enabled: false });
    assert.equal(both.status, 400);
    assert.ok(both.body.inherit);
    assert.equal((await as('ic', 'PUT', `/api/accounts/${ws}/reminder_schedule`, {})).status, 400);
    const broken = await call(w.t.app, 'PUT', '/api/reminder_schedule', { token: w.tokens.oa, raw: '{"enabled":' });
    assert.equal(broken.status, 400);
  });

  test("a workspace's own schedule overrides the default and inherit restores it; the tick follows", async () => {
    const path = `/api/accounts/${ws}/reminder_schedule`;
    const inherited = await as('vo', 'GET', path);
    assert.equal(inherited.status, 200);
    assert.equal(inherited.body.inherited, true);
    assert.equal(inherited.body.days_before, 5, "the organization's default");
    assert.equal((await as('vo', 'PUT', path, { enabled: false })).status, 403);
    const own = await as('ic', 'PUT', path, { enabled: false });
    assert.equal(own.status, 200);
    assert.deepEqual({ ...own.body, updated_at: null }, { enabled: false, days_before: 5, on_due_date: true, every_days_after: 7, stop_after_days: null, inherited: false, updated_at: null, customer_notifications: true });

    const ann = await makeContact(db, w.org.orgId, ws);
    await makeItem(db, w.org.orgId, ws, { due: '2031-09-01' });
    await runReminderTick(depsOn(db), at('2031-09-01'));
    assert.equal((await mailsTo(db, ann.email)).length, 0, 'switched off for this workspace');

    const back = await as('oa', 'PUT', path, { inherit: true });
    assert.equal(back.status, 200);
    assert.equal(back.body.inherited, true);
    assert.equal(back.body.enabled, true);
    await runReminderTick(depsOn(db), at('2031-09-01'));
    assert.equal((await mailsTo(db, ann.email)).length, 1);
    const audits = await db.select().from(auditEvent).where(and(eq(auditEvent.entityKind, AuditEntityKind.WORKSPACE), eq(auditEvent.entityId, ws), eq(auditEvent.action, 'reminder_schedule_saved')));
    assert.equal(audits.length, 2);
  });

  test("another organization's workspace and contacts are not found", async () => {
    const theirs = await makeWorkspace(db, w.otherOrg.orgId);
    const them = await makeContact(db, w.otherOrg.orgId, theirs);
    await makeItem(db, w.otherOrg.orgId, theirs);
    const mine = await makeContact(db, w.org.orgId, ws);
    for (const [method, path, json] of [
      ['GET', `/api/accounts/${theirs}/reminder_schedule`],
      ['PUT', `/api/accounts/${theirs}/reminder_schedule`, { enabled: false }],
      ['POST', `/api/accounts/${theirs}/contacts/${them.id}/remind`],
      ['POST', `/api/accounts/${ws}/contacts/${them.id}/remind`],
      ['GET', '/api/accounts/999999/reminder_schedule'],
    ] as [string, string, unknown][]) {
      assert.equal((await as('oa', method, path, json)).status, 404, `${method} ${path}`);
    }
    assert.equal((await as('stranger', 'POST', `/api/accounts/${ws}/contacts/${mine.id}/remind`)).status, 404);
    assert.equal((await mailsTo(db, them.email)).length, 0);
    assert.equal((await mailsTo(db, mine.email)).length, 0);
  });

  test('remind now mails one contact their open items, once, with an audit event', async () => {
    const acct = await makeWorkspace(db, w.org.orgId);
    const ann = await makeContact(db, w.org.orgId, acct, { first: 'Ann' });
    const idle = await makeContact(db, w.org.orgId, acct, { first: 'Ida' });
    const revoked = await makeContact(db, w.org.orgId, acct, { first: 'Rev', link: 'revoked' });
    await makeItem(db, w.org.orgId, acct, { title: 'Tax return', assignee: ann.id });
    await makeItem(db, w.org.orgId, acct, { title: 'Passport copy', due: null, assignee: ann.id });
    await makeItem(db, w.org.orgId, acct, { title: 'Done already', status: 'accepted' });
    const path = (cid: number) => `/api/accounts/${acct}/contacts/${cid}/remind`;

    assert.equal((await as('vo', 'POST', path(ann.id))).status, 403);
    const res = await as('ic', 'POST', path(ann.id));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.sent_to, ann.email);
    assert.deepEqual(res.body.items.map((i: { title: string }) => i.title).sort(), ['Passport copy', 'Tax return']);
    const mails = await mailsTo(db, ann.email);
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.body, /Passport copy: no due date/);
    assert.doesNotMatch(mails[0]!.body, /Done already/);
    const [event] = await db.select().from(auditEvent).where(and(eq(auditEvent.entityKind, AuditEntityKind.WORKSPACE), eq(auditEvent.entityId, acct), eq(auditEvent.action, 'reminder_sent')));
    assert.equal(event!.actorUserId, w.ic.id);
    assert.equal((event!.details as { recipient_contact_id: number }).recipient_contact_id, ann.id);

    // A second click a moment later is refused: one contact is not mailed by hand over and over.
    const again = await as('ic', 'POST', path(ann.id));
    assert.deepEqual([again.status, again.body.detail], [429, REMINDED_RECENTLY]);
    assert.equal((await mailsTo(db, ann.email)).length, 1);

    const none = await as('ic', 'POST', path(idle.id));
    assert.deepEqual([none.status, none.body.detail], [400, NO_OPEN_ITEMS]);
    const dead = await as('ic', 'POST', path(revoked.id));
    assert.deepEqual([dead.status, dead.body.detail], [400, NO_LIVE_LINK]);
    await db.update(account).set({ accountHold: true }).where(eq(account.id, acct));
    const held = await as('ic', 'POST', path(ann.id));
    assert.deepEqual([held.status, held.body.detail], [400, WORKSPACE_NOT_REMINDABLE]);
    assert.equal((await mailsTo(db, ann.email)).length, 1);
  });

  test("remindAccounts mails in the caller's transaction: after commit, never after a rollback", async () => {
    const deps = depsOn(db);
    const acct = await makeWorkspace(db, w.org.orgId);
    const ann = await makeContact(db, w.org.orgId, acct, { first: 'Ann' });
    const bob = await makeContact(db, w.org.orgId, acct, { first: 'Bob' });
    await makeItem(db, w.org.orgId, acct);
    const theirs = await makeWorkspace(db, w.otherOrg.orgId);
    const them = await makeContact(db, w.otherOrg.orgId, theirs);
    await makeItem(db, w.otherOrg.orgId, theirs);

    await assert.rejects(
      db.transaction(async (tx) => {
        assert.equal(await remindAccounts(deps, tx as unknown as Db, w.org.orgId, [acct], w.oa.id), 2);
        throw new Error('the bulk action failed');
      }),
    );
    await reminderDeliveries();
    assert.equal((await mailsTo(db, ann.email)).length, 0, 'rolled back: no mail');
    assert.equal((await db.select().from(reminderSent).where(eq(reminderSent.contactId, ann.id))).length, 0);

    const count = await db.transaction((tx) => remindAccounts(deps, tx as unknown as Db, w.org.orgId, [acct, theirs], w.oa.id));
    assert.equal(count, 2, 'one mail per contact; the other organization is left alone');
    await reminderDeliveries();
    assert.equal((await mailsTo(db, ann.email)).length, 1);
    assert.equal((await mailsTo(db, bob.email)).length, 1);
    assert.equal((await mailsTo(db, them.email)).length, 0);
    // Run again at once, the contacts just reminded are skipped rather than mailed twice.
    assert.equal(await db.transaction((tx) => remindAccounts(deps, tx as unknown as Db, w.org.orgId, [acct], w.oa.id)), 0);
    await reminderDeliveries();
    assert.equal((await mailsTo(db, ann.email)).length, 1);
  });
});
