/**
 * finalizeInvoice called as a plain function: the number from the gapless series, the dates and
 * title, the PDF, the audit, its refusals (which give the number back), and the workflow engine
 * told of the new status.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, gt, max } from 'drizzle-orm';
import { ReceivablesMessage } from '@si/contract';
import { addDays } from '@si/contract/money';
import { file, item, outbox } from '../../../db/schema.ts';
import { today } from '../../../shared/dates/days.ts';
import { statusOf } from '../../../../test-support/workflow-fixtures.ts';
import { actionWorld, auditsOf, automaticWorkflow, draftOf, historyOf, line, refused, type ActionWorld } from '../../../../test-support/receivables-actions.ts';
import { createDraft } from './drafts.ts';
import { finalizeInvoice } from './finalize.ts';

let w: ActionWorld;
before(async () => {
  w = await actionWorld();
});
after(() => w.t.database.close());

const finalize = (id: number, by = w.by) => finalizeInvoice(w.deps, w.storage, by, id);

describe('finalizeInvoice', () => {
  test('takes the next number, fixes the dates and title, attaches the PDF and audits who did it', async () => {
    const draft = await draftOf(w, '250.00');
    const done = await finalize(draft.id);
    assert.equal(done.state, 'open');
    assert.match(done.number!, /\d+$/);
    assert.equal(done.issue_date, today());
    assert.equal(done.due_date, addDays(today(), 30), 'the organization\'s terms run from the issue date');
    assert.equal(done.title, `Invoice ${done.number}`);
    assert.equal(done.balance, '250.00');
    assert.ok(done.finalized_at);
    assert.equal(await statusOf(w.t.db, draft.id), 'open', 'the item status follows the state');
    const [pdf] = await w.t.db.select().from(file).where(and(eq(file.itemId, draft.id), eq(file.contentType, 'application/pdf')));
    assert.equal(done.pdf_file_id, pdf!.id);
    assert.equal(pdf!.name, `${done.number}.pdf`);
    const audits = await auditsOf(w, draft.id);
    assert.deepEqual(audits.at(-1), { action: 'invoice_finalized', actor: w.by.userId, details: { number: done.number, total: '250.0000', currency: 'USD' } });
  });

  test('numbers follow one another without a gap, a refused finalization giving its number back', async () => {
    const first = await finalize((await draftOf(w)).id);
    const empty = await createDraft(w.t.db, w.by, { account_id: w.customer });
    await refused(finalize(empty.id), 400, { lines: [ReceivablesMessage.NO_LINES] });
    const pastDue = await createDraft(w.t.db, w.by, { account_id: w.customer, due_date: '2020-01-01', lines: [line('Late', '1', '5')] });
    await refused(finalize(pastDue.id), 400, { due_date: ['The due date cannot be before the issue date.'] });
    const second = await finalize((await draftOf(w)).id);
    const seq = (n: string | null) => Number(n!.match(/(\d+)$/)![1]);
    assert.equal(seq(second.number), seq(first.number) + 1);
    assert.equal((await w.t.db.select().from(item).where(eq(item.id, empty.id)))[0]!.status, 'draft', 'a refused draft stays a draft');
  });

  test('a finalized invoice is not finalized again; another organization\'s is not found', async () => {
    const done = await finalize((await draftOf(w)).id);
    await refused(finalize(done.id), 409, { detail: ReceivablesMessage.FINALIZED });
    const draft = await draftOf(w);
    await refused(finalize(draft.id, w.stranger), 404, { detail: 'Not found.' });
    assert.equal(await statusOf(w.t.db, draft.id), 'draft');
  });

  test('tells the workflow engine: an automatic transition from "open" fires, by the staff member', async () => {
    const draft = await draftOf(w);
    const noWorkflow = await finalize(draft.id);
    assert.deepEqual(await historyOf(w, noWorkflow.id), [], 'without a workflow nothing moves');

    await automaticWorkflow(w, 'open', 'awaiting payment');
    const since = (await w.t.db.select({ id: max(outbox.id) }).from(outbox))[0]?.id ?? 0;
    const next = await draftOf(w);
    const done = await finalize(next.id);
    assert.equal(done.state, 'open', 'the invoice itself is open');
    assert.equal(await statusOf(w.t.db, next.id), 'awaiting payment');
    assert.deepEqual(await historyOf(w, next.id), [['open', 'awaiting payment', 'user', w.by.userId]]);
    const mails = await w.t.db.select().from(outbox).where(gt(outbox.id, since));
    assert.deepEqual(
      mails.map((m) => m.to),
      [w.o.lead.email.toLowerCase()],
    );
    assert.match(mails[0]!.body, /Ivan User moved/);
  });
});
