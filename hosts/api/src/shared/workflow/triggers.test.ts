import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gt, max } from 'drizzle-orm';
import { FileUploadTrigger as T, TransitionAction as A } from '@si/contract';
import { auditEvent, contact, file, itemHistory, outbox } from '../../db/schema.ts';
import { onFileArrived } from './engine/engine.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { buildWorkflow, engineDeps, fileFrom, makeItem, makeWorkflowOrg, statusOf, type Org } from '../../../test-support/workflow-fixtures.ts';

let t: TestContext;
let o: Org;
let contactEmails: string[];
const filesDir = mkdtempSync(join(tmpdir(), 'si-workflow-triggers-'));
before(async () => {
  t = await setup({ filesDir });
  o = await makeWorkflowOrg(t);
  contactEmails = (await t.db.select().from(contact).where(eq(contact.organizationId, o.orgId)).orderBy(contact.id)).map((c) => c.email);
});
after(async () => {
  await t.database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const STEPS = [{ name: 'Requested', is_initial: true }, { name: 'Received', is_final: true }];
const lastMailId = async () => (await t.db.select({ id: max(outbox.id) }).from(outbox))[0]?.id ?? 0;

/** A workflow whose file-upload transition has `trigger`; a contact's file arrives; what moved and who was mailed. */
async function upload(trigger: number, params: Record<string, unknown> = {}) {
  await buildWorkflow(t, o, STEPS, [{ from: 'Requested', to: 'Received', name: 'File arrives', trigger, ...params, actions: [{ action: A.SET_STATUS }] }]);
  const it = await makeItem(t.db, o, { title: 'Tax return' });
  const since = await lastMailId();
  const summary = await onFileArrived(engineDeps(t), await fileFrom(t.db, o, it.id, o.contacts[0]!.contactId));
  const mails = await t.db.select().from(outbox).where(gt(outbox.id, since));
  return { it, summary, mails, status: await statusOf(t.db, it.id) };
}

describe('file-upload triggers (spec 3: 1 and 11-16)', () => {
  test('1 file uploaded: the transition fires (status moves) and nobody is mailed', async () => {
    const r = await upload(T.FILE_UPLOADED);
    assert.equal(r.status, 'Received');
    assert.deepEqual(r.mails, []);
    assert.deepEqual(r.summary?.transitions.map((x) => x.name), ['File arrives']);
  });

  const cases: [string, number, Record<string, unknown>, () => string[]][] = [
    ['11 notify the item creator', T.NOTIFY_ITEM_CREATOR, {}, () => [o.oa.email]],
    ['12 notify the account lead', T.NOTIFY_ACCOUNT_LEAD, {}, () => [o.lead.email]],
    ['13 notify one contact', T.NOTIFY_ONE_CONTACT, { trigger_contact_id: 'bob' }, () => [contactEmails[1]!]],
    ['14 notify all contacts', T.NOTIFY_ALL_CONTACTS, {}, () => contactEmails],
    ['15 notify a team', T.NOTIFY_TEAM, { trigger_team_id: 'team' }, () => [o.ic.email]],
    ['16 notify a user', T.NOTIFY_USER, { trigger_user_id: 'vo' }, () => [o.vo.email]],
  ];
  for (const [name, trigger, params, expected] of cases) {
    test(`${name}: the status moves and exactly they get a "New file" mail`, async () => {
      const filled = Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, v === 'bob' ? o.contacts[1]!.contactId : v === 'team' ? o.teamId : o.vo.id]),
      );
      const r = await upload(trigger, filled);
      assert.equal(r.status, 'Received');
      assert.deepEqual(r.mails.map((m) => m.to).sort(), expected().map((e) => e.toLowerCase()).sort());
      for (const m of r.mails) {
        assert.equal(m.subject, 'New file on "Tax return"');
        assert.match(m.body, /Ada Contact uploaded statement\.pdf to "Tax return"/);
      }
      const audits = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityKind, 3), eq(auditEvent.entityId, r.it.id)));
      const notified = audits.find((a) => a.action === 'notified');
      assert.equal(notified?.details.trigger, trigger);
    });
  }

  test('a trigger fires only from its step: an item already past it is left alone', async () => {
    await buildWorkflow(t, o, STEPS, [{ from: 'Requested', to: 'Received', trigger: T.NOTIFY_ACCOUNT_LEAD, actions: [{ action: A.SET_STATUS }] }]);
    const it = await makeItem(t.db, o, { status: 'Received' });
    const since = await lastMailId();
    await onFileArrived(engineDeps(t), await fileFrom(t.db, o, it.id, o.contacts[0]!.contactId));
    assert.equal(await statusOf(t.db, it.id), 'Received');
    assert.equal((await t.db.select().from(outbox).where(gt(outbox.id, since))).length, 0);
  });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const b64 = (s: string) => Buffer.from(s).toString('base64');
const TUS = { 'tus-resumable': '1.0.0' };
async function portalUpload(token: string, itemId: number) {
  const metadata = Object.entries({ token, item_id: itemId, filename: 'accounts.pdf', filetype: 'application/pdf' })
    .map(([k, v]) => `${k} ${b64(String(v))}`)
    .join(',');
  const created = await t.app.request('/api/portal/uploads', { method: 'POST', headers: { ...TUS, 'upload-length': String(PDF.length), 'upload-metadata': metadata } });
  assert.equal(created.status, 201, await created.clone().text());
  const done = await t.app.request(created.headers.get('location')!, {
    method: 'PATCH',
    headers: { ...TUS, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
    body: new Uint8Array(PDF),
  });
  assert.equal(done.status, 204, await done.clone().text());
}

describe('the engine behind a real portal upload', () => {
  test('"when a file is uploaded, set status and notify the account lead": status, mail, and three audit events', async () => {
    const wf = await buildWorkflow(t, o, [{ name: 'Waiting for file', is_initial: true }, { name: 'File received', is_final: true }], [
      { from: 'Waiting for file', to: 'File received', name: 'On upload', trigger: T.FILE_UPLOADED, actions: [{ action: A.SET_STATUS }, { action: A.UPDATE_CHANGE_HISTORY }, { action: A.NOTIFY_ACCOUNT_LEAD }] },
    ]);
    // An item from before the workflow was switched on reads as being at the initial step.
    const it = await makeItem(t.db, o, { status: 'pending', title: 'Signed lease' });
    const since = await lastMailId();
    await portalUpload(o.contacts[0]!.token, it.id);
    assert.equal(await statusOf(t.db, it.id), 'File received');
    const mails = await t.db.select().from(outbox).where(gt(outbox.id, since));
    assert.deepEqual(mails.map((m) => [m.to, m.subject]), [[o.lead.email.toLowerCase(), '"Signed lease" is now File received']]);
    const [f] = await t.db.select().from(file).where(eq(file.itemId, it.id));
    const log = await call(t.app, 'GET', '/api/audit_log?page_size=100', { token: o.oa.token });
    assert.equal(log.status, 200);
    const mine = log.body.results.filter((e: { entity_kind: number; entity_id: number }) => (e.entity_kind === 3 && e.entity_id === it.id) || (e.entity_kind === 5 && e.entity_id === f!.id));
    assert.deepEqual(mine.map((e: { action: string }) => e.action), ['notified', 'workflow_transition', 'uploaded'], 'newest first');
    for (const e of mine) assert.equal(e.actor.name, 'Ada Contact');
    const [h] = await t.db.select().from(itemHistory).where(eq(itemHistory.itemId, it.id));
    assert.deepEqual([h!.fromStatus, h!.toStatus, h!.source, h!.actorContactId, h!.transitionId], ['pending', 'File received', 'file', o.contacts[0]!.contactId, wf.transitions[0]]);
  });

  test('without an active workflow an upload moves a waiting item to submitted, with history', async () => {
    const org = await makeWorkflowOrg(t, { moduleKind: 2 });
    const it = await makeItem(t.db, org, { status: 'pending' });
    await portalUpload(org.contacts[0]!.token, it.id);
    assert.equal(await statusOf(t.db, it.id), 'submitted');
    const [h] = await t.db.select().from(itemHistory).where(eq(itemHistory.itemId, it.id));
    assert.deepEqual([h!.fromStatus, h!.toStatus, h!.source], ['pending', 'submitted', 'file']);
  });
});

describe('the engine behind a staff upload', () => {
  const send = (itemId: number, token: string, name: string, bytes: Buffer, type = 'application/pdf') => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(bytes)], name, { type }));
    return t.app.request(`/api/items/${itemId}/files`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form });
  };

  test('POST /api/items/{id}/files stores the file and runs the triggers, with the user as actor', async () => {
    await buildWorkflow(t, o, STEPS, [{ from: 'Requested', to: 'Received', trigger: T.NOTIFY_USER, trigger_user_id: o.vo.id, actions: [{ action: A.SET_STATUS }] }]);
    const it = await makeItem(t.db, o, { title: 'Board minutes' });
    const since = await lastMailId();
    const res = await send(it.id, o.ic.token, 'minutes.pdf', PDF);
    assert.equal(res.status, 201, await res.clone().text());
    const body = (await res.json()) as { file: { name: string; version: number }; workflow: { status: string } };
    assert.deepEqual([body.file.name, body.file.version, body.workflow.status], ['minutes.pdf', 1, 'Received']);
    const mails = await t.db.select().from(outbox).where(gt(outbox.id, since));
    assert.deepEqual(mails.map((m) => m.to), [o.vo.email.toLowerCase()]);
    assert.match(mails[0]!.body, /Ivan User uploaded minutes\.pdf/);
    const [h] = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityKind, 5), eq(auditEvent.actorUserId, o.ic.id)));
    assert.equal(h?.action, 'uploaded');
  });

  test('refused: a type the item does not accept, bytes that are not what the name says, a VO', async () => {
    const it = await makeItem(t.db, o);
    const csv = await send(it.id, o.ic.token, 'data.csv', Buffer.from('a,b\n1,2\n'), 'text/csv');
    assert.equal(csv.status, 400);
    assert.match(((await csv.json()) as { file: string[] }).file[0]!, /data\.csv is not an accepted type\. Accepted: \.pdf\./);
    const fake = await send(it.id, o.ic.token, 'fake.pdf', Buffer.from('MZ not a pdf'));
    assert.equal(fake.status, 400);
    assert.equal((await send(it.id, o.vo.token, 'minutes.pdf', PDF)).status, 403);
    assert.equal((await t.db.select().from(file).where(eq(file.itemId, it.id))).length, 0);
  });
});
