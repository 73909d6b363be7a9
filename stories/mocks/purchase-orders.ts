/**
 * Purchase orders on one small in-memory API: PO-2001 to Fabrikam, accepted, with all 40 boxes
 * received; PO-2002 still a draft (Send mails it); PO-1990 declined by Tailspin with its reason.
 */
import type { PurchaseOrderDetail } from '@si/contract';
import { interceptFetch, json } from '@si/core/testing/network';

export type FakeData = 'normal' | 'empty' | 'failing';

const line = (description: string, quantity: string, unit_price: string, received = '0') => ({ description, quantity, unit_price, tax_rate: '0', discount: '0', amount: (Number(quantity) * Number(unit_price)).toFixed(2), tax: '0.00', received });
const base = { external_reference: null, decline_reason: null, sent_at: null, decided_at: null, closed_at: null, tax: '0.00', receipts: [] as PurchaseOrderDetail['receipts'] };

function seed(): PurchaseOrderDetail[] {
  return [
    { ...base, id: 31, account_id: 5, account_name: 'Fabrikam Supplies', number: 'PO-2001', title: 'Printer paper, Q3', issue_date: '2026-11-26', due_date: '2026-12-26', currency: 'USD', subtotal: '1100.00', total: '1100.00', state: 'accepted', sent_at: '2026-11-26T09:00:00Z', decided_at: '2026-11-27T14:30:00Z', lines: [line('Paper, A4, box of 5 reams', '40', '27.50', '40')] },
    { ...base, id: 32, account_id: 5, account_name: 'Fabrikam Supplies', number: 'PO-2002', title: 'Toner', issue_date: null, due_date: '2027-01-15', currency: 'USD', subtotal: '320.00', total: '320.00', state: 'draft', lines: [line('Toner cartridge, black', '4', '80.00')] },
    { ...base, id: 33, account_id: 6, account_name: 'شركة تيلسبن للألعاب', number: 'PO-1990', title: 'Samples', issue_date: '2026-10-01', due_date: null, currency: 'EUR', subtotal: '50.00', total: '50.00', state: 'declined', decline_reason: 'Out of stock until March.', lines: [line('Sample kit', '1', '50.00')] },
  ];
}

export function serveOrders(data: FakeData): () => void {
  const orders = seed();
  const row = ({ lines: _lines, receipts: _receipts, ...r }: PurchaseOrderDetail) => r;
  return interceptFetch(async (request, url) => {
    const path = url.pathname;
    if (!path.startsWith('/api/purchase_orders')) return undefined;
    if (data === 'failing') return json({ detail: 'The server is not answering.' }, 503);
    if (path === '/api/purchase_orders' && request.method === 'GET') {
      const state = url.searchParams.get('state');
      const shown = data === 'empty' ? [] : orders.filter((o) => !state || o.state === state).map(row);
      return json({ count: shown.length, next: null, previous: null, results: shown });
    }
    if (path === '/api/purchase_orders' && request.method === 'POST') {
      const body = (await request.json()) as { account_id: number; number: string; currency: string; due_date: string | null; lines: { description: string; quantity: string; unit_price: string }[] };
      const lines = body.lines.map((l) => line(l.description, l.quantity, l.unit_price));
      const total = lines.reduce((s, l) => s + Number(l.amount), 0).toFixed(2);
      const order: PurchaseOrderDetail = { ...base, id: 40 + orders.length, account_id: body.account_id, account_name: 'Fabrikam Supplies', number: body.number, title: `Purchase order ${body.number}`, issue_date: null, due_date: body.due_date, currency: body.currency, subtotal: total, total, state: 'draft', lines };
      orders.unshift(order);
      return json(order, 201);
    }
    const [, id, verb] = /^\/api\/purchase_orders\/(\d+)(?:\/(\w+))?$/.exec(path) ?? [];
    const order = orders.find((o) => o.id === Number(id));
    if (!order) return json({ detail: 'Not found.' }, 404);
    if (verb === 'send') {
      Object.assign(order, { state: 'sent', sent_at: new Date().toISOString() });
      return json({ sent_to: ['kenji.sato@fabrikam.example'] });
    }
    if (verb === 'close') Object.assign(order, { state: 'closed', closed_at: new Date().toISOString() });
    if (verb === 'receipts') {
      const body = (await request.json()) as { lines: { line: number; quantity: string }[] };
      for (const r of body.lines) order.lines[r.line]!.received = String(Number(order.lines[r.line]!.received) + Number(r.quantity));
    }
    return json(order, verb === 'receipts' ? 201 : 200);
  });
}
