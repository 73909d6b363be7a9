/**
 * Activities on a sales account's and a deal's timeline: logged and planned, listed (what is to do
 * first by due time, then the rest newest first; an account's, a deal's, the caller's own open ones;
 * at most 500) at a fixed number of statements, changed and marked done or not, deleted; anyone who
 * writes may change any of them. The attacks: an account or deal of another organization or of
 * another account (400 on its field), another organization's activity (404), a Viewer Only writing
 * (403), HTML kept as text.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { SalesMessage, type ActivityRow, type DealDetail } from '@si/contract';
import { auditEvent } from '../../../db/schema.ts';
import { refMessage } from '../../../platform/http/refs.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { dealsWorld, insertActivity, makeSalesAccount, type DealsWorld } from '../../../../test-support/sales-data.ts';
import { statementsSent } from '../../../../test-support/statements.ts';
import { salesActivity } from '../schema.ts';
import { ACTIVITY_LIST_LIMIT, DEAL_NOT_ON_ACCOUNT } from './activities.ts';

let t: TestContext;
let a: DealsWorld;
let b: DealsWorld;
let deal: DealDetail;
let theirDeal: DealDetail;

const log = (json: Record<string, unknown>, token = a.ic.token) => call<ActivityRow>(t.app, 'POST', '/api/sales/activities', { token, json: { account_id: a.sales.id, kind: 'note', subject: 'Met at the fair', ...json } });
const list = (q: string, token = a.vo.token) => call<{ results: ActivityRow[] }>(t.app, 'GET', `/api/sales/activities${q}`, { token });
const patch = (id: number, json: unknown, token = a.ic.token) => call<ActivityRow>(t.app, 'PATCH', `/api/sales/activities/${id}`, { token, json });
const remove = (id: number, token = a.ic.token) => call(t.app, 'DELETE', `/api/sales/activities/${id}`, { token });

async function logged(json: Record<string, unknown>, token = a.ic.token): Promise<ActivityRow> {
  const res = await log(json, token);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

const openDeal = async (w: DealsWorld, accountId: number) =>
  (await call<DealDetail>(t.app, 'POST', '/api/sales/deals', { token: w.ic.token, json: { account_id: accountId, title: 'Route planner', pipeline_id: w.main.id, currency: 'USD' } })).body;

before(async () => {
  t = await setup();
  a = await dealsWorld(t, 'Activities Org A');
  b = await dealsWorld(t, 'Activities Org B');
  deal = await openDeal(a, a.sales.id);
  theirDeal = await openDeal(b, b.sales.id);
});
after(() => t.database.close());

describe('an account\'s and a deal\'s timeline', () => {
  test('a call logged and a task planned on a deal, with HTML kept as typed, read back with their names', async () => {
    const html = '<img src=x onerror=alert(1)> Call & "follow up"';
    const call1 = await logged({ kind: 'call', subject: html, body: 'Line one\nLine two <script>x</script>', owner_user_id: a.ic.id });
    assert.equal(call1.subject, html);
    assert.equal(call1.body, 'Line one\nLine two <script>x</script>');
    assert.deepEqual(call1.account, { id: a.sales.id, name: deal.account.name });
    assert.equal(call1.deal, null);
    assert.deepEqual(call1.owner, { id: a.ic.id, name: 'Ivan User' });
    assert.deepEqual(call1.created_by, { id: a.ic.id, name: 'Ivan User' });
    assert.equal(call1.due_at, null);
    assert.equal(call1.done_at, null);
    const task = await logged({ kind: 'task', subject: 'Send the contract', deal_id: deal.id, due_at: '2026-05-04T15:00:00Z' }, a.oa.token);
    assert.deepEqual(task.deal, { id: deal.id, name: 'Route planner' });
    assert.equal(task.due_at, '2026-05-04T15:00:00.000Z');
    assert.equal(task.owner, null);
    const audited = await t.db.select().from(auditEvent).where(and(eq(auditEvent.organizationId, a.orgId), eq(auditEvent.action, 'sales_activity_created')));
    assert.ok(audited.some((e) => (e.details as { activity_id: number }).activity_id === task.id && e.entityId === a.sales.id));
  });

  test('listed: what is to do first by due time, then the rest newest first; by account, deal, state, and the caller\'s own', async () => {
    const w = await dealsWorld(t, 'Timeline Org');
    const d = await openDeal(w, w.sales.id);
    const at = (iso: string) => new Date(iso);
    const older = await insertActivity(t.db, w, { accountId: w.sales.id, subject: 'Older note', createdAt: at('2026-01-01T10:00:00Z') });
    const newer = await insertActivity(t.db, w, { accountId: w.sales.id, subject: 'Newer note', createdAt: at('2026-02-01T10:00:00Z') });
    const later = await insertActivity(t.db, w, { accountId: w.sales.id, dealId: d.id, kind: 'task', subject: 'Due later', dueAt: at('2026-06-01T10:00:00Z'), ownerUserId: w.ic.id, createdAt: at('2026-01-05T10:00:00Z') });
    const soon = await insertActivity(t.db, w, { accountId: w.sales.id, kind: 'meeting', subject: 'Due soon', dueAt: at('2026-04-01T10:00:00Z'), ownerUserId: w.ic.id, createdAt: at('2026-01-02T10:00:00Z') });
    const done = await insertActivity(t.db, w, { accountId: w.sales.id, dealId: d.id, kind: 'task', subject: 'Done already', dueAt: at('2026-03-01T10:00:00Z'), doneAt: at('2026-03-01T11:00:00Z'), ownerUserId: w.ic.id, createdAt: at('2026-03-01T09:00:00Z') });
    const elsewhere = await makeSalesAccount(t.db, w.orgId, 'Another account');
    await insertActivity(t.db, w, { accountId: elsewhere.id, subject: 'Not on this account', createdAt: at('2026-05-01T10:00:00Z') });
    const ids = async (q: string, token = w.vo.token) => (await list(q, token)).body.results.map((r) => r.id);

    assert.deepEqual(await ids(`?account_id=${w.sales.id}`), [soon, later, done, newer, older]);
    assert.deepEqual(await ids(`?deal_id=${d.id}`), [later, done]);
    assert.deepEqual(await ids(`?account_id=${w.sales.id}&state=done`), [done]);
    assert.deepEqual(await ids(`?account_id=${w.sales.id}&state=open`), [soon, later, newer, older]);
    assert.deepEqual(await ids('?owner=me&state=open', w.ic.token), [soon, later], 'My Tasks: the caller\'s open ones, due first');
    assert.deepEqual(await ids('?owner=me&state=open', w.oa.token), []);
    assert.deepEqual(await ids(`?account_id=${a.sales.id}`), [], "another organization's account: nothing");
    for (const bad of ['?state=later', '?owner=you', '?account_id=abc', '?deal_id=0']) assert.equal((await list(bad, w.vo.token)).status, 400, bad);
  });

  test(`at most ${ACTIVITY_LIST_LIMIT} entries, in the same number of statements for 1 as for 100`, async () => {
    const w = await dealsWorld(t, 'Busy Org');
    const quiet = await makeSalesAccount(t.db, w.orgId, 'Quiet account');
    await insertActivity(t.db, w, { accountId: quiet.id, ownerUserId: w.ic.id, createdByUserId: w.oa.id });
    for (let i = 0; i < 100; i++) await insertActivity(t.db, w, { accountId: w.sales.id, ownerUserId: w.ic.id, createdByUserId: w.oa.id, dueAt: i % 2 ? new Date(Date.UTC(2026, 5, i + 1)) : null });
    const one = await statementsSent(t.db, () => list(`?account_id=${quiet.id}`, w.vo.token));
    const hundred = await statementsSent(t.db, () => list(`?account_id=${w.sales.id}`, w.vo.token));
    assert.equal((await list(`?account_id=${w.sales.id}`, w.vo.token)).body.results.length, 100);
    assert.equal(hundred, one, `${one} statements for 1 activity, ${hundred} for 100`);
    await t.db.insert(salesActivity).values(Array.from({ length: ACTIVITY_LIST_LIMIT }, (_, i) => ({ organizationId: w.orgId, accountId: w.sales.id, kind: 'note', subject: `Bulk ${i}` })));
    assert.equal((await list(`?account_id=${w.sales.id}`, w.vo.token)).body.results.length, ACTIVITY_LIST_LIMIT);
  });

  test('changed and marked done, then not done; anyone who writes may change anyone\'s; deleted', async () => {
    const task = await logged({ kind: 'task', subject: 'Call back', due_at: '2026-05-10T09:00:00Z', owner_user_id: a.ic.id });
    const done = await patch(task.id, { done: true }, a.oa.token);
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.ok(done.body.done_at);
    assert.ok(Math.abs(Date.parse(done.body.done_at!) - Date.now()) < 60_000);
    const stillDone = await patch(task.id, { done: true, subject: 'Called back' });
    assert.equal(stillDone.body.done_at, done.body.done_at, 'done twice: the first time is kept');
    assert.equal(stillDone.body.subject, 'Called back');
    const undone = await patch(task.id, { done: false, due_at: null, owner_user_id: a.oa.id, body: 'Again <b>later</b>' });
    assert.deepEqual([undone.body.done_at, undone.body.due_at, undone.body.owner?.id, undone.body.body], [null, null, a.oa.id, 'Again <b>later</b>']);
    assert.equal((await patch(task.id, { subject: '' })).status, 400);
    assert.equal((await patch(task.id, { kind: 'call' })).status, 400, 'the kind stays');
    assert.equal((await remove(task.id)).status, 204);
    assert.equal((await remove(task.id)).status, 404);
    assert.ok(!(await list(`?account_id=${a.sales.id}`)).body.results.some((r) => r.id === task.id));
  });
});

describe('what is refused', () => {
  test('an account or deal of another organization, a deal of another account, a document collection account, an owner of another organization: 400 on the field', async () => {
    const other = await makeSalesAccount(t.db, a.orgId, 'Other customer');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ account_id: b.sales.id }, 'account_id', SalesMessage.NOT_SALES_ACCOUNT],
      [{ account_id: a.accountId }, 'account_id', SalesMessage.NOT_SALES_ACCOUNT],
      [{ deal_id: theirDeal.id }, 'deal_id', DEAL_NOT_ON_ACCOUNT],
      [{ account_id: other.id, deal_id: deal.id }, 'deal_id', DEAL_NOT_ON_ACCOUNT],
      [{ owner_user_id: b.ic.id }, 'owner_user_id', refMessage('user')],
    ];
    for (const [json, field, message] of cases) {
      const res = await log(json);
      assert.equal(res.status, 400, `${field}: ${JSON.stringify(res.body)}`);
      assert.deepEqual((res.body as unknown as Record<string, string[]>)[field], [message], field);
    }
    const mine = await logged({});
    const res = await patch(mine.id, { owner_user_id: b.oa.id });
    assert.equal(res.status, 400);
    assert.equal((await log({ kind: 'lunch' })).status, 400);
  });

  test("another organization's activity is a 404 to change or delete, and stays; a Viewer Only reads but cannot write", async () => {
    const [theirs] = await t.db.insert(salesActivity).values({ organizationId: b.orgId, accountId: b.sales.id, kind: 'note', subject: 'Theirs' }).returning();
    assert.equal((await patch(theirs!.id, { subject: 'Taken' }, a.oa.token)).status, 404);
    assert.equal((await patch(theirs!.id, { subject: '' }, a.oa.token)).status, 404, 'the 404 comes before the body is read');
    assert.equal((await remove(theirs!.id, a.oa.token)).status, 404);
    const [still] = await t.db.select().from(salesActivity).where(eq(salesActivity.id, theirs!.id));
    assert.equal(still!.subject, 'Theirs');
    assert.ok(!(await list('')).body.results.some((r) => r.id === theirs!.id));

    const mine = await logged({ subject: 'Visible to all' });
    assert.ok((await list(`?account_id=${a.sales.id}`, a.vo.token)).body.results.some((r) => r.id === mine.id));
    assert.equal((await log({}, a.vo.token)).status, 403);
    assert.equal((await patch(mine.id, { done: true }, a.vo.token)).status, 403);
    assert.equal((await remove(mine.id, a.vo.token)).status, 403);
  });
});
