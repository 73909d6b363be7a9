/**
 * Vendor credits on one small in-memory API, for Brightline Office Supply (account 31): a credit
 * for returned toner still open, one applied in part to BOS-2026-131, one applied in full; and the
 * vendor's approved bills a credit may be applied to (one in euros that a credit pays off, one
 * larger, and one in dollars, which a euro credit does not offer).
 */
import type { BillRow, VendorCreditRow } from '@si/contract';
import { Big } from '@si/contract/money';
import { interceptFetch, json } from '@si/core/testing/network';

export type FakeData = 'normal' | 'empty' | 'failing';

export const VENDOR = { id: 31, name: 'Brightline Office Supply' };
const OLIVIA = { id: 1, name: 'Olivia Admin' };

const credit = (fields: Partial<VendorCreditRow> & Pick<VendorCreditRow, 'id' | 'number' | 'credit_date' | 'amount'>): VendorCreditRow => ({
  account_id: VENDOR.id,
  currency: 'EUR',
  remaining: fields.amount,
  memo: '',
  state: 'open',
  created_by: OLIVIA,
  created_at: `${fields.credit_date}T10:00:00Z`,
  applications: [],
  ...fields,
});

const bill = (id: number, number: string, balance: string, due: string, currency = 'EUR'): BillRow => ({
  id, account_id: VENDOR.id, account_name: VENDOR.name, number, title: `Bill ${number}`, bill_date: '2026-11-01', due_date: due, currency,
  subtotal: balance, tax: '0.00', total: balance, balance, state: 'approved', reject_reason: null, source: 'portal', entered_by: null,
  purchase_order: null, replaces_id: null, file: null, days_overdue: 0, approved_at: '2026-11-03T10:00:00Z', paid_on: null, payment_reference: null,
  created_at: '2026-11-02T10:00:00Z',
});

function seed() {
  return {
    credits: [
      credit({ id: 1, number: 'BOS-GS-2026-09', credit_date: '2026-11-21', amount: '229.67', memo: 'Two toner cartridges returned unopened.' }),
      credit({
        id: 2, number: 'BOS-GS-2026-07', credit_date: '2026-10-02', amount: '300.00', remaining: '180.00', memo: 'Damaged pallet of copy paper.',
        applications: [{ id: 11, bill: { id: 52, number: 'BOS-2026-131' }, amount: '120.00', applied_by: OLIVIA, applied_at: '2026-10-04T14:00:00Z' }],
      }),
      credit({
        id: 3, number: 'BOS-GS-2026-01', credit_date: '2026-08-01', amount: '50.00', remaining: '0.00', state: 'applied',
        applications: [{ id: 12, bill: { id: 50, number: 'BOS-2026-118' }, amount: '50.00', applied_by: OLIVIA, applied_at: '2026-08-02T09:00:00Z' }],
      }),
    ],
    bills: [bill(51, 'BOS-2026-140', '219.01', '2026-12-20'), bill(52, 'BOS-2026-131', '2129.10', '2026-12-10'), bill(53, 'BOS-US-17', '80.00', '2026-12-30', 'USD')],
  };
}

export function serveVendorCredits(data: FakeData): () => void {
  const { credits, bills } = seed();
  return interceptFetch(async (request, url) => {
    const path = url.pathname;
    if (!path.startsWith('/api/accounts/31/vendor_credits') && !path.startsWith('/api/vendor_credits') && path !== '/api/bills') return undefined;
    if (data === 'failing') return json({ detail: 'The server is not answering.' }, 503);
    if (path === '/api/bills') {
      const shown = bills.filter((b) => b.state === 'approved');
      return json({ count: shown.length, next: null, previous: null, results: shown });
    }
    if (path === '/api/accounts/31/vendor_credits' && request.method === 'GET') {
      const state = url.searchParams.get('state');
      const shown = data === 'empty' ? [] : credits.filter((c) => !state || c.state === state);
      return json({ count: shown.length, next: null, previous: null, results: shown });
    }
    if (path === '/api/accounts/31/vendor_credits' && request.method === 'POST') {
      const body = (await request.json()) as { number: string; credit_date: string; currency: string; amount: string; memo?: string };
      const made = credit({ id: 10 + credits.length, number: body.number, credit_date: body.credit_date, currency: body.currency, amount: new Big(body.amount).toFixed(2), memo: body.memo ?? '' });
      credits.unshift(made);
      return json(made, 201);
    }
    const [, id, verb] = /^\/api\/vendor_credits\/(\d+)(?:\/(\w+))?$/.exec(path) ?? [];
    const found = credits.find((c) => c.id === Number(id));
    if (!found) return json({ detail: 'Not found.' }, 404);
    if (verb === 'void') {
      found.state = 'void';
      return json(found);
    }
    if (verb === 'apply') {
      const body = (await request.json()) as { bill_id: number; amount: string };
      const target = bills.find((b) => b.id === body.bill_id)!;
      const amount = new Big(body.amount);
      if (amount.gt(found.remaining)) return json({ amount: ['This is more than what remains of the credit.'] }, 400);
      if (amount.gt(target.balance)) return json({ amount: ['This is more than what is still to pay on the bill.'] }, 400);
      found.remaining = new Big(found.remaining).minus(amount).toFixed(2);
      if (new Big(found.remaining).eq(0)) found.state = 'applied';
      found.applications.push({ id: 20 + found.applications.length, bill: { id: target.id, number: target.number }, amount: amount.toFixed(2), applied_by: OLIVIA, applied_at: new Date().toISOString() });
      target.balance = new Big(target.balance).minus(amount).toFixed(2);
      const paid = new Big(target.balance).eq(0);
      if (paid) Object.assign(target, { state: 'paid', paid_on: new Date().toISOString().slice(0, 10), payment_reference: `Credit ${found.number}` });
      return json({ credit: found, bill: { id: target.id, number: target.number, balance: target.balance, state: target.state, paid_on: target.paid_on, payment_reference: target.payment_reference } });
    }
    return json(found);
  });
}
