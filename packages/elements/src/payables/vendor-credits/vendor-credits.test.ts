import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { BillRow, VendorCreditApplied, VendorCreditRow } from '@si/contract';
import './vendor-credits.ts';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';
import { choose, freshServerPerTest, nativeInput, nthQuery, pageOf, rowTexts, signInAs, typeSearch } from '../../test-support/table-test-kit.ts';

const TAG = '<si-vendor-credits account-id="31"></si-vendor-credits>';
const ENDPOINT = '/api/accounts/31/vendor_credits';
const OLIVIA = { id: 8, name: 'Olivia Admin' };

const credit = (fields: Partial<VendorCreditRow> & Pick<VendorCreditRow, 'id' | 'number'>): VendorCreditRow => ({
  account_id: 31,
  credit_date: '2026-11-20',
  currency: 'EUR',
  amount: '150.00',
  remaining: '150.00',
  memo: '',
  state: 'open',
  created_by: OLIVIA,
  created_at: '2026-11-20T10:00:00Z',
  applications: [],
  ...fields,
});
const OPEN = credit({ id: 1, number: 'BOS-GS-09', memo: 'Two toner cartridges returned unopened.' });
const PART = credit({
  id: 2,
  number: 'BOS-GS-07',
  credit_date: '2026-10-02',
  amount: '300.00',
  remaining: '180.00',
  applications: [{ id: 11, bill: { id: 41, number: 'BOS-2026-131' }, amount: '120.00', applied_by: OLIVIA, applied_at: '2026-10-04T14:00:00Z' }],
});
const USED = credit({ id: 3, number: 'BOS-GS-01', credit_date: '2026-08-01', amount: '50.00', remaining: '0.00', state: 'applied', applications: [{ id: 12, bill: { id: 40, number: 'BOS-2026-118' }, amount: '50.00', applied_by: null, applied_at: '2026-08-02T09:00:00Z' }] });

const bill = (id: number, number: string, balance: string, extra: Partial<BillRow> = {}): BillRow => ({
  id,
  account_id: 31,
  account_name: 'Brightline Office Supply',
  number,
  title: `Bill ${number}`,
  bill_date: '2026-11-01',
  due_date: '2026-12-01',
  currency: 'EUR',
  subtotal: balance,
  tax: '0.00',
  total: balance,
  balance,
  state: 'approved',
  reject_reason: null,
  source: 'portal',
  entered_by: null,
  purchase_order: null,
  replaces_id: null,
  file: null,
  days_overdue: 0,
  approved_at: '2026-11-03T10:00:00Z',
  paid_on: null,
  payment_reference: null,
  created_at: '2026-11-02T10:00:00Z',
  ...extra,
});
const SMALL = bill(51, 'BOS-2026-140', '90.00');
const LARGE = bill(52, 'BOS-2026-131', '2249.10');
const DOLLARS = bill(53, 'BOS-US-1', '10.00', { currency: 'USD' });

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', ENDPOINT, { json: pageOf([OPEN, PART, USED]) });
  server.on('GET', '/api/bills', { json: pageOf([SMALL, LARGE, DOLLARS]) });
});

runListScreenSuite({
  tag: 'si-vendor-credits',
  html: TAG,
  server: () => server,
  endpoint: ENDPOINT,
  rows: [OPEN, PART, USED],
  sort: { column: 'Amount', ordering: 'amount' },
  writeControls: ['New credit', 'Apply to a bill', 'Void credit'],
  emptyText: 'No credits from this vendor yet.',
  signIn: (as) => signInAs(as === 'writer' ? 'IC' : 'VO'),
});

const shown = () => show(TAG, 'si-vendor-credits', 'tbody tr');
const posts = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.path === path);
const inApply = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part="apply"] ${selector}`);

describe('si-vendor-credits', () => {
  it("lists the vendor's credits with what is left, the state in words and the bills they went to; filters by state on the server", async () => {
    signInAs('VO');
    const el = await shown();
    expect(await nthQuery(server.requests, ENDPOINT, 1)).to.deep.equal({ page: '1', page_size: '10', ordering: '-credit_date' });
    const [open, part, used] = rowTexts(el);
    expect(open).to.equal('BOS-GS-09 Two toner cartridges returned unopened. | Nov 20, 2026 | €150.00 | €150.00 | Open | —');
    expect(part).to.equal('BOS-GS-07 | Oct 2, 2026 | €300.00 | €180.00 | Open | Bill BOS-2026-131: €120.00');
    expect(used).to.contain('Applied in full').and.contain('Bill BOS-2026-118: €50.00');
    expect(el.shadowRoot!.textContent, 'no raw state').not.to.match(/\bapplied\b|\bopen\b/);
    choose(el, 'State', 'void');
    expect(await nthQuery(server.requests, ENDPOINT, 2)).to.include({ state: 'void', page: '1' });
  });

  it('offers Apply only while something is left, and Void only while nothing was applied', async () => {
    signInAs('IC');
    const el = await shown();
    expect(() => control(el, 'Apply to a bill, credit BOS-GS-09')).not.to.throw();
    expect(() => control(el, 'Void credit BOS-GS-09')).not.to.throw();
    expect(() => control(el, 'Apply to a bill, credit BOS-GS-07')).not.to.throw();
    expect(() => control(el, 'Void credit BOS-GS-07'), 'part of it was applied').to.throw();
    expect(() => control(el, 'Apply to a bill, credit BOS-GS-01'), 'nothing left').to.throw();
  });

  it('records a new credit, checking the amount against the currency first', async () => {
    signInAs('IC');
    const saved = credit({ id: 4, number: 'BOS-GS-10', amount: '20.00', remaining: '20.00' });
    server.on('POST', ENDPOINT, { status: 201, json: saved });
    const el = await shown();
    control(el, 'New credit').click();
    await until(() => el.shadowRoot!.querySelector('[part="form"]'), 'the form');
    typeSearch(nativeInput(el, 'Credit-note number'), 'BOS-GS-10');
    const currency = nativeInput(el, 'Currency');
    typeSearch(currency, 'JPY');
    typeSearch(nativeInput(el, 'Amount'), '20.5');
    await expectAccessible(el);
    el.shadowRoot!.querySelector<HTMLFormElement>('[part="form"] form')!.requestSubmit();
    await until(() => el.shadowRoot!.querySelector('.field-error'), 'the message');
    expect(textOf(el, '[part="form"]')).to.contain('JPY has no decimals: enter a whole amount.');
    expect(posts(ENDPOINT)).to.have.length(0);
    typeSearch(currency, 'EUR');
    el.shadowRoot!.querySelector<HTMLFormElement>('[part="form"] form')!.requestSubmit();
    await until(() => posts(ENDPOINT).length === 1, 'the post');
    expect(posts(ENDPOINT)[0]!.body).to.include({ number: 'BOS-GS-10', currency: 'EUR', amount: '20.5' });
    await until(() => el.shadowRoot!.querySelector('[part="notice"]'), 'the notice');
    expect(textOf(el, '[part="notice"]')).to.equal("Credit BOS-GS-10 saved: €20.00 to apply to this vendor's bills.");
  });

  it("applies a credit to a bill of its currency, at first the smaller of what is left and what the bill owes, and says what the bill has left", async () => {
    signInAs('IC');
    const answer: VendorCreditApplied = {
      credit: { ...OPEN, remaining: '60.00', applications: [{ id: 13, bill: { id: 51, number: 'BOS-2026-140' }, amount: '90.00', applied_by: OLIVIA, applied_at: '2026-11-21T09:00:00Z' }] },
      bill: { id: 51, number: 'BOS-2026-140', balance: '0.00', state: 'paid', paid_on: '2026-11-21', payment_reference: 'Credit BOS-GS-09' },
    };
    server.on('POST', '/api/vendor_credits/1/apply', { json: answer });
    const el = await shown();
    control(el, 'Apply to a bill, credit BOS-GS-09').click();
    await until(() => inApply(el, 'select'), 'the bills');
    expect(await nthQuery(server.requests, '/api/bills', 1)).to.include({ account_id: '31', state: 'approved' });
    const select = inApply(el, 'select') as HTMLSelectElement;
    // Only the bills in the credit's currency are offered.
    expect([...select.options].map((o) => o.textContent)).to.deep.equal(['Choose a bill', 'BOS-2026-140: €90.00 to pay, due Dec 1, 2026', 'BOS-2026-131: €2,249.10 to pay, due Dec 1, 2026']);
    choose(el, 'Bill', '52');
    await until(() => (inApply(el, 'input') as HTMLInputElement).value === '150.00', 'the credit, smaller than the bill');
    choose(el, 'Bill', '51');
    await until(() => (inApply(el, 'input') as HTMLInputElement).value === '90.00', "the bill's balance, smaller than the credit");
    await expectAccessible(el);
    inApply(el, 'form')!.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    await until(() => inApply(el, '[part="outcome"]'), 'the outcome');
    expect(posts('/api/vendor_credits/1/apply')[0]!.body).to.deep.equal({ bill_id: 51, amount: '90.00' });
    expect(textOf(el, '[part="outcome"]')).to.equal('€90.00 of credit BOS-GS-09 applied to bill BOS-2026-140: nothing is left to pay, the bill is paid.');
    expect(textOf(el, '[part="remaining"]')).to.equal('Left to apply: €60.00 of €150.00.');
    await until(() => server.requests.filter((r) => r.path === ENDPOINT).length === 2, 'the list read again');
  });

  it("refuses an amount over what is left before sending, and shows the server's refusal at the field", async () => {
    signInAs('IC');
    server.on('POST', '/api/vendor_credits/2/apply', { status: 400, json: { amount: ['This is more than what is still to pay on the bill.'] } });
    const el = await shown();
    control(el, 'Apply to a bill, credit BOS-GS-07').click();
    await until(() => inApply(el, 'select'), 'the bills');
    choose(el, 'Bill', '52');
    const amount = inApply(el, 'input') as HTMLInputElement;
    await until(() => amount.value === '180.00', 'what is left');
    typeSearch(amount, '180.01');
    inApply(el, 'form')!.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    await until(() => inApply(el, '.field-error'), 'the message');
    expect(inApply(el, '.field-error')!.textContent).to.equal('This is more than what remains of the credit: €180.00.');
    expect(posts('/api/vendor_credits/2/apply')).to.have.length(0);
    typeSearch(amount, '100');
    inApply(el, 'form')!.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    await until(() => inApply(el, '.field-error')?.textContent === 'This is more than what is still to pay on the bill.', "the server's message");
    expect(amount.getAttribute('aria-invalid')).to.equal('true');
  });

  it('says when no approved bill of the currency can take the credit', async () => {
    signInAs('IC');
    server.on('GET', '/api/bills', { json: pageOf([DOLLARS]) });
    const el = await shown();
    control(el, 'Apply to a bill, credit BOS-GS-09').click();
    await until(() => inApply(el, '[part="no-bills"]'), 'the note');
    expect(textOf(el, '[part="no-bills"]')).to.contain('No approved bill of this vendor in EUR waits for payment');
  });

  it('voids a credit after asking', async () => {
    signInAs('IC');
    server.on('POST', '/api/vendor_credits/1/void', { json: { ...OPEN, state: 'void' } });
    const el = await shown();
    control(el, 'Void credit BOS-GS-09').click();
    await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'the question');
    expect(textOf(el, '[part="confirm"]')).to.contain('Void credit BOS-GS-09 of €150.00?');
    expect(posts('/api/vendor_credits/1/void')).to.have.length(0);
    control(el, 'Void').click();
    await until(() => posts('/api/vendor_credits/1/void').length === 1, 'the void');
    await until(() => el.shadowRoot!.querySelector('[part="notice"]'), 'the notice');
    expect(textOf(el, '[part="notice"]')).to.equal('Credit BOS-GS-09 voided.');
  });

  it('fits a 375 px phone without sideways scroll, in Arabic too, with the apply panel open', async () => {
    signInAs('IC');
    setLocale('ar');
    const el = await shown();
    el.style.display = 'block';
    el.style.width = '375px';
    (el.shadowRoot!.querySelectorAll('tbody tr')[0]!.querySelector('.row-actions button') as HTMLElement).click();
    await until(() => inApply(el, 'select'), 'the panel');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(el.scrollWidth, 'no sideways scroll at 375 px').to.be.at.most(375);
    expect(el.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!.scrollWidth).to.be.at.most(375);
  });
});
