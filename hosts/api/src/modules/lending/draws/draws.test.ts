/**
 * Construction draws: the budget and its figures, a draw asked by staff and by the borrower (its
 * supporting documents requirement), inspection and variance, approval by role and amount,
 * rejection, disbursement, the schedule, and the history rows. The attacks: a draw above a line's
 * remaining budget (400 with the figures), a line of another loan (400 on its field), a token of an
 * account that is not a draw loan (404), another organization's loan or draw (404), a Viewer Only
 * writing (403), an IC approving above the amount (403), two approvals at once on one line (one
 * wins, the other is refused), a stale version (409); the list at a fixed number of statements.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { DrawMessage, LendingMessage, WorkspaceKind, type DrawRequestRow, type LoanDraws, type PortalDraws } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { account, file, item, requirement } from '../../../db/schema.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makeUser, signIn } from '../../../../test-support/fixtures.ts';
import { addContact } from '../../../../test-support/portal-fixtures.ts';
import { statementsSent } from '../../../../test-support/statements.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { LENDING_KIND } from '../module.ts';
import { seedDraws } from './seed.ts';
import { drawLine, drawRequest, drawRequestLine, lendingSettings, loan, loanHistory } from '../schema.ts';

type Answer<T> = T & { detail?: string; [field: string]: unknown };
type World = Org & { lra: { id: number; token: string }; loanId: number; otherLoanId: number; borrower: { token: string; contactId: number } };

let t: TestContext;
let a: World;
let b: World;
let n = 0;

/** A lending account with its loan row (workspace kind 3 unless said) and a borrower with a portal token. */
async function makeLoan(db: Db, orgId: number, workspaceKind: number = WorkspaceKind.LOAN_DRAW) {
  const [acct] = await db.insert(account).values({ organizationId: orgId, moduleKind: LENDING_KIND, workspaceKind, name: `Harbor Build ${n}` }).returning();
  await db.insert(loan).values({ accountId: acct!.id, organizationId: orgId, reference: `LN-${1000 + n++}`, amount: '2000000', currency: 'USD', status: 'active' });
  const borrower = await addContact(db, orgId, acct!.id, 'Dana');
  return { id: acct!.id, borrower };
}

async function world(name: string): Promise<World> {
  const o = await makeWorkflowOrg(t, { name });
  const lraUser = await makeUser(t.db, o, { role: 'LRA', firstName: 'Lara' });
  const lra = { id: lraUser.id, token: (await signIn(t.app, lraUser)).access };
  const main = await makeLoan(t.db, o.orgId);
  const other = await makeLoan(t.db, o.orgId);
  await t.db.insert(lendingSettings).values({ organizationId: o.orgId, ratingScale: ['1', '2'], warningMargin: '10', dualDecisionAmount: '1000000', drawApprovalAmount: '250000' });
  return { ...o, lra, loanId: main.id, otherLoanId: other.id, borrower: main.borrower };
}

const get = (loanId = a.loanId, token = a.vo.token) => call<Answer<LoanDraws>>(t.app, 'GET', `/api/lending/loans/${loanId}/draws`, { token });
const putBudget = (lines: unknown[], loanId = a.loanId, token = a.ic.token) => call<Answer<LoanDraws>>(t.app, 'PUT', `/api/lending/loans/${loanId}/draw-budget`, { token, json: { lines } });
const ask = (lines: unknown[], loanId = a.loanId, token = a.ic.token, note = '') => call<Answer<DrawRequestRow>>(t.app, 'POST', `/api/lending/loans/${loanId}/draws`, { token, json: { note, lines } });
const act = (drawId: number, verb: string, json: unknown, token = a.ic.token) => call<Answer<DrawRequestRow>>(t.app, 'POST', `/api/lending/draws/${drawId}/${verb}`, { token, json });
const portalAsk = (token: string, lines: unknown[], note = 'Framing done') => call<Answer<DrawRequestRow>>(t.app, 'POST', '/api/customer/portal/draw_requests', { json: { token, note, lines } });
const portalGet = (token: string) => call<Answer<PortalDraws>>(t.app, 'GET', `/api/customer/portal/draws?token=${encodeURIComponent(token)}`);

const BUDGET = [
  { name: 'Site work', budget: '50000' },
  { name: 'Foundation', budget: '80000' },
  { name: 'Framing', budget: '120000' },
  { name: 'Roofing', budget: '40000' },
];

let lines: Record<string, number> = {};

before(async () => {
  t = await setup();
  a = await world('Draws Org A');
  b = await world('Draws Org B');
  const res = await putBudget(BUDGET);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  lines = Object.fromEntries(res.body.lines.map((l) => [l.name, l.id]));
});
after(() => t.database.close());

describe('the budget', () => {
  test('lines with their figures and totals, in order', async () => {
    const res = await get();
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.lines.map((l) => [l.name, l.budget, l.remaining, l.has_draws]), [
      ['Site work', '50000.00', '50000.00', false],
      ['Foundation', '80000.00', '80000.00', false],
      ['Framing', '120000.00', '120000.00', false],
      ['Roofing', '40000.00', '40000.00', false],
    ]);
    assert.equal(res.body.totals.budget, '290000.00');
    assert.equal(res.body.approval_amount, '250000.00');
    assert.equal(res.body.loan.is_draw_loan, true);
  });

  test('bad budgets: a name twice, a negative budget, more than 100 lines, a line of another loan; a Viewer Only 403; another organization 404', async () => {
    const twice = await putBudget([{ name: 'A', budget: '1' }, { name: 'a', budget: '2' }]);
    assert.equal(twice.status, 400);
    assert.deepEqual(twice.body['lines.1.name'], [DrawMessage.nameTwice]);
    assert.equal((await putBudget([{ name: 'A', budget: '-1' }])).status, 400);
    assert.equal((await putBudget([{ name: 'A', budget: '1.001' }])).status, 400, 'cents at most');
    const many = await putBudget(Array.from({ length: 101 }, (_, i) => ({ name: `L${i}`, budget: '1' })));
    assert.equal(many.status, 400);
    const foreign = await putBudget([{ id: lines.Framing, name: 'Framing', budget: '1' }], a.otherLoanId);
    assert.deepEqual(foreign.body['lines.0.id'], [DrawMessage.lineOtherLoan]);
    assert.equal((await putBudget(BUDGET, a.loanId, a.vo.token)).status, 403);
    assert.equal((await putBudget(BUDGET, a.loanId, b.ic.token)).status, 404);
    assert.equal((await get(a.loanId, b.vo.token)).status, 404);
  });
});

describe('a draw from request to disbursement', () => {
  let drawId = 0;

  test('above the remaining budget: 400 on the amount with the figures; a line of another loan: 400 on its field', async () => {
    const above = await ask([{ draw_line_id: lines.Framing, amount: '150000' }]);
    assert.equal(above.status, 400);
    assert.deepEqual(above.body['lines.0.amount'], [`${LendingMessage.drawAboveRemaining} Line Framing has 120,000.00 remaining, 150,000.00 asked.`]);
    const otherLine = await putBudget([{ name: 'Elsewhere', budget: '10' }], a.otherLoanId);
    assert.equal(otherLine.status, 200);
    const foreign = await ask([{ draw_line_id: otherLine.body.lines[0]!.id, amount: '5' }]);
    assert.deepEqual(foreign.body['lines.0.draw_line_id'], [DrawMessage.lineOtherLoan]);
    assert.equal((await ask([{ draw_line_id: lines.Framing, amount: '0' }])).status, 400);
    assert.equal((await ask([{ draw_line_id: lines.Framing, amount: '1.005' }])).status, 400, 'cents at most');
    assert.equal((await ask([{ draw_line_id: lines.Framing, amount: '5' }, { draw_line_id: lines.Framing, amount: '5' }])).status, 400, 'a line twice');
    assert.equal((await ask([])).status, 400);
  });

  test('asked by staff: numbered, with its supporting documents requirement (pdf, jpg, png) and a history row', async () => {
    const res = await ask([{ draw_line_id: lines.Framing, amount: '30000' }, { draw_line_id: lines['Site work'], amount: '10000' }], a.loanId, a.ic.token, 'Framing to the second floor');
    assert.equal(res.status, 201, JSON.stringify(res.body));
    drawId = res.body.id;
    assert.equal(res.body.number, 1);
    assert.equal(res.body.status, 'submitted');
    assert.equal(res.body.total, '40000.00');
    assert.equal(res.body.requested_by?.kind, 'user');
    assert.deepEqual(res.body.lines.map((l) => l.name), ['Site work', 'Framing'], 'in budget order');
    const [doc] = await t.db.select().from(item).where(eq(item.id, res.body.item_id!));
    assert.equal(doc!.title, 'Draw 1: supporting documents (invoices, lien waivers)');
    assert.equal(doc!.accountId, a.loanId);
    const [rules] = await t.db.select().from(requirement).where(eq(requirement.itemId, doc!.id));
    assert.deepEqual(rules!.allowedFileTypes, ['.pdf', '.jpg', '.jpeg', '.png']);
    const view = await get();
    const framing = view.body.lines.find((l) => l.name === 'Framing')!;
    assert.deepEqual([framing.claimed, framing.remaining, framing.has_draws], ['30000.00', '120000.00', true]);
  });

  test('inspection: percent complete 0 to 100 of lines of the draw; the variance against what is drawn', async () => {
    assert.equal((await act(drawId, 'inspection', { lines: [{ id: 1, percent_complete: '101' }] })).status, 400);
    const draw = (await get()).body.draws.find((d) => d.id === drawId)!;
    const framing = draw.lines.find((l) => l.name === 'Framing')!;
    const site = draw.lines.find((l) => l.name === 'Site work')!;
    const wrong = await act(drawId, 'inspection', { lines: [{ id: 999999, percent_complete: '10' }] });
    assert.deepEqual(wrong.body['lines.0.id'], [DrawMessage.lineOfDraw]);
    const res = await act(drawId, 'inspection', { version: draw.version, lines: [{ id: framing.id, percent_complete: '20' }, { id: site.id, percent_complete: '30' }] });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.status, 'inspected');
    const f = res.body.lines.find((l) => l.name === 'Framing')!;
    // 30,000 of 120,000 drawn = 25 %, 20 % complete: the money is 5 points ahead of the work.
    assert.deepEqual([f.percent_complete, f.drawn_percent, f.variance], ['20.00', '25.00', '-5.00']);
    assert.equal(res.body.inspected_by?.name, 'Ivan User');
  });

  test('approval: a Viewer Only 403, a stale version 409, more than the claim 400; approved for less on a line; then disbursed', async () => {
    const draw = (await get()).body.draws.find((d) => d.id === drawId)!;
    const framing = draw.lines.find((l) => l.name === 'Framing')!;
    assert.equal((await act(drawId, 'approve', { version: draw.version }, a.vo.token)).status, 403);
    const stale = await act(drawId, 'approve', { version: draw.version - 1 });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.detail, DrawMessage.staleDraw);
    const above = await act(drawId, 'approve', { version: draw.version, lines: [{ id: framing.id, approved_amount: '30000.01' }] });
    assert.equal(above.status, 400);
    assert.equal((await act(drawId, 'disburse', {})).status, 409, 'not approved yet');
    const res = await act(drawId, 'approve', { version: draw.version, lines: [{ id: framing.id, approved_amount: '25000' }] });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.status, 'approved');
    assert.equal(res.body.approved_total, '35000.00');
    assert.equal((await act(drawId, 'reject', { reason: 'late' })).status, 409, 'decided');
    const view = (await get()).body;
    const line = view.lines.find((l) => l.name === 'Framing')!;
    assert.deepEqual([line.claimed, line.approved, line.remaining], ['0.00', '25000.00', '95000.00']);
    const paid = await act(drawId, 'disburse', { version: res.body.version });
    assert.equal(paid.status, 200);
    assert.equal(paid.body.status, 'disbursed');
    const after = (await get()).body.lines.find((l) => l.name === 'Framing')!;
    assert.deepEqual([after.approved, after.disbursed, after.remaining], ['0.00', '25000.00', '95000.00']);
    const history = await t.db.select({ action: loanHistory.action, section: loanHistory.section }).from(loanHistory).where(eq(loanHistory.accountId, a.loanId));
    const actions = history.map((h) => h.action);
    for (const want of ['draw_budget_changed', 'draw_requested', 'draw_inspected', 'draw_approved', 'draw_disbursed']) assert.ok(actions.includes(want), want);
    assert.ok(history.every((h) => h.section === 'loanDetails'));
  });

  test('the budget cannot remove a line with draws, nor cut it below what is approved and disbursed', async () => {
    const view = (await get()).body;
    const keep = view.lines.filter((l) => l.name !== 'Framing').map((l) => ({ id: l.id, name: l.name, budget: l.budget }));
    const removed = await putBudget(keep);
    assert.equal(removed.status, 400);
    assert.match(String((removed.body.lines as unknown as string[])[0]), /^This line has draws against it and cannot be removed\. Line Framing/);
    const cut = await putBudget(view.lines.map((l) => ({ id: l.id, name: l.name, budget: l.name === 'Framing' ? '20000' : l.budget })));
    assert.equal(cut.status, 400);
    assert.deepEqual(cut.body['lines.2.budget'], [`${DrawMessage.lineBelowApproved} Line Framing has 25,000.00 approved and disbursed, 20,000.00 asked.`]);
    const renamed = await putBudget(view.lines.map((l) => ({ id: l.id, name: l.name === 'Site work' ? 'Roofing' : l.name === 'Roofing' ? 'Site work' : l.name, budget: l.budget })));
    assert.equal(renamed.status, 200, 'two names swapped at once');
    assert.equal((await putBudget(view.lines.map((l) => ({ id: l.id, name: l.name, budget: l.budget })))).status, 200);
  });

  test('reject with the reason', async () => {
    const made = await ask([{ draw_line_id: lines.Roofing, amount: '1000' }]);
    const res = await act(made.body.id, 'reject', { reason: 'No lien waiver from the roofer.' });
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 'rejected');
    assert.equal(res.body.reject_reason, 'No lien waiver from the roofer.');
    assert.equal((await act(made.body.id, 'reject', { reason: '' })).status, 400);
  });
});

describe('approval above the organization amount', () => {
  test('an IC and an OA 403, a reviewer (LRA) approves', async () => {
    await putBudget([...(await get()).body.lines.map((l) => ({ id: l.id, name: l.name, budget: l.budget })), { name: 'Shell', budget: '400000' }]);
    const shell = (await get()).body.lines.find((l) => l.name === 'Shell')!;
    const made = await ask([{ draw_line_id: shell.id, amount: '300000' }]);
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.needs_reviewer, true);
    const byIc = await act(made.body.id, 'approve', { version: made.body.version });
    assert.equal(byIc.status, 403);
    assert.equal(byIc.body.detail, LendingMessage.drawApprovalRoles);
    assert.equal((await act(made.body.id, 'approve', { version: made.body.version }, a.oa.token)).status, 403);
    const byLra = await act(made.body.id, 'approve', { version: made.body.version }, a.lra.token);
    assert.equal(byLra.status, 200, JSON.stringify(byLra.body));
    assert.equal(byLra.body.decided_by?.name, 'Lara User');
  });
});

describe('two approvals at once', () => {
  test('cannot overdraw a line: one is approved, the other refused with the figures', async () => {
    await putBudget([...(await get()).body.lines.map((l) => ({ id: l.id, name: l.name, budget: l.budget })), { name: 'Finishes', budget: '100000' }]);
    const finishes = (await get()).body.lines.find((l) => l.name === 'Finishes')!;
    const one = await ask([{ draw_line_id: finishes.id, amount: '60000' }]);
    const two = await ask([{ draw_line_id: finishes.id, amount: '60000' }]);
    assert.equal(two.status, 201, 'a claim is within the remaining budget until approved');
    const [x, y] = await Promise.all([act(one.body.id, 'approve', { version: one.body.version }), act(two.body.id, 'approve', { version: two.body.version }, a.lra.token)]);
    assert.deepEqual([x.status, y.status].sort(), [200, 400]);
    const refused = x.status === 400 ? x : y;
    assert.deepEqual(refused.body['lines.0.approved_amount'], [`${LendingMessage.drawAboveRemaining} Line Finishes has 40,000.00 remaining, 60,000.00 asked.`]);
    const line = (await get()).body.lines.find((l) => l.name === 'Finishes')!;
    assert.deepEqual([line.approved, line.remaining], ['60000.00', '40000.00']);
  });
});

describe('the borrower portal', () => {
  test('sees the lines with what remains and asks a draw; its requirement is theirs to upload to', async () => {
    const view = await portalGet(a.borrower.token);
    assert.equal(view.status, 200, JSON.stringify(view.body));
    assert.ok(view.body.lines.some((l) => l.name === 'Framing' && l.remaining === '95000.00'));
    const res = await portalAsk(a.borrower.token, [{ draw_line_id: lines.Framing, amount: '15000' }]);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.requested_by?.kind, 'contact');
    const [doc] = await t.db.select().from(item).where(eq(item.id, res.body.item_id!));
    assert.equal(doc!.assigneeContactId, a.borrower.contactId);
    const after = await portalGet(a.borrower.token);
    assert.equal(after.body.draws[0]!.id, res.body.id);
    assert.equal(after.body.draws[0]!.status, 'submitted');
  });

  test('above remaining: 400 with the figures; a line of another loan: 400 on its field; another account token 404; on hold 403', async () => {
    const above = await portalAsk(a.borrower.token, [{ draw_line_id: lines.Framing, amount: '96000' }]);
    assert.deepEqual(above.body['lines.0.amount'], [`${LendingMessage.drawAboveRemaining} Line Framing has 95,000.00 remaining, 96,000.00 asked.`]);
    const bLine = (await putBudget([{ name: 'B line', budget: '100' }], b.loanId, b.ic.token)).body.lines[0]!.id;
    const foreign = await portalAsk(a.borrower.token, [{ draw_line_id: bLine, amount: '1' }]);
    assert.equal(foreign.status, 400);
    assert.deepEqual(foreign.body['lines.0.draw_line_id'], [DrawMessage.lineOtherLoan]);
    // A token of an account that is not a loan with draws (a monitored loan, a file account).
    const monitored = await makeLoan(t.db, a.orgId, WorkspaceKind.MONITORING);
    assert.equal((await portalGet(monitored.borrower.token)).status, 404);
    assert.equal((await portalAsk(monitored.borrower.token, [{ draw_line_id: lines.Framing, amount: '1' }])).status, 404);
    assert.equal((await portalGet(a.contacts[0]!.token)).status, 404);
    assert.equal((await portalGet('nope')).status, 404);
    await t.db.update(account).set({ accountHold: true }).where(eq(account.id, a.loanId));
    assert.equal((await portalAsk(a.borrower.token, [{ draw_line_id: lines.Framing, amount: '1' }])).status, 403);
    await t.db.update(account).set({ accountHold: false }).where(eq(account.id, a.loanId));
  });
});

describe('the schedule and the list', () => {
  test('the draw schedule as CSV', async () => {
    const res = await t.app.request(`/api/lending/loans/${a.loanId}/draws/schedule`, { headers: { authorization: `JWT ${a.vo.token}` } });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/csv/);
    const text = await res.text();
    const rows = text.trim().split('\r\n');
    assert.match(rows[0]!, /^Line,Budget,Draw 1,/);
    assert.ok(rows.some((r) => r.startsWith('Framing,120000.00,25000.00,')));
    assert.ok(rows.at(-1)!.startsWith('Total,'));
  });

  test('the same statements for a loan of 1 draw and of 100', async () => {
    const counted = async (draws: number) => {
      const l = await makeLoan(t.db, a.orgId);
      const [line] = await t.db.insert(drawLine).values({ organizationId: a.orgId, accountId: l.id, name: 'Work', budget: '1000000' }).returning();
      const made = await t.db
        .insert(drawRequest)
        .values(Array.from({ length: draws }, (_, i) => ({ organizationId: a.orgId, accountId: l.id, number: i + 1, status: i % 2 ? 'disbursed' : 'submitted' })))
        .returning({ id: drawRequest.id });
      await t.db.insert(drawRequestLine).values(made.map((d) => ({ organizationId: a.orgId, drawRequestId: d.id, drawLineId: line!.id, amount: '10', approvedAmount: '10' })));
      await get(l.id);
      let res: Awaited<ReturnType<typeof get>> | undefined;
      const sent = await statementsSent(t.db, async () => (res = await get(l.id)));
      assert.equal(res!.body.draws.length, draws);
      return sent;
    };
    assert.equal(await counted(1), await counted(100));
  });

  test('files on the requirement are counted on the draw', async () => {
    const d = (await get()).body.draws.find((x) => x.number === 1)!;
    await t.db.insert(file).values({ organizationId: a.orgId, accountId: a.loanId, itemId: d.item_id!, name: 'lien-waiver.pdf', contentType: 'application/pdf', size: 10, sha256: 'x'.repeat(64), storageKey: `k/draw-${n++}` });
    const again = (await get()).body.draws.find((x) => x.number === 1)!;
    assert.equal(again.files, 1);
    const [row] = await t.db.select().from(drawRequest).where(and(eq(drawRequest.id, d.id), eq(drawRequest.organizationId, a.orgId)));
    assert.equal(row!.status, 'disbursed');
  });

  test('another organization: its draw 404 on every action', async () => {
    const d = (await get()).body.draws[0]!;
    for (const verb of ['inspection', 'approve', 'reject', 'disburse']) assert.equal((await act(d.id, verb, { version: d.version, reason: 'x', lines: [] }, b.ic.token)).status, 404, verb);
    assert.equal((await ask([{ draw_line_id: lines.Framing, amount: '1' }], a.loanId, b.ic.token)).status, 404);
  });
});

describe('the demo seed', () => {
  test('a budget of seven lines, two draws disbursed and one inspected awaiting approval', async () => {
    const l = await makeLoan(t.db, a.orgId);
    const made = await t.db.transaction((tx) => seedDraws(tx as unknown as Db, { orgId: a.orgId, accountId: l.id, userId: a.ic.id, contactId: l.borrower.contactId }));
    assert.equal(made.lines.length, 7);
    assert.deepEqual(made.draws.map((d) => d.status), ['disbursed', 'disbursed', 'inspected']);
    const view = (await get(l.id)).body;
    assert.equal(view.totals.budget, '1450000.00');
    assert.equal(view.totals.disbursed, '365000.00');
    assert.equal(view.draws[0]!.requested_by?.kind, 'contact');
  });
});
