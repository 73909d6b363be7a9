import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import './statement.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { alertText, cleanup, expectAccessible, nextEvent, press, typeInto, until } from '../../test-support/dom.ts';
import { checkoutWindow } from '../kit/checkout.ts';
import { STATEMENT, TOKEN, control, show, textOf } from '../../test-support/portal-fixtures.ts';

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  setLocale('en');
  cleanup();
});

describe('si-statement', () => {
  it('is accessible: the download link and the bar are named', async () => {
    api = fakeApi({ 'GET /api/fetch_latest_statement_files': { json: STATEMENT } });
    const el = await show(`<si-statement token="${TOKEN}"></si-statement>`, 'si-statement', '[part="statement"]');
    await expectAccessible(el);
    expect(el.shadowRoot!.querySelector('[part="aging-bar"]')!.getAttribute('aria-label')).to.equal(
      'Current: $1,000.00, 1–30 days: $500.00, 31–60 days: $0.00, 61–90 days: $1,500.00, Over 90 days: $1,000.00',
    );
  });

  it('shows the date, total due, aging buckets with a proportional bar, invoices and the PDF link', async () => {
    api = fakeApi({ 'GET /api/fetch_latest_statement_files': { json: STATEMENT } });
    const el = await show(`<si-statement token="${TOKEN}"></si-statement>`, 'si-statement', '[part="statement"]');
    expect(textOf(el, '[part="heading"]')).to.equal('Statement as of Mar 31, 2025');
    expect(textOf(el, '[part="total"]')).to.equal('Total due $4,000.00');
    expect(textOf(el, '[part="aging"]')).to.equal('Current 1–30 days 31–60 days 61–90 days Over 90 days $1,000.00 $500.00 $0.00 $1,500.00 $1,000.00');
    const segments = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="aging-bar"] .seg')].map((s) => s.getBoundingClientRect().width);
    expect(segments).to.have.length(4);
    expect(segments[2] / segments[1]).to.be.closeTo(3, 0.05);
    expect(textOf(el, '[part="invoices"]')).to.contain('INV-1 Mar 1, 2025 Mar 31, 2025 $1,375.00 $1,375.00');
    expect(control(el, 'Download the statement sent on Mar 31, 2025 (PDF)').getAttribute('href')).to.equal(`${location.origin}/api/download_sales_files?token=${TOKEN}&id=77`);
    expect(api.requests[0].url.searchParams.get('token')).to.equal(TOKEN);
  });

  it('says when there is no statement yet, and when the link is bad', async () => {
    api = fakeApi({ 'GET /api/fetch_latest_statement_files': { json: { statement: null, files: [] } } });
    const none = await show(`<si-statement token="${TOKEN}"></si-statement>`, 'si-statement', '[part="empty"]');
    expect(textOf(none, '[part="empty"]')).to.equal('No statement has been issued yet.');
    api.restore();
    api = fakeApi({ 'GET /api/fetch_latest_statement_files': { status: 404, json: { detail: 'Invalid or expired link.' } } });
    const failed = nextEvent<{ status: number }>('si-error');
    const bad = await show(`<si-statement token="nope"></si-statement>`, 'si-statement', '[role="alert"]');
    expect(alertText(bad)).to.equal('Invalid or expired link.');
    expect((await failed).detail.status).to.equal(404);
  });
});

describe('si-statement: paying several invoices', () => {
  const SESSION = { session_id: 'cs_9', status: 'open', amount: '1875.00', currency: 'USD', checkout_url: 'https://pay.example.com/c/cs_9', item_paid: false };
  const PAYMENT = 'POST /api/payments/get_or_create_payment_session';
  const listed = (id: number, balance: string, open_balance = balance) => ({ id, number: `INV-${id}`, issue_date: '2025-03-01', due_date: '2025-03-31', total: balance, balance, open_balance });
  /** The statement with three invoices: two open, one paid since; partial payment as said. */
  const payable = (allow_partial_payment = true) => ({
    ...STATEMENT,
    statement: { ...STATEMENT.statement!, invoices: [listed(1, '1375.00'), listed(2, '500.00'), listed(3, '200.00', '0.00')], online_payment: true, allow_partial_payment },
  });
  const realCheckout = { ...checkoutWindow };
  let visited: string[] = [];
  beforeEach(() => {
    visited = [];
    checkoutWindow.go = (url) => void visited.push(url);
    checkoutWindow.inFrame = () => false;
  });
  afterEach(() => Object.assign(checkoutWindow, realCheckout));

  const tickBox = (el: Element, name: string) =>
    [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part="invoice-pick"]')].find((box) => box.closest('label')!.textContent!.trim() === name)!;
  const amountOf = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLInputElement>(`[part="invoice-amount"][aria-label="Amount to pay for ${name}"]`)!;
  const total = (el: Element) => textOf(el, '[part="selection-total"]');
  const shown = (allow = true) => {
    api = fakeApi({ 'GET /api/fetch_latest_statement_files': { json: payable(allow) }, [PAYMENT]: { status: 201, json: SESSION } });
    return show(`<si-statement token="${TOKEN}"></si-statement>`, 'si-statement', '[part="pay-selected"]');
  };
  async function retype(input: HTMLInputElement, text: string) {
    input.focus();
    input.select();
    await typeInto(input, text);
    await until(() => input.value === text, `"${text}" typed`);
  }

  it('is accessible: each open invoice has a tick box named by its number and a labelled amount prefilled with what it owes', async () => {
    const el = await shown();
    await expectAccessible(el);
    expect([...el.shadowRoot!.querySelectorAll('[part="invoice-pick"]')]).to.have.length(2, 'the invoice paid since has none');
    expect(tickBox(el, 'INV-1').checked).to.equal(false);
    expect(amountOf(el, 'INV-2').value).to.equal('500.00');
    expect(textOf(el, '[part="invoices"]')).to.contain('Nothing due');
    expect(total(el)).to.equal('Total selected $0.00');
  });

  it('in a narrow card the table scrolls inside its own box, with a cue and keyboard access; numbers, dates and amounts stay whole', async () => {
    const el = await shown();
    const holder = el.parentElement!;
    const table = el.shadowRoot!.querySelector<HTMLTableElement>('[part="invoices"]')!;
    const box = table.parentElement!;
    const cell = (text: string) => [...table.querySelectorAll<HTMLElement>('td')].find((td) => td.innerText.trim() === text)!;
    const lineHeight = cell('Mar 31, 2025').getBoundingClientRect().height;
    // A card as narrow as a phone's (the tenant site's at 375 px).
    holder.style.inlineSize = '300px';
    await until(() => box.getAttribute('tabindex') === '0', 'the box becomes a tab stop');
    expect(box.getAttribute('role')).to.equal('region');
    expect(box.getAttribute('aria-label')).to.equal('Invoices on this statement');
    expect(box.dataset.fade, 'the end edge fades: more columns that way').to.equal('right');
    expect(holder.scrollWidth, 'the card itself does not grow').to.be.at.most(300);
    // Nothing broken over lines to fit: the number, the dates and the whole amount.
    expect(cell('Mar 31, 2025').getBoundingClientRect().height).to.equal(lineHeight);
    expect(tickBox(el, 'INV-1').closest('label')!.getClientRects().length, 'INV-1 on one line').to.equal(1);
    const amount = amountOf(el, 'INV-1');
    expect(amount.scrollWidth, '1375.00 shown whole').to.be.at.most(amount.clientWidth);
    box.scrollLeft = box.scrollWidth;
    await until(() => box.dataset.fade === 'left', 'scrolled to the end, the start edge fades');
    await expectAccessible(el);
    // Wide enough again: a plain box, out of the tab order.
    holder.style.inlineSize = '';
    await until(() => !box.hasAttribute('tabindex'), 'no tab stop when the table fits');
    expect(box.hasAttribute('role')).to.equal(false);
    expect(box.dataset.fade).to.equal('none');
  });

  it('ticking two invoices shows their total; Pay selected opens one checkout of both', async () => {
    const el = await shown();
    tickBox(el, 'INV-1').click();
    await until(() => total(el) === 'Total selected $1,375.00', 'the first in the total');
    tickBox(el, 'INV-2').click();
    await until(() => total(el) === 'Total selected $1,875.00', 'both in the total');
    expect(el.shadowRoot!.querySelector('[part="selection-total"]')!.getAttribute('aria-live')).to.equal('polite');
    control(el, 'Pay selected').click();
    await until(() => visited.length === 1, 'the navigation');
    expect(api!.to('POST', '/api/payments/get_or_create_payment_session').map((r) => r.body)).to.deep.equal([
      {
        token: TOKEN,
        items: [
          { item_id: 1, amount: '1375.00' },
          { item_id: 2, amount: '500.00' },
        ],
      },
    ]);
    expect(visited).to.deep.equal(['https://pay.example.com/c/cs_9']);
  });

  it('part of one: an amount typed (Arabic digits, a comma) ticks its invoice and counts; Enter pays', async () => {
    const el = await shown();
    tickBox(el, 'INV-1').click();
    await retype(amountOf(el, 'INV-2'), '١٢,٥');
    expect(tickBox(el, 'INV-2').checked).to.equal(true);
    await until(() => total(el) === 'Total selected $1,387.50', 'the total with the part');
    await press('Enter');
    await until(() => visited.length === 1, 'the navigation');
    expect((api!.to('POST', '/api/payments/get_or_create_payment_session')[0]!.body as { items: unknown }).items).to.deep.equal([
      { item_id: 1, amount: '1375.00' },
      { item_id: 2, amount: '12.50' },
    ]);
  });

  it('checks amounts and the selection in the browser: the message at the field, and nothing sent', async () => {
    const el = await shown();
    control(el, 'Pay selected').click();
    expect(await until(() => alertText(el), 'the empty selection')).to.equal('Select at least one invoice to pay.');
    const input = amountOf(el, 'INV-2');
    await retype(input, '500.01');
    control(el, 'Pay selected').click();
    const message = await until(() => el.shadowRoot!.querySelector('[part="amount-error"]')?.textContent, 'the message');
    expect(message).to.equal('Enter at most $500.00, the balance of this invoice.');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(el.shadowRoot!.getElementById(input.getAttribute('aria-describedby')!)!.textContent).to.equal(message);
    expect(el.shadowRoot!.activeElement).to.equal(input);
    await expectAccessible(el);
    expect(api!.to('POST', '/api/payments/get_or_create_payment_session')).to.deep.equal([]);
  });

  it("shows the server's refusal at the invoice it names, and reports it", async () => {
    const el = await shown();
    api!.restore();
    api = fakeApi({ [PAYMENT]: { status: 400, json: { 'items.1.item_id': ['This invoice is already paid.'] } } });
    const failed = nextEvent<{ status: number; message: string }>('si-error');
    tickBox(el, 'INV-1').click();
    tickBox(el, 'INV-2').click();
    control(el, 'Pay selected').click();
    const message = await until(() => el.shadowRoot!.querySelector('[part="amount-error"]')?.textContent, "the server's message");
    expect(message).to.equal('This invoice is already paid.');
    const box = tickBox(el, 'INV-2');
    expect(box.getAttribute('aria-invalid')).to.equal('true');
    expect(el.shadowRoot!.getElementById(box.getAttribute('aria-describedby')!)!.textContent).to.equal(message);
    expect((await failed).detail).to.deep.equal({ status: 400, message: 'This invoice is already paid.' });
    expect(visited).to.deep.equal([]);
  });

  it('where only full payments are taken: what each owes, no amount field, none sent', async () => {
    const el = await shown(false);
    expect(el.shadowRoot!.querySelector('[part="invoice-amount"]')).to.equal(null);
    tickBox(el, 'INV-2').click();
    await until(() => total(el) === 'Total selected $500.00', 'the total');
    control(el, 'Pay selected').click();
    await until(() => visited.length === 1, 'the navigation');
    expect((api!.to('POST', '/api/payments/get_or_create_payment_session')[0]!.body as { items: unknown }).items).to.deep.equal([{ item_id: 2 }]);
  });

  it('offers nothing to pay where the customer cannot pay online', async () => {
    api = fakeApi({ 'GET /api/fetch_latest_statement_files': { json: { ...payable(), statement: { ...payable().statement, online_payment: false } } } });
    const el = await show(`<si-statement token="${TOKEN}"></si-statement>`, 'si-statement', '[part="invoices"]');
    expect(el.shadowRoot!.querySelector('[part="invoice-pick"], [part="pay-selected"]')).to.equal(null);
  });

  it('works right to left, in Arabic', async () => {
    api = fakeApi({ 'GET /api/fetch_latest_statement_files': { json: payable() } });
    const el = await show(`<si-statement token="${TOKEN}" locale="ar"></si-statement>`, 'si-statement', '[part="pay-selected"]');
    const button = el.shadowRoot!.querySelector('[part="pay-selected"]')!;
    await until(() => button.textContent!.trim() !== 'Pay selected', 'the Arabic label');
    expect(getComputedStyle(el.shadowRoot!.querySelector('[part="invoices"]')!).direction).to.equal('rtl');
    await expectAccessible(el);
  });
});

