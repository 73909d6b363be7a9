/**
 * createDraft, updateDraft and deleteDraft called as plain functions: the organization's defaults,
 * pricing again, audits, and their refusals (another organization's or module's account, dates,
 * anything but a draft).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { ModuleKind, ReceivablesMessage } from '@si/contract';
import { item } from '../../../db/schema.ts';
import { actionWorld, anotherAccount, auditsOf, draftOf, line, openInvoice, refused, type ActionWorld } from '../../../../test-support/receivables-actions.ts';
import { createDraft, deleteDraft, updateDraft } from './drafts.ts';

let w: ActionWorld;
before(async () => {
  w = await actionWorld();
});
after(() => w.t.database.close());

describe('drafts', () => {
  test('a draft takes the defaults, is priced again when edited, and is deleted; each step audited', async () => {
    // 2 x 10.005 = 20.01, tax 10% = 2.00; in yen 20 and 2.
    const d = await createDraft(w.t.db, w.by, { account_id: w.customer, issue_date: '2026-03-01', lines: [line('Shelving', '2', '10.005', '10')] });
    assert.deepEqual([d.state, d.number, d.currency, d.payment_terms_days, d.due_date, d.total], ['draft', null, 'USD', 30, '2026-03-31', '22.01']);
    const edited = await updateDraft(w.t.db, w.by, d.id, { currency: 'JPY', payment_terms_days: 15 });
    assert.deepEqual([edited.currency, edited.due_date, edited.total], ['JPY', '2026-03-16', '22']);
    await deleteDraft(w.t.db, w.by, d.id);
    assert.equal((await w.t.db.select().from(item).where(eq(item.id, d.id))).length, 0);
    assert.deepEqual((await auditsOf(w, d.id)).map((a) => [a.action, a.actor]), [
      ['invoice_created', w.by.userId],
      ['invoice_updated', w.by.userId],
      ['invoice_deleted', w.by.userId],
    ]);
  });

  test('refusals: another module\'s or organization\'s account, a due date before the issue date', async () => {
    await refused(createDraft(w.t.db, w.by, { account_id: await anotherAccount(w, ModuleKind.FILE) }), 400, { account_id: [ReceivablesMessage.NOT_RECEIVABLES] });
    await assert.rejects(createDraft(w.t.db, w.stranger, { account_id: w.customer }), (e: { status?: number; body?: Record<string, unknown> }) => e.status === 400 && 'account_id' in e.body!);
    await refused(createDraft(w.t.db, w.by, { account_id: w.customer, issue_date: '2026-03-10', due_date: '2026-03-01', payment_terms_days: null }), 400, { due_date: ['The due date cannot be before the issue date.'] });
    const d = await draftOf(w);
    await refused(updateDraft(w.t.db, w.by, d.id, { issue_date: '2026-03-10', due_date: '2026-03-01', payment_terms_days: null }), 400, { due_date: ['The due date cannot be before the issue date.'] });
    await refused(updateDraft(w.t.db, w.stranger, d.id, { title: 'Theirs' }), 404, { detail: 'Not found.' });
    await refused(deleteDraft(w.t.db, w.stranger, d.id), 404, { detail: 'Not found.' });
  });

  test('a finalized invoice is neither edited nor deleted', async () => {
    const inv = await openInvoice(w);
    await refused(updateDraft(w.t.db, w.by, inv.id, { title: 'Changed' }), 409, { detail: ReceivablesMessage.FINALIZED });
    await refused(deleteDraft(w.t.db, w.by, inv.id), 409, { detail: ReceivablesMessage.NOT_DRAFT });
  });
});
