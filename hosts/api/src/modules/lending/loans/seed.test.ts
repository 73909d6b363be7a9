/**
 * The lender's demo portfolio: eight loans of several statuses and kinds, their products and the
 * loan pipeline made once (a second run finds them), ratings, a policy exception and history, and
 * every loan readable through the API as the demo's staff see it.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { LoanDetail, LoanRow } from '@si/contract';
import { pipeline, product } from '../../../db/schema.ts';
import type { SeedCtx, SeedKit } from '../../../seed/portals.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { seedLoans } from './seed.ts';

let t: TestContext;
let o: Org;

before(async () => {
  t = await setup();
  o = await makeWorkflowOrg(t, { name: 'Seeded Lender' });
});
after(() => t.database.close());

test('eight loans of several statuses, each with its sections; products and pipeline made once', async () => {
  const ctx = { tx: t.db, orgId: o.orgId, orgName: 'Seeded Lender', leadUserId: o.oa.id } as unknown as SeedCtx;
  const kit = { role: () => { throw new Error('no roles here'); } } as unknown as SeedKit;
  const loans = await seedLoans(ctx, kit);
  assert.equal(loans.length, 8);
  assert.deepEqual(new Set(loans.map((l) => l.workspaceKind)), new Set([1, 2, 3]));
  assert.ok(new Set(loans.map((l) => l.status)).size >= 4);
  assert.equal(new Set(loans.map((l) => l.reference)).size, 8);
  const page = await call<{ count: number; results: LoanRow[] }>(t.app, 'GET', '/api/lending/loans?page_size=25', { token: o.vo.token });
  assert.equal(page.body.count, 8);
  const harbor = loans.find((l) => l.borrower === 'Harbor View Apartments LP')!;
  const detail = await call<LoanDetail>(t.app, 'GET', `/api/lending/loans/${harbor.accountId}`, { token: o.vo.token });
  assert.equal(detail.status, 200);
  assert.equal(detail.body.policy_exceptions.length, 1);
  assert.equal(detail.body.rating, '4 - Satisfactory');
  assert.ok(detail.body.borrowing_structure.parties.some((p) => p.role === 'guarantor'));
  assert.ok(detail.body.loan_term.schedule!.rows.length === 24);
  assert.ok(detail.body.history.count >= 4);
  await seedLoans(ctx, kit);
  assert.equal((await t.db.select().from(product).where(eq(product.name, 'Term loan'))).length, 1);
  assert.equal((await t.db.select().from(pipeline).where(eq(pipeline.name, 'Loan pipeline'))).length, 1);
});
