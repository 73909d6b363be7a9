/**
 * Deals, the staff side: one opened on a sales account (its first stage, its probability, its
 * contacts and first history row), changed, moved along its pipeline (days in stage count again,
 * each move a history row), won, lost with a reason, reopened; the list's filters, search and
 * orderings at a fixed number of statements. The attacks: a stage of another pipeline or of another
 * organization, ids of another organization in a body (400) or a path (404), a Viewer Only writing
 * (403), HTML in a title (kept as text), two moves of the same card at once (the last wins, and the
 * answers say so).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, sql } from 'drizzle-orm';
import { SalesMessage, stageProbability, type DealDetail, type DealRow } from '@si/contract';
import { auditEvent } from '../../../db/schema.ts';
import { refMessage } from '../../../platform/http/refs.ts';
import { dayOffset } from '../../../shared/dates/days.ts';
import { call, setup, usingPostgres, type TestContext } from '../../../../test-support/helpers.ts';
import { dealsWorld, insertDeals, makeSalesAccount, type DealsWorld } from '../../../../test-support/sales-data.ts';
import { statementsSent } from '../../../../test-support/statements.ts';
import { salesDeal } from '../schema.ts';

/** An answer: the deal, or on a 4xx its `detail` or field errors. */
type Answer<T> = T & { detail?: string; [field: string]: unknown };

let t: TestContext;
let a: DealsWorld;
let b: DealsWorld;

const open = (json: Record<string, unknown>, token = a.ic.token) =>
  call<Answer<DealDetail>>(t.app, 'POST', '/api/sales/deals', { token, json: { account_id: a.sales.id, title: 'Route planner rollout', pipeline_id: a.main.id, currency: 'USD', ...json } });
const get = (id: number, token = a.vo.token) => call<Answer<DealDetail>>(t.app, 'GET', `/api/sales/deals/${id}`, { token });
const patch = (id: number, json: unknown, token = a.ic.token) => call<Answer<DealDetail>>(t.app, 'PATCH', `/api/sales/deals/${id}`, { token, json });
const act = (id: number, verb: string, token = a.ic.token, json?: unknown) => call<Answer<DealDetail>>(t.app, 'POST', `/api/sales/deals/${id}/${verb}`, { token, json });
const move = (id: number, stageId: number, token = a.ic.token) => act(id, 'move', token, { stage_id: stageId });
const list = (q: string, token = a.vo.token) => call<{ count: number; next: string | null; results: DealRow[] }>(t.app, 'GET', `/api/sales/deals${q}`, { token });

async function newDeal(json: Record<string, unknown> = {}): Promise<DealDetail> {
  const res = await open(json);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

before(async () => {
  t = await setup();
  a = await dealsWorld(t, 'Deals Org A');
  b = await dealsWorld(t, 'Deals Org B');
});
after(() => t.database.close());

describe('a deal from open to won', () => {
  test("opened on the pipeline's first stage with its probability, contacts and first history row; an amount keeps its 4 decimals", async () => {
    const d = await newDeal({ amount: '1500', expected_close: '2026-09-30', owner_user_id: a.ic.id, product_id: a.plainProduct });
    assert.deepEqual(d.stage, { id: a.main.stages[0], name: 'Lead', position: 1, probability: 20 });
    assert.deepEqual(d.stages.map((s) => [s.name, s.probability]), [
      ['Lead', 20],
      ['Qualified', 40],
      ['Proposal', 60],
      ['Negotiation', 80],
    ]);
    assert.equal(d.probability, stageProbability(1, 4));
    assert.equal(d.own_probability, null);
    assert.equal(d.state, 'open');
    assert.equal(d.amount, '1500.00', "the currency's minor units at least");
    assert.deepEqual(d.account, { id: a.sales.id, name: (await get(d.id)).body.account.name });
    assert.deepEqual(d.pipeline, { id: a.main.id, name: 'New business' });
    assert.deepEqual(d.product, { id: a.plainProduct, name: 'Fleet analytics' });
    assert.equal(d.is_loan, false);
    assert.deepEqual(d.owner, { id: a.ic.id, name: 'Ivan User' });
    assert.equal(d.days_in_stage, 0);
    assert.deepEqual(d.contacts.map((c) => c.first_name).sort(), ['Ada', 'Bob']);
    assert.equal(d.history.length, 1);
    assert.deepEqual([d.history[0]!.from, d.history[0]!.to, d.history[0]!.by], [null, { id: a.main.stages[0], name: 'Lead' }, { id: a.ic.id, name: 'Ivan User' }]);
    assert.deepEqual(d.handover, { invoice: null });

    const exact = await newDeal({ amount: '1234.5678', product_id: a.loanProduct, stage_id: a.main.stages[2] });
    assert.equal(exact.amount, '1234.5678');
    assert.equal(exact.is_loan, true, "the product is in the settings' loan category");
    assert.equal(exact.stage.name, 'Proposal');
    assert.equal((await open({ amount: '1.23456' })).status, 400, 'at most 4 decimals');
    assert.equal((await open({ amount: '-5' })).status, 400);
    const audited = await t.db.select().from(auditEvent).where(and(eq(auditEvent.organizationId, a.orgId), eq(auditEvent.action, 'deal_created')));
    assert.ok(audited.some((e) => (e.details as { deal_id: number }).deal_id === d.id && e.entityId === a.sales.id));
  });

  test('changed while open: its own probability replaces the stage\'s until cleared; HTML in the title is kept as text', async () => {
    const d = await newDeal();
    const html = '<img src=x onerror="alert(1)"> & <b>Bold</b>';
    const changed = await patch(d.id, { title: html, amount: '99.5', probability: 65, expected_close: '2026-12-01', category_id: a.loans });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.title, html);
    assert.equal(changed.body.amount, '99.50');
    assert.equal(changed.body.probability, 65);
    assert.equal(changed.body.own_probability, 65);
    assert.deepEqual(changed.body.category, { id: a.loans, name: 'Loans' });
    const [row] = await t.db.select().from(salesDeal).where(eq(salesDeal.id, d.id));
    assert.equal(row!.title, html, 'stored as typed');
    assert.equal(row!.version, 2);
    const cleared = await patch(d.id, { probability: null, owner_user_id: a.oa.id });
    assert.equal(cleared.body.probability, 20);
    assert.deepEqual(cleared.body.owner, { id: a.oa.id, name: 'Olivia User' });
    assert.equal((await patch(d.id, {})).body.title, html, 'nothing sent, nothing changed');
    assert.equal((await patch(d.id, { probability: 101 })).status, 400);
    assert.equal((await patch(d.id, { stage_id: a.main.stages[1] })).status, 400, 'a stage changes by a move only');
  });

  test('moved along its pipeline: the days in stage count again, each move is a history row, a move to its own stage changes nothing', async () => {
    const d = await newDeal();
    await t.db
      .update(salesDeal)
      .set({ stageEnteredAt: sql`now() - interval '5 days'` })
      .where(eq(salesDeal.id, d.id));
    const same = await move(d.id, a.main.stages[0]!);
    assert.equal(same.status, 200, JSON.stringify(same.body));
    assert.equal(same.body.days_in_stage, 5, 'the same stage: still 5 days in it');
    assert.equal(same.body.history.length, 1);
    const [unchanged] = await t.db.select({ version: salesDeal.version }).from(salesDeal).where(eq(salesDeal.id, d.id));
    assert.equal(unchanged!.version, 1);

    const moved = await move(d.id, a.main.stages[2]!);
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.deepEqual(moved.body.stage, { id: a.main.stages[2], name: 'Proposal', position: 3, probability: 60 });
    assert.equal(moved.body.probability, 60);
    assert.equal(moved.body.days_in_stage, 0);
    assert.deepEqual(
      moved.body.history.map((h) => [h.from?.name ?? null, h.to.name, h.by?.id]),
      [
        [null, 'Lead', a.ic.id],
        ['Lead', 'Proposal', a.ic.id],
      ],
    );
    const [row] = await t.db.select().from(salesDeal).where(eq(salesDeal.id, d.id));
    assert.equal(row!.version, 2);
    assert.equal(row!.stageId, a.main.stages[2]);
    const audited = await t.db.select().from(auditEvent).where(and(eq(auditEvent.organizationId, a.orgId), eq(auditEvent.action, 'deal_moved')));
    assert.ok(audited.some((e) => (e.details as { deal_id: number }).deal_id === d.id));
  });

  test("a stage of another pipeline, or of another organization, is refused on stage_id and the deal stays where it was", async () => {
    const d = await newDeal();
    for (const stage of [a.renewals.stages[0]!, b.main.stages[1]!, 2_000_000_000]) {
      const res = await move(d.id, stage);
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.deepEqual(res.body, { stage_id: [SalesMessage.STAGE_OTHER_PIPELINE] });
    }
    assert.equal((await move(d.id, 0)).status, 400);
    assert.equal((await get(d.id)).body.stage.id, a.main.stages[0]);
    // Opening on a stage of another pipeline is refused the same way, on its field.
    const wrong = await open({ stage_id: a.renewals.stages[1] });
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.body, { stage_id: [SalesMessage.STAGE_UNKNOWN] });
  });

  test('won, then no longer changed or moved; reopened; lost with its reason; reopened again with its history kept', async () => {
    const d = await newDeal({ amount: '500' });
    await move(d.id, a.main.stages[1]!);
    const won = await act(d.id, 'won');
    assert.equal(won.status, 200, JSON.stringify(won.body));
    assert.equal(won.body.state, 'won');
    assert.equal(won.body.probability, 100);
    assert.ok(won.body.closed_at);
    for (const res of [await patch(d.id, { title: 'Late change' }), await move(d.id, a.main.stages[2]!), await act(d.id, 'won'), await act(d.id, 'lost', a.ic.token, { reason: 'x' })]) {
      assert.equal(res.status, 409, JSON.stringify(res.body));
      assert.equal(res.body.detail, SalesMessage.DEAL_CLOSED);
    }
    const reopened = await act(d.id, 'reopen');
    assert.equal(reopened.body.state, 'open');
    assert.equal(reopened.body.closed_at, null);
    assert.equal(reopened.body.stage.name, 'Qualified', 'back on the stage it was on');
    assert.equal(reopened.body.probability, 40);
    const again = await act(d.id, 'reopen');
    assert.equal(again.status, 409);
    assert.equal(again.body.detail, SalesMessage.DEAL_NOT_CLOSED);

    assert.equal((await act(d.id, 'lost', a.ic.token, {})).status, 400, 'a reason is required');
    assert.equal((await act(d.id, 'lost', a.ic.token, { reason: '   ' })).status, 400);
    const lost = await act(d.id, 'lost', a.ic.token, { reason: 'Chose a competitor <script>x</script>' });
    assert.equal(lost.status, 200, JSON.stringify(lost.body));
    assert.equal(lost.body.state, 'lost');
    assert.equal(lost.body.probability, 0);
    assert.equal(lost.body.lost_reason, 'Chose a competitor <script>x</script>');
    const back = await act(d.id, 'reopen');
    assert.equal(back.body.lost_reason, '');
    assert.equal(back.body.history.length, 2, 'the stage history is kept');
    const [row] = await t.db.select({ version: salesDeal.version }).from(salesDeal).where(eq(salesDeal.id, d.id));
    assert.equal(row!.version, 6, 'opened, moved, won, reopened, lost, reopened');
  });
});

describe('what is refused', () => {
  test("ids of another organization in a body are a 400 on their field; a document collection account is not a sales account", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ account_id: b.sales.id }, 'account_id', SalesMessage.NOT_SALES_ACCOUNT],
      [{ account_id: a.accountId }, 'account_id', SalesMessage.NOT_SALES_ACCOUNT],
      [{ pipeline_id: b.main.id }, 'pipeline_id', refMessage('pipeline')],
      [{ product_id: b.plainProduct }, 'product_id', refMessage('product')],
      [{ category_id: b.loans }, 'category_id', refMessage('category')],
      [{ owner_user_id: b.ic.id }, 'owner_user_id', refMessage('user')],
    ];
    for (const [json, field, message] of cases) {
      const res = await open(json);
      assert.equal(res.status, 400, `${field}: ${JSON.stringify(res.body)}`);
      assert.deepEqual(res.body[field], [message], field);
    }
    const d = await newDeal();
    for (const [json, field, message] of [
      [{ product_id: b.loanProduct }, 'product_id', refMessage('product')],
      [{ category_id: b.loans }, 'category_id', refMessage('category')],
      [{ owner_user_id: b.oa.id }, 'owner_user_id', refMessage('user')],
    ] as const) {
      const res = await patch(d.id, json);
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.deepEqual(res.body[field], [message]);
    }
    assert.equal((await get(d.id)).body.product, null, 'nothing was stored');
  });

  test("another organization's deal is a 404 on every route that names it, and stays as it was", async () => {
    const theirs = (await call(t.app, 'POST', '/api/sales/deals', { token: b.ic.token, json: { account_id: b.sales.id, title: 'Theirs', pipeline_id: b.main.id, currency: 'EUR', amount: '10' } })).body as DealDetail;
    const attempts = [
      await get(theirs.id, a.oa.token),
      await patch(theirs.id, { title: 'Taken' }, a.oa.token),
      await move(theirs.id, a.main.stages[1]!, a.oa.token),
      await move(theirs.id, b.main.stages[1]!, a.oa.token),
      await act(theirs.id, 'won', a.oa.token),
      await act(theirs.id, 'lost', a.oa.token, { reason: 'x' }),
      await act(theirs.id, 'reopen', a.oa.token),
      await act(theirs.id, 'handover/invoice', a.oa.token),
    ];
    for (const res of attempts) assert.equal(res.status, 404, JSON.stringify(res.body));
    const still = await call<DealDetail>(t.app, 'GET', `/api/sales/deals/${theirs.id}`, { token: b.vo.token });
    assert.deepEqual([still.body.title, still.body.state, still.body.stage.id], ['Theirs', 'open', b.main.stages[0]]);
    assert.ok(!(await list('?page_size=100', a.oa.token)).body.results.some((r) => r.id === theirs.id));
  });

  test('a Viewer Only reads deals but every write is a 403', async () => {
    const d = await newDeal();
    assert.equal((await get(d.id, a.vo.token)).status, 200);
    const writes = [
      await open({}, a.vo.token),
      await patch(d.id, { title: 'x' }, a.vo.token),
      await move(d.id, a.main.stages[1]!, a.vo.token),
      await act(d.id, 'won', a.vo.token),
      await act(d.id, 'lost', a.vo.token, { reason: 'x' }),
      await act(d.id, 'reopen', a.vo.token),
      await act(d.id, 'handover/invoice', a.vo.token),
    ];
    for (const res of writes) assert.equal(res.status, 403, JSON.stringify(res.body));
    assert.equal((await get(d.id)).body.stage.id, a.main.stages[0]);
  });
});

describe('two moves of the same card at once', () => {
  test('the last one wins, and each answer says where the card was left: the final stage is the one of the answer with the higher version', async () => {
    for (let round = 0; round < 3; round++) {
      const d = await newDeal();
      const [x, y] = await Promise.all([move(d.id, a.main.stages[1]!), move(d.id, a.main.stages[3]!, a.oa.token)]);
      assert.equal(x.status, 200, JSON.stringify(x.body));
      assert.equal(y.status, 200, JSON.stringify(y.body));
      const [row] = await t.db.select().from(salesDeal).where(eq(salesDeal.id, d.id));
      assert.equal(row!.version, 3, 'both moves counted');
      const versions = await Promise.all(
        [x, y].map(async (res) => {
          const history = res.body.history.length;
          return { stage: res.body.stage.id, history };
        }),
      );
      // The later move answers with both moves in its history; the earlier one with its own only.
      const last = versions.reduce((m, v) => (v.history > m.history ? v : m));
      assert.equal(row!.stageId, last.stage, `final stage ${row!.stageId}, answers ${JSON.stringify(versions)}`);
      assert.deepEqual(versions.map((v) => v.history).sort(), [2, 3]);
      assert.equal((await get(d.id)).body.history.length, 3);
    }
    if (!usingPostgres) console.log('(moves at once: PGlite runs one transaction at a time; the PostgreSQL run tests the lock)');
  });
});

describe('the list', () => {
  test('filters by pipeline, stage, account, state and owner; searches titles and account names; orders by the catalogue\'s orderings', async () => {
    const w = await dealsWorld(t, 'List Org');
    const other = await makeSalesAccount(t.db, w.orgId, 'Globex Shipping');
    const mk = (json: Record<string, unknown>) => call<DealDetail>(t.app, 'POST', '/api/sales/deals', { token: w.ic.token, json: { account_id: w.sales.id, pipeline_id: w.main.id, currency: 'USD', title: 'x', ...json } });
    const alpha = (await mk({ title: 'Alpha analytics', amount: '300', expected_close: '2026-05-01', owner_user_id: w.ic.id })).body;
    const beta = (await mk({ title: 'Beta fleet', amount: '100', owner_user_id: w.oa.id, stage_id: w.main.stages[1] })).body;
    const gamma = (await mk({ title: 'Gamma renewal', amount: '200', pipeline_id: w.renewals.id, account_id: other.id, expected_close: '2026-04-01' })).body;
    const delta = (await mk({ title: '50% off deal', amount: '50', expected_close: '2026-06-01' })).body;
    await call(t.app, 'POST', `/api/sales/deals/${delta.id}/won`, { token: w.ic.token });
    const ids = async (q: string) => (await list(q, w.vo.token)).body.results.map((r) => r.id);

    assert.deepEqual(await ids(''), [delta.id, gamma.id, beta.id, alpha.id], 'the last changed first');
    assert.deepEqual(await ids(`?pipeline_id=${w.renewals.id}`), [gamma.id]);
    assert.deepEqual(await ids(`?stage_id=${w.main.stages[1]}`), [beta.id]);
    assert.deepEqual(await ids(`?account_id=${other.id}`), [gamma.id]);
    assert.deepEqual(await ids('?state=won'), [delta.id]);
    assert.deepEqual(await ids('?owner=none&ordering=title'), [delta.id, gamma.id]);
    assert.deepEqual(await ids(`?owner=${w.oa.id}`), [beta.id]);
    assert.deepEqual((await list('?owner=me', w.ic.token)).body.results.map((r) => r.id), [alpha.id]);
    assert.deepEqual(await ids('?search=GLOBEX'), [gamma.id], 'an account name, any case');
    assert.deepEqual(await ids('?search=fleet'), [beta.id]);
    assert.deepEqual(await ids('?search=50%25'), [delta.id], 'a % is the character itself');
    assert.deepEqual(await ids('?ordering=amount'), [delta.id, beta.id, gamma.id, alpha.id]);
    assert.deepEqual(await ids('?ordering=-amount'), [alpha.id, gamma.id, beta.id, delta.id]);
    assert.deepEqual(await ids('?ordering=expected_close'), [gamma.id, alpha.id, delta.id, beta.id], 'undated last');
    assert.deepEqual(await ids('?ordering=created_at'), [alpha.id, beta.id, gamma.id, delta.id]);
    assert.deepEqual(await ids('?ordering=-title'), [gamma.id, beta.id, alpha.id, delta.id]);
    for (const bad of ['?ordering=password', '?state=pending', '?owner=someone', '?pipeline_id=abc', '?page_size=7']) assert.equal((await list(bad, w.vo.token)).status, 400, bad);

    const row = (await list(`?search=Alpha`, w.vo.token)).body.results[0]!;
    assert.deepEqual([row.stage.name, row.probability, row.amount, row.owner?.name, row.is_loan, row.expected_close], ['Lead', 20, '300.00', 'Ivan User', false, '2026-05-01']);
    const won = (await list('?state=won', w.vo.token)).body.results[0]!;
    assert.equal(won.probability, 100);
  });

  test('a page is the same number of statements for 1 deal and for 100', async () => {
    const w = await dealsWorld(t, 'Many deals');
    const lonely = await makeSalesAccount(t.db, w.orgId, 'One deal only');
    const due = dayOffset(30);
    await insertDeals(t.db, w, { accountId: w.sales.id, pipelineId: w.main.id, stageId: w.main.stages[1]!, productId: w.loanProduct, ownerUserId: w.ic.id, amount: '10', expectedClose: due }, 120);
    await insertDeals(t.db, w, { accountId: lonely.id, pipelineId: w.renewals.id, stageId: w.renewals.stages[0]!, ownerUserId: w.oa.id }, 1);
    const one = `?account_id=${lonely.id}&page_size=100`;
    const hundred = `?account_id=${w.sales.id}&page_size=100`;
    const count1 = await statementsSent(t.db, () => list(one, w.vo.token));
    const count100 = await statementsSent(t.db, () => list(hundred, w.vo.token));
    const page = await list(hundred, w.vo.token);
    assert.equal(page.body.results.length, 100);
    assert.equal(page.body.count, 120);
    assert.ok(page.body.next?.includes('page=2'));
    assert.equal((await list(one, w.vo.token)).body.results.length, 1);
    assert.equal(count100, count1, `${count1} statements for 1 deal, ${count100} for 100`);
    assert.ok(page.body.results.every((r) => r.is_loan && r.owner?.id === w.ic.id && r.probability === 40));
  });
});
