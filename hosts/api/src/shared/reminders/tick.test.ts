/**
 * The reminder ladder on a controllable clock: each step once, only the latest after downtime,
 * never twice across ticks, restarts or racing processes; the stop; who is and is not reminded.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { AuditEntityKind, ConfigProperty, ItemKind, ModuleKind } from '@si/contract';
import { openPostgres, type Db } from '../../db/client.ts';
import { auditEvent, invoice, reminderSchedule, reminderSent } from '../../db/schema.ts';
import { setConfig } from '../../platform/config.ts';
import { EnvError, loadEnv } from '../../env.ts';
import { makeOrg } from '../../../test-support/fixtures.ts';
import { createTestDatabase, eventually, usingPostgres } from '../../../test-support/helpers.ts';
import { DEFAULT_REMINDER_SUBJECT } from './mail.ts';
import { currentStep } from './schedule.ts';
import { runReminderTick, startReminderScheduler, TICK_LOCK_ID } from './tick.ts';
import { at, depsOn, makeContact, makeItem, makeRole, makeWorkspace, mailsTo } from './test-world.ts';

const DUE = '2031-03-10';
const BUILT_IN = { enabled: true, days_before: 3, on_due_date: true, every_days_after: 7, stop_after_days: 30 };

describe('the ladder (pure)', () => {
  test('steps before, on and after the due date, up to the stop', () => {
    const step = (offset: number) => currentStep(BUILT_IN, DUE, at(DUE, offset).toISOString().slice(0, 10));
    assert.deepEqual([-4, -3, -1, 0, 6, 7, 13, 14, 29, 30, 31].map(step), [null, 'before', 'before', 'due', 'due', 'after:7', 'after:7', 'after:14', 'after:28', 'after:28', null]);
    assert.equal(currentStep({ ...BUILT_IN, enabled: false }, DUE, DUE), null);
    assert.equal(currentStep({ ...BUILT_IN, stop_after_days: null }, DUE, '2032-03-10'), 'after:364');
    assert.equal(currentStep({ ...BUILT_IN, days_before: null, on_due_date: false }, DUE, DUE), null);
  });
});

describe('REMINDER_INTERVAL_MS', () => {
  const JWT_SECRET = 'x'.repeat(40);
  test('defaults to a minute, 0 turns the scheduler off, nonsense is refused by name', () => {
    assert.equal(loadEnv({ JWT_SECRET }).reminderIntervalMs, 60_000);
    assert.equal(loadEnv({ JWT_SECRET, REMINDER_INTERVAL_MS: '0' }).reminderIntervalMs, 0);
    assert.equal(loadEnv({ JWT_SECRET, REMINDER_INTERVAL_MS: '5000' }).reminderIntervalMs, 5000);
    for (const bad of ['soon', '500', '1.5', '-1']) assert.throws(() => loadEnv({ JWT_SECRET, REMINDER_INTERVAL_MS: bad }), (err: Error) => err instanceof EnvError && /REMINDER_INTERVAL_MS/.test(err.message));
  });
});

describe('reminder ticks', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let orgId: number;

  before(async () => {
    database = await createTestDatabase();
    db = database.db;
    orgId = (await makeOrg(db)).orgId;
  });
  after(() => database.close());

  const stepsOf = async (itemId: number) => (await db.select({ step: reminderSent.step }).from(reminderSent).where(eq(reminderSent.itemId, itemId)).orderBy(reminderSent.id)).map((r) => r.step);

  test('a due item is reminded before, on and after its due date, each step once', async () => {
    const deps = depsOn(db);
    const ws = await makeWorkspace(db, orgId);
    const ann = await makeContact(db, orgId, ws);
    const itemId = await makeItem(db, orgId, ws, { title: 'Annual accounts' });
    const sentAt = async (offset: number) => {
      const before = (await mailsTo(db, ann.email)).length;
      await runReminderTick(deps, at(DUE, offset));
      return (await mailsTo(db, ann.email)).length - before;
    };
    assert.deepEqual([await sentAt(-4), await sentAt(-3), await sentAt(-3), await sentAt(-1), await sentAt(0), await sentAt(0), await sentAt(6), await sentAt(7), await sentAt(8)], [0, 1, 0, 0, 1, 0, 0, 1, 0]);
    assert.deepEqual(await stepsOf(itemId), ['before', 'due', 'after:7']);
    const [first, , last] = await mailsTo(db, ann.email);
    assert.equal(first!.subject, DEFAULT_REMINDER_SUBJECT);
    assert.match(first!.body, /Hello Ann Contact/);
    assert.match(first!.body, /Annual accounts: due 2031-03-10 \(in 3 days\)/);
    assert.match(last!.body, /Annual accounts: was due 2031-03-10 \(7 days overdue\)/);
    // The mail points to the link the contact has; it never carries a token or a link.
    assert.deepEqual(last!.links, []);
    assert.doesNotMatch(last!.body, /https?:|token/i);
    const audits = await db.select().from(auditEvent).where(and(eq(auditEvent.entityKind, AuditEntityKind.WORKSPACE), eq(auditEvent.entityId, ws), eq(auditEvent.action, 'reminder_sent')));
    assert.equal(audits.length, 3);
    assert.equal(audits[0]!.actorUserId, null);
    assert.deepEqual((audits[0]!.details as { item_ids: number[] }).item_ids, [itemId]);
  });

  test('after ten days down only the latest step is sent, once; a restart sends nothing again', async () => {
    const ws = await makeWorkspace(db, orgId);
    const ann = await makeContact(db, orgId, ws);
    const itemId = await makeItem(db, orgId, ws);
    const result = await runReminderTick(depsOn(db), at(DUE, 10));
    assert.equal(result.ran, true);
    assert.equal((await mailsTo(db, ann.email)).length, 1);
    assert.deepEqual(await stepsOf(itemId), ['after:7']);
    await runReminderTick(depsOn(db), at(DUE, 10, 15));
    await runReminderTick(depsOn(db), at(DUE, 13));
    assert.equal((await mailsTo(db, ann.email)).length, 1, 'a new process on the same database sends nothing twice');
  });

  test('nothing is sent past the stop, even a step that was missed', async () => {
    const ws = await makeWorkspace(db, orgId);
    const ann = await makeContact(db, orgId, ws);
    const late = await makeItem(db, orgId, ws, { due: '2031-01-01' });
    await runReminderTick(depsOn(db), at('2031-01-01', 31));
    assert.equal((await mailsTo(db, ann.email)).length, 0);
    await runReminderTick(depsOn(db), at('2031-01-01', 30));
    assert.deepEqual(await stepsOf(late), ['after:28']);
  });

  test('accepted, submitted and invoice items, archived and held workspaces, and contacts without a live link get nothing', async () => {
    const ws = await makeWorkspace(db, orgId);
    const ann = await makeContact(db, orgId, ws);
    for (const status of ['accepted', 'Accepted', 'submitted']) await makeItem(db, orgId, ws, { status });
    await makeItem(db, orgId, ws, { kind: ItemKind.INVOICE });
    await makeItem(db, orgId, ws, { due: null });
    const quiet = [];
    for (const opts of [{ archived: true }, { hold: true }]) {
      const other = await makeWorkspace(db, orgId, opts);
      quiet.push(await makeContact(db, orgId, other));
      await makeItem(db, orgId, other);
    }
    const live = await makeWorkspace(db, orgId);
    for (const link of ['revoked', 'expired', 'none'] as const) quiet.push(await makeContact(db, orgId, live, { link }));
    const dan = await makeContact(db, orgId, live, { first: 'Dan' });
    await makeItem(db, orgId, live);
    await runReminderTick(depsOn(db), at(DUE, 0));
    for (const who of [ann, ...quiet]) assert.equal((await mailsTo(db, who.email)).length, 0, who.email);
    assert.equal((await mailsTo(db, dan.email)).length, 1, 'the one contact with a live link');
  });

  test("a customer's unpaid receivables invoice is reminded; a draft, a paid or void one, a credit note and a supplier's bill are not", async () => {
    const customer = await makeWorkspace(db, orgId, { moduleKind: ModuleKind.SECURE_INVOICE_SALES });
    const eve = await makeContact(db, orgId, customer, { first: 'Eve' });
    const doc = async (title: string, values: Partial<typeof invoice.$inferInsert>, accountId = customer) => {
      const id = await makeItem(db, orgId, accountId, { kind: ItemKind.INVOICE, title, status: values.state ?? 'open' });
      await db.insert(invoice).values({ itemId: id, currency: 'USD', total: '100', balance: '100', ...values });
    };
    await doc('Owed in full', { state: 'open', number: 'INV-0001' });
    await doc('Owed in part', { state: 'partially_paid', number: 'INV-0002', balance: '40' });
    await doc('Still a draft', { state: 'draft' });
    await doc('Already paid', { state: 'paid', number: 'INV-0003', balance: '0' });
    await doc('Voided', { state: 'void', number: 'INV-0004', balance: '0' });
    await doc('A credit note', { state: 'open', docType: 'credit_note', number: 'CN-0001' });
    const supplier = await makeWorkspace(db, orgId, { moduleKind: ModuleKind.VENDOR });
    const sam = await makeContact(db, orgId, supplier, { first: 'Sam' });
    await doc('Our own bill', { state: 'open', number: 'BILL-1' }, supplier);
    await setConfig(db, orgId, ConfigProperty.PAST_DUE_REMINDER_SUBJECT_SECURE_INVOICE, 'Your invoice is due');
    await runReminderTick(depsOn(db), at(DUE, 1));
    const mails = await mailsTo(db, eve.email);
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.subject, 'Your invoice is due');
    assert.match(mails[0]!.body, /Owed in full[\s\S]*Owed in part/);
    for (const title of ['Still a draft', 'Already paid', 'Voided', 'A credit note']) assert.ok(!mails[0]!.body.includes(title), title);
    assert.equal((await mailsTo(db, sam.email)).length, 0, "a supplier is never reminded of the organization's own bill");
  });

  test('an item reaches its assignee, its role or everyone; one mail per contact and workspace', async () => {
    const ws = await makeWorkspace(db, orgId, { moduleKind: ModuleKind.BANK });
    const role = await makeRole(db, orgId, 'Treasurer');
    const ann = await makeContact(db, orgId, ws, { first: 'Ann' });
    const bob = await makeContact(db, orgId, ws, { first: 'Bob', roleId: role });
    const cid = await makeContact(db, orgId, ws, { first: 'Cid' });
    await makeItem(db, orgId, ws, { title: 'Covenant figures', kind: ItemKind.METRIC, assignee: ann.id });
    await makeItem(db, orgId, ws, { title: 'Cash flow', kind: ItemKind.QUESTION, roleId: role });
    await makeItem(db, orgId, ws, { title: 'Insurance', kind: ItemKind.STATEMENT });
    await setConfig(db, orgId, ConfigProperty.PAST_DUE_REMINDER_SUBJECT_BANK, 'Your lender is waiting');
    await runReminderTick(depsOn(db), at(DUE, 1));
    const [a, b, c] = [await mailsTo(db, ann.email), await mailsTo(db, bob.email), await mailsTo(db, cid.email)];
    assert.deepEqual([a.length, b.length, c.length], [1, 1, 1]);
    assert.match(a[0]!.body, /Covenant figures[\s\S]*Insurance/);
    assert.doesNotMatch(a[0]!.body, /Cash flow/);
    assert.match(b[0]!.body, /Cash flow[\s\S]*Insurance/);
    assert.doesNotMatch(b[0]!.body, /Covenant/);
    assert.doesNotMatch(c[0]!.body, /Covenant|Cash flow/);
    assert.equal(a[0]!.subject, 'Your lender is waiting', "the module's subject");
  });

  test("the general subject applies where the module has none set; a workspace's own schedule wins", async () => {
    const ws = await makeWorkspace(db, orgId);
    const ann = await makeContact(db, orgId, ws);
    await makeItem(db, orgId, ws, { due: '2031-05-20' });
    await setConfig(db, orgId, ConfigProperty.PAST_DUE_REMINDER_SUBJECT, 'Friendly reminder');
    await db.insert(reminderSchedule).values({ organizationId: orgId, accountId: ws, enabled: true, daysBefore: 10, onDueDate: false, everyDaysAfter: null, stopAfterDays: null });
    await runReminderTick(depsOn(db), at('2031-05-20', -10));
    const mails = await mailsTo(db, ann.email);
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.subject, 'Friendly reminder');
  });

  test('a mail that fails to send is tried again next round', async () => {
    const ws = await makeWorkspace(db, orgId);
    const ann = await makeContact(db, orgId, ws);
    const itemId = await makeItem(db, orgId, ws, { due: '2031-11-01' });
    const failing = { ...depsOn(db), mailer: { send: () => Promise.reject(new Error('SMTP down')) } };
    assert.equal((await runReminderTick(failing, at('2031-11-01'))).mails, 0);
    assert.deepEqual(await stepsOf(itemId), [], 'the claim was given back');
    assert.equal((await runReminderTick(depsOn(db), at('2031-11-01', 0, 10))).mails, 1);
    assert.equal((await mailsTo(db, ann.email)).length, 1);
  });

  test('the scheduler ticks on its own clock until stopped', async () => {
    const ws = await makeWorkspace(db, orgId);
    const ann = await makeContact(db, orgId, ws);
    await makeItem(db, orgId, ws, { due: '2031-10-01' });
    let rounds = 0;
    const scheduler = startReminderScheduler(depsOn(db), { intervalMs: 20, now: () => (rounds++, at('2031-10-01')) });
    await eventually(() => rounds >= 3);
    await scheduler.stop();
    const stoppedAt = rounds;
    await new Promise((done) => setTimeout(done, 80));
    assert.ok(stoppedAt >= 3, `ran ${stoppedAt} rounds`);
    assert.equal(rounds, stoppedAt, 'no round after stop()');
    assert.equal((await mailsTo(db, ann.email)).length, 1, 'many rounds, one mail');
  });

  test('two ticks at once send once', async () => {
    const ws = await makeWorkspace(db, orgId);
    const ann = await makeContact(db, orgId, ws);
    await makeItem(db, orgId, ws, { due: '2031-07-01' });
    // On PostgreSQL each tick has its own connection pool, as two API processes would.
    const second = usingPostgres ? await openPostgres(database.url!, 2) : undefined;
    try {
      const results = await Promise.all([runReminderTick(depsOn(db), at('2031-07-01')), runReminderTick(depsOn(second?.db ?? db), at('2031-07-01'))]);
      assert.equal((await mailsTo(db, ann.email)).length, 1);
      assert.equal(results.reduce((sum, r) => sum + r.mails, 0), 1);
    } finally {
      await second?.close();
    }
  });

  test('while another process holds the round, a tick skips it', { skip: !usingPostgres && 'needs two PostgreSQL connections' }, async () => {
    const ws = await makeWorkspace(db, orgId);
    const ann = await makeContact(db, orgId, ws);
    await makeItem(db, orgId, ws, { due: '2031-08-01' });
    const other = await openPostgres(database.url!, 1);
    try {
      const result = await other.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${TICK_LOCK_ID.toString()}::bigint)`);
        return runReminderTick(depsOn(db), at('2031-08-01'));
      });
      assert.deepEqual(result, { ran: false, mails: 0 });
      assert.equal((await mailsTo(db, ann.email)).length, 0);
      assert.equal((await runReminderTick(depsOn(db), at('2031-08-01'))).mails, 1, 'the next round sends');
    } finally {
      await other.close();
    }
  });
});
