/**
 * The boards and the forecast: a pipeline's columns with their open deals' count, totals and
 * weighted totals per currency (never added across currencies; weighted sums rounded to the
 * currency's minor units), the first cards of each column by expected close (undated last) and a
 * column's next page; the same number of statements for a board of two stages and one card as for
 * four stages and hundreds; the forecast by month of expected close. The attacks: another
 * organization's pipeline or stage (404), bad query values (400).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SALES_LIMITS, type Board, type BoardCard, type Forecast } from '@si/contract';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { dealsWorld, insertDeals, makePipeline, type DealsWorld } from '../../../../test-support/sales-data.ts';
import { statementsSent } from '../../../../test-support/statements.ts';
import { makeWorkflowOrg } from '../../../../test-support/workflow-fixtures.ts';

let t: TestContext;
let a: DealsWorld;
let b: DealsWorld;

const board = (q: string, token = a.vo.token) => call<Board & { detail?: string }>(t.app, 'GET', `/api/sales/board${q}`, { token });
const column = (q: string, token = a.vo.token) => call<{ count: number; cards: BoardCard[] }>(t.app, 'GET', `/api/sales/board/column${q}`, { token });
const forecast = (q: string, token = a.vo.token) => call<Forecast>(t.app, 'GET', `/api/sales/forecast${q}`, { token });

before(async () => {
  t = await setup();
  a = await dealsWorld(t, 'Board Org A');
  b = await dealsWorld(t, 'Board Org B');
  const base = { accountId: a.sales.id, pipelineId: a.main.id };
  const [lead, qualified, proposal] = a.main.stages as [number, number, number, number];
  // Lead: 3 open USD deals (one with its own probability), one EUR, one won and one lost (not on the board).
  await insertDeals(t.db, a, { ...base, stageId: lead, amount: '100', expectedClose: '2026-07-10', ownerUserId: a.ic.id, productId: a.loanProduct }, 1, () => 'July loan');
  await insertDeals(t.db, a, { ...base, stageId: lead, amount: '33.3333', expectedClose: null }, 1, () => 'Undated');
  await insertDeals(t.db, a, { ...base, stageId: lead, amount: '200', probability: 75, expectedClose: '2026-06-15' }, 1, () => 'June, own 75%');
  await insertDeals(t.db, a, { ...base, stageId: lead, amount: '1000', currency: 'EUR', expectedClose: '2026-07-01' }, 1, () => 'Euro deal');
  await insertDeals(t.db, a, { ...base, stageId: lead, amount: '999', state: 'won', expectedClose: '2026-06-01' }, 1, () => 'Won already');
  await insertDeals(t.db, a, { ...base, stageId: lead, amount: '888', state: 'lost', expectedClose: '2026-06-01' }, 1, () => 'Lost already');
  // Qualified: more cards than a column answers at once.
  await insertDeals(t.db, a, { ...base, stageId: qualified, amount: '10', expectedClose: '2026-08-01' }, SALES_LIMITS.boardPage + 12, (i) => `Qualified ${i + 1}`);
  // Proposal: a JPY deal (no minor units).
  await insertDeals(t.db, a, { ...base, stageId: proposal, amount: '12345', currency: 'JPY', expectedClose: '2026-06-20' }, 1, () => 'Yen deal');
  // The other pipeline.
  await insertDeals(t.db, a, { accountId: a.sales.id, pipelineId: a.renewals.id, stageId: a.renewals.stages[0]!, amount: '70', expectedClose: '2026-09-01' }, 1, () => 'A renewal');
});
after(() => t.database.close());

describe('the board', () => {
  test("the first pipeline by name when none is given: its stages as columns with their open deals' counts, totals per currency and first cards", async () => {
    const res = await board('');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.pipeline, { id: a.main.id, name: 'New business' });
    assert.deepEqual(res.body.pipelines, [
      { id: a.main.id, name: 'New business' },
      { id: a.renewals.id, name: 'Renewals' },
    ]);
    assert.deepEqual(
      res.body.columns.map((c) => [c.stage.name, c.stage.probability, c.count]),
      [
        ['Lead', 20, 4],
        ['Qualified', 40, SALES_LIMITS.boardPage + 12],
        ['Proposal', 60, 1],
        ['Negotiation', 80, 0],
      ],
    );
    const lead = res.body.columns[0]!;
    // USD: 100 x 20% + 33.3333 x 20% + 200 x 75% = 20 + 6.66666 + 150 = 176.67; EUR: 1000 x 20% = 200.00.
    assert.deepEqual(lead.totals, [
      { currency: 'EUR', total: '1000.00', weighted: '200.00' },
      { currency: 'USD', total: '333.3333', weighted: '176.67' },
    ]);
    assert.deepEqual(
      lead.cards.map((c) => [c.title, c.expected_close, c.probability]),
      [
        ['June, own 75%', '2026-06-15', 75],
        ['Euro deal', '2026-07-01', 20],
        ['July loan', '2026-07-10', 20],
        ['Undated', null, 20],
      ],
      'by expected close, undated last; won and lost deals are not on the board',
    );
    const loan = lead.cards.find((c) => c.title === 'July loan')!;
    assert.equal(loan.is_loan, true);
    assert.deepEqual(loan.owner, { id: a.ic.id, name: 'Ivan User' });
    assert.equal(loan.amount, '100.00');
    assert.equal(loan.days_in_stage, 0);
    assert.deepEqual(loan.account.id, a.sales.id);
    const qualified = res.body.columns[1]!;
    assert.equal(qualified.cards.length, SALES_LIMITS.boardPage, 'the first page of the column');
    assert.deepEqual(qualified.totals, [{ currency: 'USD', total: '620.00', weighted: '248.00' }]);
    assert.deepEqual(res.body.columns[2]!.totals, [{ currency: 'JPY', total: '12345', weighted: '7407' }], 'JPY has no minor units');
    assert.deepEqual(res.body.columns[3]!, { ...res.body.columns[3]!, count: 0, totals: [], cards: [] });

    const renewals = await board(`?pipeline_id=${a.renewals.id}`);
    assert.deepEqual(renewals.body.pipeline, { id: a.renewals.id, name: 'Renewals' });
    assert.deepEqual(renewals.body.columns.map((c) => [c.stage.name, c.count]), [
      ['Due', 1],
      ['Renewed', 0],
    ]);
    assert.equal((await board(`?owner=me`, a.ic.token)).body.columns[0]!.count, 1, "the caller's own deals");
    assert.equal((await board(`?owner=${a.oa.id}`)).body.columns[0]!.count, 0);
  });

  test("a column's next cards by offset, in the board's order", async () => {
    const first = await board('');
    const shown = first.body.columns[1]!.cards.map((c) => c.id);
    const next = await column(`?stage_id=${a.main.stages[1]}&offset=${SALES_LIMITS.boardPage}`);
    assert.equal(next.status, 200, JSON.stringify(next.body));
    assert.equal(next.body.count, SALES_LIMITS.boardPage + 12);
    assert.equal(next.body.cards.length, 12);
    assert.ok(next.body.cards.every((c) => !shown.includes(c.id)));
    const all = [...shown, ...next.body.cards.map((c) => c.id)];
    assert.deepEqual(all, [...all].sort((x, y) => x - y), 'the same expected close: by id');
    assert.equal(next.body.cards[0]!.probability, 40);
    assert.deepEqual((await column(`?stage_id=${a.main.stages[1]}&offset=1000`)).body, { count: SALES_LIMITS.boardPage + 12, cards: [] });
    assert.equal((await column(`?stage_id=${a.main.stages[0]}&owner=me`, a.ic.token)).body.count, 1);
  });

  test('the same number of statements for two stages and one card as for four stages and 60 cards', async () => {
    const small = await statementsSent(t.db, () => board(`?pipeline_id=${a.renewals.id}`));
    const large = await statementsSent(t.db, () => board(`?pipeline_id=${a.main.id}`));
    assert.equal(large, small, `${small} statements for the small board, ${large} for the large one`);
    const wide = await makePipeline(t.db, a.orgId, 'Wide', Array.from({ length: 12 }, (_, i) => `Step ${i + 1}`));
    for (const stageId of wide.stages) await insertDeals(t.db, a, { accountId: a.sales.id, pipelineId: wide.id, stageId, amount: '5' }, 3);
    const wider = await statementsSent(t.db, () => board(`?pipeline_id=${wide.id}`));
    assert.equal(wider, small, `${wider} statements for 12 stages`);
  });

  test("another organization's pipeline or stage is a 404; bad values a 400; an organization without pipelines is told to add one", async () => {
    assert.equal((await board(`?pipeline_id=${b.main.id}`)).status, 404);
    assert.equal((await column(`?stage_id=${b.main.stages[0]}`)).status, 404);
    assert.equal((await forecast(`?pipeline_id=${b.main.id}`)).status, 404);
    for (const q of ['?pipeline_id=x', '?owner=none', '?pipeline_id=0']) assert.equal((await board(q)).status, 400, q);
    for (const q of ['', '?stage_id=1&offset=-1', '?stage_id=1&offset=abc']) assert.equal((await column(q)).status, 400, q);
    // B's board shows nothing of A's.
    const theirs = await board('', b.vo.token);
    assert.ok(theirs.body.columns.every((c) => c.count === 0));
    const empty = await makeWorkflowOrg(t, { name: 'No pipelines' });
    const none = await board('', empty.vo.token);
    assert.equal(none.status, 404);
    assert.match(none.body.detail ?? '', /no pipeline yet/i);
    assert.deepEqual((await forecast('', empty.vo.token)).body, { months: [], undated: 0 });
  });
});

describe('the forecast', () => {
  test("the pipeline's open deals by month of expected close, with totals and weighted totals per currency; the undated counted apart", async () => {
    const res = await forecast('');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.months, [
      { month: '2026-06', deals: 2, totals: [{ currency: 'JPY', total: '12345', weighted: '7407' }, { currency: 'USD', total: '200.00', weighted: '150.00' }] },
      { month: '2026-07', deals: 2, totals: [{ currency: 'EUR', total: '1000.00', weighted: '200.00' }, { currency: 'USD', total: '100.00', weighted: '20.00' }] },
      { month: '2026-08', deals: SALES_LIMITS.boardPage + 12, totals: [{ currency: 'USD', total: '620.00', weighted: '248.00' }] },
    ]);
    assert.equal(res.body.undated, 1);
    const renewals = await forecast(`?pipeline_id=${a.renewals.id}`);
    assert.deepEqual(renewals.body, { months: [{ month: '2026-09', deals: 1, totals: [{ currency: 'USD', total: '70.00', weighted: '23.10' }] }], undated: 0 });
  });
});
