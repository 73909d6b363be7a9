/**
 * recordStaffPayment called as a plain function: allocation as staff say or oldest first, the
 * rest as credit, the audit, the refusals, the Idempotency-Key, and the workflow engine told of
 * each invoice the payment settled.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { ModuleKind, ReceivablesMessage, type PaymentCreate } from '@si/contract';
import { arPayment, auditEvent } from '../../../db/schema.ts';
import { statusOf } from '../../../../test-support/workflow-fixtures.ts';
import { actionWorld, anotherAccount, auditsOf, automaticWorkflow, historyOf, openInvoice, refused, type ActionWorld } from '../../../../test-support/receivables-actions.ts';
import { recordStaffPayment } from './record-payment.ts';

let w: ActionWorld;
before(async () => {
  w = await actionWorld();
});
after(() => w.t.database.close());

const payment = (more: Partial<PaymentCreate>): PaymentCreate => ({ method: 'check', received_on: '2026-03-01', reference: 'CHQ 1', amount: '0', currency: 'USD', ...more });
const record = (accountId: number, more: Partial<PaymentCreate>, key?: string, by = w.by) => recordStaffPayment(w.deps, by, accountId, payment(more), key);

describe('recordStaffPayment', () => {
  test('allocated to the oldest open invoices first; what is left is credit; audited on the account and each invoice', async () => {
    const acc = await anotherAccount(w);
    const a = await openInvoice(w, '30.00', acc);
    const b = await openInvoice(w, '50.00', acc);
    const { payment: p, replayed } = await record(acc, { amount: '100.00' });
    assert.equal(replayed, false);
    assert.deepEqual(p.allocations.map((x) => [x.invoice_id, x.amount]), [[a.id, '30.00'], [b.id, '50.00']]);
    assert.equal(p.unapplied, '20.00');
    assert.ok(p.receipt_number);
    assert.deepEqual([await statusOf(w.t.db, a.id), await statusOf(w.t.db, b.id)], ['paid', 'paid']);
    const onAccount = await w.t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, acc), eq(auditEvent.action, 'payment_recorded')));
    assert.equal(onAccount.length, 1);
    assert.equal(onAccount[0]!.actorUserId, w.by.userId);
    assert.equal((await auditsOf(w, a.id)).at(-1)!.action, 'paid');
  });

  test('refusals: another organization\'s or another module\'s account, too many decimals, more than the payment or the balance', async () => {
    const inv = await openInvoice(w, '10.00');
    await refused(record(w.customer, { amount: '5.00' }, undefined, w.stranger), 404, { detail: 'Not found.' });
    await refused(record(await anotherAccount(w, ModuleKind.FILE), { amount: '5.00' }), 404, { detail: 'Not found.' });
    await refused(record(w.customer, { amount: '5.001' }), 400, { amount: ['Enter at most 2 decimals for USD.'] });
    await refused(record(w.customer, { amount: '5.00', allocations: [{ invoice_id: inv.id, amount: '6.00' }] }), 400, { allocations: [ReceivablesMessage.ALLOCATION_EXCEEDS_PAYMENT] });
    await refused(record(w.customer, { amount: '50.00', allocations: [{ invoice_id: inv.id, amount: '11.00' }] }), 400, { 'allocations.0.amount': [ReceivablesMessage.OVER_ALLOCATED] });
    assert.equal(await statusOf(w.t.db, inv.id), 'open', 'a refused payment leaves nothing behind');
  });

  test('a retry with the same key answers the first payment; another payment under it is refused', async () => {
    const acc = await anotherAccount(w);
    const first = await record(acc, { amount: '12.00' }, 'retry-1');
    const again = await record(acc, { amount: '12.00' }, 'retry-1');
    assert.deepEqual([again.replayed, again.payment.id], [true, first.payment.id]);
    await refused(record(acc, { amount: '13.00' }, 'retry-1'), 409, { detail: ReceivablesMessage.IDEMPOTENCY_REUSED });
    assert.equal((await w.t.db.select().from(arPayment).where(eq(arPayment.accountId, acc))).length, 1);
  });

  test('tells the workflow engine of each invoice it settled (not of one paid in part)', async () => {
    await automaticWorkflow(w, 'paid', 'closed');
    const acc = await anotherAccount(w);
    const settled = await openInvoice(w, '20.00', acc);
    const part = await openInvoice(w, '50.00', acc);
    await record(acc, { amount: '45.00' });
    assert.equal(await statusOf(w.t.db, settled.id), 'closed');
    assert.deepEqual(await historyOf(w, settled.id), [['paid', 'closed', 'user', w.by.userId]]);
    assert.equal(await statusOf(w.t.db, part.id), 'partially_paid');
  });
});
