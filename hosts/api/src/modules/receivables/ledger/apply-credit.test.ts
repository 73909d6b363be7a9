/**
 * applyStaffCredit called as a plain function: the account's credit pays its oldest open invoices,
 * the refusals, and the workflow engine told of each invoice it settled.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ReceivablesMessage } from '@si/contract';
import { statusOf } from '../../../../test-support/workflow-fixtures.ts';
import { actionWorld, anotherAccount, automaticWorkflow, historyOf, openInvoice, refused, type ActionWorld } from '../../../../test-support/receivables-actions.ts';
import { applyStaffCredit } from './apply-credit.ts';
import { recordStaffPayment } from './record-payment.ts';

let w: ActionWorld;
before(async () => {
  w = await actionWorld();
});
after(() => w.t.database.close());

/** An account with `credit` of unapplied money and no invoice yet. */
async function withCredit(credit: string) {
  const acc = await anotherAccount(w);
  await recordStaffPayment(w.deps, w.by, acc, { method: 'bank_transfer', received_on: '2026-03-01', reference: 'Advance', amount: credit, currency: 'USD' });
  return acc;
}

describe('applyStaffCredit', () => {
  test('pays the oldest open invoices with the credit and says how much went where', async () => {
    const acc = await withCredit('70.00');
    const a = await openInvoice(w, '50.00', acc);
    const b = await openInvoice(w, '50.00', acc);
    assert.deepEqual(await applyStaffCredit(w.deps, w.by, acc, 'USD'), { applied: '70.00', invoices: [a.id, b.id] });
    assert.deepEqual([await statusOf(w.t.db, a.id), await statusOf(w.t.db, b.id)], ['paid', 'partially_paid']);
  });

  test('refusals: no credit in the currency, another organization\'s account', async () => {
    const acc = await withCredit('10.00');
    await refused(applyStaffCredit(w.deps, w.by, acc, 'EUR'), 400, { currency: [ReceivablesMessage.NO_CREDIT] });
    await refused(applyStaffCredit(w.deps, w.stranger, acc, 'USD'), 404, { detail: 'Not found.' });
  });

  test('tells the workflow engine of each invoice it settled', async () => {
    await automaticWorkflow(w, 'paid', 'closed');
    const acc = await withCredit('25.00');
    const inv = await openInvoice(w, '25.00', acc);
    await applyStaffCredit(w.deps, w.by, acc, 'USD');
    assert.equal(await statusOf(w.t.db, inv.id), 'closed');
    assert.deepEqual(await historyOf(w, inv.id), [['paid', 'closed', 'user', w.by.userId]]);
  });
});
