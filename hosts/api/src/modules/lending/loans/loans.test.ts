/**
 * Loans, the staff side: one opened in the loan pipeline (its reference, first stage, borrowers
 * and first history row) or booked; its details and term changed (history of just the changed
 * fields, the version bumped; a stale version is a 409 with the loan as it is now); parties added
 * and removed; rated and given a policy exception by a reviewer; the schedule's exact figures; the
 * list's filters, search, covenant columns and its fixed number of statements; the CSV export; the
 * lending settings. The attacks: a Viewer Only writing (403), an IC rating (403), another
 * organization's loan (404) or contact, product or pipeline in a body (400 on its field).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { LendingMessage, type LendingSettingsRow, type LoanDetail, type LoanHistoryPage, type LoanRow } from '@si/contract';
import { accountContact, category, contact, product } from '../../../db/schema.ts';
import { refMessage } from '../../../platform/http/refs.ts';
import { dayOffset } from '../../../shared/dates/days.ts';
import { makeUser, signIn, type MadeUser } from '../../../../test-support/fixtures.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makePipeline } from '../../../../test-support/sales-data.ts';
import { statementsSent } from '../../../../test-support/statements.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { covenant, covenantTest, lendingSettings, loan, loanHistory } from '../schema.ts';
import { NOT_ON_SCALE, PARTY_TWICE, WHOLE_PERIODS } from './actions.ts';
import { REFERENCE_TAKEN } from './create.ts';

type Answer<T> = T & { detail?: string; loan?: LoanDetail; [field: string]: unknown };

interface World extends Org {
  lra: MadeUser & { token: string };
  pipeline: { id: number; stages: number[] };
  termLoan: number;
  lineOfCredit: number;
  commercial: number;
  people: number[];
}

let t: TestContext;
let a: World;
let b: World;
let n = 0;

async function world(name: string): Promise<World> {
  const o = await makeWorkflowOrg(t, { name });
  const lraUser = await makeUser(t.db, o, { role: 'LRA', firstName: 'Rhea' });
  const lra = { ...lraUser, token: (await signIn(t.app, lraUser)).access };
  // "Another pipeline" comes after "Loan pipeline" by name: the first by name is the loan pipeline.
  await makePipeline(t.db, o.orgId, 'Zebra deals', ['Open']);
  const pipeline = await makePipeline(t.db, o.orgId, 'Loan pipeline', ['Application', 'Underwriting', 'Credit review', 'Approved']);
  const [commercial] = await t.db.insert(category).values({ organizationId: o.orgId, name: 'Commercial' }).returning({ id: category.id });
  const [termLoan] = await t.db.insert(product).values({ organizationId: o.orgId, name: 'Term loan', categoryId: commercial!.id }).returning({ id: product.id });
  const [lineOfCredit] = await t.db.insert(product).values({ organizationId: o.orgId, name: 'Line of credit' }).returning({ id: product.id });
  const people = await t.db
    .insert(contact)
    .values(['Grace', 'Hugo', 'Iris'].map((first) => ({ organizationId: o.orgId, firstName: first, lastName: 'Borrower', email: `${first.toLowerCase()}.${n++}@borrower.example` })))
    .returning({ id: contact.id });
  return { ...o, lra, pipeline, termLoan: termLoan!.id, lineOfCredit: lineOfCredit!.id, commercial: commercial!.id, people: people.map((p) => p.id) };
}

const create = (json: Record<string, unknown>, token = a.ic.token) => call<Answer<LoanDetail>>(t.app, 'POST', '/api/lending/loans', { token, json: { borrower_name: 'Riverside Farms LLC', amount: '250000', currency: 'USD', ...json } });
const get = (id: number, token = a.vo.token) => call<Answer<LoanDetail>>(t.app, 'GET', `/api/lending/loans/${id}`, { token });
const patch = (id: number, part: 'details' | 'term', json: unknown, token = a.ic.token) => call<Answer<LoanDetail>>(t.app, 'PATCH', `/api/lending/loans/${id}/${part}`, { token, json });
const post = (id: number, part: string, json: unknown, token = a.ic.token) => call<Answer<LoanDetail>>(t.app, 'POST', `/api/lending/loans/${id}/${part}`, { token, json });
const list = (q: string, token = a.vo.token) => call<{ count: number; next: string | null; results: LoanRow[] }>(t.app, 'GET', `/api/lending/loans${q}`, { token });

async function newLoan(json: Record<string, unknown> = {}, token = a.ic.token): Promise<LoanDetail> {
  const res = await create(json, token);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

before(async () => {
  t = await setup();
  a = await world('Lending Org A');
  b = await world('Lending Org B');
});
after(() => t.database.close());

describe('opening a loan', () => {
  test('in the pipeline: the next LN reference, the loan pipeline\'s first stage, its borrowers (linked to the account) and the first history row', async () => {
    const first = await newLoan({ product_id: a.termLoan, category_id: a.commercial, officer_user_id: a.ic.id, borrower_contact_ids: [a.people[0], a.people[1]] });
    assert.match(first.reference, /^LN-\d+$/);
    assert.equal(first.status, 'requested');
    assert.equal(first.workspace_kind, 2);
    assert.deepEqual(first.stage, { id: a.pipeline.stages[0], name: 'Application' });
    assert.deepEqual(first.pipeline, { id: a.pipeline.id, name: 'Loan pipeline' });
    assert.equal(first.borrower, 'Riverside Farms LLC');
    assert.equal(first.amount, '250000.00');
    assert.deepEqual(first.product, { id: a.termLoan, name: 'Term loan' });
    assert.deepEqual(first.officer, { id: a.ic.id, name: 'Ivan User' });
    assert.deepEqual(first.borrowing_structure.parties.map((p) => [p.name, p.role]), [
      ['Grace Borrower', 'borrower'],
      ['Hugo Borrower', 'borrower'],
    ]);
    const links = await t.db.select().from(accountContact).where(eq(accountContact.accountId, first.id));
    assert.equal(links.length, 2);
    assert.ok(links.every((l) => l.tokenHash === null), 'no portal link yet');
    assert.equal(first.history.count, 1);
    assert.equal(first.history.results[0]!.action, 'created');
    assert.equal(first.version, 1);
    assert.deepEqual(first.can, { loanDetails: true, loanTerm: true, borrowingStructure: true, creditAndRiskRating: false, covenants: true, affirmativeCovenantsReq: true, decision: false, policyExceptions: false, history: false });

    const second = await newLoan();
    assert.equal(Number(second.reference.slice(3)), Number(first.reference.slice(3)) + 1);
    const taken = await create({ reference: first.reference });
    assert.equal(taken.status, 400);
    assert.deepEqual(taken.body.reference, [REFERENCE_TAKEN]);
    const own = await newLoan({ reference: 'CRE-2024-7' });
    assert.equal(own.reference, 'CRE-2024-7');
  });

  test('booked: monitoring or loan draw, active, on no stage; the reference is per organization', async () => {
    const booked = await newLoan({ workspace_kind: 1, fixed_rate: '6', term_months: 12, origination_date: '2025-01-15' });
    assert.equal(booked.status, 'active');
    assert.equal(booked.workspace_kind, 1);
    assert.equal(booked.stage, null);
    const draw = await newLoan({ workspace_kind: 3 });
    assert.equal(draw.workspace_kind, 3);
    const theirs = await newLoan({}, b.ic.token);
    assert.equal(theirs.reference, 'LN-1001', "the other organization's numbers start over");
  });

  test('bad input: 400 naming the field; ids of another organization are a 400 on their field; a Viewer Only is a 403', async () => {
    const bad = await create({ amount: '-5', currency: 'XYZ', workspace_kind: 4, payments_per_year: 6 });
    assert.equal(bad.status, 400);
    for (const field of ['amount', 'currency', 'workspace_kind', 'payments_per_year']) assert.ok(bad.body[field], `${field}: ${JSON.stringify(bad.body)}`);
    assert.equal((await create({ borrower_name: '' })).status, 400);
    const foreign = await create({ product_id: b.termLoan, borrower_contact_ids: [b.people[0]], officer_user_id: b.ic.id });
    assert.equal(foreign.status, 400);
    assert.deepEqual(foreign.body.product_id, [refMessage('product')]);
    assert.deepEqual(foreign.body.borrower_contact_ids, [refMessage('contact')]);
    assert.deepEqual(foreign.body.officer_user_id, [refMessage('user')]);
    const dates = await create({ origination_date: '2025-06-01', maturity_date: '2025-01-01' });
    assert.ok(dates.body.maturity_date);
    assert.equal((await create({}, a.vo.token)).status, 403);
  });
});

describe('the schedule', () => {
  test('amortizing: 100,000 at 6% over 12 monthly payments is 8,606.64 a month; the last absorbs the rounding', async () => {
    const l = await newLoan({ amount: '100000', fixed_rate: '6', term_months: 12, origination_date: '2025-01-31', workspace_kind: 1 });
    const s = l.loan_term.schedule!;
    assert.equal(s.rate, '6.0000');
    assert.equal(s.rows.length, 12);
    assert.deepEqual(s.rows[0], { number: 1, date: '2025-02-28', payment: '8606.64', interest: '500.00', principal: '8106.64', balance: '91893.36' });
    assert.deepEqual(s.rows[1], { number: 2, date: '2025-03-31', payment: '8606.64', interest: '459.47', principal: '8147.17', balance: '83746.19' });
    assert.ok(s.rows.slice(0, 11).every((r) => r.payment === '8606.64'));
    assert.deepEqual(s.rows[11], { number: 12, date: '2026-01-31', payment: '8606.69', interest: '42.82', principal: '8563.87', balance: '0.00' });
    assert.deepEqual(s.totals, { payment: '103279.73', interest: '3279.73', principal: '100000.00' });
  });

  test('floating (index plus margin), interest only, quarterly, bullet; none without a rate', async () => {
    const floating = await newLoan({ amount: '100000', rate_kind: 'floating', rate_index: 'SOFR', index_rate: '4.25', margin: '1.75', term_months: 12 });
    assert.equal(floating.loan_details.rate, '6.0000');
    assert.equal(floating.loan_term.schedule!.rows[0]!.payment, '8606.64');
    assert.equal(floating.loan_term.schedule!.rows[0]!.date, null, 'no origination date: no dates');

    const io = await newLoan({ amount: '120000', fixed_rate: '5', term_months: 12, payments_per_year: 4, repayment: 'interest_only', origination_date: '2025-03-31' });
    const rows = io.loan_term.schedule!.rows;
    assert.deepEqual(
      rows.map((r) => [r.date, r.payment, r.principal]),
      [
        ['2025-06-30', '1500.00', '0.00'],
        ['2025-09-30', '1500.00', '0.00'],
        ['2025-12-31', '1500.00', '0.00'],
        ['2026-03-31', '121500.00', '120000.00'],
      ],
    );

    const bullet = await newLoan({ amount: '50000', fixed_rate: '8', term_months: 24, repayment: 'bullet', origination_date: '2025-01-01' });
    assert.deepEqual(bullet.loan_term.schedule!.rows, [{ number: 1, date: '2027-01-01', payment: '58000.00', interest: '8000.00', principal: '50000.00', balance: '0.00' }]);
    assert.equal((await newLoan()).loan_term.schedule, null);
  });
});

describe('changing a loan', () => {
  test('details: history of just the changed fields (names, not ids), the version bumped; nothing changed, nothing written', async () => {
    const l = await newLoan({ fixed_rate: '6', product_id: a.termLoan });
    const res = await patch(l.id, 'details', { version: 1, amount: '300000', product_id: a.lineOfCredit, purpose: 'Barn <b>roof</b>', borrower_name: 'Riverside Farms Inc.', officer_user_id: a.oa.id });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.version, 2);
    assert.equal(res.body.amount, '300000.00');
    assert.equal(res.body.borrower, 'Riverside Farms Inc.');
    assert.equal(res.body.loan_details.purpose, 'Barn <b>roof</b>');
    const h = res.body.history.results[0]!;
    assert.equal(h.section, 'loanDetails');
    assert.equal(h.action, 'updated');
    assert.deepEqual(h.before, { borrower: 'Riverside Farms LLC', amount: '250000.00', purpose: '', product: 'Term loan', officer: null });
    assert.deepEqual(h.after, { borrower: 'Riverside Farms Inc.', amount: '300000.00', purpose: 'Barn <b>roof</b>', product: 'Line of credit', officer: 'Olivia User' });
    assert.deepEqual(h.by, { id: a.ic.id, name: 'Ivan User' });
    const same = await patch(l.id, 'details', { version: 2, amount: '300000.00' });
    assert.equal(same.body.version, 2, 'nothing changed');
    assert.equal(same.body.history.count, 2);
  });

  test('a stale version is a 409 with the message and the loan as it is now', async () => {
    const l = await newLoan();
    assert.equal((await patch(l.id, 'details', { version: 1, collateral: 'Farm land' })).status, 200);
    const stale = await patch(l.id, 'details', { version: 1, collateral: 'Tractors' }, a.lra.token);
    assert.equal(stale.status, 409);
    assert.equal(stale.body.detail, LendingMessage.staleLoan);
    assert.equal(stale.body.loan!.version, 2);
    assert.equal(stale.body.loan!.loan_details.collateral, 'Farm land');
    assert.equal((await patch(l.id, 'term', { version: 1, term_months: 24 })).status, 409);
  });

  test('term: whole payment periods only; the schedule follows; history says before and after', async () => {
    const l = await newLoan({ fixed_rate: '6', term_months: 12 });
    const bad = await patch(l.id, 'term', { version: 1, payments_per_year: 4, term_months: 13 });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.term_months, [WHOLE_PERIODS]);
    assert.ok((await patch(l.id, 'term', { version: 1, repayment: 'sideways' })).body.repayment);
    const ok = await patch(l.id, 'term', { version: 1, payments_per_year: 4, term_months: 24 });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.loan_term.schedule!.rows.length, 8);
    assert.deepEqual(ok.body.history.results[0]!.before, { term_months: 12, payments_per_year: 12 });
    assert.deepEqual(ok.body.history.results[0]!.after, { term_months: 24, payments_per_year: 4 });
  });

  test("parties: a guarantor from the directory, twice is a 400, another organization's contact is a 400 on contact_id; removed", async () => {
    const l = await newLoan();
    const added = await post(l.id, 'parties', { contact_id: a.people[2], role: 'guarantor', guarantee_amount: '50000' });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    const party = added.body.borrowing_structure.parties.find((p) => p.role === 'guarantor')!;
    assert.equal(party.guarantee_amount, '50000.00');
    assert.equal(added.body.history.results[0]!.action, 'party_added');
    assert.deepEqual((await post(l.id, 'parties', { contact_id: a.people[2], role: 'guarantor' })).body.contact_id, [PARTY_TWICE]);
    const foreign = await post(l.id, 'parties', { contact_id: b.people[0], role: 'borrower' });
    assert.equal(foreign.status, 400);
    assert.deepEqual(foreign.body.contact_id, [refMessage('contact')]);
    assert.ok((await post(l.id, 'parties', { contact_id: a.people[1], role: 'borrower', guarantee_amount: '5' })).body.guarantee_amount);
    assert.equal((await post(l.id, 'parties', { contact_id: a.people[1], role: 'borrower' }, a.vo.token)).status, 403);
    const removed = await call<Answer<LoanDetail>>(t.app, 'DELETE', `/api/lending/loans/${l.id}/parties/${party.id}`, { token: a.ic.token });
    assert.equal(removed.status, 200);
    assert.equal(removed.body.borrowing_structure.parties.length, 0);
    assert.deepEqual(removed.body.history.results[0]!.before, { name: 'Iris Borrower', role: 'guarantor', guarantee_amount: '50000.00' });
    assert.equal((await call(t.app, 'DELETE', `/api/lending/loans/${l.id}/parties/${party.id}`, { token: a.ic.token })).status, 404);
  });

  test('rating and policy exceptions: a reviewer\'s (an IC is a 403); on the scale; the caller approves', async () => {
    const l = await newLoan();
    const ic = await post(l.id, 'rating', { rating: '3 - Good', reason: 'Strong cash flow' });
    assert.equal(ic.status, 403);
    assert.equal(ic.body.detail, 'You do not have permission to perform this action.');
    assert.equal((await post(l.id, 'policy-exceptions', { policy: 'LTV above 80%', reason: 'Guarantee' })).status, 403);
    assert.equal((await post(l.id, 'rating', { rating: '3 - Good', reason: 'x' }, a.vo.token)).status, 403);
    const off = await post(l.id, 'rating', { rating: 'AAA', reason: 'x' }, a.lra.token);
    assert.deepEqual(off.body.rating, [NOT_ON_SCALE]);
    assert.ok((await post(l.id, 'rating', { rating: '3 - Good', reason: '' }, a.lra.token)).body.reason);
    const rated = await post(l.id, 'rating', { rating: '3 - Good', reason: 'Strong cash flow' }, a.lra.token);
    assert.equal(rated.status, 201, JSON.stringify(rated.body));
    const again = await post(l.id, 'rating', { rating: '6 - Watch', reason: 'Late statements' }, a.oa.token);
    assert.equal(again.body.rating, '6 - Watch');
    assert.deepEqual(again.body.credit_and_risk_rating.history.map((r) => [r.rating, r.by?.name]), [
      ['6 - Watch', 'Olivia User'],
      ['3 - Good', 'Rhea User'],
    ]);
    assert.deepEqual(again.body.history.results[0]!.before, { rating: '3 - Good' });
    assert.equal(again.body.can.creditAndRiskRating, true);
    const ex = await post(l.id, 'policy-exceptions', { policy: 'LTV above 80%', reason: 'Personal guarantee' }, a.lra.token);
    assert.equal(ex.status, 201);
    assert.deepEqual(ex.body.policy_exceptions[0]!.approver, { id: a.lra.id, name: 'Rhea User' });
    assert.ok((await post(l.id, 'policy-exceptions', { policy: '', reason: 'x' }, a.lra.token)).body.policy);
  });

  test("another organization's loan is a 404 everywhere", async () => {
    const theirs = await newLoan({}, b.ic.token);
    assert.equal((await get(theirs.id)).status, 404);
    assert.equal((await patch(theirs.id, 'details', { version: 1, amount: '1' })).status, 404);
    assert.equal((await patch(theirs.id, 'term', { version: 1 })).status, 404);
    assert.equal((await post(theirs.id, 'parties', { contact_id: a.people[0], role: 'borrower' })).status, 404);
    assert.equal((await post(theirs.id, 'rating', { rating: '3 - Good', reason: 'x' }, a.lra.token)).status, 404);
    assert.equal((await call(t.app, 'GET', `/api/lending/loans/${theirs.id}/history`, { token: a.vo.token })).status, 404);
    assert.equal((await get(a.accountId)).status, 404, 'an account that is not a loan');
  });

  test('history: newest first, in pages', async () => {
    const l = await newLoan();
    for (let i = 1; i <= 12; i++) assert.equal((await patch(l.id, 'details', { version: i, collateral: `Item ${i}` })).status, 200);
    const page = await call<LoanHistoryPage>(t.app, 'GET', `/api/lending/loans/${l.id}/history?page=2&page_size=10`, { token: a.vo.token });
    assert.equal(page.status, 200);
    assert.equal(page.body.count, 13);
    assert.equal(page.body.results.length, 3);
    assert.deepEqual(page.body.results.map((r) => r.action), ['updated', 'updated', 'created']);
    assert.equal(page.body.next, null);
    assert.ok(page.body.previous?.includes('page=1'));
  });
});

describe('the list', () => {
  test('covenant columns: the next pending test and the worst status of each covenant\'s latest due or decided test', async () => {
    const l = await newLoan({ borrower_name: 'Covenant Watch Co', workspace_kind: 1 });
    const [dscr] = await t.db.insert(covenant).values({ organizationId: a.orgId, accountId: l.id, kind: 'financial', name: 'DSCR at least 1.25', frequency: 'quarterly', firstTestDate: dayOffset(-200) }).returning({ id: covenant.id });
    const [docs] = await t.db.insert(covenant).values({ organizationId: a.orgId, accountId: l.id, kind: 'affirmative', name: 'Annual accounts', frequency: 'annual', firstTestDate: dayOffset(-400) }).returning({ id: covenant.id });
    await t.db.insert(covenantTest).values([
      // DSCR: an old breach, then a compliant latest: compliant.
      { organizationId: a.orgId, accountId: l.id, covenantId: dscr!.id, testDate: dayOffset(-200), dueDate: dayOffset(-160), status: 'breach' },
      { organizationId: a.orgId, accountId: l.id, covenantId: dscr!.id, testDate: dayOffset(-110), dueDate: dayOffset(-70), status: 'compliant' },
      { organizationId: a.orgId, accountId: l.id, covenantId: dscr!.id, testDate: dayOffset(-20), dueDate: dayOffset(25), status: 'pending' },
      { organizationId: a.orgId, accountId: l.id, covenantId: dscr!.id, testDate: dayOffset(70), dueDate: dayOffset(115), status: 'pending' },
      // Annual accounts: past due and still pending: pending (worse than compliant).
      { organizationId: a.orgId, accountId: l.id, covenantId: docs!.id, testDate: dayOffset(-60), dueDate: dayOffset(-5), status: 'pending' },
      { organizationId: a.orgId, accountId: l.id, covenantId: docs!.id, testDate: dayOffset(30), dueDate: dayOffset(90), status: 'pending' },
    ]);
    const found = await list('?search=covenant%20watch');
    assert.equal(found.body.count, 1);
    const row = found.body.results[0]!;
    assert.equal(row.worst_status, 'pending');
    assert.deepEqual(row.next_test, { date: dayOffset(30), covenant: { id: docs!.id, name: 'Annual accounts' } });
    await t.db.update(covenantTest).set({ status: 'warning' }).where(and(eq(covenantTest.covenantId, dscr!.id), eq(covenantTest.testDate, dayOffset(-20))));
    assert.equal((await list('?search=covenant%20watch')).body.results[0]!.worst_status, 'warning', 'a result before its due date counts');
    const plain = await newLoan({ borrower_name: 'No Covenants Ltd' });
    const none = (await list(`?search=${encodeURIComponent(plain.reference)}`)).body.results[0]!;
    assert.equal(none.worst_status, null);
    assert.equal(none.next_test, null);
  });

  test('filters, search, ordering; a bad filter is a 400', async () => {
    const w = await world('Lending List Org');
    const mk = (json: Record<string, unknown>) => create({ ...json }, w.ic.token);
    assert.equal((await mk({ borrower_name: 'Alpha Farms', product_id: w.termLoan, officer_user_id: w.ic.id, amount: '10' })).status, 201);
    assert.equal((await mk({ borrower_name: 'Beta Mills', product_id: w.lineOfCredit, workspace_kind: 1, amount: '30' })).status, 201);
    assert.equal((await mk({ borrower_name: 'Gamma Docks', category_id: w.commercial, workspace_kind: 3, amount: '20' })).status, 201);
    const q = (s: string) => list(s, w.vo.token);
    assert.deepEqual((await q('?status=active&ordering=borrower')).body.results.map((r) => r.borrower), ['Beta Mills', 'Gamma Docks']);
    assert.deepEqual((await q(`?product_id=${w.termLoan}`)).body.results.map((r) => r.borrower), ['Alpha Farms']);
    assert.deepEqual((await q(`?category_id=${w.commercial}`)).body.results.map((r) => r.borrower), ['Gamma Docks']);
    assert.deepEqual((await q(`?officer=${w.ic.id}`)).body.results.map((r) => r.borrower), ['Alpha Farms']);
    assert.deepEqual((await list('?officer=me', w.ic.token)).body.results.map((r) => r.borrower), ['Alpha Farms']);
    assert.equal((await q('?officer=none')).body.count, 2);
    assert.deepEqual((await q('?workspace_kind=3')).body.results.map((r) => r.borrower), ['Gamma Docks']);
    assert.deepEqual((await q('?ordering=-amount')).body.results.map((r) => r.amount), ['30.00', '20.00', '10.00']);
    assert.deepEqual((await q('?search=mill')).body.results.map((r) => r.borrower), ['Beta Mills']);
    const first = (await q('?search=alpha')).body.results[0]!;
    assert.deepEqual(first.stage, { id: w.pipeline.stages[0], name: 'Application' });
    assert.equal((await q('?search=LN-1001')).body.count, 1);
    assert.equal((await q('?status=sleeping')).status, 400);
    assert.equal((await q('?ordering=password')).status, 400);
    assert.equal((await q('?workspace_kind=9')).status, 400);
    assert.equal((await q('?rating=6%20-%20Watch')).body.count, 0);
    assert.equal((await list('', a.vo.token)).body.results.some((r) => r.borrower === 'Alpha Farms'), false, "another organization's loans never appear");
  });

  test('a page of 1 and of 100 loans costs the same statements', async () => {
    const w = await world('Lending Count Org');
    for (let i = 0; i < 101; i++) {
      const res = await create({ borrower_name: `Bulk ${i}`, product_id: w.termLoan, officer_user_id: w.ic.id }, w.ic.token);
      assert.equal(res.status, 201);
    }
    const one = await statementsSent(t.db, () => list('?page_size=10&search=Bulk%2050', w.vo.token));
    const hundred = await statementsSent(t.db, () => list('?page_size=100', w.vo.token));
    const page = await list('?page_size=100', w.vo.token);
    assert.equal(page.body.results.length, 100);
    assert.equal(page.body.count, 101);
    assert.equal((await list('?page_size=10&search=Bulk%2050', w.vo.token)).body.results.length, 1);
    assert.equal(hundred, one, `${one} statements for 1 loan, ${hundred} for 100`);
  });

  test('the CSV export: every row the filters select, formula-guarded, theirs never', async () => {
    await newLoan({ borrower_name: '=HYPERLINK("http://evil.example") Export Co' });
    const res = await t.app.request('/api/lending/loans/export?search=export%20co&ordering=reference', { headers: { authorization: `JWT ${a.vo.token}` } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
    const rows = parse(await res.text()) as string[][];
    assert.equal(rows[0]![1], 'Reference');
    assert.equal(rows.length, 2);
    assert.ok(rows[1]![2]!.startsWith("'="), rows[1]![2]);
    const all = parse(await (await t.app.request('/api/lending/loans/export', { headers: { authorization: `JWT ${b.vo.token}` } })).text()) as string[][];
    assert.ok(all.slice(1).every((r) => !r[2]!.includes('Export Co')));
    assert.equal((await t.app.request('/api/lending/loans/export?ordering=nope', { headers: { authorization: `JWT ${a.vo.token}` } })).status, 400);
  });
});

describe('the lending settings', () => {
  test('defaults until saved (reading writes nothing); an Office Administrator saves; others are a 403; another organization\'s pipeline is a 400', async () => {
    const w = await world('Lending Settings Org');
    const got = await call<LendingSettingsRow>(t.app, 'GET', '/api/lending/settings', { token: w.vo.token });
    assert.equal(got.status, 200);
    assert.equal(got.body.rating_scale.length, 9);
    assert.equal(got.body.warning_margin, '10.00');
    assert.equal(got.body.updated_at, null);
    assert.equal(got.body.pipeline, null);
    assert.deepEqual(got.body.pipelines.map((p) => p.name), ['Loan pipeline', 'Zebra deals']);
    assert.equal((await t.db.select().from(lendingSettings).where(eq(lendingSettings.organizationId, w.orgId))).length, 0);
    const values = { rating_scale: ['A', 'B', 'C'], warning_margin: '15', dual_decision_amount: '500000', draw_approval_amount: '100000', pipeline_id: w.pipeline.id, formulas: [{ key: 'ltv', name: 'Loan to value', formula: 'loan / value' }] };
    assert.equal((await call(t.app, 'PUT', '/api/lending/settings', { token: w.lra.token, json: values })).status, 403);
    const saved = await call<LendingSettingsRow>(t.app, 'PUT', '/api/lending/settings', { token: w.oa.token, json: values });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.rating_scale, ['A', 'B', 'C']);
    assert.equal(saved.body.warning_margin, '15.00');
    assert.deepEqual(saved.body.pipeline, { id: w.pipeline.id, name: 'Loan pipeline' });
    assert.deepEqual(saved.body.formulas, values.formulas);
    const foreign = await call(t.app, 'PUT', '/api/lending/settings', { token: w.oa.token, json: { ...values, pipeline_id: b.pipeline.id } });
    assert.deepEqual(foreign.body.pipeline_id, [refMessage('pipeline')]);
    const bad = await call(t.app, 'PUT', '/api/lending/settings', { token: w.oa.token, json: { ...values, rating_scale: ['A', 'a'], warning_margin: '101', formulas: [{ key: 'Bad Key', name: 'x', formula: 'y' }] } });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.rating_scale && bad.body.warning_margin && bad.body['formulas.0.key'], JSON.stringify(bad.body));
    // The scale now rates loans.
    const l = await call<LoanDetail>(t.app, 'POST', '/api/lending/loans', { token: w.ic.token, json: { borrower_name: 'Scale Co', amount: '1', currency: 'EUR' } });
    assert.deepEqual(l.body.credit_and_risk_rating.scale, ['A', 'B', 'C']);
    assert.equal((await call(t.app, 'POST', `/api/lending/loans/${l.body.id}/rating`, { token: w.lra.token, json: { rating: 'B', reason: 'ok' } })).status, 201);
    const [row] = await t.db.select().from(loan).where(eq(loan.accountId, l.body.id));
    assert.equal(row!.rating, 'B');
    const h = await t.db.select().from(loanHistory).where(eq(loanHistory.accountId, l.body.id));
    assert.deepEqual(h.map((x) => x.section).sort(), ['creditAndRiskRating', 'loanDetails']);
  });
});
