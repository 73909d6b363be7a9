/**
 * The deals' CSV export: streamed in pages read by keyset, so 2,500 deals all arrive, once each, in
 * the order asked for, also where hundreds share the same ordering value (to the microsecond) or
 * have none (an undated expected close) across a page's edge; the list's filters apply; a title a
 * spreadsheet would run as a formula stays text, HTML stays as typed; another organization's deals
 * never appear; a bad ordering is a 400 before anything is streamed.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { today } from '../../../shared/dates/days.ts';
import { setup, type TestContext } from '../../../../test-support/helpers.ts';
import { dealsWorld, insertDeals, makeSalesAccount, type DealsWorld } from '../../../../test-support/sales-data.ts';
import { statementsSent } from '../../../../test-support/statements.ts';
import { salesDeal } from '../schema.ts';
import { EXPORT_PAGE } from './export.ts';

let t: TestContext;
let a: DealsWorld;
let b: DealsWorld;
const MANY = 2_500;

const exported = (q: string, token = a.vo.token) => t.app.request(`/api/sales/deals/export${q}`, { headers: { authorization: `JWT ${token}` } });
const rowsOf = async (res: Response) => parse(await res.text()) as string[][];

before(async () => {
  t = await setup();
  a = await dealsWorld(t, 'Export Org A');
  b = await dealsWorld(t, 'Export Org B');
  // Three change times a microsecond apart, amounts and dates with many ties, every other deal undated.
  await t.db.execute(sql`
    insert into sales_deal (organization_id, account_id, title, pipeline_id, stage_id, state, amount, currency, expected_close, updated_at, created_at)
    select ${a.orgId}::int, ${a.sales.id}::int, 'Deal ' || lpad(g::text, 4, '0'), ${a.main.id}::int, case when g % 4 = 0 then ${a.main.stages[1]!}::int else ${a.main.stages[0]!}::int end, case when g % 10 = 0 then 'won' else 'open' end,
      (g % 13) * 100, 'USD', case when g % 2 = 0 then null else date '2026-06-01' + (g % 5) end,
      timestamptz '2026-03-01 09:00:00+00' + (g % 3) * interval '1 microsecond', timestamptz '2026-01-01 00:00:00+00' + (g % 4) * interval '1 second'
    from generate_series(1, ${MANY}::int) g`);
  const risky = await makeSalesAccount(t.db, a.orgId, '+SUM(A1:A9) <script>alert(1)</script>');
  await insertDeals(t.db, a, { accountId: risky.id, pipelineId: a.main.id, stageId: a.main.stages[0]!, amount: '12.5' }, 1, () => '=HYPERLINK("http://evil.example","Click") <b>"quoted"</b>, with a comma');
  await insertDeals(t.db, b, { accountId: b.sales.id, pipelineId: b.main.id, stageId: b.main.stages[0]! }, 3, () => 'Theirs, not ours');
});
after(() => t.database.close());

/** The deal ids of A in the order PostgreSQL sorts them, for comparing with the file. */
const idsInOrder = async (order: ReturnType<typeof asc>[]) =>
  (await t.db.select({ id: salesDeal.id }).from(salesDeal).where(eq(salesDeal.organizationId, a.orgId)).orderBy(...order)).map((r) => String(r.id));

describe('the deals export', () => {
  test('every deal arrives once, in the order asked for, across the pages of the stream', async () => {
    const res = await exported('');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(res.headers.get('content-disposition'), `attachment; filename="deals-${today()}.csv"; filename*=UTF-8''deals-${today()}.csv`);
    assert.equal(res.headers.get('cache-control'), 'private, no-store');
    // Read as it comes: the file arrives in pieces, one per page of rows at least.
    const reader = res.body!.getReader();
    let pieces = 0;
    let text = '';
    const decoder = new TextDecoder();
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      pieces++;
      text += decoder.decode(r.value, { stream: true });
    }
    assert.ok(pieces >= Math.ceil(MANY / EXPORT_PAGE), `${pieces} pieces`);
    const rows = parse(text) as string[][];
    assert.deepEqual(rows[0], ['ID', 'Title', 'Account', 'Pipeline', 'Stage', 'State', 'Amount', 'Currency', 'Probability', 'Product', 'Loan', 'Expected close', 'Owner', 'Days in stage', 'Created', 'Updated']);
    const ids = rows.slice(1).map((r) => r[0]!);
    assert.equal(ids.length, MANY + 1);
    assert.equal(new Set(ids).size, ids.length, 'no deal twice');
    assert.deepEqual(ids, await idsInOrder([desc(salesDeal.updatedAt), desc(salesDeal.id)]), 'the last changed first, ties by id');
  });

  for (const [ordering, order] of [
    ['expected_close', [asc(salesDeal.expectedClose), asc(salesDeal.id)]],
    ['-expected_close', [desc(salesDeal.expectedClose), desc(salesDeal.id)]],
    ['amount', [asc(salesDeal.amount), asc(salesDeal.id)]],
    ['-title', [desc(salesDeal.title), desc(salesDeal.id)]],
    ['created_at', [asc(salesDeal.createdAt), asc(salesDeal.id)]],
  ] as const) {
    test(`ordering=${ordering}: every deal once, in order, undated and tied ones across the pages' edges`, async () => {
      const rows = await rowsOf(await exported(`?ordering=${ordering}`));
      assert.deepEqual(
        rows.slice(1).map((r) => r[0]),
        await idsInOrder([...order]),
      );
    });
  }

  test("the list's filters apply; a formula stays text and HTML as typed; another organization's deals never appear", async () => {
    const won = await rowsOf(await exported('?state=won&ordering=title'));
    assert.equal(won.length - 1, MANY / 10);
    assert.ok(won.slice(1).every((r) => r[5] === 'won' && r[8] === '100'));
    const staged = await rowsOf(await exported(`?stage_id=${a.main.stages[1]}`));
    assert.equal(staged.length - 1, MANY / 4);
    assert.ok(staged.slice(1).every((r) => r[4] === 'Qualified' && r[8] === (r[5] === 'won' ? '100' : '40')));

    const res = await exported('?search=hyperlink');
    const raw = await res.clone().text();
    const [, risky] = await rowsOf(res);
    assert.equal(risky![1], '\'=HYPERLINK("http://evil.example","Click") <b>"quoted"</b>, with a comma', 'a leading quote keeps the formula as text');
    assert.equal(risky![2], "'+SUM(A1:A9) <script>alert(1)</script>");
    assert.equal(risky![6], '12.50');
    assert.ok(raw.includes('"\'=HYPERLINK(""http://evil.example"",""Click"") <b>""quoted""</b>, with a comma"'), 'quoted as RFC 4180 says');
    assert.equal((await rowsOf(await exported('?search=SUM(A1'))).length, 2, 'the account name is searched too');

    const all = await exported('?page_size=10', a.oa.token);
    assert.ok(!(await all.text()).includes('Theirs, not ours'));
    const theirs = await rowsOf(await exported('', b.vo.token));
    assert.deepEqual(theirs.slice(1).map((r) => r[1]), ['Theirs, not ours', 'Theirs, not ours', 'Theirs, not ours']);
  });

  test('a bad filter is a 400 before anything streams; the rows are read a page at a time', async () => {
    const bad = await exported('?ordering=password');
    assert.equal(bad.status, 400);
    assert.ok(((await bad.json()) as { ordering: string[] }).ordering[0]!.includes('Unknown ordering'));
    assert.equal((await exported('?state=maybe')).status, 400);
    assert.equal((await exported('?owner=everyone')).status, 400);
    // Three pages of rows (1,000 each) for 2,501 deals, not one statement per row or one for all.
    const small = await statementsSent(t.db, async () => (await exported('?search=hyperlink')).text());
    const large = await statementsSent(t.db, async () => (await exported('')).text());
    assert.equal(large - small, Math.ceil((MANY + 1) / EXPORT_PAGE) - 1, `${small} statements for one row, ${large} for ${MANY + 1}`);
    const [n] = await t.db.select({ n: sql<number>`count(*)::int` }).from(salesDeal).where(and(eq(salesDeal.organizationId, a.orgId)));
    assert.equal(n!.n, MANY + 1);
  });
});
