import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { PortalContext } from '@si/contract';
import './payable-portal.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { $, cleanup, expectAccessible, press, until } from '../../test-support/dom.ts';
import { fakeTus } from '../../test-support/fakeTus.ts';
import { fileOf, pickFiles, portalContext, portalFile, portalItem } from '../../test-support/fixtures.ts';
import { uploadSettings } from '../../portal-kit/useUploads.ts';

const TOKEN = 'vendor-tok';
const ENDPOINT = `${location.origin}/api/portal/uploads`;
let api: FakeApi | undefined;
let tus: ReturnType<typeof fakeTus> | undefined;
const realAlert = window.alert;
uploadSettings.retryDelays = [];

const INVOICE = portalItem(21, {
  kind: 'INVOICE', title: 'Office chairs', number: 'INV-0042', issue_date: '2025-02-01', due_date: '2025-03-03',
  currency: 'USD', total: '1250.00', balance: '250.00', status: 'open', files: [portalFile(801, 'INV-0042.pdf')],
});
const ORDER = portalItem(22, { kind: 'INVOICE', subtype: 'purchase_order', title: 'PO', number: 'PO-7', issue_date: '2025-01-15', currency: 'USD', total: '990.00', status: 'approved' });
const INBOX = portalItem(23, { kind: 'REQUEST_ITEM', title: 'Vendor invoices', allowed_file_types: ['.pdf'] });

function payableApi(context: PortalContext, later?: PortalContext): FakeApi {
  let calls = 0;
  return fakeApi({
    'GET /api/filedrop': () => ({ json: calls++ > 0 && later ? later : context }),
    'GET /api/portal/details': {
      json: { customer: { first_name: context.customer.first_name, last_name: context.customer.last_name }, workspace: { account_hold: context.workspace.account_hold } },
    },
    'GET /api/portal_comments/object_comments': { json: { comments: [] } },
    'GET /api/portal/bank_details': { json: { verified: null, pending: null, rejected: null } },
  });
}

async function mountPayable(attributes = ''): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  holder.innerHTML = `<si-payable-portal token="${TOKEN}" ${attributes}></si-payable-portal>`;
  document.body.append(holder);
  const el = holder.firstElementChild as HTMLElement;
  await until(() => el.shadowRoot?.querySelector('[part~="greeting"]')?.textContent, 'the greeting');
  return el;
}

const tab = (el: Element, name: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]')].find((b) => b.textContent === name)!;
const rows = (el: Element) => [...el.shadowRoot!.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent?.trim()));

beforeEach(() => {
  window.alert = (text?: unknown) => {
    throw new Error(`unexpected alert: ${String(text)}`);
  };
});

afterEach(() => {
  api?.restore();
  tus?.restore();
  api = tus = undefined;
  window.alert = realAlert;
  setLocale('en');
  cleanup();
});

describe('si-payable-portal', () => {
  it('is accessible, greets the vendor and lists the invoices, not the purchase orders', async () => {
    api = payableApi(portalContext([INVOICE, ORDER, INBOX], { module: 'payable' }));
    const el = await mountPayable();
    await expectAccessible(el);
    expect($(el, '[part~="title"]').textContent).to.equal('Account Payable');
    expect($(el, '[part~="greeting"]').textContent).to.equal('Welcome, Jane Contact');
    expect([...el.shadowRoot!.querySelectorAll('[role="tab"]')].map((b) => b.textContent)).to.deep.equal(['Invoice', 'Purchase Orders', 'Pay Instructions']);
    expect(tab(el, 'Invoice').getAttribute('aria-selected')).to.equal('true');
    expect(tab(el, 'Invoice').getAttribute('part')!.split(' ')).to.include.members(['tab', 'tab-selected', 'menu-item', 'menu-item-current']);
    expect($(el, '[role="tablist"]').getAttribute('part')!.split(' ')).to.include.members(['tabs', 'menu']);
    expect($(el, 'caption').textContent).to.equal('Invoices');
    expect(rows(el)).to.deep.equal([['INV-0042', 'Feb 1, 2025', 'Mar 3, 2025', '$1,250.00', '$250.00', 'Open', 'INV-0042.pdf46.9 kB · Jan 10, 2025 · Jane ContactPreviewDownload']]);
    expect($(el, '[data-item-id="23"] h3').textContent).to.equal('Vendor invoices');
    expect(api.to('GET', '/api/portal/details')[0].url.searchParams.get('token')).to.equal(TOKEN);
  });

  it('uploads an invoice to the vendor-invoice requirement and reports the file the server stored', async () => {
    // The server renamed the file and names the stored file's id in Upload-File-Id.
    const stored = portalFile(777, 'inv-0043.pdf', { size: 900 });
    api = payableApi(portalContext([INVOICE, INBOX], { module: 'payable' }), portalContext([INVOICE, { ...INBOX, status: 'submitted', files: [portalFile(700, 'other.pdf'), stored] }], { module: 'payable' }));
    tus = fakeTus(ENDPOINT, {}, () => 777);
    const el = await mountPayable();
    const uploaded = new Promise<CustomEvent>((resolve) => el.addEventListener('si-file-uploaded', (e) => resolve(e as CustomEvent), { once: true }));
    pickFiles($(el, '[data-item-id="23"] input[type="file"]') as HTMLInputElement, [fileOf('INV-0043.pdf', 900)]);
    expect((await uploaded).detail).to.deep.equal({ itemId: 23, fileId: 777, name: 'inv-0043.pdf', size: 900 });
    await until(() => el.shadowRoot!.querySelectorAll('[data-item-id="23"] [part="file"]').length === 2, 'the stored files listed');
    expect(tus.uploads[0].metadata).to.deep.equal({ token: TOKEN, item_id: '23', filename: 'INV-0043.pdf', filetype: 'application/pdf' });
    expect(tus.uploads[0].headers.authorization, 'no Authorization on portal uploads').to.equal(undefined);
  });

  it("shows the purchase orders and the vendor's own bank details from the menu, also by keyboard", async () => {
    api = payableApi(portalContext([INVOICE, ORDER, INBOX], { module: 'payable' }));
    const el = await mountPayable();
    tab(el, 'Purchase Orders').click();
    await until(() => el.shadowRoot!.querySelector('[part="purchase-order"]'), 'the purchase orders');
    expect($(el, '[part="purchase-order"] h4').textContent).to.equal('Purchase order PO-7');
    expect($(el, '[part="purchase-order"]').textContent).to.contain('$990.00');
    tab(el, 'Purchase Orders').focus();
    await press('ArrowRight');
    // Where the vendor is paid (its own bank details), not the organization's receiving accounts.
    await until(() => el.shadowRoot!.querySelector('[part="bank-details"] [part="verified"]'), 'the bank details');
    expect($(el, '[part="bank-details"] h3').textContent).to.equal('Where we pay you');
    expect(api!.to('GET', '/api/portal/bank_details')[0].url.searchParams.get('token')).to.equal(TOKEN);
    expect(api!.to('GET', '/api/portal/pay_instructions')).to.have.length(0);
    expect(tab(el, 'Pay Instructions').getAttribute('aria-selected')).to.equal('true');
    await until(() => el.shadowRoot!.activeElement === tab(el, 'Pay Instructions'), 'the focus to move there');
    await expectAccessible(el);
  });

  it('opens on the entry of the view attribute and says when there is nothing', async () => {
    api = payableApi(portalContext([INBOX], { module: 'payable' }));
    const el = await mountPayable('view="purchase-orders"');
    expect($(el, '[part="empty"]').textContent).to.equal('There are no purchase orders.');
  });

  it('on hold shows the banner and refuses an invoice upload', async () => {
    const held = portalContext([INVOICE, INBOX], { module: 'payable', workspace: { id: 3, name: 'V', account_hold: true, account_hold_message: '' } });
    api = payableApi(held);
    tus = fakeTus(ENDPOINT);
    const el = await mountPayable();
    await until(() => el.shadowRoot!.querySelector('[part~="hold"]'), 'the banner');
    expect($(el, '[part~="hold"]').textContent).to.equal('Your account is on hold !');
    expect(el.shadowRoot!.querySelector('[data-item-id="23"] input[type="file"]')).to.equal(null);
    expect($(el, '[data-item-id="23"] [part="dropzone"]').textContent).to.contain('Your account is on hold !');
  });

  it('speaks French', async () => {
    api = payableApi(portalContext([INVOICE, INBOX], { module: 'payable' }));
    const el = await mountPayable('locale="fr"');
    expect(tab(el, 'Facture')).to.not.equal(undefined);
    expect($(el, 'caption').textContent).to.equal('Factures');
    expect($(el, '[data-item-id="21"] td:nth-of-type(3)').textContent).to.equal('1\u202f250,00\u00a0$US');
  });
});
