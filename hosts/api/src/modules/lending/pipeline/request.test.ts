/**
 * The portal's loan request: it becomes a loan in the pipeline (a new lending account on the first
 * stage of the settings' pipeline, the contact as borrower and on the account, the request linked
 * to it, a history row); bad amounts, purposes and terms are 400 on the field and store nothing;
 * each token lists only its own account's requests; a link's posts are bounded (429).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { WorkspaceKind, type PortalItem, type PortalLoanRequests } from '@si/contract';
import { account, accountContact, item } from '../../../db/schema.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { addContact } from '../../../../test-support/portal-fixtures.ts';
import { loan, loanHistory, loanParty, loanRequest } from '../schema.ts';
import { REQUESTS_PER_HOUR } from './request.ts';
import { pipelineWorld, type PipelineWorld } from './test-world.ts';

let t: TestContext;
let a: PipelineWorld;
let b: PipelineWorld;

const ask = (token: string, json: unknown) => call<PortalItem & Record<string, string[]>>(t.app, 'POST', `/api/customer/portal/create_loan_request?token=${encodeURIComponent(token)}`, { json });
const mine = (token: string) => call<PortalLoanRequests>(t.app, 'GET', `/api/customer/portal/loan_requests?token=${encodeURIComponent(token)}`);
const good = { amount: '250000.50', purpose: 'A second grain dryer', term_months: 60, documents_note: 'Quote from the dealer' };

before(async () => {
  t = await setup();
  a = await pipelineWorld(t, 'Request A');
  b = await pipelineWorld(t, 'Request B');
});
after(() => t.database.close());

describe('a loan request from the portal', () => {
  test('becomes a requested loan on the first stage of the pipeline, with the contact as borrower', async () => {
    const grace = a.borrower.contacts[0]!;
    const res = await ask(grace.token, good);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const [req] = await t.db.select().from(loanRequest).where(eq(loanRequest.itemId, res.body.id));
    assert.ok(req!.loanAccountId);
    const [acct] = await t.db.select().from(account).where(eq(account.id, req!.loanAccountId!));
    const [borrowerAccount] = await t.db.select().from(account).where(eq(account.id, a.borrower.accountId));
    assert.equal(acct!.workspaceKind, WorkspaceKind.LOAN_PIPELINE);
    assert.equal(acct!.moduleKind, borrowerAccount!.moduleKind);
    assert.equal(acct!.name, borrowerAccount!.name);
    assert.equal(acct!.leadUserId, a.lead.id);
    assert.equal(acct!.teamId, a.teamId);
    const [l] = await t.db.select().from(loan).where(eq(loan.accountId, acct!.id));
    assert.equal(l!.status, 'requested');
    assert.equal(l!.amount, '250000.50');
    assert.equal(l!.currency, 'USD');
    assert.equal(l!.termMonths, 60);
    assert.equal(l!.pipelineId, a.pipeline.id);
    assert.equal(l!.stageId, a.pipeline.stages[0]);
    assert.equal(l!.organizationId, a.orgId);
    const parties = await t.db.select().from(loanParty).where(eq(loanParty.accountId, acct!.id));
    assert.deepEqual(parties.map((p) => [p.contactId, p.role]), [[grace.contactId, 'borrower']]);
    const [link] = await t.db.select().from(accountContact).where(eq(accountContact.accountId, acct!.id));
    assert.equal(link!.contactId, grace.contactId);
    assert.equal(link!.tokenHash, null, 'no new portal token');
    const [h] = await t.db.select().from(loanHistory).where(and(eq(loanHistory.accountId, acct!.id), eq(loanHistory.action, 'requested')));
    assert.equal(h!.contactId, grace.contactId);
    assert.match(l!.reference, /^LN-\d+$/);
    const [request] = await t.db.select().from(item).where(eq(item.id, res.body.id));
    assert.equal(request!.accountId, a.borrower.accountId);
    assert.match(request!.description, /grain dryer[\s\S]*Quote from the dealer/);
    // On the board.
    const board = await call(t.app, 'GET', '/api/lending/pipeline', { token: a.vo.token });
    assert.ok(board.body.columns[0].cards.some((c: { id: number }) => c.id === acct!.id));
  });

  test("each token lists its own account's requests with their status; another account's never", async () => {
    const listed = await mine(a.borrower.contacts[1]!.token);
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    assert.equal(listed.body.requests.length, 1, 'the same account, another contact');
    assert.equal(listed.body.requests[0]!.status, 'requested');
    assert.equal(listed.body.requests[0]!.amount, '250000.50');
    assert.equal(listed.body.requests[0]!.currency, 'USD');
    assert.deepEqual((await mine(b.borrower.contacts[0]!.token)).body.requests, [], "B's borrower sees none of A's");
    const sameOrgOther = await t.db.insert(account).values({ organizationId: a.orgId, moduleKind: 2, workspaceKind: 1, name: 'Other borrower' }).returning({ id: account.id });
    const other = await addContact(t.db, a.orgId, sameOrgOther[0]!.id, 'Ivy');
    assert.deepEqual((await mine(other.token)).body.requests, [], "another account of the same organization sees none");
    assert.equal((await mine('not-a-token')).status, 404);
  });

  test('bad amounts, purposes and terms are 400 on the field, and nothing is stored', async () => {
    const token = b.borrower.contacts[0]!.token;
    const cases: [unknown, string][] = [
      [{ ...good, amount: '0' }, 'amount'],
      [{ ...good, amount: '0.00' }, 'amount'],
      [{ ...good, amount: '-5' }, 'amount'],
      [{ ...good, amount: '10.123' }, 'amount'],
      [{ ...good, amount: 'ten' }, 'amount'],
      [{ ...good, purpose: '  ' }, 'purpose'],
      [{ ...good, term_months: 0 }, 'term_months'],
      [{ ...good, term_months: 601 }, 'term_months'],
      [{ ...good, term_months: 1.5 }, 'term_months'],
    ];
    for (const [json, field] of cases) {
      const res = await ask(token, json);
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.ok(res.body[field], `${field}: ${JSON.stringify(res.body)}`);
    }
    assert.equal((await ask(token, { ...good, term_months: 600 })).status, 201);
    assert.equal((await mine(token)).body.requests.length, 1);
    const lendingAccounts = await t.db.select().from(loan).where(and(eq(loan.organizationId, b.orgId)));
    assert.equal(lendingAccounts.length, 1);
  });

  test(`a link posts at most ${REQUESTS_PER_HOUR} requests an hour (429 past it)`, async () => {
    const token = b.borrower.contacts[1]!.token;
    for (let i = 0; i < REQUESTS_PER_HOUR; i++) assert.equal((await ask(token, { ...good, amount: `${i + 1}` })).status, 201);
    const res = await ask(token, good);
    assert.equal(res.status, 429);
    assert.ok(res.headers.get('retry-after'));
  });
});
