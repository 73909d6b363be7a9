import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { BillDetail, BillMatch } from '@si/contract';
import './vendor-bills.ts';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, signInAs } from '../../test-support/table-test-kit.ts';

const BILL = {
  id: 51,
  account_id: 5,
  account_name: 'Fabrikam Supplies',
  number: 'FAB-5549',
  title: 'Printer paper, extra boxes',
  bill_date: '2026-11-29',
  due_date: '2026-12-29',
  currency: 'USD',
  subtotal: '1300.50',
  tax: '0.00',
  total: '1300.50',
  balance: '1300.50',
  state: 'received',
  reject_reason: null,
  source: 'portal',
  entered_by: null,
  purchase_order: { id: 31, number: 'PO-2001' },
  replaces_id: null,
  file: null,
  days_overdue: 0,
  approved_at: null,
  paid_on: null,
  payment_reference: null,
  created_at: '2026-11-29T10:00:00Z',
  lines: [{ description: 'Paper, A4, box of 5 reams', quantity: '45', unit_price: '28.90', tax_rate: '0', discount: '0', amount: '1300.50', tax: '0.00', account_code: '6110' }],
  memo: '',
  duplicates: [],
  replaced_by_id: null,
} as unknown as BillDetail;
const MISMATCH: BillMatch = {
  purchase_order: { id: 31, number: 'PO-2001', state: 'accepted' },
  three_way: true,
  tolerance: { price_percent: '2', quantity_percent: '5' },
  lines: [
    {
      bill_line: 0,
      po_line: 0,
      description: 'Paper, A4, box of 5 reams',
      ordered: '40',
      received: '40',
      billed: '45',
      order_price: '27.5',
      bill_price: '28.9',
      price_diff: '1.4',
      within_tolerance: false,
      problems: ['Billed quantity 45 is more than the 40 ordered.', 'Unit price 28.9 differs from the ordered 27.5.', 'Billed quantity 45 is more than the 40 received.'],
    },
  ],
  result: 'mismatch',
};

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/bills/51', { json: BILL });
  server.on('GET', '/api/bills/51/match', { json: MISMATCH });
});
const posts = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.path === path);

describe('si-vendor-bills: purchase order match', () => {
  it('shows the match table and approves a mismatch only with a reason', async () => {
    signInAs('OA');
    server.on('POST', '/api/bills/51/approve', { json: { ...BILL, state: 'approved' } });
    const el = await show('<si-vendor-bills bill-id="51"></si-vendor-bills>', 'si-vendor-bills', '[part="match-lines"] tbody tr');
    expect(textOf(el, '[part="match-result"]')).to.contain('does not match purchase order PO-2001');
    const cells = [...el.shadowRoot!.querySelectorAll('[part="match-lines"] tbody td, [part="match-lines"] tbody th')].map((c) => c.textContent!.trim());
    expect(cells.slice(0, 5)).to.deep.equal(['Paper, A4, box of 5 reams', '40', '40', '45', '$1.40']);
    expect(cells[5]).to.contain('more than the 40 received');
    const form = el.shadowRoot!.querySelector<HTMLFormElement>('[part="mismatch-form"]')!;
    form.requestSubmit();
    await until(() => el.shadowRoot!.querySelector('[part="mismatch-error"]'), 'the reason asked for');
    expect(posts('/api/bills/51/approve')).to.have.length(0);
    const area = form.querySelector<HTMLTextAreaElement>('textarea')!;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, 'Price rise agreed by phone.');
    area.dispatchEvent(new Event('input', { bubbles: true }));
    await expectAccessible(el);
    form.requestSubmit();
    await until(() => posts('/api/bills/51/approve').length === 1, 'the approval sent');
    expect(posts('/api/bills/51/approve')[0]!.body).to.deep.equal({ mismatch_reason: 'Price rise agreed by phone.' });
  });

  it('a viewer sees the match but no reason form', async () => {
    signInAs('VO');
    const el = await show('<si-vendor-bills bill-id="51"></si-vendor-bills>', 'si-vendor-bills', '[part="match-lines"] tbody tr');
    expect(el.shadowRoot!.querySelector('[part="mismatch-form"]')).to.equal(null);
  });
});
