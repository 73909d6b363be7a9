import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ModuleKind } from '@si/contract';
import { account } from '../../db/schema.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { assignItem, buildWorkflow, makeItem, makeWorkflowOrg, type Org } from '../../../test-support/workflow-fixtures.ts';

let t: TestContext;
let o: Org;
let other: Org;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const today = day(0);
const monthStart = `${today.slice(0, 8)}01`;
const lastYear = `${Number(today.slice(0, 4)) - 1}-06-15`;
/** title -> [due date, expected state] for the items assigned to the IC (directly or through the team). */
const mine: Record<string, [string | null, 'todo' | 'in_progress' | 'done']> = {};

before(async () => {
  t = await setup();
  o = await makeWorkflowOrg(t);
  other = await makeWorkflowOrg(t, { name: 'Other' });
  // Document collection follows a workflow; the lender module has none, so statuses read by name.
  await buildWorkflow(t, o, [{ name: 'Requested', is_initial: true }, { name: 'In review' }, { name: 'Accepted', is_final: true }], []);
  const [bank] = await t.db.insert(account).values({ organizationId: o.orgId, moduleKind: ModuleKind.BANK, name: 'Riverside Farms' }).returning();
  const add = async (title: string, status: string, due: string | null, state: 'todo' | 'in_progress' | 'done', to: { userId?: number; teamId?: number }, accountId?: number) => {
    const it = await makeItem(t.db, o, { title, status, dueDate: due, accountId });
    await assignItem(t.db, o, it.id, to);
    mine[title] = [due, state];
  };
  await add('A today requested', 'Requested', today, 'todo', { userId: o.ic.id });
  await add('B three days ago in review', 'In review', day(-3), 'in_progress', { teamId: o.teamId });
  await add('C month start accepted', 'Accepted', monthStart, 'done', { userId: o.ic.id });
  await add('D last year open', 'open', lastYear, 'todo', { userId: o.ic.id }, bank!.id);
  await add('E no date submitted', 'submitted', null, 'in_progress', { teamId: o.teamId }, bank!.id);
  await add('F next week approved', 'approved', day(7), 'done', { userId: o.ic.id }, bank!.id);
  await add('G unknown step reads by name', 'pending', day(-1), 'todo', { userId: o.ic.id });
  // Not the IC's: assigned to the lead, or not assigned; and another organization's.
  await assignItem(t.db, o, (await makeItem(t.db, o, { title: 'Lead only' })).id, { userId: o.lead.id });
  await makeItem(t.db, o, { title: 'Nobody' });
  await assignItem(t.db, other, (await makeItem(t.db, other, { title: 'Elsewhere' })).id, { userId: other.ic.id });
});
after(() => t.database.close());

const tasks = async (qs: string, token = o.ic.token) => {
  const res = await call(t.app, 'GET', `/api/tasks?page_size=100&${qs}`, { token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body as { count: number; next: string | null; previous: string | null; results: { title: string; state: string; due_date: string | null; assigned_to: { type: string; name: string } }[] };
};
const titles = (r: { results: { title: string }[] }) => r.results.map((x) => x.title).sort();
const expect = (pred: (due: string | null, state: string) => boolean) =>
  Object.entries(mine)
    .filter(([, [due, state]]) => pred(due, state))
    .map(([title]) => title)
    .sort();

describe('My Tasks', () => {
  test('lists the items assigned to me or my teams, with state and assignee; nobody else\'s', async () => {
    const all = await tasks('');
    assert.deepEqual(titles(all), Object.keys(mine).sort());
    for (const row of all.results) assert.equal(row.state, mine[row.title]![1], row.title);
    const viaTeam = all.results.find((r) => r.title.startsWith('B'))!;
    assert.equal(viaTeam.assigned_to.type, 'team');
    assert.equal((await tasks('', o.lead.token)).results.map((r) => r.title).join(), 'Lead only');
    assert.deepEqual(titles(await tasks('', other.ic.token)), ['Elsewhere']);
  });

  test('status filter: 1 todo, 2 in progress, 3 done, 4 all', async () => {
    assert.deepEqual(titles(await tasks('status=1')), expect((_, s) => s === 'todo'));
    assert.deepEqual(titles(await tasks('status=2')), expect((_, s) => s === 'in_progress'));
    assert.deepEqual(titles(await tasks('status=3')), expect((_, s) => s === 'done'));
    assert.deepEqual(titles(await tasks('status=4')), Object.keys(mine).sort());
  });

  test('date filter on the due date: 1 any, 2 today, 3 past 7 days, 4 this month, 5 this year', async () => {
    assert.deepEqual(titles(await tasks('date=1')), Object.keys(mine).sort());
    assert.deepEqual(titles(await tasks('date=2')), expect((d) => d === today));
    assert.deepEqual(titles(await tasks('date=3')), expect((d) => d !== null && d >= day(-6) && d <= today));
    assert.deepEqual(titles(await tasks('date=4')), expect((d) => d !== null && d.slice(0, 7) === today.slice(0, 7)));
    assert.deepEqual(titles(await tasks('date=5')), expect((d) => d !== null && d.slice(0, 4) === today.slice(0, 4)));
    assert.deepEqual(titles(await tasks('status=1&date=2')), expect((d, s) => d === today && s === 'todo'));
  });

  test('sorted by due date (soonest first, no date last) unless asked otherwise', async () => {
    const dues = (await tasks('')).results.map((r) => r.due_date);
    const dated = dues.filter((d): d is string => d !== null);
    assert.deepEqual(dated, [...dated].sort());
    assert.equal(dues.at(-1), null);
    const byTitle = (await tasks('ordering=-title')).results.map((r) => r.title);
    assert.deepEqual(byTitle, [...byTitle].sort().reverse());
    const bad = await call(t.app, 'GET', '/api/tasks?ordering=password', { token: o.ic.token });
    assert.equal(bad.status, 400);
    assert.match(bad.body.ordering[0], /Unknown ordering "password"/);
  });

  test('paged: page sizes 10, 25, 50, 100 only; next and previous links', async () => {
    const first = await call(t.app, 'GET', '/api/tasks?page_size=10&status=4&module_kind=1', { token: o.ic.token });
    assert.equal(first.body.count, 4);
    assert.equal(first.body.next, null);
    for (let i = 0; i < 8; i++) await assignItem(t.db, o, (await makeItem(t.db, o, { title: `Extra ${i}`, dueDate: '2099-01-01' })).id, { userId: o.ic.id });
    const p1 = await call(t.app, 'GET', '/api/tasks?page_size=10&module_kind=1', { token: o.ic.token });
    assert.equal(p1.body.count, 12);
    assert.equal(p1.body.results.length, 10);
    assert.equal(p1.body.next, '/api/tasks?page_size=10&module_kind=1&page=2');
    const p2 = await call(t.app, 'GET', p1.body.next, { token: o.ic.token });
    assert.equal(p2.body.results.length, 2);
    assert.equal(p2.body.previous, '/api/tasks?page_size=10&module_kind=1&page=1');
    const bad = await call(t.app, 'GET', '/api/tasks?page_size=7&status=9&date=0', { token: o.ic.token });
    assert.equal(bad.status, 400);
    assert.deepEqual(Object.keys(bad.body).sort(), ['date', 'page_size', 'status']);
  });

  test('needs a signed-in user', async () => {
    assert.equal((await call(t.app, 'GET', '/api/tasks')).status, 401);
  });
});
