import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import './invoice-document.ts';
import { expectAccessible, nextEvent, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, signInAs } from '../../test-support/table-test-kit.ts';
import { invoiceDocument, invoiceRow } from '../../test-support/invoice-fixtures.ts';
import { fillDocument, insertAt, paragraphsOf } from './fill.ts';

const OPEN = invoiceRow(7, { state: 'open' });
const PDF = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
const TAG = '<si-invoice-document invoice-id="7" account-href="/secureinvoice/accountDetails/4/12"></si-invoice-document>';

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  signInAs('IC');
  server.on('GET', '/api/invoices/7', { json: OPEN });
  server.on('GET', '/api/invoices/7/document', { json: invoiceDocument() });
});

const area = (el: Element) => el.shadowRoot!.querySelector<HTMLTextAreaElement>('textarea')!;
const paragraphs = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="preview-page"] p')].map((p) => p.innerText);
function type(target: HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(target, value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('si-invoice-document', () => {
  it('is accessible: the text, the variables and the preview with the variables filled in', async () => {
    const el = await show(TAG, 'si-invoice-document', 'textarea');
    await expectAccessible(el);
    expect(area(el).value).to.equal('Invoice {{number}}\nTo: {{customer}}\n\nTotal: {{total}} {{currency}}');
    expect(paragraphs(el)).to.deep.equal(['Invoice INV-0007\nTo: Acme Trading', 'Total: 1,350.00 USD']);
    expect(textOf(el, '[part="heading"]')).to.equal('Free-form document of INV-0007');
    expect(control(el, 'Back to the account').getAttribute('href')).to.equal('/secureinvoice/accountDetails/4/12');
    expect(control(el, 'Insert {{due_date}}').localName).to.equal('button');
  });

  it('says an invoice id that is no id was not found, without asking the server', async () => {
    const el = await show('<si-invoice-document invoice-id="seven"></si-invoice-document>', 'si-invoice-document', '[part="error"]');
    expect(textOf(el, '[part="error"]')).to.equal('This invoice was not found.');
    expect(server.requests.filter((r) => r.path.startsWith('/api/invoices'))).to.have.length(0);
  });

  it('says plainly that {{pay_link}} is issued when the invoice is sent, and previews what the PDF will say instead of an address', async () => {
    const el = await show(TAG, 'si-invoice-document', 'textarea');
    const note = el.shadowRoot!.querySelector<HTMLElement>('[part="pay-link-note"]')!;
    expect(note.textContent).to.equal(
      "{{pay_link}} prints no address: each contact's own secure link is issued when the invoice is sent, in the e-mail that carries this PDF, so the PDF points to that e-mail.",
    );
    expect(note.checkVisibility()).to.equal(true);
    expect(control(el, 'Insert {{pay_link}}').getAttribute('aria-describedby')).to.equal(note.id);
    type(area(el), 'Pay online: {{pay_link}}');
    await until(() => paragraphs(el)[0] === 'Pay online: the secure link in the e-mail that came with this document', 'the preview');
    expect(el.shadowRoot!.querySelector('[part="preview-page"]')!.textContent).not.to.match(/https?:|\/public\//);
  });

  it('inserts a variable at the cursor and previews it as text, never as markup', async () => {
    const el = await show(TAG, 'si-invoice-document', 'textarea');
    type(area(el), 'Hello <b>there</b>\n\nPay by ');
    area(el).setSelectionRange(6, 6);
    control(el, 'Insert {{due_date}}').click();
    await until(() => area(el).value.includes('{{due_date}}'), 'the inserted variable');
    expect(area(el).value).to.equal('Hello {{due_date}}<b>there</b>\n\nPay by ');
    await until(() => el.shadowRoot!.activeElement === area(el), 'the focus back in the text');
    expect(area(el).selectionStart).to.equal(6 + '{{due_date}}'.length);
    await until(() => paragraphs(el)[0] === 'Hello Apr 1, 2026<b>there</b>', 'the preview');
    expect(el.shadowRoot!.querySelector('[part="preview-page"] b')).to.equal(null);
  });

  it('saves the text as the PDF and links to it', async () => {
    server.on('PUT', '/api/invoices/7/document', { json: { ...OPEN, pdf_file_id: 41, sent_to: [], not_sent: null } });
    server.on('GET', '/api/invoices/7/pdf', { blob: PDF });
    const el = await show(TAG, 'si-invoice-document', 'textarea');
    type(area(el), 'Invoice {{number}}');
    control(el, 'Save as PDF').click();
    await until(() => el.shadowRoot!.querySelector('[part="pdf-link"]'), 'the PDF link');
    expect(server.requests.find((r) => r.method === 'PUT')!.body).to.deep.equal({ body: 'Invoice {{number}}' });
    const link = el.shadowRoot!.querySelector('[part="pdf-link"]')!;
    expect(link.getAttribute('href')).to.match(/^blob:/);
    expect(link.getAttribute('download')).to.equal('INV-0007.pdf');
    expect(textOf(el, '[part="notice"]')).to.equal("Saved as the invoice's PDF. Open INV-0007.pdf");
  });

  it('with "save and send" on, says to whom the document was e-mailed', async () => {
    server.on('PUT', '/api/invoices/7/document', { json: { ...OPEN, pdf_file_id: 41, sent_at: '2026-03-02T10:00:00Z', sent_to: ['ap@acme.test', 'cfo@acme.test'], not_sent: null } });
    server.on('GET', '/api/invoices/7/pdf', { blob: PDF });
    const el = await show(TAG, 'si-invoice-document', 'textarea');
    control(el, 'Save as PDF').click();
    await until(() => el.shadowRoot!.querySelector('[part="pdf-link"]'), 'the PDF link');
    expect(textOf(el, '[part="notice"]')).to.equal("Saved as the invoice's PDF and e-mailed to ap@acme.test, cfo@acme.test. Open INV-0007.pdf");
  });

  it('says the document was saved but not e-mailed when customer notifications are off, and where to turn them on', async () => {
    server.on('PUT', '/api/invoices/7/document', { json: { ...OPEN, pdf_file_id: 41, sent_to: [], not_sent: 'customer_notifications_off' } });
    server.on('GET', '/api/invoices/7/pdf', { blob: PDF });
    const el = await show(TAG, 'si-invoice-document', 'textarea');
    control(el, 'Save as PDF').click();
    await until(() => el.shadowRoot!.querySelector('[part="pdf-link"]'), 'the PDF link');
    const notice = el.shadowRoot!.querySelector<HTMLElement>('[part="notice"]')!;
    expect(notice.classList.contains('notice--warning'), 'a warning, not a success').to.equal(true);
    expect(notice.getAttribute('role')).to.equal('status');
    expect(textOf(el, '[part="notice"]')).to.equal(
      'Saved as the invoice\'s PDF, but not e-mailed: customer notifications are turned off for this organization. Turn on "Notify customers" in the organization settings, then send the invoice from its page. Open INV-0007.pdf',
    );
    await expectAccessible(el);
  });

  it('says the document was saved but not e-mailed when the account has no contact, never the raw reason', async () => {
    server.on('PUT', '/api/invoices/7/document', { json: { ...OPEN, pdf_file_id: 41, sent_to: [], not_sent: 'no_contact' } });
    server.on('GET', '/api/invoices/7/pdf', { blob: PDF });
    const el = await show(TAG, 'si-invoice-document', 'textarea');
    control(el, 'Save as PDF').click();
    await until(() => el.shadowRoot!.querySelector('[part="pdf-link"]'), 'the PDF link');
    const notice = el.shadowRoot!.querySelector<HTMLElement>('[part="notice"]')!;
    expect(notice.classList.contains('notice--warning'), 'a warning, not a success').to.equal(true);
    expect(textOf(el, '[part="notice"]')).to.equal(
      "Saved as the invoice's PDF, but not e-mailed: this account has no contact to send it to. Add a contact to the account, then send the invoice from its page. Open INV-0007.pdf",
    );
    expect(el.shadowRoot!.textContent).not.to.contain('no_contact');
    expect(el.shadowRoot!.querySelector('[role="alert"]'), 'no error').to.equal(null);
  });

  it('refuses an empty text, and shows the server refusal', async () => {
    server.on('PUT', '/api/invoices/7/document', { status: 409, json: { detail: 'A void invoice keeps its PDF.' } });
    const el = await show(TAG, 'si-invoice-document', 'textarea');
    type(area(el), '  ');
    control(el, 'Save as PDF').click();
    await until(() => el.shadowRoot!.querySelector('#document-body-error'), 'the message');
    expect(area(el).getAttribute('aria-invalid')).to.equal('true');
    expect(server.requests.filter((r) => r.method === 'PUT')).to.have.length(0);
    type(area(el), 'Text');
    control(el, 'Save as PDF').click();
    await until(() => textOf(el, '[part="error"]'), 'the alert');
    expect(textOf(el, '[part="error"]')).to.equal('A void invoice keeps its PDF.');
  });

  it('previews right to left for an Arabic invoice', async () => {
    server.on('GET', '/api/invoices/7', { json: { ...OPEN, language: 'ar' } });
    const el = await show(TAG, 'si-invoice-document', '[part="preview-page"]');
    const page = el.shadowRoot!.querySelector<HTMLElement>('[part="preview-page"]')!;
    expect([page.dir, page.lang, getComputedStyle(page).direction]).to.deep.equal(['rtl', 'ar', 'rtl']);
  });

  it('routes Back through the host', async () => {
    const el = await show(TAG, 'si-invoice-document', 'textarea');
    const navigated = nextEvent<{ href: string }>('si-navigate');
    document.addEventListener('si-navigate', (e) => e.preventDefault(), { once: true });
    control(el, 'Back to the account').click();
    expect((await navigated).detail.href).to.equal('/secureinvoice/accountDetails/4/12');
  });

  it('fills variables, splits paragraphs and inserts like the server and a text area do', () => {
    expect(fillDocument('{{ total }} {{unknown}} {{customer}}', { total: '5', customer: 'A' })).to.equal('5 {{unknown}} A');
    expect(paragraphsOf('a\nb\n\n\n c \r\n\r\nd')).to.deep.equal(['a\nb', ' c ', 'd']);
    expect(insertAt('abcd', 1, 3, 'X')).to.deep.equal({ value: 'aXd', caret: 2 });
  });
});
