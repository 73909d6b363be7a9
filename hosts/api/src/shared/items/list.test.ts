import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ModuleKind } from '@si/contract';
import { account } from '../../db/schema.ts';
import { setConfig } from '../../platform/config.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { assignItem, makeItem, makeWorkflowOrg, type Org } from '../../../test-support/workflow-fixtures.ts';

let t: TestContext;
let o: Org;
let other: Org;
let bankId: number;
before(async () => {
  t = await setup();
  o = await makeWorkflowOrg(t);
  other = await makeWorkflowOrg(t, { name: 'Other' });
  const [bank] = await t.db.insert(account).values({ organizationId: o.orgId, moduleKind: ModuleKind.BANK, name: 'Bank client' }).returning();
  bankId = bank!.id;
  const a = await makeItem(t.db, o, { title: 'Alpha lease', status: 'open', dueDate: '2030-01-10' });
  await assignItem(t.db, o, a.id, { teamId: o.teamId });
  await makeItem(t.db, o, { title: 'Beta covenant', status: 'approved', dueDate: '2030-01-05', accountId: bankId });
  await makeItem(t.db, o, { title: 'Gamma 100% sure', status: 'submitted' });
  await makeItem(t.db, other, { title: 'Other org item' });
});
after(() => t.database.close());

const list = (qs: string, token = o.vo.token) => call(t.app, 'GET', `/api/items?${qs}`, { token });

describe('GET /api/items', () => {
  test('the organization\'s items, newest first, with account, state and staff assignee; any role reads', async () => {
    const res = await list('');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.results.map((r: { title: string }) => r.title), ['Gamma 100% sure', 'Beta covenant', 'Alpha lease']);
    const alpha = res.body.results[2];
    assert.deepEqual([alpha.state, alpha.assigned_to.type, alpha.account.id], ['todo', 'team', o.accountId]);
    assert.equal(res.body.results[1].state, 'done');
  });

  test('filters: module, account, status, search (wildcards taken literally); ordering', async () => {
    assert.deepEqual((await list(`module_kind=${ModuleKind.BANK}`)).body.results.map((r: { title: string }) => r.title), ['Beta covenant']);
    assert.equal((await list(`account_id=${o.accountId}`)).body.count, 2);
    assert.deepEqual((await list('status=SUBMITTED')).body.results.map((r: { title: string }) => r.title), ['Gamma 100% sure']);
    assert.deepEqual((await list('search=100%25')).body.results.map((r: { title: string }) => r.title), ['Gamma 100% sure']);
    assert.equal((await list('search=_')).body.count, 0);
    assert.deepEqual((await list('ordering=due_date')).body.results.map((r: { title: string }) => r.title), ['Beta covenant', 'Alpha lease', 'Gamma 100% sure']);
    const byAccount = (await list('ordering=-account')).body.results.map((r: { account: { name: string } }) => r.account.name);
    assert.deepEqual(byAccount, [...byAccount].sort().reverse());
    assert.equal(byAccount.at(-1), 'Bank client');
  });

  test('another organization\'s items and modules not allowed stay out', async () => {
    assert.deepEqual((await list('', other.oa.token)).body.results.map((r: { title: string }) => r.title), ['Other org item']);
    await setConfig(t.db, o.orgId, 'modules_allowed', '["lender"]');
    assert.deepEqual((await list('')).body.results.map((r: { title: string }) => r.title), ['Beta covenant']);
    await setConfig(t.db, o.orgId, 'modules_allowed', '');
  });

  test('another organization\'s item is not found by any item call, and their task report does not count it', async () => {
    const mine = await makeItem(t.db, o, { title: 'Private item' });
    await assignItem(t.db, o, mine.id, { userId: o.ic.id });
    const form = new FormData();
    form.set('file', new File([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))], 'x.pdf', { type: 'application/pdf' }));
    for (const [method, path, json] of [
      ['PATCH', `/api/items/${mine.id}/status`, { status: 'Stolen' }],
      ['GET', `/api/items/${mine.id}/transitions`],
      ['GET', `/api/items/${mine.id}/history`],
    ] as const) {
      assert.equal((await call(t.app, method, path, { token: other.oa.token, json })).status, 404, `${method} ${path}`);
    }
    const upload = await t.app.request(`/api/items/${mine.id}/files`, { method: 'POST', headers: { authorization: `JWT ${other.oa.token}` }, body: form });
    assert.equal(upload.status, 404);
    const report = await call(t.app, 'GET', '/api/reports/tasks', { token: other.oa.token });
    assert.ok(!report.body.results.some((r: { assignee: { id: number } }) => r.assignee.id === o.ic.id));
  });
});
