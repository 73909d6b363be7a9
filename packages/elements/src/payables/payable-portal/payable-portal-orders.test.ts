import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { PortalItem } from '@si/contract';
import './payable-portal.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { cleanup, expectAccessible, until } from '../../test-support/dom.ts';
import { portalContext, portalItem } from '../../test-support/fixtures.ts';

const TOKEN = 'vendor-tok';
const order = (id: number, extra: Partial<PortalItem>): PortalItem => portalItem(id, { kind: 'INVOICE', subtype: 'purchase_order', currency: 'USD', status: extra.po_state ?? 'sent', decline_reason: null, ...extra });
const WAITING = order(21, { number: 'PO-2001', issue_date: '2026-11-26', due_date: '2026-12-26', total: '1100.00', po_state: 'sent' });
const DECLINED = order(22, { number: 'PO-1990', issue_date: '2026-10-01', total: '50.00', po_state: 'declined', decline_reason: 'Out of stock.' });

let api: FakeApi | undefined;
let posted: { url: URL; body: unknown }[] = [];
function ordersApi(items: PortalItem[]): FakeApi {
  let later: PortalItem[] | undefined;
  return fakeApi({
    'GET /api/filedrop': () => ({ json: portalContext(later ?? items, { module: 'payable' }) }),
    'GET /api/portal/details': { json: { customer: { first_name: 'Kenji', last_name: 'Sato' }, workspace: { account_hold: false } } },
    'POST /api/portal/purchase_orders/21/decline': (request) => {
      const body = request.body;
      posted.push({ url: request.url, body });
      const answered = { ...WAITING, po_state: 'declined' as const, decline_reason: (body as { reason: string }).reason };
      later = [answered, DECLINED];
      return { json: answered };
    },
    'POST /api/portal/purchase_orders/21/accept': (request) => {
      posted.push({ url: request.url, body: request.body });
      const answered = { ...WAITING, po_state: 'accepted' as const };
      later = [answered, DECLINED];
      return { json: answered };
    },
  });
}

async function mount(): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.innerHTML = `<si-payable-portal token="${TOKEN}" view="purchase-orders"></si-payable-portal>`;
  document.body.append(holder);
  const el = holder.firstElementChild as HTMLElement;
  await until(() => el.shadowRoot?.querySelector('[part="purchase-order"]'), 'the orders');
  return el;
}
const card = (el: Element, id: number) => el.shadowRoot!.querySelector<HTMLElement>(`[part="purchase-order"][data-item-id="${id}"]`)!;
const text = (node: Element | null) => ((node as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim();

afterEach(() => {
  api?.restore();
  api = undefined;
  posted = [];
  setLocale('en');
  cleanup();
});

describe('si-payable-portal: purchase orders', () => {
  it('lists the orders with their state in words, the reason of a decline and the PDF link; only a waiting one has Accept and Decline', async () => {
    api = ordersApi([WAITING, DECLINED]);
    const el = await mount();
    expect(text(card(el, 21).querySelector('[part="order-state"]'))).to.equal('Awaiting your answer');
    expect(text(card(el, 22).querySelector('[part="order-state"]'))).to.equal('Declined');
    expect(text(card(el, 22))).to.contain('You declined it: Out of stock.');
    const pdf = card(el, 21).querySelector<HTMLAnchorElement>('[part="order-pdf"]')!;
    expect(new URL(pdf.href).pathname).to.equal('/api/portal/purchase_orders/21/pdf');
    expect(new URL(pdf.href).searchParams.get('token')).to.equal(TOKEN);
    expect(card(el, 21).querySelector('[part="accept"]')).to.not.equal(null);
    expect(card(el, 22).querySelector('[part="accept"]')).to.equal(null);
    expect(el.shadowRoot!.innerHTML, 'no raw state shown').to.not.match(/>\s*(sent|declined)\s*</);
    await expectAccessible(el);
  });

  it('accepts by token', async () => {
    api = ordersApi([WAITING]);
    const el = await mount();
    card(el, 21).querySelector<HTMLButtonElement>('[part="accept"]')!.click();
    await until(() => text(card(el, 21).querySelector('[part="order-state"]')) === 'Accepted', 'accepted');
    expect(posted[0]!.body).to.deep.equal({ token: TOKEN });
  });

  it('declines with a reason (asked for when missing), in Arabic too', async () => {
    setLocale('ar');
    api = ordersApi([WAITING]);
    const el = await mount();
    card(el, 21).querySelector<HTMLButtonElement>('[part="decline"]')!.click();
    const form = await until(() => card(el, 21).querySelector<HTMLFormElement>('form'), 'the decline form');
    form.requestSubmit();
    await until(() => card(el, 21).querySelector('[part="order-error"]'), 'the reason asked for');
    expect(posted).to.have.length(0);
    const area = form.querySelector<HTMLTextAreaElement>('textarea')!;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, 'We stopped making this paper.');
    area.dispatchEvent(new Event('input', { bubbles: true }));
    await expectAccessible(el);
    form.requestSubmit();
    await until(() => posted.length === 1, 'the decline sent');
    expect(posted[0]!.body).to.deep.equal({ token: TOKEN, reason: 'We stopped making this paper.' });
  });

  it('fits a phone: no sideways scroll at 375 px', async () => {
    api = ordersApi([WAITING, DECLINED]);
    const el = await mount();
    el.style.display = 'block';
    el.style.width = '375px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(el.scrollWidth).to.be.at.most(375);
  });
});
