/** The demo's pipeline loans: on the stages, one large loan waiting on the reviewer's second decision, one approved, one declined. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { inTransaction } from '../../../db/client.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makeWorkflowOrg } from '../../../../test-support/workflow-fixtures.ts';
import { makeUser, signIn } from '../../../../test-support/fixtures.ts';
import { seedPipeline } from './seed.ts';

let t: TestContext;
before(async () => {
  t = await setup();
});
after(() => t.database.close());

test('seeds pipeline loans the reviewer has decisions to make on', async () => {
  const o = await makeWorkflowOrg(t, { name: 'Seeded pipeline' });
  const lra = await makeUser(t.db, o, { role: 'LRA', firstName: 'Lara' });
  const made = await inTransaction(t.db, (tx) => seedPipeline({ tx, orgId: o.orgId }));
  assert.equal(made.loans.length, 6);
  const by = (name: string) => made.loans.find((l) => l.borrower === name)!;
  assert.equal(by('Northgate Logistics').status, 'in_review');
  assert.equal(by('Bluewater Marina').status, 'approved');
  assert.equal(by('Pinecrest Farms').status, 'declined');
  assert.ok(made.awaitingReviewer.includes(by('Northgate Logistics').id));
  const token = (await signIn(t.app, lra)).access;
  const panel = await call(t.app, 'GET', `/api/lending/loans/${by('Northgate Logistics').id}/decisions`, { token });
  assert.deepEqual([panel.body.needed, panel.body.given], [2, 1]);
  const board = await call(t.app, 'GET', '/api/lending/pipeline', { token });
  assert.equal(board.status, 200);
  assert.equal(board.body.columns.reduce((n: number, c: { count: number }) => n + c.count, 0), 6);
  const second = await call(t.app, 'POST', `/api/lending/loans/${by('Northgate Logistics').id}/decisions`, { token, json: { outcome: 'approved' } });
  assert.equal(second.body.status, 'approved');
});
