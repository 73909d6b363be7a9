import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import './pay-button.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { alertText, cleanup, expectAccessible, until } from '../../test-support/dom.ts';
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
    api = fakeApi({ 'GET /api/filedrop': { body: context([invoice(1)]) } });
    const el = await show(TAG, 'si-pay-button', '[part="pay-button"]');
    await expectAccessible(el);
    expect(textOf(el, '[part="pay-button"]')).to.equal('Pay $1,375.00');
  });

  it('re-uses the open session on a second click and navigates to its checkout each time', async () => {
    api = fakeApi({ 'GET /api/filedrop': { body: context([invoice(1)]) }, 'POST /api/payments/get_or_create_payment_session': { body: SESSION } });
    const el = await show(TAG, 'si-pay-button', '[part="pay-button"]');
    control(el, 'Pay $1,375.00').click();
    await until(() => visited.length === 1, 'the first navigation');
    control(el, 'Pay $1,375.00').click();
    await until(() => visited.length === 2, 'the second navigation');
    expect(visited).to.deep.equal(['https://pay.example.com/c/cs_5', 'https://pay.example.com/c/cs_5']);
  });

  it('is disabled with the reason when the invoice is paid', async () => {
    api = fakeApi({ 'GET /api/filedrop': { body: context([invoice(1, { paid: true, status: 'paid' })]) } });
    const el = await show(TAG, 'si-pay-button', '[part="reason"]');
    expect(textOf(el, '[part="reason"]')).to.equal('This invoice is paid.');
    expect(control(el, 'Paid').hasAttribute('disabled')).to.equal(true);
  });

  it("shows the server's hold refusal and does not navigate", async () => {
    api = fakeApi({
      'GET /api/filedrop': { body: context([invoice(1)]) },
      'POST /api/payments/get_or_create_payment_session': { status: 403, body: { detail: 'Your account is on hold !' } },
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
      'GET /api/filedrop': () => ({ body: context([invoice(1, settled ? { status: 'partially_paid', balance: '1175.00' } : {})]) }),
      'POST /api/payments/update_payment_session': () => {
        settled = true;
        return { body: { ...SESSION, session_id: 'cs_part', status: 'complete', amount: '200.00', item_paid: false } };
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
    api = fakeApi({ 'GET /api/filedrop': { body: context([invoice(1)]) } });
    const el = await show(`<si-pay-button token="${TOKEN}" item-id="2"></si-pay-button>`, 'si-pay-button', '[role="alert"]');
    expect(alertText(el)).to.equal('This invoice was not found.');
  });
});
