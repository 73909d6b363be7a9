/**
 * voidInvoice called as a plain function: an open invoice with nothing applied is voided with its
 * reason and audited; anything paid, a draft, a void invoice or another organization's is refused;
 * and the workflow engine is told of the new status.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ReceivablesMessage } from '@si/contract';
import { statusOf } from '../../../../test-support/workflow-fixtures.ts';
import { actionWorld, auditsOf, automaticWorkflow, draftOf, historyOf, openInvoice, refused, type ActionWorld } from '../../../../test-support/receivables-actions.ts';
import { recordStaffPayment } from '../ledger/record-payment.ts';
import { refundStaffPayment } from '../ledger/refund-payment.ts';
import { issueCreditNote } from './credit-note.ts';
import { DRAFT_NOT_VOIDED, voidInvoice } from './void.ts';

let w: ActionWorld;
before(async () => {
  w = await actionWorld();
});
after(() => w.t.database.close());

const voidIt = (id: number, by = w.by) => voidInvoice(w.deps, by, id, { reason: 'Raised twice' });
const pay = (invoiceId: number, amount: string) =>
  recordStaffPayment(w.deps, w.by, w.customer, { method: 'bank_transfer', received_on: '2026-03-01', reference: 'T-1', amount, currency: 'USD', allocations: [{ invoice_id: invoiceId, amount }] });

describe('voidInvoice', () => {
  test('an open invoice with nothing applied: balance zero, state and status void, the reason kept, audited', async () => {
    const inv = await openInvoice(w, '80.00');
    const voided = await voidIt(inv.id);
    assert.equal(voided.state, 'void');
    assert.equal(voided.balance, '0.00');
    assert.equal(voided.void_reason, 'Raised twice');
    assert.ok(voided.voided_at);
    assert.equal(voided.pdf_file_id, inv.pdf_file_id, 'the answer still links its PDF');
    assert.equal(await statusOf(w.t.db, inv.id), 'void');
    assert.deepEqual((await auditsOf(w, inv.id)).at(-1), { action: 'invoice_voided', actor: w.by.userId, details: { number: inv.number, reason: 'Raised twice' } });
  });

  test('nothing paid can be voided: a part payment, a full payment or a credit note is refused', async () => {
    const part = await openInvoice(w, '100.00');
    await pay(part.id, '40.00');
    await refused(voidIt(part.id), 409, { detail: ReceivablesMessage.VOID_PAID });
    const full = await openInvoice(w, '100.00');
    await pay(full.id, '100.00');
    await refused(voidIt(full.id), 409, { detail: ReceivablesMessage.VOID_PAID });
    const credited = await openInvoice(w, '100.00');
    await issueCreditNote(w.deps, w.storage, w.by, credited.id, { reason: 'Discount', amount: '10.00' });
    await refused(voidIt(credited.id), 409, { detail: ReceivablesMessage.VOID_PAID });
    assert.deepEqual(await Promise.all([part.id, full.id, credited.id].map((id) => statusOf(w.t.db, id))), ['partially_paid', 'paid', 'partially_paid']);
  });

  test('a payment refunded in full leaves nothing applied: the invoice can be voided', async () => {
    const inv = await openInvoice(w, '60.00');
    const paid = await pay(inv.id, '60.00');
    await refundStaffPayment(w.deps, w.by, paid.payment.id, { amount: '60.00', reason: 'Paid by mistake', refunded_on: '2026-03-02' });
    assert.equal((await voidIt(inv.id)).state, 'void');
  });

  test('a draft is deleted, not voided; a void invoice is not voided again; another organization\'s is not found', async () => {
    const draft = await draftOf(w);
    await refused(voidIt(draft.id), 409, { detail: DRAFT_NOT_VOIDED });
    const inv = await openInvoice(w);
    await voidIt(inv.id);
    await refused(voidIt(inv.id), 409, { detail: ReceivablesMessage.ALREADY_VOID });
    const theirs = await openInvoice(w);
    await refused(voidIt(theirs.id, w.stranger), 404, { detail: 'Not found.' });
    assert.equal(await statusOf(w.t.db, theirs.id), 'open');
  });

  test('tells the workflow engine: an automatic transition from "void" fires, by the staff member', async () => {
    await automaticWorkflow(w, 'void', 'archived');
    const inv = await openInvoice(w);
    const voided = await voidIt(inv.id);
    assert.equal(voided.state, 'void');
    assert.equal(await statusOf(w.t.db, inv.id), 'archived');
    assert.deepEqual(await historyOf(w, inv.id), [['void', 'archived', 'user', w.by.userId]]);
  });
});
