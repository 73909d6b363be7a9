import { earlyRead } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { PortalBranding, PortalContext } from '@si/contract';
import './invoice-portal.ts';
import { fakeApi, type FakeApi, type FakeHandler } from '../../test-support/fake-api.ts';
import { cleanup, expectAccessible, nextEvent, press, until } from '../../test-support/dom.ts';
import { checkoutWindow } from '../kit/checkout.ts';
import { INSTRUCTION, STATEMENT, TOKEN, context, control, details, invoice, show, textOf } from '../../test-support/portal-fixtures.ts';

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
  // The portal keeps the opened invoice in the page's address: each test starts from the plain one.
  history.replaceState(null, '', location.pathname);
});

function portalApi(ctx: PortalContext, extra: Record<string, FakeHandler> = {}, organization: Partial<PortalBranding> = {}): FakeApi {
  return fakeApi({
    'GET /api/portal/details': { json: details(ctx.workspace.account_hold, organization) },
    'GET /api/filedrop': { json: ctx },
    'GET /api/fetch_sales_files': { json: { files: [] } },
    'GET /api/portal_comments/object_comments': { json: { comments: [] } },
    'GET /api/fetch_latest_statement_files': { json: STATEMENT },
    'GET /api/portal/pay_instructions': { json: { instructions: [INSTRUCTION] } },
    ...extra,
  });
}

const TAG = `<si-invoice-portal token="${TOKEN}"></si-invoice-portal>`;
const rows = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="invoice-row"]')].map((r) => r.innerText.replace(/\s+/g, ' ').trim());

describe('si-invoice-portal', () => {
  it('is accessible: a menu of tabs, named buttons, a labelled invoice table', async () => {
    api = portalApi(context([invoice(1)]));
    const el = await show(TAG, 'si-invoice-portal', '[part="invoice-row"]');
    await expectAccessible(el);
    const tabs = [...el.shadowRoot!.querySelectorAll('[role="tab"]')];
    expect(tabs.map((t) => t.textContent)).to.deep.equal(['Invoices', 'Statements', 'Pay Instructions']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false']);
  });

  it('names its tabs with the one part vocabulary, and the former names for one more release', async () => {
    api = portalApi(context([invoice(1)]));
    const el = await show(TAG, 'si-invoice-portal', '[part="invoice-row"]');
    const list = el.shadowRoot!.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('part')!.split(' ')).to.include.members(['tabs', 'menu']);
    const tabs = [...el.shadowRoot!.querySelectorAll('[role="tab"]')].map((t) => t.getAttribute('part')!.split(' '));
    expect(tabs[0]).to.include.members(['tab', 'tab-selected', 'menu-item', 'menu-item-current']);
    expect(tabs[1]).to.include.members(['tab', 'menu-item']).and.not.include('tab-selected');
  });

  it('greets the customer and lists invoices newest first with dates, total, balance and status, an unpaid one past due marked overdue', async () => {
    api = portalApi(
      context([
        invoice(1, { issue_date: '2025-01-15', due_date: '2025-02-14' }),
        invoice(2, { issue_date: '2025-03-01', paid: true, status: 'paid', balance: '0.00' }),
        invoice(3, { kind: 'STATEMENT', number: null }),
        invoice(4, { issue_date: '2025-02-01', due_date: '2099-03-03', status: 'partially_paid', balance: '375.00' }),
      ]),
    );
    const el = await show(TAG, 'si-invoice-portal', '[part="invoice-row"]');
    await until(() => textOf(el, '[part="greeting"]'), 'the greeting');
    expect(textOf(el, '[part="greeting"]')).to.equal('Welcome, Carla Customer');
    expect(rows(el)).to.deep.equal([
      'INV-2 Mar 1, 2025 Apr 30, 2025 $1,375.00 $0.00 Paid',
      'INV-4 Feb 1, 2025 Mar 3, 2099 $1,375.00 $375.00 Partially paid',
      'INV-1 Jan 15, 2025 Feb 14, 2025 $1,375.00 $1,375.00 Open Overdue',
    ]);
  });

  it('on a phone, keeps each number, date and amount on one line: the table scrolls in its own box instead', async () => {
    api = portalApi(context([invoice(1, { number: 'INV-1001', issue_date: '2025-01-15', due_date: '2025-02-14' })]));
    const el = await show(TAG, 'si-invoice-portal', '[part="invoice-row"]');
    el.style.display = 'block';
    el.style.width = '343px';
    const row = el.shadowRoot!.querySelector('[part="invoice-row"]')!;
    const texts = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      if (!text.textContent!.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      expect(range.getClientRects().length, `${text.textContent} on one line`).to.equal(1);
    }
    // The page itself never scrolls sideways: the table's box does.
    expect(el.scrollWidth).to.be.at.most(343);
  });

  it('opens an invoice: lines, totals, files, comments and pay, then goes back', async () => {
    const file = { id: 31, name: 'INV-1.pdf', content_type: 'application/pdf', size: 1024, checksum_sha256: 'c', version: 1, uploaded_at: '2025-03-31T09:00:00Z', uploaded_by: 'Acme' };
    api = portalApi(context([invoice(1)]), { 'GET /api/fetch_sales_files': { json: { files: [file] } } });
    const el = await show(TAG, 'si-invoice-portal', '[part="invoice-row"]');
    control(el, 'Open invoice INV-1').click();
    await until(() => el.shadowRoot!.querySelector('[part="invoice"] .file'), 'the invoice with its file');
    const text = textOf(el, '[part="invoice"]');
    for (const part of ['Invoice INV-1', 'Open', 'Mar 31, 2025', 'Apr 30, 2025', 'Consulting', '$100.00', '$1,000.00', 'Subtotal $1,250.00', 'Tax $125.00', 'Total $1,375.00', 'Balance due $1,375.00', 'Pay $1,375.00', 'No comments yet.']) {
      expect(text, part).to.contain(part);
    }
    expect(control(el, 'Preview INV-1.pdf').getAttribute('href')).to.equal(`${location.origin}/api/preview_sales_files?token=${TOKEN}&id=31`);
    expect(control(el, 'Preview INV-1.pdf').getAttribute('target')).to.equal('_blank');
    expect(control(el, 'Download INV-1.pdf').getAttribute('href')).to.equal(`${location.origin}/api/download_sales_files?token=${TOKEN}&id=31`);
    expect(api.to('GET', '/api/fetch_sales_files')[0].url.searchParams.get('id')).to.equal('1');
    await expectAccessible(el);
    control(el, 'Back to invoices').click();
    await until(() => rows(el).length === 1, 'the list again');
  });

  it('pays: creates the session and leaves top-level for the checkout URL', async () => {
    api = portalApi(context([invoice(1)]), {
      'POST /api/payments/get_or_create_payment_session': {
        json: { session_id: 'cs_1', status: 'open', amount: '1375.00', currency: 'USD', checkout_url: 'http://127.0.0.1:9/sandbox/checkout/cs_1', item_paid: false },
      },
    });
    const el = await show(`<si-invoice-portal token="${TOKEN}" invoice-id="1"></si-invoice-portal>`, 'si-invoice-portal', '[part="pay-button"]');
    control(el, 'Pay $1,375.00').click();
    await until(() => visited.length, 'the checkout navigation');
    expect(visited).to.deep.equal(['http://127.0.0.1:9/sandbox/checkout/cs_1']);
    expect(api.to('POST', '/api/payments/get_or_create_payment_session')[0].body).to.deep.equal({ token: TOKEN, item_id: 1 });
    expect(sessionStorage.getItem('si-pay-session:cs_1')).to.equal('1');
  });

  it('refuses to open the checkout inside a frame, and never follows a javascript: URL', async () => {
    api = portalApi(context([invoice(1)]), {
      'POST /api/payments/get_or_create_payment_session': {
        json: { session_id: 'cs_2', status: 'open', amount: '1', currency: 'USD', checkout_url: 'javascript:alert(1)', item_paid: false },
      },
    });
    const el = await show(`<si-invoice-portal token="${TOKEN}" invoice-id="1"></si-invoice-portal>`, 'si-invoice-portal', '[part="pay-button"]');
    checkoutWindow.inFrame = () => true;
    control(el, 'Pay $1,375.00').click();
    await until(() => textOf(el, '[part="pay"]').includes('cannot open inside a frame'), 'the frame message');
    expect(api.to('POST', '/api/payments/get_or_create_payment_session')).to.have.length(0);
    checkoutWindow.inFrame = () => false;
    control(el, 'Pay $1,375.00').click();
    await until(() => el.shadowRoot!.querySelector('[part="pay"] [role="alert"]') && api!.to('POST', '/api/payments/get_or_create_payment_session').length, 'the refusal');
    expect(visited).to.deep.equal([]);
  });

  it('on hold: shows the banner and disables paying with the reason', async () => {
    api = portalApi(context([invoice(1)], true));
    const el = await show(`<si-invoice-portal token="${TOKEN}" invoice-id="1"></si-invoice-portal>`, 'si-invoice-portal', '[part="pay-button"]');
    await until(() => el.shadowRoot!.querySelector('[part="hold"]'), 'the banner');
    expect(textOf(el, '[part="hold"]')).to.equal('Your account is on hold !');
    expect(control(el, 'Pay $1,375.00').hasAttribute('disabled')).to.equal(true);
    expect(textOf(el, '[part="reason"]')).to.equal('Payments are disabled while your account is on hold.');
  });

  it('moves through the menu with the arrow keys and shows the statement and pay instructions', async () => {
    api = portalApi(context([invoice(1)]));
    const el = await show(TAG, 'si-invoice-portal', '[part="invoice-row"]');
    control(el, 'Invoices').focus();
    await press('ArrowRight');
    await until(() => el.shadowRoot!.querySelector('[part="statement"]'), 'the statement');
    await until(() => el.shadowRoot!.activeElement?.textContent === 'Statements', 'the focus on Statements');
    expect(textOf(el, '[part="statement"]')).to.contain('Total due $4,000.00');
    await press('ArrowRight');
    await until(() => el.shadowRoot!.querySelector('[part="pay-instructions"]'), 'the instructions');
    expect(textOf(el, '[part="pay-instructions"]')).to.contain('000123456789');
    await press('Home');
    await until(() => rows(el).length === 1, 'the invoices');
  });

  it('deep-links with view and invoice-id, and reports an unknown invoice', async () => {
    api = portalApi(context([invoice(1)]));
    const el = await show(`<si-invoice-portal token="${TOKEN}" view="pay-instructions"></si-invoice-portal>`, 'si-invoice-portal', '[part="pay-instructions"]');
    el.setAttribute('view', 'invoices');
    el.setAttribute('invoice-id', '99');
    await until(() => textOf(el, '[part="panel"]').includes('This invoice was not found.'), 'the not-found message');
    expect(rows(el)).to.have.length(1);
  });

  it('on the checkout return page: settles the session, shows it paid and fires si-paid once', async () => {
    const returnUrl = `${location.pathname}?token=${TOKEN}&session_id=cs_9`;
    history.replaceState(null, '', returnUrl);
    sessionStorage.setItem('si-pay-session:cs_9', '1');
    let paidNow = false;
    api = fakeApi({
      'GET /api/portal/details': { json: details() },
      'GET /api/filedrop': () => ({ json: context([invoice(1, paidNow ? { paid: true, status: 'paid', balance: '0.00' } : {})]) }),
      'GET /api/fetch_sales_files': { json: { files: [] } },
      'GET /api/portal_comments/object_comments': { json: { comments: [] } },
      'POST /api/payments/update_payment_session': () => {
        paidNow = true;
        return { json: { session_id: 'cs_9', status: 'complete', amount: '1375.00', currency: 'USD', checkout_url: 'x', item_paid: true } };
      },
    });
    const events: number[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent<{ itemId: number }>).detail.itemId);
    document.addEventListener('si-paid', listener);
    try {
      const paid = nextEvent<{ itemId: number; sessionId: string }>('si-paid');
      const el = await show(TAG, 'si-invoice-portal', '[part="outcome"]');
      expect((await paid).detail).to.deep.equal({ itemId: 1, sessionId: 'cs_9' });
      expect(textOf(el, '[part="outcome"]')).to.equal('Payment received. Thank you!');
      await until(() => textOf(el, '[part="invoice"] [part="status"]') === 'Paid', 'the invoice shown paid');
      expect(control(el, 'Paid').hasAttribute('disabled')).to.equal(true);
      expect(api.to('POST', '/api/payments/update_payment_session')).to.have.length(1);
      expect(api.to('POST', '/api/payments/update_payment_session')[0].body).to.deep.equal({ token: TOKEN, session_id: 'cs_9' });
      expect(events).to.deep.equal([1]);
    } finally {
      document.removeEventListener('si-paid', listener);
      history.replaceState(null, '', location.pathname);
    }
  });

  it('tells the customer when the link is no longer valid', async () => {
    const realAlert = window.alert;
    window.alert = () => undefined;
    try {
      api = fakeApi({ 'GET /api/portal/details': { status: 404, json: { detail: 'Not found.' } }, 'GET /api/filedrop': { status: 404, json: { detail: 'Not found.' } } });
      const el = await show(TAG, 'si-invoice-portal', '[part="panel"] [role="alert"]');
      expect(textOf(el, '[part="panel"]')).to.equal('This link is not valid any more. Ask the sender for a new one.');
      // The message alone: no sections to open, no theme switch, nothing more asked of the server.
      await until(() => !el.shadowRoot!.querySelector('[role="tablist"]'), 'no sections');
      expect(el.shadowRoot!.querySelector('[role="tab"]')).to.equal(null);
      expect(el.shadowRoot!.querySelector('si-portal-bar, [part~="bar"]')).to.equal(null);
    } finally {
      window.alert = realAlert;
    }
  });
});

describe('si-invoice-portal: addresses, documents, branding and terms', () => {
  it('gives an opened invoice its own address: Back returns to the list, and the address opens that invoice directly', async () => {
    api = portalApi(context([invoice(1), invoice(2)]));
    let el = await show(TAG, 'si-invoice-portal', '[part="invoice-row"]');
    control(el, 'Open invoice INV-2').click();
    await until(() => el.shadowRoot!.querySelector('[part="invoice"]'), 'the invoice');
    expect(new URLSearchParams(location.search).get('si-invoice')).to.equal('2');
    // A new history entry of its own (Chromium caps history.length, so its state is what tells).
    expect((history.state as Record<string, unknown>).siInvoicePortal).to.equal('2');
    // The browser's Back: the list again, and the address without the invoice.
    history.back();
    await until(() => rows(el).length === 2, 'the list after Back');
    expect(new URLSearchParams(location.search).get('si-invoice')).to.equal(null);
    // The address of the invoice (a bookmark, a shared link) opens it directly.
    cleanup();
    history.replaceState(null, '', `${location.pathname}?si-invoice=1`);
    el = await show(TAG, 'si-invoice-portal', '[part="invoice"]');
    expect(textOf(el, '[part="invoice"] h3')).to.equal('Invoice INV-1');
    // "Back to invoices" on an invoice opened by its address: the list, in place of that address.
    control(el, 'Back to invoices').click();
    await until(() => rows(el).length === 2, 'the list');
    expect(location.search).to.equal('');
  });

  it('downloads the invoice PDF, and for a partly paid one its receipts, by token', async () => {
    api = portalApi(context([invoice(1, { status: 'partially_paid', balance: '375.00' })]), {
      'GET /api/portal/invoice_receipts': {
        json: {
          receipts: [
            { id: 81, number: 'RCT-0001', received_on: '2025-04-02', currency: 'USD', amount: '500.00', applied: '500.00' },
            { id: 82, number: 'RCT-0002', received_on: '2025-04-09', currency: 'USD', amount: '500.00', applied: '500.00' },
          ],
        },
      },
    });
    const el = await show(`<si-invoice-portal token="${TOKEN}" invoice-id="1"></si-invoice-portal>`, 'si-invoice-portal', '[part="invoice"]');
    expect(control(el, 'Download PDF').getAttribute('href')).to.equal(`${location.origin}/api/portal/invoice_pdf?token=${TOKEN}&id=1`);
    await until(() => el.shadowRoot!.querySelectorAll('[part="download-receipt"]').length === 2, 'the receipts');
    expect(control(el, 'Download receipt RCT-0002 (Apr 9, 2025)').getAttribute('href')).to.equal(`${location.origin}/api/portal/receipt?token=${TOKEN}&id=82`);
    expect(api.to('GET', '/api/portal/invoice_receipts')[0].url.searchParams.get('id')).to.equal('1');
    await expectAccessible(el);
  });

  it('an unpaid invoice offers its PDF and asks for no receipts', async () => {
    api = portalApi(context([invoice(1)]));
    const el = await show(`<si-invoice-portal token="${TOKEN}" invoice-id="1"></si-invoice-portal>`, 'si-invoice-portal', '[part="invoice"]');
    expect(control(el, 'Download PDF').getAttribute('href')).to.contain('/api/portal/invoice_pdf');
    expect(api.to('GET', '/api/portal/invoice_receipts')).to.have.length(0);
  });

  it("shows the organization's name, its logo (the name alone when the logo fails), its brand colour and the credit", async () => {
    api = portalApi(context([invoice(1)]), {}, { name: 'Brand & Co', logo: true, brand_color: '#7635dc', powered_by: 'Powered by Acme Cloud', powered_by_link: 'https://acme.example/' });
    const el = await show(TAG, 'si-invoice-portal', '[part="invoice-row"]');
    await until(() => textOf(el, '[part="organization"]') === 'Brand & Co', 'the organization');
    expect(textOf(el, '[part="portal"]')).not.to.contain('Secure Invoice Brand');
    // The logo's address is the token's; here it does not load, so the name stays alone.
    await until(() => !el.shadowRoot!.querySelector('[part="logo"]'), 'the failed logo gone');
    const root = el.shadowRoot!.querySelector<HTMLElement>('.si-root')!;
    await until(() => root.style.getPropertyValue('--si-preset-primary') === '#7635dc', 'the brand colour');
    const credit = el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="credit"] a')!;
    expect(credit.textContent).to.equal('Powered by Acme Cloud');
    expect(credit.href).to.equal('https://acme.example/');
    expect(credit.rel).to.contain('noopener');
    await expectAccessible(el);
  });

  it('asks the payer to accept the payment terms before a checkout opens', async () => {
    api = portalApi(
      context([invoice(1)]),
      {
        'POST /api/payments/get_or_create_payment_session': {
          json: { session_id: 'cs_9', status: 'open', amount: '1375.00', currency: 'USD', checkout_url: 'http://127.0.0.1:9/sandbox/checkout/cs_9', item_paid: false },
        },
      },
      { payment_terms: 'Card payments are final.' },
    );
    const el = await show(`<si-invoice-portal token="${TOKEN}" invoice-id="1"></si-invoice-portal>`, 'si-invoice-portal', '[part="terms-text"]');
    expect(textOf(el, '[part="terms-text"]')).to.equal('Card payments are final.');
    // Short terms fit their box: named, but no tab stop.
    const box = el.shadowRoot!.querySelector<HTMLElement>('[part="terms-text"]')!;
    expect(box.tabIndex, 'short terms are no tab stop').to.equal(-1);
    expect(box.getAttribute('aria-labelledby') && el.shadowRoot!.getElementById(box.getAttribute('aria-labelledby')!)!.textContent).to.equal('Payment terms');
    control(el, 'Pay $1,375.00').click();
    await until(() => textOf(el, '[part="terms-error"]'), 'the refusal at the tick box');
    expect(textOf(el, '[part="terms-error"]')).to.equal('Accept the payment terms to pay.');
    expect(api.to('POST', '/api/payments/get_or_create_payment_session')).to.have.length(0);
    await expectAccessible(el);
    el.shadowRoot!.querySelector<HTMLInputElement>('[part="terms-accept"]')!.click();
    control(el, 'Pay $1,375.00').click();
    await until(() => visited.length, 'the checkout');
    expect(visited).to.deep.equal(['http://127.0.0.1:9/sandbox/checkout/cs_9']);
  });

  it('makes long payment terms, which scroll in their box, a named tab stop', async () => {
    const terms = Array.from({ length: 40 }, (_, i) => `${i + 1}. Card payments are final and are processed by the provider.`).join('\n');
    api = portalApi(context([invoice(1)]), {}, { payment_terms: terms });
    const el = await show(`<si-invoice-portal token="${TOKEN}" invoice-id="1"></si-invoice-portal>`, 'si-invoice-portal', '[part="terms-text"]');
    const box = el.shadowRoot!.querySelector<HTMLElement>('[part="terms-text"]')!;
    expect(box.scrollHeight, 'the text scrolls in its box').to.be.greaterThan(box.clientHeight);
    await until(() => box.tabIndex === 0, 'the box a tab stop');
    expect(box.getAttribute('role')).to.equal('region');
    expect(el.shadowRoot!.getElementById(box.getAttribute('aria-labelledby')!)!.textContent).to.equal('Payment terms');
    box.focus();
    expect(el.shadowRoot!.activeElement).to.equal(box);
    await expectAccessible(el);
  });
});

describe('si-invoice-portal, reads started early', () => {
  it('asks for its data as soon as it is on the page, before it renders anything, and only once', async () => {
    const holder = document.createElement('div');
    holder.className = 'test-holder';
    const el = document.createElement('si-invoice-portal');
    el.setAttribute('token', TOKEN);
    // What the element showed when each call reached the server.
    const shownAtCall: number[] = [];
    const ctx = context([invoice(1)]);
    api = portalApi(ctx, {
      'GET /api/filedrop': () => {
        shownAtCall.push(el.shadowRoot!.childElementCount);
        return { json: ctx };
      },
      'GET /api/portal/details': () => {
        shownAtCall.push(el.shadowRoot!.childElementCount);
        return { json: details() };
      },
    });
    holder.append(el);
    document.body.append(holder);
    await until(() => el.shadowRoot?.querySelector('[part="invoice-row"]'), 'the invoice rows');
    expect(rows(el)).to.have.length(1);
    expect(shownAtCall, 'both calls out before the first render').to.deep.equal([0, 0]);
    expect(api.to('GET', '/api/filedrop'), 'the render took the early answer').to.have.length(1);
    expect(api.to('GET', '/api/portal/details')).to.have.length(1);
  });

  it('takes the answers its loader read before the element was defined: the rows and greeting in its first render, no read of its own', async () => {
    const ctx = context([invoice(1), invoice(2)]);
    api = portalApi(ctx);
    earlyRead('context', TOKEN, ctx);
    earlyRead('details', TOKEN, details());
    const holder = document.createElement('div');
    holder.className = 'test-holder';
    const el = document.createElement('si-invoice-portal');
    el.setAttribute('token', TOKEN);
    // Every part the shadow root ever showed, render by render.
    const shown: string[][] = [];
    const observer = new MutationObserver(() => shown.push([...el.shadowRoot!.querySelectorAll('[part]')].map((n) => n.getAttribute('part')!)));
    observer.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
    holder.append(el);
    document.body.append(holder);
    await until(() => el.shadowRoot?.querySelector('[part="invoice-row"]'), 'the invoice rows');
    observer.disconnect();
    expect(rows(el)).to.have.length(2);
    expect(shown.flat(), 'never a loading line').not.to.include('loading');
    expect(shown[0], 'the rows in the first render').to.include('invoice-row');
    expect(textOf(el, '[part="greeting"]')).to.equal('Welcome, Carla Customer');
    expect(api.to('GET', '/api/filedrop')).to.have.length(0);
    expect(api.to('GET', '/api/portal/details')).to.have.length(0);
  });

  it('reads afresh when the data is reloaded, never the early answer again', async () => {
    let paid = false;
    api = portalApi(context([invoice(1)]), {
      'GET /api/filedrop': () => ({ json: context([invoice(1, paid ? { paid: true, status: 'paid', balance: '0.00' } : {})]) }),
    });
    const el = await show(TAG, 'si-invoice-portal', '[part="invoice-row"]');
    expect(api.to('GET', '/api/filedrop')).to.have.length(1);
    paid = true;
    el.remove();
    document.querySelector('.test-holder')!.append(el);
    await until(() => api!.to('GET', '/api/filedrop').length === 2, 'a second read on reconnection');
  });
});
