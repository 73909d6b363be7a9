import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { PortalContext, PortalItem } from '@si/contract';
import './payable-portal.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { $, cleanup, expectAccessible, until } from '../../test-support/dom.ts';
import { fileOf, pickFiles, portalContext, portalFile, portalItem } from '../../test-support/fixtures.ts';
import { today } from '../../portal-kit/itemLabels.ts';

const TOKEN = 'vendor-tok';
const bill = (id: number, extra: Partial<PortalItem>): PortalItem =>
  portalItem(id, { kind: 'INVOICE', subtype: 'bill', currency: 'USD', status: extra.bill_state ?? 'received', reject_reason: null, paid_on: null, payment_reference: null, replaces_id: null, corrected: false, ...extra });

const PAID = bill(31, { number: 'FAB-5488', issue_date: '2026-10-08', due_date: '2026-11-07', total: '2952.00', balance: '0.00', bill_state: 'paid', paid: true, paid_on: '2026-11-08', payment_reference: 'PAYRUN-0412', files: [portalFile(901, 'FAB-5488.pdf')] });
const REJECTED = bill(32, { number: 'FAB-5502', issue_date: '2026-11-09', due_date: '2026-12-09', total: '2976.00', balance: '2976.00', bill_state: 'rejected', reject_reason: 'The unit price does not match our order PO-1987.' });
const IN_APPROVAL = bill(33, { number: 'FAB-5521', issue_date: '2026-11-17', due_date: '2026-12-17', total: '4536.00', balance: '4536.00', bill_state: 'in_approval' });
const APPROVED = bill(34, { number: 'FAB-5530', issue_date: '2026-11-23', due_date: null, total: '957.60', balance: '957.60', bill_state: 'approved' });
const SCHEDULED = bill(35, { number: 'FAB-5533', issue_date: '2026-11-24', total: '100.00', balance: '100.00', bill_state: 'scheduled' });
const RECEIVED = bill(36, { number: 'FAB-5540', issue_date: '2026-11-25', total: '12.00', balance: '12.00', bill_state: 'received' });
const ALL = [PAID, REJECTED, IN_APPROVAL, APPROVED, SCHEDULED, RECEIVED];

let api: FakeApi | undefined;
function billsApi(context: PortalContext, routes: Parameters<typeof fakeApi>[0] = {}): FakeApi {
  let later: PortalContext | undefined;
  return fakeApi({
    'GET /api/filedrop': () => ({ json: later ?? context }),
    'GET /api/portal/details': { json: { customer: { first_name: 'Kenji', last_name: 'Sato' }, workspace: { account_hold: context.workspace.account_hold } } },
    'GET /api/portal_comments/object_comments': { json: { comments: [] } },
    ...routes,
    'POST /api/portal/bills': async (request) => {
      const sent = bill(40, { number: 'FAB-5600', issue_date: today(), total: '250.00', balance: '250.00', bill_state: 'received', files: [portalFile(950, 'FAB-5600.pdf')] });
      const reply = routes['POST /api/portal/bills'];
      if (reply) return typeof reply === 'function' ? reply(request) : reply;
      later = { ...context, items: [sent, ...context.items] };
      return { status: 201, json: sent };
    },
  });
}

async function mount(attributes = ''): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  holder.innerHTML = `<si-payable-portal token="${TOKEN}" ${attributes}></si-payable-portal>`;
  document.body.append(holder);
  const el = holder.firstElementChild as HTMLElement;
  await until(() => el.shadowRoot?.querySelector('[part="bills"]'), 'the bills');
  return el;
}

const cards = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="bill"]')];
const card = (el: Element, id: number) => el.shadowRoot!.querySelector<HTMLElement>(`[part="bill"][data-item-id="${id}"]`)!;
const text = (node: Element | null) => ((node as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim();
function typeIn(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const field = (form: Element, name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

afterEach(() => {
  api?.restore();
  api = undefined;
  setLocale('en');
  cleanup();
});

describe('si-payable-portal: bills', () => {
  it("lists the vendor's bills newest first, each state in words, the reason of a rejection and the day and reference of a payment", async () => {
    api = billsApi(portalContext(ALL, { module: 'payable' }));
    const el = await mount();
    expect(cards(el).map((c) => text(c.querySelector('h4')))).to.deep.equal(['Bill FAB-5540', 'Bill FAB-5533', 'Bill FAB-5530', 'Bill FAB-5521', 'Bill FAB-5502', 'Bill FAB-5488']);
    expect(cards(el).map((c) => text(c.querySelector('[part="bill-state"]')))).to.deep.equal(['Received', 'Scheduled for payment', 'Approved, to be paid', 'In approval', 'Rejected', 'Paid']);
    expect(text(card(el, 32).querySelector('[part="reject-reason"]'))).to.equal('Why it was rejected: The unit price does not match our order PO-1987.');
    expect(text(card(el, 31).querySelector('[part="paid"]'))).to.equal('On Nov 8, 2026, reference PAYRUN-0412');
    expect(text(card(el, 31))).to.contain('$2,952.00').and.contain('FAB-5488.pdf');
    expect(text(card(el, 34))).to.contain('On receipt');
    expect(el.shadowRoot!.innerHTML, 'no raw state shown').to.not.match(/>\s*(in_approval|received|rejected)\s*</);
    expect(card(el, 32).querySelector('[part="correct"]')).to.not.equal(null);
    expect(card(el, 33).querySelector('[part="correct"]'), 'only a rejected bill is corrected').to.equal(null);
    await expectAccessible(el);
  });

  it('sends a bill as multipart with its file and shows it at once, read again from the server', async () => {
    api = billsApi(portalContext([PAID], { module: 'payable' }));
    const el = await mount();
    const form = $(el, '[part="send-bill-form"]') as HTMLFormElement;
    typeIn(field(form, 'number'), 'FAB-5600');
    typeIn(field(form, 'total'), '250.00');
    pickFiles(field(form, 'file'), [fileOf('FAB-5600.pdf', 2048)]);
    form.requestSubmit();
    await until(() => card(el, 40), 'the new bill');
    const [post] = api.to('POST', '/api/portal/bills');
    expect(post!.headers.get('content-type')).to.match(/^multipart\/form-data; boundary=/);
    expect(post!.headers.get('authorization'), 'the token is the credential').to.equal(null);
    const body = String(post!.body);
    for (const [name, value] of [['token', TOKEN], ['number', 'FAB-5600'], ['bill_date', today()], ['currency', 'USD'], ['total', '250.00']]) {
      expect(body, name).to.contain(`name="${name}"\r\n\r\n${value}\r\n`);
    }
    expect(body).to.contain('name="file"; filename="FAB-5600.pdf"');
    expect(text(card(el, 40).querySelector('[part="bill-state"]'))).to.equal('Received');
    expect(text($(el, '[part="bill-notice"]'))).to.equal('Your bill FAB-5600 was received. You can follow it here.');
    await until(() => api!.to('GET', '/api/filedrop').length >= 2, 'the portal data read again');
    expect(field(form, 'number').value, 'the form is ready for the next bill').to.equal('');
  });

  it('checks the bill before sending it: a total with too many decimals, no file', async () => {
    api = billsApi(portalContext([], { module: 'payable' }));
    const el = await mount();
    expect(text($(el, '[part="bills-empty"]'))).to.equal('You have not sent us any bills yet.');
    const form = $(el, '[part="send-bill-form"]') as HTMLFormElement;
    typeIn(field(form, 'number'), 'X-1');
    typeIn(field(form, 'total'), '10.005');
    form.requestSubmit();
    await until(() => field(form, 'total').getAttribute('aria-invalid') === 'true', 'the total marked');
    expect(text(form)).to.contain('Enter at most 2 decimals for USD.').and.contain("Choose the bill's file: a PDF, PNG or JPEG.");
    pickFiles(field(form, 'file'), [fileOf('bill.docx', 100, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')]);
    typeIn(field(form, 'total'), '10.00');
    form.requestSubmit();
    await until(() => text(form).includes('Send the bill as a PDF, PNG or JPEG file.'), 'the file type refused');
    expect(api.to('POST', '/api/portal/bills')).to.have.length(0);
  });

  it("keeps what was typed when the server refuses the bill, the message at the field", async () => {
    api = billsApi(portalContext([], { module: 'payable' }), { 'POST /api/portal/bills': { status: 400, json: { file: ['Send the bill as a PDF, PNG or JPEG file.'] } } });
    const el = await mount();
    const form = $(el, '[part="send-bill-form"]') as HTMLFormElement;
    typeIn(field(form, 'number'), 'X-2');
    typeIn(field(form, 'total'), '99');
    pickFiles(field(form, 'file'), [fileOf('fake.pdf', 100)]);
    form.requestSubmit();
    await until(() => field(form, 'file').getAttribute('aria-invalid') === 'true', 'the file marked');
    expect(field(form, 'number').value).to.equal('X-2');
    expect(field(form, 'total').value).to.equal('99');
  });

  it('answers a rejection with a corrected bill, sent to the correction of that bill', async () => {
    const corrected = bill(41, { number: 'FAB-5502-A', issue_date: today(), total: '2832.00', balance: '2832.00', bill_state: 'in_approval', replaces_id: 32 });
    api = billsApi(portalContext([REJECTED], { module: 'payable' }), { 'POST /api/portal/bills/32/correction': { status: 201, json: corrected } });
    const el = await mount();
    (card(el, 32).querySelector('[part="correct"]') as HTMLButtonElement).click();
    const form = await until(() => card(el, 32).querySelector<HTMLFormElement>('[part="correction-form"]'), 'the correction form');
    expect(field(form, 'number').value, 'the number to correct, filled in').to.equal('FAB-5502');
    typeIn(field(form, 'number'), 'FAB-5502-A');
    typeIn(field(form, 'total'), '2832.00');
    pickFiles(field(form, 'file'), [fileOf('FAB-5502-A.pdf', 500)]);
    form.requestSubmit();
    await until(() => card(el, 41), 'the corrected bill');
    expect(String(api.to('POST', '/api/portal/bills/32/correction')[0]!.body)).to.contain('name="number"\r\n\r\nFAB-5502-A\r\n');
    expect(text(card(el, 41).querySelector('[part="bill-state"]'))).to.equal('In approval');
    expect(text(card(el, 41))).to.contain('This bill corrects one we rejected.');
    expect(card(el, 32).querySelector('[part="correct"]'), 'no second correction').to.equal(null);
    expect(text(card(el, 32))).to.contain('You sent a corrected bill in reply.');
  });

  it('on hold offers no form, and says why', async () => {
    api = billsApi(portalContext([REJECTED], { module: 'payable', workspace: { id: 3, name: 'V', account_hold: true, account_hold_message: 'Insurance certificate expired.' } }));
    const el = await mount();
    expect(el.shadowRoot!.querySelector('[part="send-bill-form"]')).to.equal(null);
    expect(text($(el, '[part="send-bill"] [part="hold-notice"]'))).to.equal('Insurance certificate expired.');
    expect(card(el, 32).querySelector('[part="correct"]')).to.equal(null);
  });

  it('fits a phone: no sideways scroll at 375 px, in Arabic, with the bills and the form', async () => {
    api = billsApi(portalContext(ALL, { module: 'payable' }));
    const el = await mount('locale="ar"');
    el.style.display = 'block';
    el.style.width = '375px';
    (card(el, 32).querySelector('[part="correct"]') as HTMLButtonElement).click();
    await until(() => el.shadowRoot!.querySelector('[part="correction-form"]'), 'the correction form');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(el.scrollWidth, 'no sideways scroll at 375 px').to.be.at.most(375);
    expect(($(el, '[part="portal"]') as HTMLElement).scrollWidth).to.be.at.most(375);
    await expectAccessible(el);
  });
});
