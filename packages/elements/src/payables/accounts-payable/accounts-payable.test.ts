import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import './accounts-payable.ts';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { control, show } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, signInAs } from '../../test-support/table-test-kit.ts';

const EMPTY = { json: { count: 0, next: null, previous: null, results: [] } };
const TAG =
  '<si-accounts-payable view="" vendor-href="/payable/accountDetails/5/{id}" bill-href="/payable/bills/{id}" view-href="/payable/accounts?view={view}"></si-accounts-payable>';
const shown = () => show(TAG, 'si-accounts-payable', '[role="tabpanel"] > si-vendor-accounts');
const inPanel = (el: Element) => el.shadowRoot!.querySelector('[role="tabpanel"]')!.firstElementChild;

freshServerPerTest((server: FakeServer) => {
  for (const path of ['/api/accounts', '/api/bills', '/api/purchase_orders', '/api/payment_runs', '/api/vendor_bank_details', '/api/teams', '/api/users', '/api/offices']) server.on('GET', path, EMPTY);
});

describe('si-accounts-payable', () => {
  afterEach(() => {
    document.querySelectorAll('.test-holder').forEach((holder) => holder.remove());
    setLocale('en');
  });

  it('opens on the vendors, each tab showing its own element with the links it was given; accessible, also in Arabic', async () => {
    signInAs('IC');
    const el = await shown();
    expect(control(el, 'Vendors').getAttribute('aria-selected')).to.equal('true');
    const vendors = inPanel(el)!;
    expect(vendors.localName).to.equal('si-vendor-accounts');
    expect(vendors.getAttribute('detail-href')).to.equal('/payable/accountDetails/5/{id}');
    await until(() => customElements.get('si-vendor-accounts') && vendors.shadowRoot?.querySelector('[part="base"]'), 'the vendors shown');
    await expectAccessible(el);

    setLocale('ar');
    await until(() => {
      const base = el.shadowRoot!.querySelector('[part="base"]');
      return base && getComputedStyle(base).direction === 'rtl' && inPanel(el)?.getAttribute('locale') === 'ar';
    }, 'right to left');
    await expectAccessible(el);
    el.style.display = 'block';
    el.style.width = '375px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(el.scrollWidth, 'no sideways scroll at 375 px').to.be.at.most(375);
  });

  it('asks the host to keep a chosen tab in its address, and shows the tab the host names', async () => {
    signInAs('OA');
    const el = await shown();
    const asked: string[] = [];
    el.addEventListener('si-navigate', (event) => asked.push((event as CustomEvent<{ href: string }>).detail.href));
    control(el, 'Bills').click();
    expect(asked).to.deep.equal(['/payable/accounts?view=bills']);
    const bills = await until(() => inPanel(el)?.localName === 'si-vendor-bills' && inPanel(el), 'the bills');
    expect(bills.getAttribute('detail-href')).to.equal('/payable/bills/{id}');
    expect(bills.hasAttribute('account-id'), 'every vendor’s bills').to.equal(false);

    // The host routes to the address: the element follows its view.
    el.setAttribute('view', 'purchase-orders');
    await until(() => inPanel(el)?.localName === 'si-purchase-orders', 'the purchase orders');
    el.setAttribute('view', 'payment-runs');
    await until(() => inPanel(el)?.localName === 'si-payment-runs', 'the payment runs');
    expect(control(el, 'Payment runs').getAttribute('aria-selected')).to.equal('true');
    el.setAttribute('view', 'verifications');
    const verifications = await until(() => inPanel(el)?.localName === 'si-bank-details-verifications' && inPanel(el), 'the changes to verify');
    expect(verifications.getAttribute('detail-href')).to.equal('/payable/accountDetails/5/{id}');

    // The arrow keys move between the tabs (the ARIA tabs pattern).
    const tab = control(el, 'Bank details to verify');
    tab.focus();
    tab.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    await until(() => inPanel(el)?.localName === 'si-vendor-accounts', 'back to the vendors');
  });
});
