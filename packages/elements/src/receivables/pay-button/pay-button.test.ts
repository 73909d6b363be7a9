import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import './pay-button.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { alertText, cleanup, expectAccessible, press, typeInto, until } from '../../test-support/dom.ts';
import { checkoutWindow } from '../kit/checkout.ts';
import { TOKEN, context, control, invoice, show, textOf } from '../../test-support/portal-fixtures.ts';

let api: FakeApi | undefined;
const realCheckout = { ...checkoutWindow };
let visited: string[] = [];
beforeEach(() => {
  visited = [];
  checkoutWindow.go = (url) => void visited.push(url);
  checkoutWindow.inFrame = () => false;
});
afterEach(() => {
  Object.assign(checkoutWindow, realCheckout);
  api?.restore();
  api = undefined;
  setLocale('en');
  cleanup();
});

const TAG = `<si-pay-button token="${TOKEN}" item-id="1"></si-pay-button>`;
const SESSION = { session_id: 'cs_5', status: 'open', amount: '1375.00', currency: 'USD', checkout_url: 'https://pay.example.com/c/cs_5', item_paid: false };

describe('si-pay-button', () => {
  it('is accessible and shows the amount to pay', async () => {
    api = fakeApi({ 'GET /api/filedrop': { json: context([invoice(1)]) } });
    const el = await show(TAG, 'si-pay-button', '[part="pay-button"]');
    await expectAccessible(el);
    expect(textOf(el, '[part="pay-button"]')).to.equal('Pay $1,375.00');
  });

  it('re-uses the open session on a second click and navigates to its checkout each time', async () => {
    api = fakeApi({ 'GET /api/filedrop': { json: context([invoice(1)]) }, 'POST /api/payments/get_or_create_payment_session': { json: SESSION } });
    const el = await show(TAG, 'si-pay-button', '[part="pay-button"]');
    control(el, 'Pay $1,375.00').click();
    await until(() => visited.length === 1, 'the first navigation');
    // A busy button ignores clicks (as a person sees it spin): click again once it is ready.
    await until(() => !control(el, 'Pay $1,375.00').hasAttribute('loading'), 'the button ready again');
    control(el, 'Pay $1,375.00').click();
    await until(() => visited.length === 2, 'the second navigation');
    expect(visited).to.deep.equal(['https://pay.example.com/c/cs_5', 'https://pay.example.com/c/cs_5']);
  });

  it('is disabled with the reason when the invoice is paid', async () => {
    api = fakeApi({ 'GET /api/filedrop': { json: context([invoice(1, { paid: true, status: 'paid' })]) } });
    const el = await show(TAG, 'si-pay-button', '[part="reason"]');
    expect(textOf(el, '[part="reason"]')).to.equal('This invoice is paid.');
    expect(control(el, 'Paid').hasAttribute('disabled')).to.equal(true);
  });

  it("shows the server's hold refusal and does not navigate", async () => {
    api = fakeApi({
      'GET /api/filedrop': { json: context([invoice(1)]) },
      'POST /api/payments/get_or_create_payment_session': { status: 403, json: { detail: 'Your account is on hold !' } },
    });
    const el = await show(TAG, 'si-pay-button', '[part="pay-button"]');
    control(el, 'Pay $1,375.00').click();
    expect(await until(() => alertText(el), 'the refusal')).to.equal('Your account is on hold !');
    expect(visited).to.deep.equal([]);
  });

  it('after a checkout of part of the balance: thanks the customer and still offers the rest, without calling it paid', async () => {
    history.replaceState(null, '', `${location.pathname}?token=${TOKEN}&item_id=1&session_id=cs_part`);
    let settled = false;
    api = fakeApi({
      'GET /api/filedrop': () => ({ json: context([invoice(1, settled ? { status: 'partially_paid', balance: '1175.00' } : {})]) }),
      'POST /api/payments/update_payment_session': () => {
        settled = true;
        return { json: { ...SESSION, session_id: 'cs_part', status: 'complete', amount: '200.00', item_paid: false } };
      },
    });
    try {
      const el = await show(TAG, 'si-pay-button', '[part="outcome"]');
      expect(textOf(el, '[part="outcome"]')).to.equal('Payment received. Thank you!');
      await until(() => textOf(el, '[part="pay-button"]') === 'Pay $1,175.00', 'the rest offered');
      expect(control(el, 'Pay $1,175.00').hasAttribute('disabled')).to.equal(false);
      expect(el.shadowRoot!.querySelector('[part="reason"]')).to.equal(null);
    } finally {
      history.replaceState(null, '', location.pathname);
    }
  });

  it('reports an item that is not in the portal', async () => {
    api = fakeApi({ 'GET /api/filedrop': { json: context([invoice(1)]) } });
    const el = await show(`<si-pay-button token="${TOKEN}" item-id="2"></si-pay-button>`, 'si-pay-button', '[role="alert"]');
    expect(alertText(el)).to.equal('This invoice was not found.');
  });
});

describe('si-pay-button: another amount', () => {
  const PARTIAL = () => context([invoice(1, { allow_partial_payment: true })]);
  const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`);
  const amountInput = (el: Element) => el.shadowRoot!.querySelector<HTMLInputElement>('input[name="amount"]')!;
  const errorText = (el: Element) => part(el, 'amount-error')?.textContent?.trim();
  /** Opens the disclosure and types `text` over the prefilled balance. */
  async function enter(el: Element, text: string) {
    if (part(el, 'pay-other')!.getAttribute('aria-expanded') !== 'true') part(el, 'pay-other')!.click();
    const input = await until(() => amountInput(el), 'the amount field');
    input.focus();
    input.select();
    await typeInto(input, text);
    await until(() => input.value === text, `"${text}" typed`);
  }

  it('is accessible closed and open: a disclosure button, a labelled field prefilled with the balance', async () => {
    api = fakeApi({ 'GET /api/filedrop': { json: PARTIAL() } });
    const el = await show(TAG, 'si-pay-button', '[part="pay-other"]');
    const toggle = control(el, 'Pay another amount');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(part(el, 'pay-partial')).to.equal(null);
    await expectAccessible(el);
    toggle.click();
    const input = await until(() => amountInput(el), 'the amount field');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(toggle.getAttribute('aria-controls')).to.equal(part(el, 'pay-partial')!.id);
    expect(el.shadowRoot!.querySelector(`label[for="${input.id}"]`)!.textContent).to.equal('Amount to pay');
    expect(input.value).to.equal('1375.00');
    expect(input.getAttribute('inputmode')).to.equal('decimal');
    expect(textOf(el, '[part="pay-amount"]')).to.equal('Pay $1,375.00');
    await expectAccessible(el);
    toggle.click();
    await until(() => !part(el, 'pay-partial'), 'the form closed');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });

  it('starts the checkout with the amount typed, labelled with it', async () => {
    api = fakeApi({
      'GET /api/filedrop': { json: PARTIAL() },
      'POST /api/payments/get_or_create_payment_session': { status: 201, json: { ...SESSION, amount: '200.50' } },
    });
    const el = await show(TAG, 'si-pay-button', '[part="pay-other"]');
    await enter(el, '200.5');
    expect(textOf(el, '[part="pay-amount"]')).to.equal('Pay $200.50');
    part(el, 'pay-amount')!.click();
    await until(() => visited.length === 1, 'the navigation');
    expect(api.to('POST', '/api/payments/get_or_create_payment_session').map((r) => r.body)).to.deep.equal([{ token: TOKEN, item_id: 1, amount: '200.50' }]);
    expect(visited).to.deep.equal(['https://pay.example.com/c/cs_5']);
  });

  it('the full Pay button still sends no amount', async () => {
    api = fakeApi({ 'GET /api/filedrop': { json: PARTIAL() }, 'POST /api/payments/get_or_create_payment_session': { json: SESSION } });
    const el = await show(TAG, 'si-pay-button', '[part="pay-other"]');
    control(el, 'Pay $1,375.00').click();
    await until(() => visited.length === 1, 'the navigation');
    expect(api.to('POST', '/api/payments/get_or_create_payment_session')[0]!.body).to.deep.equal({ token: TOKEN, item_id: 1 });
  });

  it('checks the amount in the browser: the message at the field, described by it, and nothing sent', async () => {
    api = fakeApi({ 'GET /api/filedrop': { json: PARTIAL() } });
    const el = await show(TAG, 'si-pay-button', '[part="pay-other"]');
    const cases: [string, string][] = [
      ['0', 'Enter an amount greater than zero.'],
      ['1375.01', 'Enter at most $1,375.00, the balance of this invoice.'],
      ['10.001', 'Enter at most 2 digits after the decimal point for USD.'],
      ['ten', 'Enter an amount, such as 1375.00.'],
    ];
    for (const [typed, message] of cases) {
      await enter(el, typed);
      part(el, 'pay-amount')!.click();
      expect(await until(() => errorText(el), `the message for ${typed}`)).to.equal(message);
      const input = amountInput(el);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.getAttribute('aria-describedby')!.split(' ')).to.include(part(el, 'amount-error')!.id);
      expect(el.shadowRoot!.activeElement).to.equal(input);
    }
    await expectAccessible(el);
    await typeInto(amountInput(el), '5');
    await until(() => !errorText(el), 'the message cleared on typing');
    expect(api.to('POST', '/api/payments/get_or_create_payment_session')).to.deep.equal([]);
  });

  it('accepts a comma and Arabic-Indic digits, and submits with Enter', async () => {
    api = fakeApi({ 'GET /api/filedrop': { json: PARTIAL() }, 'POST /api/payments/get_or_create_payment_session': { status: 201, json: SESSION } });
    const el = await show(TAG, 'si-pay-button', '[part="pay-other"]');
    await enter(el, '١٢,٥');
    await press('Enter');
    await until(() => visited.length === 1, 'the navigation');
    expect((api.to('POST', '/api/payments/get_or_create_payment_session')[0]!.body as { amount: string }).amount).to.equal('12.50');
  });

  it("shows the server's refusal of the amount at the field, and reports it", async () => {
    api = fakeApi({
      'GET /api/filedrop': { json: PARTIAL() },
      'POST /api/payments/get_or_create_payment_session': { status: 400, json: { amount: ['This organization takes only full payments of an invoice.'] } },
    });
    const el = await show(TAG, 'si-pay-button', '[part="pay-other"]');
    const errors: CustomEvent<{ status: number; message: string }>[] = [];
    el.addEventListener('si-error', (event) => errors.push(event as CustomEvent<{ status: number; message: string }>));
    await enter(el, '100');
    part(el, 'pay-amount')!.click();
    expect(await until(() => errorText(el), "the server's message")).to.equal('This organization takes only full payments of an invoice.');
    expect(amountInput(el).getAttribute('aria-describedby')!.split(' ')).to.include(part(el, 'amount-error')!.id);
    expect(part(el, 'error')).to.equal(null);
    expect(errors.map((e) => e.detail)).to.deep.equal([{ status: 400, message: 'This organization takes only full payments of an invoice.' }]);
    expect(visited).to.deep.equal([]);
  });

  it('works right to left', async () => {
    api = fakeApi({ 'GET /api/filedrop': { json: PARTIAL() } });
    const el = await show(`<si-pay-button token="${TOKEN}" item-id="1" locale="ar"></si-pay-button>`, 'si-pay-button', '[part="pay-other"]');
    part(el, 'pay-other')!.click();
    const input = await until(() => amountInput(el), 'the amount field');
    expect(getComputedStyle(input).direction).to.equal('rtl');
    await expectAccessible(el);
  });

  it('is not offered where the organization takes only full payments, nor on a paid invoice or on hold', async () => {
    for (const [items, hold] of [
      [[invoice(1, { allow_partial_payment: false })], false],
      [[invoice(1)], false],
      [[invoice(1, { allow_partial_payment: true, paid: true, status: 'paid' })], false],
      [[invoice(1, { allow_partial_payment: true })], true],
    ] as const) {
      api?.restore();
      api = fakeApi({ 'GET /api/filedrop': { json: context([...items], hold) } });
      const el = await show(TAG, 'si-pay-button', '[part="pay-button"]');
      expect(part(el, 'pay-other')).to.equal(null);
      cleanup();
    }
  });
});
