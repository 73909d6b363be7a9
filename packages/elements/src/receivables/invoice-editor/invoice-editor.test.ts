import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { InvoiceRow } from '@si/contract';
import './invoice-editor.ts';
import { expectAccessible, nextEvent, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, signInAs } from '../../test-support/table-test-kit.ts';
import { invoiceLine, invoiceRow } from '../../test-support/invoice-fixtures.ts';

const HREFS = 'invoice-href="/secureinvoice/draft?invoice={id}" document-href="/secureinvoice/documents/freeForm/4/{account_id}?invoice={id}" list-href="/secureinvoice/draft"';
const DRAFT = invoiceRow(7);
const OPEN = invoiceRow(7, { state: 'open' });

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  signInAs('IC');
  // What an earlier test left unsaved would be restored into this one's draft.
  for (const key of Object.keys(localStorage)) if (key.startsWith('si:invoice-draft:')) localStorage.removeItem(key);
});

const sent = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path);
const root = (el: Element) => el.shadowRoot!;
const input = (el: Element, selector: string) => {
  const found = root(el).querySelector<HTMLInputElement>(selector);
  if (!found) throw new Error(`No ${selector}`);
  return found;
};
/** Types a whole new value into a native input or select, as React sees a user's change. */
function setValue(target: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string): void {
  const proto = target instanceof HTMLSelectElement ? HTMLSelectElement.prototype : target instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(target, value);
  target.dispatchEvent(new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
const lineInput = (el: Element, n: number, field: string) => input(el, `tbody tr:nth-child(${n}) input[name="${field}"]`);
const descriptions = (el: Element) => [...root(el).querySelectorAll<HTMLInputElement>('tbody input[name="description"]')].map((i) => i.value);

/** Answers a PATCH with the draft as changed (the server's totals), like the API. */
function echoPatch(base: InvoiceRow) {
  server.on('PATCH', `/api/invoices/${base.id}`, (request) => {
    const body = request.body as Partial<InvoiceRow> & { lines: { description: string; quantity: string; unit_price: string; tax_rate: string; discount: string }[] };
    const lines = body.lines.map((l) => invoiceLine(l.description, l.quantity, l.unit_price, l.tax_rate, l.discount, body.currency));
    return { json: invoiceRow(base.id, { ...base, ...body, lines }) };
  });
}

const openDraft = async (row = DRAFT) => {
  server.on('GET', `/api/invoices/${row.id}`, { json: row });
  return show(`<si-invoice-editor invoice-id="${row.id}" ${HREFS}></si-invoice-editor>`, 'si-invoice-editor', '[part="form"]');
};

describe('si-invoice-editor', () => {
  it('is accessible: a draft with labelled fields, a lines table of labelled inputs and its totals', async () => {
    const el = await openDraft();
    await expectAccessible(el);
    expect(input(el, '#field-title').value).to.equal('March consulting');
    expect(input(el, '#field-currency').value).to.equal('USD');
    expect(root(el).querySelector<HTMLSelectElement>('#field-payment_terms')!.value).to.equal('30');
    expect(descriptions(el)).to.deep.equal(['Consulting', 'Travel']);
    expect(lineInput(el, 1, 'tax_rate').getAttribute('aria-label')).to.equal('Tax rate %, line 1');
    expect(textOf(el, '[part="totals"]')).to.equal('Subtotal $1,250.00 Tax $100.00 Total $1,350.00');
  });

  it('computes the totals live with the server rounding, in the currency minor units', async () => {
    const el = await openDraft();
    setValue(lineInput(el, 1, 'quantity'), '3');
    setValue(lineInput(el, 1, 'unit_price'), '19.99');
    setValue(lineInput(el, 1, 'discount'), '12.5');
    setValue(lineInput(el, 1, 'tax_rate'), '7.25');
    // 3 x 19.99 = 59.97, less 12.5% = 52.47375 -> 52.47; tax 7.25% = 3.804... -> 3.80
    await until(() => textOf(el, 'tbody tr:nth-child(1) .amount') === '$52.47', 'the line amount');
    expect(textOf(el, '[part="totals"]')).to.equal('Subtotal $302.47 Tax $3.80 Total $306.27');
    const currency = root(el).querySelector<HTMLSelectElement>('#field-currency')!;
    expect(currency.tagName).to.equal('SELECT');
    expect(currency.options.length, 'every ISO 4217 code the browser knows').to.be.greaterThan(100);
    expect(currency.selectedOptions[0]!.textContent).to.equal('USD · US Dollar');
    setValue(currency, 'JPY');
    await until(() => textOf(el, '[part="totals"]') === 'Subtotal ¥302 Tax ¥4 Total ¥306', 'yen totals');
    expect(input(el, '#field-currency').value).to.equal('JPY');
    setValue(input(el, '#field-currency'), 'KWD');
    await until(() => textOf(el, '[part="totals"]').includes('Total KWD'), 'dinar totals');
    expect(textOf(el, '[part="totals"]').replace(/\u00a0/g, ' ')).to.equal('Subtotal KWD 302.474 Tax KWD 3.804 Total KWD 306.278');
  });

  it('adds, reorders and removes lines from the keyboard, the focus following the line', async () => {
    const el = await openDraft();
    control(el, 'Add line').click();
    await until(() => descriptions(el).length === 3, 'a third line');
    await until(() => root(el).activeElement === lineInput(el, 3, 'description'), 'the focus on the new line');
    setValue(lineInput(el, 3, 'description'), 'Hosting');
    await until(() => descriptions(el)[2] === 'Hosting', 'the typed description');
    control(el, 'Move line 3 up').click();
    await until(() => descriptions(el).join() === 'Consulting,Hosting,Travel', 'Hosting moved up');
    await until(() => root(el).activeElement?.getAttribute('aria-label') === 'Move line 2 up', 'the focus on the moved line');
    control(el, 'Move line 2 up').click();
    await until(() => descriptions(el).join() === 'Hosting,Consulting,Travel', 'Hosting first');
    // At the top, Move up is disabled: the focus goes to the line's Move down.
    await until(() => root(el).activeElement?.getAttribute('aria-label') === 'Move line 1 down', 'the focus on Move down');
    expect(control(el, 'Move line 1 up').hasAttribute('disabled')).to.equal(true);
    control(el, 'Remove line 2').click();
    await until(() => descriptions(el).join() === 'Hosting,Travel', 'Consulting removed');
    await until(() => root(el).activeElement === lineInput(el, 2, 'description'), 'the focus on the next line');
    expect(textOf(el, '[part="totals"]')).to.equal('Subtotal $250.00 Tax $0.00 Total $250.00');
  });

  it('saves the whole draft, terms and a fixed due date included', async () => {
    echoPatch(DRAFT);
    const el = await openDraft();
    setValue(input(el, '#field-title'), 'April consulting');
    setValue(root(el).querySelector<HTMLSelectElement>('#field-language')!, 'fr');
    setValue(root(el).querySelector<HTMLSelectElement>('#field-payment_terms')!, 'fixed');
    await until(() => root(el).querySelector('#field-due_date'), 'the due date field');
    setValue(input(el, '#field-due_date'), '2026-05-15');
    control(el, 'Save').click();
    await until(() => sent('PATCH', '/api/invoices/7').length, 'the PATCH');
    expect(sent('PATCH', '/api/invoices/7')[0]!.body).to.deep.equal({
      title: 'April consulting',
      currency: 'USD',
      language: 'fr',
      issue_date: '2026-03-02',
      payment_terms_days: null,
      due_date: '2026-05-15',
      lines: [
        { description: 'Consulting', quantity: '10', unit_price: '100.00', tax_rate: '10', discount: '0' },
        { description: 'Travel', quantity: '1', unit_price: '250.00', tax_rate: '0', discount: '0' },
      ],
      memo: 'Thank you for your business.',
    });
    await until(() => textOf(el, '[part="save-state"]') === 'Draft saved.', 'the saved state');
  });

  it('checks custom days before saving, and saves a custom Net N', async () => {
    echoPatch(DRAFT);
    const el = await openDraft();
    setValue(root(el).querySelector<HTMLSelectElement>('#field-payment_terms')!, 'custom');
    await until(() => root(el).querySelector('#field-payment_terms_days'), 'the days field');
    setValue(input(el, '#field-payment_terms_days'), '400');
    control(el, 'Save').click();
    await until(() => root(el).querySelector('#field-payment_terms_days-error'), 'the days message');
    expect(textOf(el, '#field-payment_terms_days-error')).to.equal('Enter 0 to 365 days.');
    expect(input(el, '#field-payment_terms_days').getAttribute('aria-invalid')).to.equal('true');
    expect(sent('PATCH', '/api/invoices/7')).to.have.length(0);
    setValue(input(el, '#field-payment_terms_days'), '21');
    control(el, 'Save').click();
    await until(() => sent('PATCH', '/api/invoices/7').length, 'the PATCH');
    const body = sent('PATCH', '/api/invoices/7')[0]!.body as Record<string, unknown>;
    expect([body.payment_terms_days, body.due_date]).to.deep.equal([21, null]);
  });

  it("shows the server's 400 messages at their fields, lines included, and a 409 as an alert", async () => {
    const el = await openDraft();
    server.on('PATCH', '/api/invoices/7', (_, index) =>
      index === 0
        ? { status: 400, json: { 'lines.1.tax_rate': ['Enter a percentage from 0 to 100.'], memo: ['Too long.'] } }
        : { status: 409, json: { detail: 'This invoice is finalized; its content cannot change.' } },
    );
    setValue(lineInput(el, 2, 'tax_rate'), '150');
    control(el, 'Save').click();
    await until(() => root(el).querySelector('[id$="-tax_rate-error"]'), 'the line message');
    const rate = lineInput(el, 2, 'tax_rate');
    expect(rate.getAttribute('aria-invalid')).to.equal('true');
    expect(root(el).getElementById(rate.getAttribute('aria-describedby')!)!.textContent).to.equal('Enter a percentage from 0 to 100.');
    expect(textOf(el, '#field-memo-error')).to.equal('Too long.');
    expect(textOf(el, '[part="error"]')).to.equal('Some fields need attention.');
    control(el, 'Save').click();
    await until(() => textOf(el, '[part="error"]').includes('finalized'), 'the conflict');
    expect(root(el).querySelector('[part="error"]')!.getAttribute('role')).to.equal('alert');
  });

  it('saves by itself a moment after the last change', async () => {
    echoPatch(DRAFT);
    const el = await openDraft();
    setValue(input(el, '#field-title'), 'A');
    setValue(input(el, '#field-title'), 'Auto');
    expect(textOf(el, '[part="save-state"]')).to.equal('Unsaved changes');
    await until(() => sent('PATCH', '/api/invoices/7').length, 'the autosave', 5000);
    expect(sent('PATCH', '/api/invoices/7')).to.have.length(1);
    expect((sent('PATCH', '/api/invoices/7')[0]!.body as { title: string }).title).to.equal('Auto');
    await until(() => textOf(el, '[part="save-state"]') === 'Draft saved.', 'the saved state');
  });

  it('finalizes after the confirmation, then shows the invoice read-only with its number and balance', async () => {
    const el = await openDraft();
    server.on('POST', '/api/invoices/7/finalize', { json: OPEN });
    control(el, 'Finalize').click();
    await until(() => root(el).querySelector('[part="confirm"]'), 'the confirmation');
    expect(textOf(el, '[part="confirm"]')).to.contain('Its content freezes and it takes the next invoice number.');
    await expectAccessible(el);
    control(el, 'Cancel').click();
    await until(() => !root(el).querySelector('[part="confirm"]'), 'no confirmation');
    expect(sent('POST', '/api/invoices/7/finalize')).to.have.length(0);
    control(el, 'Finalize').click();
    await until(() => root(el).querySelector('[part="confirm"]'), 'the confirmation');
    root(el).querySelector<HTMLButtonElement>('[part="confirm"] .danger')!.click();
    await until(() => root(el).querySelector('[part="invoice"]'), 'the finalized invoice');
    expect(textOf(el, '[part="outcome"]')).to.equal('Invoice INV-0007 finalized.');
    expect(textOf(el, '[part="heading"]')).to.equal('Invoice INV-0007');
    expect(textOf(el, '[part="state"]')).to.equal('Open');
    expect(textOf(el, '[part="totals"]')).to.equal('Subtotal $1,250.00 Tax $100.00 Total $1,350.00 Balance $1,350.00');
    expect(root(el).querySelector('input')).to.equal(null);
    expect(root(el).querySelector('[part="document-link"]')!.getAttribute('href')).to.equal('/secureinvoice/documents/freeForm/4/12?invoice=7');
    await expectAccessible(el);
  });

  it('opens a new draft on the account without storing anything; its first save stores it and routes to it', async () => {
    server.on('GET', '/api/accounts/12', { json: { id: 12, name: 'Contoso Retail' } });
    server.on('GET', '/api/receivables/settings', { json: { default_currency: 'EUR', payment_terms_days: 45 } });
    server.on('POST', '/api/invoices', (request) => ({ status: 201, json: invoiceRow(31, { ...(request.body as Partial<InvoiceRow>), lines: [] }) }));
    const el = await show(`<si-invoice-editor account-id="12" ${HREFS}></si-invoice-editor>`, 'si-invoice-editor', '[part="form"]');
    expect(textOf(el, '[part="heading"]')).to.contain('Contoso Retail');
    expect(input(el, '#field-currency').value).to.equal('EUR');
    expect(root(el).querySelector<HTMLSelectElement>('#field-payment_terms')!.value).to.equal('45');
    expect(textOf(el, '.lines')).to.contain('No lines yet.');
    expect(textOf(el, '[part="save-state"]')).to.equal('Not saved yet');
    // Opening, waiting and adding a blank line store nothing.
    control(el, 'Add line').click();
    await new Promise((r) => setTimeout(r, 2000));
    expect(sent('POST', '/api/invoices')).to.have.length(0);
    expect(root(el).querySelector('[part="error"]')).to.equal(null);
    const navigated = nextEvent<{ href: string }>('si-navigate');
    setValue(input(el, '#field-title'), 'Spring order');
    expect((await navigated).detail.href).to.equal('/secureinvoice/draft?invoice=31');
    const [created] = sent('POST', '/api/invoices').map((r) => r.body as Record<string, unknown>);
    expect(created).to.include({ account_id: 12, title: 'Spring order', currency: 'EUR', payment_terms_days: 45 });
    expect(created!.lines, 'the blank line is held back').to.deep.equal([]);
    expect(input(el, '#field-title').value).to.equal('Spring order');
  });

  it('autosave after Add line: the blank line is held back, no message about a field not reached, and the typed title is saved', async () => {
    echoPatch(DRAFT);
    const el = await openDraft();
    setValue(input(el, '#field-title'), 'Typed before the line');
    control(el, 'Add line').click();
    await until(() => sent('PATCH', '/api/invoices/7').length, 'the autosave', 5000);
    const body = sent('PATCH', '/api/invoices/7')[0]!.body as { title: string; lines: { description: string }[] };
    expect(body.title).to.equal('Typed before the line');
    expect(body.lines.map((l) => l.description)).to.deep.equal(['Consulting', 'Travel']);
    await until(() => textOf(el, '[part="save-state"]') === 'Draft saved.', 'the saved state');
    expect(root(el).querySelector('[part="error"]')).to.equal(null);
    expect(descriptions(el)).to.deep.equal(['Consulting', 'Travel', '']);
  });

  it('a failed autosave loses nothing: the text stays, and a reload restores it', async () => {
    server.on('PATCH', '/api/invoices/7', { status: 503, json: { detail: 'Service unavailable.' } });
    const el = await openDraft();
    setValue(input(el, '#field-title'), 'Not lost');
    await until(() => sent('PATCH', '/api/invoices/7').length, 'the autosave', 5000);
    await until(() => textOf(el, '[part="save-state"]') === 'Not saved yet; your changes are kept in this browser.', 'the kept state');
    expect(input(el, '#field-title').value).to.equal('Not lost');
    el.remove();
    const again = await openDraft();
    expect(input(again, '#field-title').value).to.equal('Not lost');
    expect(textOf(again, '[part="restored"]')).to.equal('The changes you had not saved were restored.');
  });

  it('shows amounts in the currency minor units after saving', async () => {
    const el = await openDraft(invoiceRow(7, { lines: [invoiceLine('Design', '1', '350', '0', '0', 'USD'), invoiceLine('Parts', '2', '12.5', '0', '0', 'USD')] }));
    expect([lineInput(el, 1, 'unit_price').value, lineInput(el, 2, 'unit_price').value]).to.deep.equal(['350.00', '12.50']);
  });

  it('deletes a draft after the confirmation and goes back to the list', async () => {
    const el = await openDraft();
    server.on('DELETE', '/api/invoices/7', { status: 204 });
    control(el, 'Delete draft').click();
    await until(() => root(el).querySelector('[part="confirm"]'), 'the confirmation');
    const navigated = nextEvent<{ href: string }>('si-navigate');
    control(el, 'Delete').click();
    expect((await navigated).detail.href).to.equal('/secureinvoice/draft');
    expect(sent('DELETE', '/api/invoices/7')).to.have.length(1);
    await until(() => textOf(el, '[part="notice"]') === 'The draft was deleted.', 'the deleted notice');
  });

  it('sends, voids with a reason and issues a credit note on a finalized invoice', async () => {
    server.on('GET', '/api/invoices/7', { json: OPEN });
    server.on('POST', '/api/invoices/7/send', { json: { sent_to: ['ap@acme.test', 'cfo@acme.test'] } });
    server.on('POST', '/api/invoices/7/credit_notes', { status: 201, json: invoiceRow(8, { doc_type: 'credit_note', state: 'open', number: 'CN-0001' }) });
    server.on('POST', '/api/invoices/7/void', (request) => ({ json: { ...OPEN, state: 'void', void_reason: (request.body as { reason: string }).reason } }));
    const el = await show(`<si-invoice-editor invoice-id="7" ${HREFS}></si-invoice-editor>`, 'si-invoice-editor', '[part="invoice"]');
    control(el, 'Send').click();
    await until(() => textOf(el, '[part="notice"]'), 'the sent notice');
    expect(textOf(el, '[part="notice"]')).to.equal('Sent to ap@acme.test, cfo@acme.test.');
    expect(sent('POST', '/api/invoices/7/send')[0]!.body).to.deep.equal({});

    control(el, 'Credit note').click();
    await until(() => root(el).querySelector('[part="credit-form"]'), 'the credit note form');
    control(el, 'Issue credit note').click();
    await until(() => root(el).querySelector('#credit-amount[aria-invalid="true"]'), 'the amount message');
    expect(sent('POST', '/api/invoices/7/credit_notes')).to.have.length(0);
    setValue(input(el, '#credit-amount'), '100.00');
    setValue(input(el, '#credit-reason'), 'Discount agreed');
    control(el, 'Issue credit note').click();
    await until(() => textOf(el, '[part="notice"]').startsWith('Credit note'), 'the credit notice');
    expect(sent('POST', '/api/invoices/7/credit_notes')[0]!.body).to.deep.equal({ amount: '100.00', reason: 'Discount agreed' });
    expect(control(el, 'Open credit note CN-0001').getAttribute('href')).to.equal('/secureinvoice/draft?invoice=8');
    await until(() => sent('GET', '/api/invoices/7').length === 2, 'the invoice read again');

    control(el, 'Void').click();
    await until(() => root(el).querySelector('[part="void-form"]'), 'the void form');
    await expectAccessible(el);
    setValue(input(el, '#void-reason'), 'Issued twice');
    control(el, 'Void invoice').click();
    await until(() => textOf(el, '[part="state"]') === 'Void', 'the void state');
    expect(sent('POST', '/api/invoices/7/void')[0]!.body).to.deep.equal({ reason: 'Issued twice' });
    expect(textOf(el, '[part="facts"]')).to.contain('Issued twice');
    expect(() => control(el, 'Send')).to.throw();
  });

  it('offers no Void on an invoice with money applied (partly paid or paid), but a credit note', async () => {
    for (const [state, balance] of [['partially_paid', '50.00'], ['paid', '0.00']] as const) {
      server.on('GET', '/api/invoices/7', { json: invoiceRow(7, { state, balance }) });
      const el = await show(`<si-invoice-editor invoice-id="7" ${HREFS}></si-invoice-editor>`, 'si-invoice-editor', '[part="invoice"]');
      expect(() => control(el, 'Void'), state).to.throw();
      expect(control(el, 'Credit note').textContent).to.equal('Credit note');
      el.remove();
    }
  });

  it('says when the invoice is not found', async () => {
    server.on('GET', '/api/invoices/99', { status: 404, json: { detail: 'Not found.' } });
    const el = await show('<si-invoice-editor invoice-id="99"></si-invoice-editor>', 'si-invoice-editor', '[part="error"]');
    expect(textOf(el, '[part="error"]')).to.equal('This invoice was not found.');
  });

  it('lays out right to left in Arabic', async () => {
    server.on('GET', '/api/invoices/7', { json: DRAFT });
    const el = await show(`<si-invoice-editor locale="ar" invoice-id="7" ${HREFS}></si-invoice-editor>`, 'si-invoice-editor', '[part="form"]');
    const shell = root(el).querySelector('.si-root') ?? root(el).firstElementChild!;
    expect(getComputedStyle(shell).direction).to.equal('rtl');
  });
});
