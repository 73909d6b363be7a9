import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { PurchaseOrderDetail, PurchaseOrderRow } from '@si/contract';
import './purchase-orders.ts';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';
import { choose, freshServerPerTest, nthQuery, pageOf, rowTexts, signInAs, typeSearch } from '../../test-support/table-test-kit.ts';

const TAG = '<si-purchase-orders></si-purchase-orders>';
const ORDER: PurchaseOrderRow = {
  id: 31,
  account_id: 5,
  account_name: 'Fabrikam Supplies',
  number: 'PO-2001',
  title: 'Printer paper, Q3',
  issue_date: '2026-11-26',
  due_date: '2026-12-26',
  currency: 'USD',
  subtotal: '1100.00',
  tax: '0.00',
  total: '1100.00',
  state: 'sent',
  decline_reason: null,
  external_reference: null,
  sent_at: '2026-11-26T09:00:00Z',
  decided_at: null,
  closed_at: null,
};
const DRAFT: PurchaseOrderRow = { ...ORDER, id: 32, number: 'PO-2002', state: 'draft', sent_at: null, total: '80.00' };
const DETAIL: PurchaseOrderDetail = {
  ...ORDER,
  lines: [{ description: 'Paper, A4, box of 5 reams', quantity: '40', unit_price: '27.50', tax_rate: '0', discount: '0', amount: '1100.00', tax: '0.00', received: '0' }],
  receipts: [],
};

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/purchase_orders', { json: pageOf([ORDER, DRAFT]) });
  server.on('GET', '/api/purchase_orders/31', { json: DETAIL });
});

runListScreenSuite({
  tag: 'si-purchase-orders',
  server: () => server,
  endpoint: '/api/purchase_orders',
  rows: [ORDER, DRAFT],
  sort: { column: 'Total', ordering: 'total' },
  writeControls: ['New purchase order'],
  emptyText: 'No purchase orders yet.',
  signIn: (as) => signInAs(as === 'writer' ? 'IC' : 'VO'),
});

const shown = () => show(TAG, 'si-purchase-orders', 'tbody tr');
const posts = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.path === path);

describe('si-purchase-orders', () => {
  it('lists the orders with their vendor, number, date wanted, total and state in words, filtered by state on the server', async () => {
    signInAs('VO');
    const el = await shown();
    expect(await nthQuery(server.requests, '/api/purchase_orders', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: '-created_at' });
    expect(rowTexts(el)[0]).to.equal('Fabrikam Supplies | PO-2001 | Dec 26, 2026 | $1,100.00 | Sent, awaiting the vendor | Open purchase order');
    expect(rowTexts(el)[1]).to.contain('Draft');
    choose(el, 'State', 'accepted');
    expect(await nthQuery(server.requests, '/api/purchase_orders', 2)).to.include({ state: 'accepted', page: '1' });
  });

  it('records goods received and closes an order from its panel', async () => {
    signInAs('IC');
    server.on('POST', '/api/purchase_orders/31/receipts', { status: 201, json: { ...DETAIL, lines: [{ ...DETAIL.lines[0]!, received: '40' }] } });
    const el = await shown();
    control(el, 'Open purchase order PO-2001 of Fabrikam Supplies').click();
    await until(() => el.shadowRoot!.querySelector('[part="receive-form"]'), 'the panel');
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('[part="receive-form"] input')!;
    typeSearch(input, '40');
    await expectAccessible(el);
    el.shadowRoot!.querySelector<HTMLFormElement>('[part="receive-form"]')!.requestSubmit();
    await until(() => posts('/api/purchase_orders/31/receipts').length === 1, 'the receipt sent');
    expect(posts('/api/purchase_orders/31/receipts')[0]!.body).to.deep.equal({ lines: [{ line: 0, quantity: '40' }] });
    await until(() => textOf(el, '[part="outcome"]').includes('recorded'), 'the outcome');
    expect(control(el, 'Close the order')).to.not.equal(null);
  });

  it('shows a send refusal plainly', async () => {
    signInAs('IC');
    server.on('GET', '/api/purchase_orders/32', { json: { ...DETAIL, ...DRAFT } });
    server.on('POST', '/api/purchase_orders/32/send', { status: 409, json: { detail: 'This vendor has no contact to send the purchase order to.' } });
    const el = await shown();
    control(el, 'Open purchase order PO-2002 of Fabrikam Supplies').click();
    await until(() => el.shadowRoot!.querySelector('[part="send"]'), 'the panel');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="send"]')!.click();
    await until(() => textOf(el, '[part="outcome"]') === 'This vendor has no contact to send the purchase order to.', 'the refusal');
  });

  it('fits a phone: no sideways scroll at 375 px, in Arabic, with the form open', async () => {
    signInAs('OA');
    setLocale('ar');
    const el = await shown();
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="create"]')!.click();
    await until(() => el.shadowRoot!.querySelector('[part="form"]'), 'the form');
    el.style.display = 'block';
    el.style.width = '375px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const box = el.getBoundingClientRect();
    const past = [...el.shadowRoot!.querySelectorAll<HTMLElement>('*')]
      .filter((n) => n.closest('.scroller, .table-wrap') === null || n.matches('.scroller, .table-wrap'))
      .filter((n) => n.getBoundingClientRect().width > 0)
      .filter((n) => n.getBoundingClientRect().left < box.left - 1 || n.getBoundingClientRect().right > box.right + 1)
      .map((n) => `${n.tagName.toLowerCase()}.${n.className}[${n.getAttribute('part') ?? ''}] ${Math.round(n.getBoundingClientRect().width)}`);
    expect(past.slice(0, 6), 'nothing past the edges at 375 px').to.deep.equal([]);
    expect(el.scrollWidth).to.be.at.most(375);
    await expectAccessible(el);
  });
});
