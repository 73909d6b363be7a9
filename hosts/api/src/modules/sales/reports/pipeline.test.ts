/**
 * The pipeline report, worked out by hand on a small pipeline written straight to its tables: the
 * funnel (a skipped stage counts as passed, a won deal passed them all, the last stage converts
 * into wins, days over the stays that ended), open amounts per currency weighted by the deal's or
 * the stage's probability, win rates by owner and by lead source, the overdue and stalled deals (an
 * old deal outside the period included), activities per owner, the period and the default pipeline.
 * The files: each view as CSV, XLSX and PDF read back, a title in HTML or shaped like a formula
 * kept as text. The attacks: another organization's pipeline (400), a user of another organization
 * (nothing of this one), bad input naming its field, an organization without the module (403). The
 * same statements for a pipeline of 6 deals and of 106.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { ModuleKind } from '@si/contract';
import { account, pipeline, pipelineStage } from '../../../db/schema.ts';
import { setConfig } from '../../../platform/config.ts';
import { dayOffset } from '../../../shared/dates/days.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { pdfPages, squash } from '../../../../test-support/pdf-text.ts';
import { statementsSent } from '../../../../test-support/statements.ts';
import { salesActivity, salesDeal, salesDealStage, salesLead } from '../schema.ts';
import { twelveMonthsTo } from './routes.ts';

let t: TestContext;
let a: Org;
let b: Org;
const REPORT = '/api/sales/reports/pipeline';
const DAY = 86_400_000;
const NOW = Date.now();
const ago = (days: number) => new Date(NOW - days * DAY);
const HTML_TITLE = '<b>Fleet</b> & <script>alert(1)</script>';
const FORMULA_TITLE = '=HYPERLINK("http://evil.example","Pay")';

type Pipe = { id: number; stages: number[] };
async function makePipeline(o: Org, name: string, stages: string[]): Promise<Pipe> {
  const [p] = await t.db.insert(pipeline).values({ organizationId: o.orgId, name }).returning({ id: pipeline.id });
  // Positions with gaps and out of insertion order: the report orders by position.
  const rows = await t.db
    .insert(pipelineStage)
    .values(stages.map((s, i) => ({ organizationId: o.orgId, pipelineId: p!.id, name: s, position: (i + 1) * 10 })).reverse())
    .returning({ id: pipelineStage.id, position: pipelineStage.position });
  return { id: p!.id, stages: rows.sort((x, y) => x.position - y.position).map((r) => r.id) };
}

async function salesAccount(o: Org, name: string): Promise<number> {
  const [row] = await t.db.insert(account).values({ organizationId: o.orgId, moduleKind: ModuleKind.SALES_PIPELINE, name }).returning({ id: account.id });
  return row!.id;
}

/** A deal and its history: `path` the stages (0-based) with the days ago each was entered; created on the first. */
async function makeDeal(
  o: Org,
  p: Pipe,
  accountId: number,
  d: { title: string; path: [stage: number, daysAgo: number][]; amount: string; currency?: string; owner?: number | null; state?: 'won' | 'lost'; closed?: number; close?: string | null; probability?: number; leadId?: number },
): Promise<number> {
  const [last] = d.path.slice(-1);
  const [row] = await t.db
    .insert(salesDeal)
    .values({
      organizationId: o.orgId,
      accountId,
      title: d.title,
      pipelineId: p.id,
      stageId: p.stages[last![0]]!,
      state: d.state ?? 'open',
      amount: d.amount,
      currency: d.currency ?? 'USD',
      expectedClose: d.close ?? null,
      ownerUserId: d.owner ?? null,
      probability: d.probability ?? null,
      stageEnteredAt: ago(last![1]),
      closedAt: d.closed === undefined ? null : ago(d.closed),
      leadId: d.leadId ?? null,
      createdAt: ago(d.path[0]![1]),
    })
    .returning({ id: salesDeal.id });
  let from: number | null = null;
  for (const [stage, days] of d.path) {
    await t.db.insert(salesDealStage).values({ organizationId: o.orgId, dealId: row!.id, fromStageId: from, toStageId: p.stages[stage]!, at: ago(days) });
    from = p.stages[stage]!;
  }
  return row!.id;
}

async function lead(o: Org, source: 'manual' | 'import' | 'form', convertedDealId: number | null = null): Promise<number> {
  const [row] = await t.db.insert(salesLead).values({ organizationId: o.orgId, company: 'Lead Co', source, state: 'converted', convertedDealId }).returning({ id: salesLead.id });
  return row!.id;
}

async function activity(o: Org, accountId: number, s: { owner?: number | null; due?: number | null; done?: number | null }) {
  const due = s.due === undefined || s.due === null ? null : new Date(NOW + s.due * DAY);
  await t.db.insert(salesActivity).values({ organizationId: o.orgId, accountId, kind: 'task', subject: 'Call back', ownerUserId: s.owner ?? null, dueAt: due, doneAt: s.done === undefined || s.done === null ? null : ago(s.done) });
}

const get = (path: string, token = a.vo.token) => call(t.app, 'GET', path, { token });
const file = (path: string, token = a.vo.token) => t.app.request(path, { headers: { authorization: `JWT ${token}` } });
const sheetOf = async (res: Response) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.getWorksheet('Report')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

let main: Pipe;
let other: Pipe;
let theirs: Pipe;
const ids: Record<string, number> = {};

before(async () => {
  t = await setup();
  a = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SALES_PIPELINE, name: 'Pipeline Report A' });
  b = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SALES_PIPELINE, name: 'Pipeline Report B' });
  main = await makePipeline(a, 'New business', ['Qualification', 'Needs analysis', 'Proposal', 'Negotiation']);
  other = await makePipeline(a, 'Renewals', ['Renewal due', 'Committed']);
  theirs = await makePipeline(b, 'Their pipeline', ['Theirs first', 'Theirs second']);
  const acme = await salesAccount(a, 'Acme Freight');
  const fabrikam = await salesAccount(a, 'فابريكام للنقل');
  const formLead = await lead(a, 'form');
  ids.won = await makeDeal(a, main, acme, { title: 'Won all the way', path: [[0, 100], [1, 90], [2, 70], [3, 60]], amount: '1000', owner: a.oa.id, state: 'won', closed: 50, leadId: formLead });
  ids.lost = await makeDeal(a, main, acme, { title: 'Lost on needs', path: [[0, 80], [1, 75]], amount: '500', owner: a.oa.id, state: 'lost', closed: 70 });
  await lead(a, 'import', ids.lost);
  ids.html = await makeDeal(a, main, fabrikam, { title: HTML_TITLE, path: [[0, 40], [2, 20]], amount: '2000', currency: 'EUR', owner: a.ic.id, close: dayOffset(-5, NOW) });
  ids.formula = await makeDeal(a, main, acme, { title: FORMULA_TITLE, path: [[0, 50]], amount: '300', owner: a.ic.id, probability: 50 });
  ids.direct = await makeDeal(a, main, acme, { title: 'Won without an owner', path: [[0, 30], [1, 25]], amount: '700', state: 'won', closed: 10 });
  ids.yen = await makeDeal(a, main, fabrikam, { title: 'Yen deal', path: [[0, 200], [1, 188], [2, 180]], amount: '100000', currency: 'JPY', owner: a.oa.id, close: dayOffset(10, NOW) });
  // Opened before the period: in the exceptions only.
  ids.old = await makeDeal(a, main, acme, { title: 'Old and forgotten', path: [[0, 400]], amount: '50', owner: a.oa.id, close: dayOffset(-100, NOW) });
  ids.renewal = await makeDeal(a, other, acme, { title: 'Renewal deal', path: [[0, 5]], amount: '10', owner: a.oa.id, state: 'won', closed: 1 });
  // Activities: Olivia one overdue, one due later, one done in the period and one long before; Ivan one done; nobody's one overdue; a note.
  await activity(a, acme, { owner: a.oa.id, due: -1 });
  await activity(a, acme, { owner: a.oa.id, due: 2 });
  await activity(a, acme, { owner: a.oa.id, due: -20, done: 10 });
  await activity(a, acme, { owner: a.oa.id, due: -600, done: 500 });
  await activity(a, acme, { owner: a.ic.id, done: 3 });
  await activity(a, acme, { due: -2 });
  await activity(a, acme, {});
  const theirAccount = await salesAccount(b, 'Their account');
  await makeDeal(b, theirs, theirAccount, { title: 'Their secret deal', path: [[0, 10]], amount: '999', owner: b.oa.id, close: dayOffset(-3, NOW) });
  await activity(b, theirAccount, { owner: b.oa.id, due: -1 });
});
after(() => t.database.close());

describe('pipeline report figures', () => {
  test('the funnel: reached, conversion, days on each stage, open deals per currency with weighted amounts', async () => {
    const res = await get(REPORT);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.pipeline, { id: main.id, name: 'New business' }, 'the first pipeline by default');
    assert.deepEqual(res.body.pipelines, [
      { id: main.id, name: 'New business' },
      { id: other.id, name: 'Renewals' },
    ]);
    assert.deepEqual(res.body.deals, { total: 6, won: 2, lost: 1, open: 3 });
    const row = (s: { name: string; position: number; probability: number; reached: number; advanced: number; conversion: number | null; average_days: number | null; median_days: number | null; open: number; open_totals: unknown[] }) => [
      s.name,
      s.position,
      s.probability,
      s.reached,
      s.advanced,
      s.conversion,
      s.average_days,
      s.median_days,
      s.open,
      s.open_totals,
    ];
    assert.deepEqual(res.body.stages.map(row), [
      // Stays ended: 10, 5, 20, 5, 12 days (the formula deal is still on it).
      ['Qualification', 1, 20, 6, 5, 83.3, 10.4, 10, 1, [{ currency: 'USD', total: '300.00', weighted: '150.00' }]],
      // 20, 5 (lost there), 15 (won there), 8; the HTML deal skipped it but passed it.
      ['Needs analysis', 2, 40, 5, 4, 80, 12, 11.5, 0, []],
      [
        'Proposal',
        3,
        60,
        4,
        2,
        50,
        10,
        10,
        2,
        [
          { currency: 'EUR', total: '2000.00', weighted: '1200.00' },
          { currency: 'JPY', total: '100000', weighted: '60000' },
        ],
      ],
      // A won deal passed every stage; the last stage converts into wins.
      ['Negotiation', 4, 80, 2, 2, 100, 10, 10, 0, []],
    ]);
  });

  test('win rates by owner (nobody last) and by lead source, won amounts per currency', async () => {
    const res = await get(REPORT);
    assert.deepEqual(res.body.by_owner, [
      { owner: { id: a.oa.id, name: 'Olivia User' }, won: 1, lost: 1, win_rate: 50, won_totals: [{ currency: 'USD', total: '1000.00' }] },
      { owner: null, won: 1, lost: 0, win_rate: 100, won_totals: [{ currency: 'USD', total: '700.00' }] },
    ]);
    assert.deepEqual(res.body.by_source, [
      { source: 'import', won: 0, lost: 1, win_rate: 0, won_totals: [] },
      { source: 'form', won: 1, lost: 0, win_rate: 100, won_totals: [{ currency: 'USD', total: '1000.00' }] },
      { source: 'direct', won: 1, lost: 0, win_rate: 100, won_totals: [{ currency: 'USD', total: '700.00' }] },
    ]);
  });

  test('exceptions: open deals past their expected close and without a stage change for 30 days, whatever their creation day', async () => {
    const res = await get(REPORT);
    assert.equal(res.body.stalled_days, 30);
    const brief = (d: { id: number; days: number; account: { name: string }; owner: { name: string } | null; stage: { name: string } }) => [d.id, d.days, d.account.name, d.owner?.name ?? null, d.stage.name];
    assert.deepEqual(res.body.overdue.map(brief), [
      [ids.old, 100, 'Acme Freight', 'Olivia User', 'Qualification'],
      [ids.html, 5, 'فابريكام للنقل', 'Ivan User', 'Proposal'],
    ]);
    assert.deepEqual(res.body.stalled.map(brief), [
      [ids.old, 400, 'Acme Freight', 'Olivia User', 'Qualification'],
      [ids.yen, 180, 'فابريكام للنقل', 'Olivia User', 'Proposal'],
      [ids.formula, 50, 'Acme Freight', 'Ivan User', 'Qualification'],
    ]);
    const html = res.body.overdue.find((d: { id: number }) => d.id === ids.html);
    assert.equal(html.title, HTML_TITLE, 'the title as typed');
    assert.equal(html.amount, '2000.00');
    assert.equal(html.expected_close, dayOffset(-5, NOW));
  });

  test('activities per owner: open, overdue, done in the period; another organization\'s not counted', async () => {
    const res = await get(REPORT);
    assert.deepEqual(res.body.activities, [
      { owner: { id: a.ic.id, name: 'Ivan User' }, open: 0, overdue: 0, done: 1 },
      { owner: { id: a.oa.id, name: 'Olivia User' }, open: 2, overdue: 1, done: 1 },
      { owner: null, open: 1, overdue: 1, done: 0 },
    ]);
  });

  test('the period and another pipeline of the organization', async () => {
    const to = dayOffset(-45, NOW);
    const res = await get(`${REPORT}?from=${dayOffset(-120, NOW)}&to=${to}`);
    assert.equal(res.body.from, dayOffset(-120, NOW));
    assert.equal(res.body.to, to);
    // Created 100, 80 and 50 days ago; the others later.
    assert.deepEqual(res.body.deals, { total: 3, won: 1, lost: 1, open: 1 });
    assert.deepEqual(res.body.stages.map((s: { reached: number }) => s.reached), [3, 2, 1, 1]);
    assert.deepEqual(res.body.activities.map((x: { done: number }) => x.done), [0, 0], 'nothing was done in that period');
    const renewals = await get(`${REPORT}?pipeline_id=${other.id}`);
    assert.deepEqual(renewals.body.pipeline, { id: other.id, name: 'Renewals' });
    assert.deepEqual(renewals.body.deals, { total: 1, won: 1, lost: 0, open: 0 });
    assert.deepEqual(renewals.body.stages.map((s: { name: string; reached: number; advanced: number }) => [s.name, s.reached, s.advanced]), [
      ['Renewal due', 1, 1],
      ['Committed', 1, 1],
    ]);
    assert.equal(twelveMonthsTo('2026-06-30'), '2025-07-01');
    const plain = await get(REPORT);
    assert.equal(plain.body.from, twelveMonthsTo(plain.body.to));
  });

  test('the same statements for a pipeline of 6 deals and of 106, with their history and activities', async () => {
    const o = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SALES_PIPELINE, name: 'Busy pipeline' });
    const p = await makePipeline(o, 'Busy', ['One', 'Two', 'Three']);
    const acc = await salesAccount(o, 'Busy account');
    const add = async (n: number) => {
      for (let i = 0; i < n; i++) {
        await makeDeal(o, p, acc, { title: `Deal ${i}`, path: [[0, 60], [1, 40 - (i % 10)]], amount: String(100 + i), currency: i % 2 ? 'EUR' : 'USD', owner: i % 3 ? o.oa.id : o.ic.id, state: i % 4 === 0 ? 'won' : undefined, closed: i % 4 === 0 ? 5 : undefined, close: dayOffset(-i, NOW) });
        await activity(o, acc, { owner: i % 2 ? o.oa.id : o.lead.id, due: (i % 5) - 2 });
      }
    };
    await add(6);
    const measure = async () => Math.min(await statementsSent(t.db, () => get(REPORT, o.vo.token)), await statementsSent(t.db, () => get(REPORT, o.vo.token)));
    const few = await measure();
    await add(100);
    const many = await get(REPORT, o.vo.token);
    assert.equal(many.body.deals.total, 106);
    assert.equal(await measure(), few, 'a hundred more deals cost no statement');
  });
});

describe('pipeline report files', () => {
  test('the summary as CSV, XLSX and PDF: the funnel, then the win rates', async () => {
    const csvRes = await file(`${REPORT}?format=csv`);
    assert.equal(csvRes.status, 200);
    assert.match(csvRes.headers.get('content-type')!, /^text\/csv/);
    assert.match(csvRes.headers.get('content-disposition')!, /pipeline-summary-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv/);
    const rows = parse(await csvRes.text()) as string[][];
    assert.deepEqual(rows[0], ['Section', 'Name', 'Reached', 'Conversion %', 'Average days', 'Median days', 'Open deals', 'Won', 'Lost', 'Win rate %', 'Currency', 'Open value', 'Won value']);
    assert.deepEqual(rows.slice(1), [
      ['Stage', 'Qualification', '6', '83.3', '10.4', '10', '1', '', '', '', 'USD', '300.00', ''],
      ['Stage', 'Needs analysis', '5', '80', '12', '11.5', '0', '', '', '', '', '', ''],
      ['Stage', 'Proposal', '4', '50', '10', '10', '2', '', '', '', 'EUR', '2000.00', ''],
      // A second currency: its amount only, so a column's sum counts no deal twice.
      ['Stage', 'Proposal', '', '', '', '', '', '', '', '', 'JPY', '100000', ''],
      ['Stage', 'Negotiation', '2', '100', '10', '10', '0', '', '', '', '', '', ''],
      ['Owner', 'Olivia User', '', '', '', '', '', '1', '1', '50', 'USD', '', '1000.00'],
      ['Owner', 'No owner', '', '', '', '', '', '1', '0', '100', 'USD', '', '700.00'],
      ['Source', 'Imported', '', '', '', '', '', '0', '1', '0', '', '', ''],
      ['Source', 'Lead form', '', '', '', '', '', '1', '0', '100', 'USD', '', '1000.00'],
      ['Source', 'Direct (no lead)', '', '', '', '', '', '1', '0', '100', 'USD', '', '700.00'],
    ]);

    const xlsx = await file(`${REPORT}?format=xlsx`);
    assert.equal(xlsx.headers.get('content-type'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await sheetOf(xlsx);
    assert.deepEqual(sheet[0], rows[0]);
    assert.deepEqual(sheet[1], ['Stage', 'Qualification', 6, 83.3, 10.4, 10, 1, '', '', '', 'USD', 300, ''], 'counts and amounts are numbers');
    assert.deepEqual(sheet[4]!.slice(10), ['JPY', 100000, '']);

    const pdf = await file(`${REPORT}?format=pdf`);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    const text = squash((await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join(' '));
    for (const needle of ['Pipeline report: New business', 'Qualification', 'Negotiation', 'Olivia User', 'Direct (no lead)', 'USD 1,000.00', 'JPY 100,000']) assert.ok(text.includes(squash(needle)), `${needle} in ${text}`);
  });

  test('the exceptions as CSV, XLSX and PDF keep a title in HTML or shaped like a formula as text', async () => {
    const rows = parse(await (await file(`${REPORT}?format=csv&view=exceptions`)).text()) as string[][];
    assert.deepEqual(rows[0], ['Exception', 'Deal', 'Account', 'Owner', 'Stage', 'Expected close', 'Days overdue', 'Days without a stage change', 'Currency', 'Amount']);
    assert.deepEqual(
      rows.slice(1).map((r) => [r[0], r[1], r[6], r[7]]),
      [
        ['Overdue', 'Old and forgotten', '100', ''],
        ['Overdue', HTML_TITLE, '5', ''],
        ['Stalled', 'Old and forgotten', '', '400'],
        ['Stalled', 'Yen deal', '', '180'],
        ['Stalled', `'${FORMULA_TITLE}`, '', '50'],
      ],
    );
    assert.deepEqual(rows[2]!.slice(2), ['فابريكام للنقل', 'Ivan User', 'Proposal', dayOffset(-5, NOW), '5', '', 'EUR', '2000.00']);

    const xlsx = await file(`${REPORT}?format=xlsx&view=exceptions`);
    const sheet = await sheetOf(xlsx);
    assert.deepEqual(sheet.map((r) => r[1]), ['Deal', 'Old and forgotten', HTML_TITLE, 'Old and forgotten', 'Yen deal', `'${FORMULA_TITLE}`]);

    const pdf = await file(`${REPORT}?format=pdf&view=exceptions`);
    assert.equal(pdf.status, 200);
    const text = squash((await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join(' '));
    for (const needle of ['Pipeline exceptions: New business', HTML_TITLE, 'فابريكام للنقل', 'Yen deal']) assert.ok(text.includes(squash(needle)), `${needle} in ${text}`);
  });

  test('the activities per owner as CSV, XLSX and PDF', async () => {
    const rows = parse(await (await file(`${REPORT}?format=csv&view=tasks`)).text()) as string[][];
    assert.deepEqual(rows, [
      ['Owner', 'Open activities', 'Overdue', 'Done in the period'],
      ['Ivan User', '0', '0', '1'],
      ['Olivia User', '2', '1', '1'],
      ['No owner', '1', '1', '0'],
    ]);
    const xlsx = await file(`${REPORT}?format=xlsx&view=tasks`);
    assert.match(xlsx.headers.get('content-disposition')!, /pipeline-tasks-.*\.xlsx/);
    assert.deepEqual((await sheetOf(xlsx))[2], ['Olivia User', 2, 1, 1]);
    const pdf = await file(`${REPORT}?format=pdf&view=tasks`);
    const text = squash((await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join(' '));
    assert.ok(text.includes(squash('Sales activities by owner')) && text.includes(squash('Olivia User')), text);
  });
});

describe('pipeline report attacks', () => {
  test("another organization's pipeline is refused on its field, and shows nothing of it", async () => {
    const res = await get(`${REPORT}?pipeline_id=${theirs.id}`);
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { pipeline_id: ['Choose a pipeline of this organization.'] });
    const file400 = await file(`${REPORT}?pipeline_id=${theirs.id}&format=csv`);
    assert.equal(file400.status, 400);
    assert.ok(!(await file400.text()).includes('Their secret deal'));
  });

  test('a user of another organization sees nothing of this one', async () => {
    const theirs400 = await get(`${REPORT}?pipeline_id=${main.id}`, b.vo.token);
    assert.equal(theirs400.status, 400);
    const res = await get(REPORT, b.vo.token);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.pipelines, [{ id: theirs.id, name: 'Their pipeline' }]);
    assert.deepEqual(res.body.deals, { total: 1, won: 0, lost: 0, open: 1 });
    assert.deepEqual(res.body.overdue.map((d: { title: string }) => d.title), ['Their secret deal']);
    assert.deepEqual(res.body.activities, [{ owner: { id: b.oa.id, name: 'Olivia User' }, open: 1, overdue: 1, done: 0 }]);
    const text = JSON.stringify(res.body);
    for (const ours of ['New business', 'Acme Freight', 'Yen deal', 'Ivan User']) assert.ok(!text.includes(ours), ours);
    for (const view of ['summary', 'exceptions', 'tasks']) {
      const csv = await (await file(`${REPORT}?format=csv&view=${view}`, b.vo.token)).text();
      assert.ok(!/New business|Acme Freight|Yen deal|Ivan User/.test(csv), `${view}: ${csv}`);
    }
    // And ours never shows theirs.
    assert.ok(!JSON.stringify((await get(REPORT)).body).includes('Their secret deal'));
  });

  test('bad input is a 400 naming the field', async () => {
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-05-01&to=2026-04-01', 'to'],
      ['pipeline_id=abc', 'pipeline_id'],
      ['pipeline_id=0', 'pipeline_id'],
      ['format=docx', 'format'],
      ['view=everything', 'view'],
    ] as const) {
      const res = await get(`${REPORT}?${query}`);
      assert.equal(res.status, 400, `${query}: ${res.status}`);
      assert.ok(res.body[field], `${query} names ${field}: ${JSON.stringify(res.body)}`);
    }
  });

  test('an organization without the sales pipeline is refused (403); one without a pipeline gets an empty report', async () => {
    const o = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SALES_PIPELINE, name: 'No pipelines yet' });
    const empty = await get(REPORT, o.vo.token);
    assert.equal(empty.status, 200);
    assert.equal(empty.body.pipeline, null);
    assert.deepEqual([empty.body.stages, empty.body.by_owner, empty.body.overdue, empty.body.stalled, empty.body.activities], [[], [], [], [], []]);
    assert.equal((await file(`${REPORT}?format=pdf`, o.vo.token)).status, 200);
    await setConfig(t.db, o.orgId, 'modules_allowed', JSON.stringify(['secure_invoice_sales']));
    assert.equal((await get(REPORT, o.vo.token)).status, 403);
  });
});
