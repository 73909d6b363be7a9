/**
 * Rows for the loan pipeline's tests, written straight to the tables. Tests only: nothing of the
 * module imports it.
 */
import { WorkspaceKind } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { account } from '../../../db/schema.ts';
import { makeUser, signIn, type MadeUser } from '../../../../test-support/fixtures.ts';
import type { TestContext } from '../../../../test-support/helpers.ts';
import { addContact } from '../../../../test-support/portal-fixtures.ts';
import { makePipeline } from '../../../../test-support/sales-data.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { LENDING_KIND } from '../module.ts';
import { lendingSettings, loan } from '../schema.ts';

export interface PipelineWorld extends Org {
  lra: MadeUser & { token: string };
  lra2: MadeUser & { token: string };
  /** "Loan pipeline": Application, Underwriting, Committee, Closing (the settings' pipeline). */
  pipeline: { id: number; name: string; stages: number[] };
  /** "Another" pipeline: Start, End. */
  other: { id: number; name: string; stages: number[] };
  /** The borrower's lending account (monitoring) and its two contacts with portal tokens. */
  borrower: { accountId: number; contacts: { contactId: number; linkId: number; token: string }[] };
}

let n = 0;

/** An organization with OA, IC, VO, two LRAs, two pipelines, the lending settings (two decisions above 1,000,000) and a borrower with a portal. */
export async function pipelineWorld(t: TestContext, name = `Pipeline Org ${n++}`): Promise<PipelineWorld> {
  const o = await makeWorkflowOrg(t, { name });
  const withToken = async (u: MadeUser) => ({ ...u, token: (await signIn(t.app, u)).access });
  const lra = await withToken(await makeUser(t.db, o, { role: 'LRA', firstName: 'Lara' }));
  const lra2 = await withToken(await makeUser(t.db, o, { role: 'LRA', firstName: 'Liam' }));
  const pipeline = await makePipeline(t.db, o.orgId, 'Loan pipeline', ['Application', 'Underwriting', 'Committee', 'Closing']);
  const other = await makePipeline(t.db, o.orgId, 'Another', ['Start', 'End']);
  await t.db.insert(lendingSettings).values({ organizationId: o.orgId, ratingScale: ['1', '2', '3'], warningMargin: '10', dualDecisionAmount: '1000000.00', drawApprovalAmount: '250000.00', pipelineId: pipeline.id });
  const [acct] = await t.db
    .insert(account)
    .values({ organizationId: o.orgId, moduleKind: LENDING_KIND, workspaceKind: WorkspaceKind.MONITORING, name: `Riverside Farms ${n++}`, leadUserId: o.lead.id, teamId: o.teamId, officeId: o.officeId })
    .returning({ id: account.id });
  const contacts = [await addContact(t.db, o.orgId, acct!.id, 'Grace'), await addContact(t.db, o.orgId, acct!.id, 'Henry')];
  return { ...o, lra, lra2, pipeline, other, borrower: { accountId: acct!.id, contacts } };
}

/** Pipeline loans written straight to the tables (a lending account each); their ids in order. */
export async function insertPipelineLoans(db: Db, w: { orgId: number }, values: Partial<typeof loan.$inferInsert> & { pipelineId: number; stageId: number }, howMany = 1, named = (i: number) => `Borrower ${i + 1}`): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < howMany; from += 500) {
    const size = Math.min(500, howMany - from);
    const accounts = await db
      .insert(account)
      .values(Array.from({ length: size }, (_, k) => ({ organizationId: w.orgId, moduleKind: LENDING_KIND, workspaceKind: WorkspaceKind.LOAN_PIPELINE, name: named(from + k) })))
      .returning({ id: account.id });
    await db.insert(loan).values(accounts.map((a) => ({ accountId: a.id, organizationId: w.orgId, reference: `T-${a.id}`, amount: '50000.00', currency: 'USD', status: 'requested', ...values })));
    ids.push(...accounts.map((a) => a.id));
  }
  return ids;
}
