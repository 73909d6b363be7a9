/**
 * The loan pipeline's board and moves: the settings' pipeline as columns with their loans (only
 * those still in the pipeline), a column's next cards, the same number of statements for one loan
 * as for a hundred; a move on an old version (409), to a stage of another pipeline (400), by a
 * Viewer Only (403), of another organization's loan (404); leaving the first stage puts a loan in
 * review and writes its history.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { LOAN_BOARD_PAGE, type LoanBoard, type LoanBoardColumnPage, type LoanCard } from '@si/contract';
import { LendingMessage } from '@si/contract/lending';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { statementsSent } from '../../../../test-support/statements.ts';
import { loan, loanHistory } from '../schema.ts';
import { insertPipelineLoans, pipelineWorld, type PipelineWorld } from './test-world.ts';

let t: TestContext;
let a: PipelineWorld;
let b: PipelineWorld;

const board = (q = '', token = a.vo.token) => call<LoanBoard & { detail?: string }>(t.app, 'GET', `/api/lending/pipeline${q}`, { token });
const column = (q: string, token = a.vo.token) => call<LoanBoardColumnPage>(t.app, 'GET', `/api/lending/pipeline/column${q}`, { token });
const move = (id: number, json: unknown, token = a.ic.token) => call<LoanCard & { detail?: string; stage_id?: unknown }>(t.app, 'POST', `/api/lending/loans/${id}/move`, { token, json });

before(async () => {
  t = await setup();
  a = await pipelineWorld(t, 'Board A');
  b = await pipelineWorld(t, 'Board B');
});
after(() => t.database.close());

describe('the loan pipeline board', () => {
  test("the settings' pipeline: its stages as columns, each with its pipeline loans", async () => {
    const [app, under] = a.pipeline.stages as [number, number];
    await insertPipelineLoans(t.db, a, { pipelineId: a.pipeline.id, stageId: app, amount: '250000.00' }, 2, (i) => `Applicant ${i + 1}`);
    await insertPipelineLoans(t.db, a, { pipelineId: a.pipeline.id, stageId: under, status: 'in_review', decisionsNeeded: 2, amount: '2500000.00' }, 1, () => 'Big borrower');
    await insertPipelineLoans(t.db, a, { pipelineId: a.pipeline.id, stageId: under, status: 'active' }, 1, () => 'Booked already');
    const res = await board();
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.pipeline.id, a.pipeline.id);
    assert.deepEqual(
      res.body.columns.map((c) => [c.stage.name, c.count]),
      [
        ['Application', 2],
        ['Underwriting', 1],
        ['Committee', 0],
        ['Closing', 0],
      ],
      'an active loan is not on the board',
    );
    const big = res.body.columns[1]!.cards[0]!;
    assert.equal(big.borrower, 'Big borrower');
    assert.equal(big.amount, '2500000.00');
    assert.equal(big.currency, 'USD');
    assert.equal(big.status, 'in_review');
    assert.equal(big.decisions_given, 0);
    assert.equal(big.decisions_needed, 2);
    assert.equal(big.days_in_stage, 0);
    assert.equal(big.version, 1);
    assert.equal((await board(`?pipeline_id=${a.other.id}`)).body.pipeline.name, 'Another');
    assert.equal((await board(`?pipeline_id=${b.pipeline.id}`)).status, 404);
    assert.equal((await board('?pipeline_id=x')).status, 400);
    assert.ok((await board('', b.vo.token)).body.columns.every((c) => c.count === 0), "B sees nothing of A's");
  });

  test("a column's next cards by offset; another organization's stage is a 404", async () => {
    const stage = a.pipeline.stages[2]!;
    await insertPipelineLoans(t.db, a, { pipelineId: a.pipeline.id, stageId: stage }, LOAN_BOARD_PAGE + 5);
    const first = await board();
    assert.equal(first.body.columns[2]!.cards.length, LOAN_BOARD_PAGE);
    const next = await column(`?stage_id=${stage}&offset=${LOAN_BOARD_PAGE}`);
    assert.equal(next.status, 200);
    assert.equal(next.body.count, LOAN_BOARD_PAGE + 5);
    assert.equal(next.body.cards.length, 5);
    assert.equal((await column(`?stage_id=${b.pipeline.stages[0]}`)).status, 404);
    assert.equal((await column('?stage_id=1&offset=-1')).status, 400);
  });

  test('the same number of statements for a board of 1 loan and of 100', async () => {
    const small = await pipelineWorld(t, 'Small board');
    await insertPipelineLoans(t.db, small, { pipelineId: small.pipeline.id, stageId: small.pipeline.stages[0]! }, 1);
    const large = await pipelineWorld(t, 'Large board');
    for (const stageId of large.pipeline.stages) await insertPipelineLoans(t.db, large, { pipelineId: large.pipeline.id, stageId }, 25);
    const one = await statementsSent(t.db, () => board('', small.vo.token));
    const hundred = await statementsSent(t.db, async () => assert.equal((await board('', large.vo.token)).body.columns.reduce((s, c) => s + c.cards.length, 0), 100));
    assert.equal(hundred, one, `${one} statements for 1 loan, ${hundred} for 100`);
  });
});

describe('moving a loan', () => {
  test('to another stage of its pipeline: in review once it leaves the first stage, a version more, a history row', async () => {
    const [id] = await insertPipelineLoans(t.db, a, { pipelineId: a.pipeline.id, stageId: a.pipeline.stages[0]! });
    const res = await move(id!, { stage_id: a.pipeline.stages[1], version: 1 });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.stage_id, a.pipeline.stages[1]);
    assert.equal(res.body.status, 'in_review');
    assert.equal(res.body.version, 2);
    const [h] = await t.db.select().from(loanHistory).where(and(eq(loanHistory.accountId, id!), eq(loanHistory.action, 'stage_changed')));
    assert.equal(h!.section, 'loanDetails');
    assert.equal(h!.userId, a.ic.id);
    assert.deepEqual(h!.after, { stage_id: a.pipeline.stages[1], status: 'in_review' });
  });

  test('a stale version is a 409 and changes nothing; another pipeline a 400; a VO a 403; another organization a 404', async () => {
    const [id] = await insertPipelineLoans(t.db, a, { pipelineId: a.pipeline.id, stageId: a.pipeline.stages[0]! });
    assert.equal((await move(id!, { stage_id: a.pipeline.stages[2], version: 1 })).status, 200);
    const stale = await move(id!, { stage_id: a.pipeline.stages[3], version: 1 }, a.oa.token);
    assert.equal(stale.status, 409);
    assert.equal(stale.body.detail, LendingMessage.staleLoan);
    const [row] = await t.db.select().from(loan).where(eq(loan.accountId, id!));
    assert.equal(row!.stageId, a.pipeline.stages[2]);
    const other = await move(id!, { stage_id: a.other.stages[0], version: 2 });
    assert.equal(other.status, 400);
    assert.ok(other.body.stage_id);
    assert.equal((await move(id!, { stage_id: b.pipeline.stages[0], version: 2 })).status, 400);
    assert.equal((await move(id!, { stage_id: a.pipeline.stages[0], version: 2 }, a.vo.token)).status, 403);
    assert.equal((await move(id!, { stage_id: a.pipeline.stages[0], version: 2 }, b.ic.token)).status, 404);
    assert.equal((await move(id!, { stage_id: a.pipeline.stages[0] })).status, 400, 'the version is required');
    const [booked] = await insertPipelineLoans(t.db, a, { pipelineId: a.pipeline.id, stageId: a.pipeline.stages[0]!, status: 'active' });
    assert.equal((await move(booked!, { stage_id: a.pipeline.stages[1], version: 1 })).status, 409);
  });
});
