/**
 * refundStaffPayment called as a plain function: the payment's credit first, then the invoices it
 * paid reopened, the refusals, the Idempotency-Key, and the workflow engine told of each invoice
 * the refund reopened.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ReceivablesMessage } from '@si/contract';
import { statusOf } from '../../../../test-support/workflow-fixtures.ts';
import { actionWorld, anotherAccount, automaticWorkflow, historyOf, openInvoice, refused, type ActionWorld } from '../../../../test-support/receivables-actions.ts';
import { recordStaffPayment } from './record-payment.ts';
import { refundStaffPayment } from './refund-payment.ts';

let w: ActionWorld;
before(async () => {
  w = await actionWorld();
});
after(() => w.t.database.close());

async function paid(amount: string, invoiceTotal: string) {
  const acc = await anotherAccount(w);
  const inv = await openInvoice(w, invoiceTotal, acc);
  const { payment } = await recordStaffPayment(w.deps, w.by, acc, { method: 'cash', received_on: '2026-03-01', reference: 'Till', amount, currency: 'USD' });
  return { acc, inv, payment };
}
const refund = (paymentId: number, amount: string, key?: string, by = w.by) => refundStaffPayment(w.deps, by, paymentId, { amount, reason: 'Returned', refunded_on: '2026-03-05' }, key);

describe('refundStaffPayment', () => {
  test('the credit goes back first, then the invoice is reopened; recorded offline', async () => {
    const { inv, payment } = await paid('120.00', '100.00');
    const first = await refund(payment.id, '20.00');
    assert.deepEqual([first.replayed, first.refund.from_credit, first.refund.invoices, first.refund.channel], [false, '20.00', [], 'offline']);
    assert.equal(await statusOf(w.t.db, inv.id), 'paid');
    const second = await refund(payment.id, '30.00');
    assert.deepEqual(second.refund.invoices, [{ invoice_id: inv.id, invoice_number: inv.number, amount: '30.00' }]);
    assert.equal(await statusOf(w.t.db, inv.id), 'partially_paid');
  });

  test('refusals: more than is left, a day before the payment, another organization\'s payment', async () => {
    const { payment } = await paid('50.00', '50.00');
    await refused(refund(payment.id, '50.01'), 400, { amount: [ReceivablesMessage.REFUND_EXCEEDS] });
    await refused(refundStaffPayment(w.deps, w.by, payment.id, { amount: '5.00', reason: 'Early', refunded_on: '2026-02-01' }), 400, { refunded_on: [ReceivablesMessage.REFUND_BEFORE_PAYMENT] });
    await refused(refund(payment.id, '5.00', undefined, w.stranger), 404, { detail: 'Not found.' });
  });

  test('a retry with the same key answers the first refund; another refund under it is refused', async () => {
    const { payment } = await paid('40.00', '40.00');
    const first = await refund(payment.id, '10.00', 'r-1');
    const again = await refund(payment.id, '10.00', 'r-1');
    assert.deepEqual([again.replayed, again.refund.id], [true, first.refund.id]);
    await refused(refund(payment.id, '11.00', 'r-1'), 409, { detail: ReceivablesMessage.IDEMPOTENCY_REUSED });
  });

  test('tells the workflow engine of each invoice it reopened', async () => {
    await automaticWorkflow(w, 'partially_paid', 'chasing');
    const { inv, payment } = await paid('100.00', '100.00');
    await refund(payment.id, '25.00');
    assert.equal(await statusOf(w.t.db, inv.id), 'chasing');
    assert.deepEqual(await historyOf(w, inv.id), [['partially_paid', 'chasing', 'user', w.by.userId]]);
  });
});
