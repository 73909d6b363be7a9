/**
 * The organization's mail settings as people meet them: customer notifications off stops every
 * mail to contacts and says so; team notifications off stops staff notifications; the greeting
 * opens every kind of mail; the file-drop subject names the file notification; the accounting
 * e-mail takes replies; the accounting secret's expiry is warned of on screen and by mail.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gt, inArray, max } from 'drizzle-orm';
import { BUSINESS_CENTRAL_FIELDS, ConfigProperty, FileUploadTrigger as T, ModuleKind, TransitionAction as A } from '@si/contract';
import { accountContact, auditEvent, contact, outbox } from '../../db/schema.ts';
import { setConfig } from '../../platform/config.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { buildWorkflow, engineDeps, fileFrom, makeItem as makeWorkflowItem, makeWorkflowOrg, type Org } from '../../../test-support/workflow-fixtures.ts';
import { onFileArrived } from '../workflow/engine/engine.ts';
import { runReminderTick } from '../reminders/tick.ts';
import { at, makeItem } from '../reminders/test-world.ts';
import { NOTIFICATIONS_OFF } from './mail-settings.ts';
import { runSecretExpiryMails, secretWarning } from './secret-expiry.ts';

let t: TestContext;
let o: Org;
let emails: string[];
const filesDir = mkdtempSync(join(tmpdir(), 'si-mail-settings-'));
// Today: the fixtures' portal links last a day, and a reminder goes only with a live link.
const DUE = new Date().toISOString().slice(0, 10);

before(async () => {
  t = await setup({ filesDir });
  o = await makeWorkflowOrg(t);
  emails = (await t.db.select().from(contact).where(eq(contact.organizationId, o.orgId)).orderBy(contact.id)).map((c) => c.email.toLowerCase());
});
after(async () => {
  await t.database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const lastMail = async () => (await t.db.select({ id: max(outbox.id) }).from(outbox))[0]?.id ?? 0;
const mailsSince = (id: number) => t.db.select().from(outbox).where(gt(outbox.id, id)).orderBy(outbox.id);
const setting = (name: string, value: string) => setConfig(t.db, o.orgId, name, value);
const as = (method: string, path: string, json?: unknown) => call(t.app, method, path, { token: o.oa.token, json });

/** A file arrives on a new item whose workflow mails all contacts (trigger) and the lead (action). */
async function fileArrives(title: string) {
  await buildWorkflow(t, o, [{ name: 'Requested', is_initial: true }, { name: 'Received', is_final: true }], [
    { from: 'Requested', to: 'Received', name: 'File arrives', trigger: T.NOTIFY_ALL_CONTACTS, actions: [{ action: A.SET_STATUS }, { action: A.NOTIFY_ACCOUNT_LEAD }] },
  ]);
  const it = await makeWorkflowItem(t.db, o, { title });
  const since = await lastMail();
  const summary = await onFileArrived(engineDeps(t), await fileFrom(t.db, o, it.id, o.contacts[0]!.contactId));
  const audits = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityKind, 3), eq(auditEvent.entityId, it.id)));
  return { summary, mails: await mailsSince(since), audits };
}

describe('customer notifications off', () => {
  before(() => setting(ConfigProperty.CUSTOMER_NOTIFICATIONS_ENABLED, 'false'));
  after(() => setting(ConfigProperty.CUSTOMER_NOTIFICATIONS_ENABLED, 'true'));

  test('the scheduler reminds nobody; turned back on, the step due that day leaves', async () => {
    await makeItem(t.db, o.orgId, o.accountId, { assignee: o.contacts[0]!.contactId, due: DUE, title: 'Lease' });
    const since = await lastMail();
    await runReminderTick(engineDeps(t), at(DUE));
    assert.deepEqual((await mailsSince(since)).filter((m) => emails.includes(m.to)), []);
    await setting(ConfigProperty.CUSTOMER_NOTIFICATIONS_ENABLED, 'true');
    try {
      await runReminderTick(engineDeps(t), at(DUE));
      assert.deepEqual((await mailsSince(since)).filter((m) => emails.includes(m.to)).map((m) => m.to), [emails[0]]);
    } finally {
      await setting(ConfigProperty.CUSTOMER_NOTIFICATIONS_ENABLED, 'false');
    }
  });

  test('staff asking to mail a contact are told nothing was sent, and nothing changes', async () => {
    const cid = o.contacts[1]!.contactId;
    const [before] = await t.db.select().from(accountContact).where(eq(accountContact.id, o.contacts[1]!.linkId));
    const since = await lastMail();
    const link = await as('POST', `/api/accounts/${o.accountId}/contacts/${cid}/link`, { send: true });
    assert.equal(link.status, 409);
    assert.equal(link.body.detail, NOTIFICATIONS_OFF);
    const [after] = await t.db.select().from(accountContact).where(eq(accountContact.id, o.contacts[1]!.linkId));
    assert.equal(after!.tokenHash, before!.tokenHash, 'the old link still works');
    // Issuing the link without mailing it is still possible.
    assert.equal((await as('POST', `/api/accounts/${o.accountId}/contacts/${cid}/link`, { send: false })).status, 201);
    await makeItem(t.db, o.orgId, o.accountId, { assignee: o.contacts[0]!.contactId, due: DUE });
    const remind = await as('POST', `/api/accounts/${o.accountId}/contacts/${o.contacts[0]!.contactId}/remind`);
    assert.equal(remind.status, 409);
    assert.equal(remind.body.detail, NOTIFICATIONS_OFF);
    const bulk = await as('POST', '/api/accounts/bulk', { ids: [o.accountId], action: 'remind' });
    assert.equal(bulk.status, 409);
    assert.deepEqual(await mailsSince(since), []);
    const schedule = await as('GET', `/api/accounts/${o.accountId}/reminder_schedule`);
    assert.equal(schedule.body.customer_notifications, false);
  });

  test('a workflow mails the staff it names, not the contacts, and records why for the activity', async () => {
    const r = await fileArrives('Tax return');
    assert.deepEqual(r.mails.map((m) => m.to), [o.lead.email.toLowerCase()]);
    assert.deepEqual([...r.summary!.notifications_off].sort(), [...emails].sort());
    const skipped = r.audits.find((a) => a.action === 'notification_skipped');
    assert.equal(skipped?.details.reason_code, 'customer_notifications_off');
    assert.deepEqual([...(skipped!.details.to as string[])].sort(), [...emails].sort());
    const timeline = await as('GET', `/api/accounts/${o.accountId}/timeline?page_size=100`);
    assert.ok(timeline.body.results.some((e: { action: string; details: { reason_code?: string } }) => e.action === 'notification_skipped' && e.details.reason_code === 'customer_notifications_off'));
  });
});

describe('team notifications off', () => {
  test('a workflow mails the contacts and holds the staff mail back', async () => {
    await setting(ConfigProperty.TEAM_NOTIFICATIONS_ENABLED, 'no');
    try {
      const r = await fileArrives('Payroll');
      assert.deepEqual(r.mails.map((m) => m.to).sort(), [...emails].sort());
      assert.deepEqual(r.summary!.notifications_off, [o.lead.email.toLowerCase()]);
      assert.equal(r.audits.find((a) => a.action === 'notification_skipped')?.details.reason_code, 'team_notifications_off');
    } finally {
      await setting(ConfigProperty.TEAM_NOTIFICATIONS_ENABLED, 'true');
    }
  });
});

describe('greeting, file-drop subject and reply-to', () => {
  test('every kind of mail opens with the greeting; the file notification has its subject', async () => {
    await setting(ConfigProperty.EMAIL_SALUTATION_GREETING, 'Dear');
    await setting(ConfigProperty.FILEDROP_NOTIFICATION_EMAIL_SUBJECT, 'Document received');
    try {
      const r = await fileArrives('Bank statements');
      assert.equal(r.mails.length, 3);
      for (const m of r.mails) assert.match(m.body, /^Dear \S/);
      const toContact = r.mails.find((m) => m.to === emails[0])!;
      assert.equal(toContact.subject, 'Document received: "Bank statements"');
      assert.match(toContact.body, /^Dear Ada Contact,\n/);
      const toLead = r.mails.find((m) => m.to === o.lead.email.toLowerCase())!;
      assert.equal(toLead.subject, '"Bank statements" is now Received', 'a status mail keeps its own subject');

      const since = await lastMail();
      const link = await as('POST', `/api/accounts/${o.accountId}/contacts/${o.contacts[1]!.contactId}/link`, { send: true });
      assert.equal(link.status, 201, JSON.stringify(link.body));
      await makeItem(t.db, o.orgId, o.accountId, { assignee: o.contacts[0]!.contactId, due: DUE });
      assert.equal((await as('POST', `/api/accounts/${o.accountId}/contacts/${o.contacts[0]!.contactId}/remind`)).status, 200);
      const mails = await mailsSince(since);
      assert.deepEqual(mails.map((m) => m.body.split('\n')[0]), ['Dear Bob Contact,', 'Dear Ada Contact,']);
      // A document-collection reminder has no accounting reply-to.
      assert.equal(mails[1]!.replyTo, null);
    } finally {
      await setting(ConfigProperty.EMAIL_SALUTATION_GREETING, '');
      await setting(ConfigProperty.FILEDROP_NOTIFICATION_EMAIL_SUBJECT, '');
    }
  });
});

describe('the accounting secret expiry', () => {
  test('the warning: none beyond 30 days, expiring within them, expired after', () => {
    assert.equal(secretWarning('2026-12-31', '2026-11-30'), null);
    assert.deepEqual(secretWarning('2026-12-30', '2026-11-30'), { state: 'expiring', expires_on: '2026-12-30', days_left: 30 });
    assert.deepEqual(secretWarning('2026-11-30T00:00:00Z', '2026-11-30'), { state: 'expiring', expires_on: '2026-11-30', days_left: 0 });
    assert.deepEqual(secretWarning('2026-11-29', '2026-11-30'), { state: 'expired', expires_on: '2026-11-29', days_left: -1 });
    assert.equal(secretWarning('', '2026-11-30'), null);
    assert.equal(secretWarning('soon', '2026-11-30'), null);
  });

  test('the settings and the receivables dashboard show it on read; the scheduler mails the administrators once per step', async () => {
    const org = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_SALES });
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await setConfig(t.db, org.orgId, BUSINESS_CENTRAL_FIELDS.client_secret, 'bc-secret');
    await setConfig(t.db, org.orgId, ConfigProperty.BC_CLIENT_SECRET_EXPIRY, inDays(45));
    await setConfig(t.db, org.orgId, ConfigProperty.DASHBOARD_DATA_LOAD_FREQUENCY, '15');
    const read = () => call(t.app, 'GET', '/api/organizations/business_central_configuration', { token: org.oa.token });
    assert.equal((await read()).body.client_secret_warning, null);
    const since = await lastMail();
    const deps = engineDeps(t);
    assert.equal(await runSecretExpiryMails(deps, new Date()), 0, 'nothing 45 days ahead');

    await setConfig(t.db, org.orgId, ConfigProperty.BC_CLIENT_SECRET_EXPIRY, inDays(20));
    assert.deepEqual((await read()).body.client_secret_warning, { state: 'expiring', expires_on: inDays(20), days_left: 20 });
    const dash = await call(t.app, 'GET', '/api/dashboard/secureinvoice', { token: org.ic.token });
    assert.equal(dash.status, 200, JSON.stringify(dash.body));
    assert.equal(dash.body.refresh_minutes, 15);
    assert.deepEqual(dash.body.notices, [{ kind: 'accounting_secret', warning: { state: 'expiring', expires_on: inDays(20), days_left: 20 } }]);
    assert.ok(await runSecretExpiryMails(deps, new Date()));
    assert.equal(await runSecretExpiryMails(deps, new Date()), 0, 'the same step is mailed once');
    const mails = (await mailsSince(since)).filter((m) => m.organizationId === org.orgId);
    assert.deepEqual(mails.map((m) => m.to), [org.oa.email.toLowerCase()], 'administrators only');
    assert.match(mails[0]!.subject, /client secret expires soon/);
    assert.match(mails[0]!.body, new RegExp(`expires on ${inDays(20)}, in 20 days`));
    assert.match(mails[0]!.links[0]!, /\/secureinvoice\/settings\/businessCentral$/);

    // The next step (7 days) is not mailed while team notifications are off.
    await setConfig(t.db, org.orgId, ConfigProperty.BC_CLIENT_SECRET_EXPIRY, inDays(5));
    await setConfig(t.db, org.orgId, ConfigProperty.TEAM_NOTIFICATIONS_ENABLED, 'false');
    assert.equal(await runSecretExpiryMails(deps, new Date()), 0);
    await setConfig(t.db, org.orgId, ConfigProperty.TEAM_NOTIFICATIONS_ENABLED, 'true');
    assert.equal(await runSecretExpiryMails(deps, new Date()), 1);
    const steps = await t.db.select().from(auditEvent).where(and(eq(auditEvent.organizationId, org.orgId), inArray(auditEvent.action, ['accounting_secret_warning_mailed'])));
    assert.deepEqual(steps.map((s) => s.details.key).sort(), [`${inDays(20)}:30`, `${inDays(5)}:7`].sort());
    // Reading never writes.
    await read();
    assert.equal((await t.db.select().from(auditEvent).where(and(eq(auditEvent.organizationId, org.orgId), eq(auditEvent.action, 'accounting_secret_warning_mailed')))).length, 2);
  });
});
