import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { InvoiceRow, PaymentRefundRow, PaymentRow, StatementView } from '@si/contract';
import './account-receivables.ts';
import { $, expectAccessible, nextEvent, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, nativeInput, pageOf, params, rowTexts, signInAs, savedDownloads } from '../../test-support/table-test-kit.ts';

function invoice(fields: Partial<InvoiceRow> & Pick<InvoiceRow, 'id'>): InvoiceRow {
  return {
    account_id: 11, account_name: 'Acme Trading', doc_type: 'invoice', state: 'open', number: `INV-000${fields.id}`, title: 'Consulting', currency: 'USD', language: 'en',
    issue_date: '2026-01-10', due_date: '2026-02-09', payment_terms_days: 30, lines: [], memo: '', subtotal: '100.00', tax: '0.00', total: '100.00', balance: '100.00',
    days_overdue: 0, credited_invoice_id: null, finalized_at: '2026-01-10T09:00:00Z', sent_at: null, voided_at: null, void_reason: null, external_reference: null, pdf_file_id: null,
    created_at: '2026-01-10T09:00:00Z', updated_at: '2026-01-10T09:00:00Z', ...fields,
  };
}
const OLD = invoice({ id: 1, total: '300.00', balance: '300.00', due_date: '2026-01-05', days_overdue: 45 });
const PART = invoice({ id: 2, state: 'partially_paid', total: '500.00', balance: '200.00', due_date: '2026-02-20' });
const PAID = invoice({ id: 3, state: 'paid', balance: '0.00' });
const DRAFT = invoice({ id: 4, state: 'draft', number: null, issue_date: null, due_date: null, finalized_at: null });
const NOTE = invoice({ id: 5, doc_type: 'credit_note', number: 'CN-0001', total: '50.00', balance: '50.00', credited_invoice_id: 3 });
const PAYMENT: PaymentRow = {
  id: 70, account_id: 11, method: 'bank_transfer', received_on: '2026-02-01', reference: 'WIRE-1', amount: '325.00', currency: 'USD', unapplied: '25.00', refunded: '0.00',
  receipt_number: 'RCT-0001', allocations: [{ invoice_id: 2, invoice_number: 'INV-0002', amount: '300.00', applied_on: '2026-02-01' }], online: false, created_at: '2026-02-01T10:00:00Z',
};
/** Paid by card online, every cent of it given back already. */
const REFUNDED: PaymentRow = { ...PAYMENT, id: 69, method: 'card', received_on: '2026-01-20', reference: 'cs_test_1', amount: '80.00', unapplied: '0.00', refunded: '80.00', receipt_number: 'RCT-0000', allocations: [], online: true };
const REFUND: PaymentRefundRow = {
  id: 5, payment_id: 70, account_id: 11, amount: '300.00', currency: 'USD', refunded_on: '2026-02-10', reason: 'Goods returned', method: 'bank_transfer', channel: 'offline', provider_reference: null,
  from_credit: '25.00', invoices: [{ invoice_id: 2, invoice_number: 'INV-0002', amount: '275.00' }], created_at: '2026-02-10T10:00:00Z',
};
const STATEMENT: StatementView = {
  account_id: 11, account_name: 'Acme Trading', currency: 'USD', from: '2026-02-01', as_of: '2026-02-19', opening_balance: '800.00', closing_balance: '500.00',
  lines: [
    { date: '2026-02-01', kind: 'payment', reference: 'RCT-0001', description: 'Bank transfer WIRE-1', charge: '0.00', credit: '300.00', balance: '500.00' },
    { date: '2026-02-03', kind: 'refund', reference: 'RCT-0000', description: 'Refund: Goods returned', charge: '80.00', credit: '0.00', balance: '580.00' },
  ],
  aging: { current: '200.00', days_1_30: '0.00', days_31_60: '300.00', days_61_90: '0.00', days_over_90: '0.00', total: '500.00' },
  open_invoices: [],
};

const TAG = '<si-account-receivables account-id="11" invoice-href="/secureinvoice/draft?invoice={id}" new-invoice-href="/secureinvoice/draft?account={id}&amp;new=1"></si-account-receivables>';
const shown = (tag = TAG) => show(tag, 'si-account-receivables', 'tbody tr');
const posts = (path: string) => server.requests.filter((r) => r.method !== 'GET' && r.path === path);
const input = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
async function fill(el: Element, name: string, text: string) {
  const box = input(el, name);
  box.focus();
  box.select();
  await typeInto(box, text);
}
const messageOf = (el: Element, name: string) => {
  const box = input(el, name);
  return box.getAttribute('aria-describedby') ? el.shadowRoot!.getElementById(box.getAttribute('aria-describedby')!)?.textContent : undefined;
};

const submitPayment = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="payment-form"] button[type="submit"]')!.click();
const submitRefund = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="refund-form"] button[type="submit"]')!.click();

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/invoices', (req) => {
    const q = params(req.search);
    if (q.doc_type === 'credit_note') return { json: pageOf(q.state === 'open' ? [NOTE] : [NOTE]) };
    if (q.state === 'open') return { json: pageOf([OLD]) };
    if (q.state === 'partially_paid') return { json: pageOf([PART]) };
    return { json: pageOf([OLD, PART, PAID, DRAFT]) };
  });
  server.on('GET', '/api/accounts/11/payments', { json: pageOf([PAYMENT]) });
  server.on('GET', '/api/accounts/11/statement', { json: STATEMENT });
  server.on('GET', '/api/accounts/11/statement_schedule', { json: { enabled: false, day_of_month: null, last_sent_on: null } });
});

describe('si-account-receivables', () => {
  it('is accessible, listing the account\'s invoices with states, links and the actions each state allows, and its unapplied credit', async () => {
    signInAs('IC');
    const el = await shown();
    await until(() => el.shadowRoot!.querySelector('[part="credit"]'), 'the credit');
    await expectAccessible(el);
    expect(rowTexts(el)).to.deep.equal([
      'INV-0001 | Consulting | Open · 45 days overdue | Jan 10, 2026 | Jan 5, 2026 | $300.00 | $300.00 | PDFSendCredit noteVoid',
      'INV-0002 | Consulting | Partially paid | Jan 10, 2026 | Feb 20, 2026 | $500.00 | $200.00 | PDFSendCredit note',
      'INV-0003 | Consulting | Paid | Jan 10, 2026 | Feb 9, 2026 | $100.00 | $0.00 | PDFSendCredit note',
      'Draft | Consulting | Draft |  |  | $100.00 | $100.00 | ',
    ]);
    expect(el.shadowRoot!.querySelector('[part="invoice-link"]')!.getAttribute('href')).to.equal('/secureinvoice/draft?invoice=1');
    expect($(el, '[part="new-invoice"]').getAttribute('href')).to.equal('/secureinvoice/draft?account=11&new=1');
    // Credit: the payment's 25.00 left and the open credit note's 50.00.
    expect(textOf(el, '[part="credit"]')).to.equal('Unapplied credit: $75.00 Apply credit');
    const list = server.requests.find((r) => r.path === '/api/invoices' && !params(r.search).state)!;
    expect(params(list.search)).to.deep.equal({ page: '1', page_size: '10', ordering: '-created', account: '11', doc_type: 'invoice' });
  });

  it('downloads an invoice\'s PDF with the session and sends the invoice', async () => {
    signInAs('IC');
    server.on('GET', '/api/invoices/1/pdf', { blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), headers: { 'content-disposition': 'attachment; filename="INV-0001.pdf"' } });
    server.on('POST', '/api/invoices/1/send', { json: { sent_to: ['ap@acme.test'] } });
    const el = await shown();
    const saved = await savedDownloads(() => control(el, 'PDF of INV-0001').click());
    expect(saved).to.deep.equal(['INV-0001.pdf']);
    expect(server.requests.find((r) => r.path === '/api/invoices/1/pdf')!.authorization).to.equal('JWT ACCESS');
    control(el, 'Send INV-0001').click();
    await until(() => textOf(el, '[part="notice"]') === 'Invoice INV-0001 sent to ap@acme.test.', 'the confirmation');
  });

  it('voids an invoice with a reason, showing the server\'s 409 as an alert', async () => {
    signInAs('IC');
    server.on('POST', '/api/invoices/1/void', (_req, index) =>
      index === 0 ? { status: 409, json: { detail: 'An invoice with payments or credits applied cannot be voided; issue a credit note instead.' } } : { json: { ...OLD, state: 'void' } },
    );
    const el = await shown();
    control(el, 'Void INV-0001').click();
    await until(() => el.shadowRoot!.querySelector('[part="void-form"]'), 'the void form');
    control(el, 'Void invoice').click();
    await until(() => messageOf(el, 'reason') === 'This field is required.', 'the required reason');
    expect(posts('/api/invoices/1/void')).to.have.length(0);
    await fill(el, 'reason', 'Billed twice');
    control(el, 'Void invoice').click();
    await until(() => el.shadowRoot!.querySelector('[part="void-form"] [role="alert"]')?.textContent === 'An invoice with payments or credits applied cannot be voided; issue a credit note instead.', 'the 409 alert');
    await expectAccessible(el);
    control(el, 'Void invoice').click();
    await until(() => textOf(el, '[part="notice"]') === 'Invoice INV-0001 voided.', 'the confirmation');
    expect(posts('/api/invoices/1/void').map((r) => r.body)).to.deep.equal([{ reason: 'Billed twice' }, { reason: 'Billed twice' }]);
    expect(el.shadowRoot!.querySelector('[part="void-form"]')).to.equal(null);
  });

  it('issues a credit note for an amount, showing the server\'s field error', async () => {
    signInAs('OA');
    server.on('POST', '/api/invoices/2/credit_notes', (_req, index) =>
      index === 0 ? { status: 400, json: { amount: ['The credit is more than the open balance of the invoice.'] } } : { status: 201, json: { ...NOTE, number: 'CN-0002' } },
    );
    const el = await shown();
    control(el, 'Credit note for INV-0002').click();
    await until(() => el.shadowRoot!.querySelector('[part="credit-form"]'), 'the credit note form');
    expect(textOf(el, '[part="credit-form"] p')).to.equal('Balance of the invoice: $200.00');
    await fill(el, 'amount', '12.345');
    await fill(el, 'reason', 'Discount agreed');
    control(el, 'Issue credit note').click();
    await until(() => messageOf(el, 'amount') === 'Enter an amount such as 1250.00, with at most 2 decimals.', 'the amount check');
    await fill(el, 'amount', '250');
    control(el, 'Issue credit note').click();
    await until(() => messageOf(el, 'amount') === 'The credit is more than the open balance of the invoice.', 'the server\'s message');
    control(el, 'Issue credit note').click();
    await until(() => textOf(el, '[part="notice"]') === 'Credit note CN-0002 issued against INV-0002.', 'the confirmation');
    expect(posts('/api/invoices/2/credit_notes').map((r) => r.body)).to.deep.equal([{ amount: '250', reason: 'Discount agreed' }, { amount: '250', reason: 'Discount agreed' }]);
  });

  it('lists payments and records one spread oldest first, with one Idempotency-Key per opening of the form', async () => {
    signInAs('IC');
    let release: () => void = () => undefined;
    server.on('POST', '/api/accounts/11/payments', (_req, index) =>
      index === 0
        ? { status: 400, json: { received_on: ['Enter a real date.'] } }
        : new Promise((resolve) => {
            release = () => resolve({ status: 201, json: { ...PAYMENT, id: 71, amount: '400.00', receipt_number: 'RCT-0002' } });
          }),
    );
    const el = await shown();
    control(el, 'Payments').click();
    await until(() => rowTexts(el)[0]?.startsWith('Feb 1, 2026'), 'the payments');
    expect(rowTexts(el)).to.deep.equal(['Feb 1, 2026 | Bank transfer | WIRE-1 | $325.00 | INV-0002: $300.00 | $25.00 |  | PDF | Refund']);
    control(el, 'Record payment').click();
    await until(() => el.shadowRoot!.querySelector('[name="allocation.2"]'), 'the open invoices');
    expect(input(el, 'currency').value).to.equal('USD');
    await fill(el, 'amount', '400');
    // Oldest due first: 300.00 to INV-0001 (due Jan 5), the rest to INV-0002.
    await until(() => input(el, 'allocation.1').value === '300.00' && input(el, 'allocation.2').value === '100.00', 'the oldest-first spread');
    expect(textOf(el, '[part="remaining"]')).to.equal('Allocated $400.00; $0.00 remains as credit.');
    await fill(el, 'allocation.2', '60');
    await until(() => textOf(el, '[part="remaining"]') === 'Allocated $360.00; $40.00 remains as credit.', 'the credit left');
    await fill(el, 'reference', 'WIRE-2');
    await expectAccessible(el);
    submitPayment(el);
    await until(() => messageOf(el, 'received_on') === 'Enter a real date.', 'the server\'s date message');
    // A double click sends one request (the second click waits for the first); the retry after the 400 carries the same key.
    const submit = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="payment-form"] button[type="submit"]')][0];
    submit.click();
    submit.click();
    await until(() => posts('/api/accounts/11/payments').length === 2, 'the second request');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(posts('/api/accounts/11/payments')).to.have.length(2);
    release();
    await until(() => textOf(el, '[part="notice"]') === 'Payment of $400.00 recorded (receipt RCT-0002).', 'the confirmation');
    const sent = posts('/api/accounts/11/payments');
    expect(sent).to.have.length(2);
    const keys = sent.map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).to.match(/^[0-9a-f-]{36}$/);
    expect(keys[1]).to.equal(keys[0]);
    expect(sent[1].body).to.deep.equal({
      method: 'bank_transfer', received_on: sent[1].body && (sent[1].body as { received_on: string }).received_on, reference: 'WIRE-2', amount: '400', currency: 'USD',
      allocations: [{ invoice_id: 1, amount: '300.00' }, { invoice_id: 2, amount: '60' }],
    });
    // A new opening of the form is a new payment: a new key.
    server.on('POST', '/api/accounts/11/payments', { status: 201, json: PAYMENT });
    control(el, 'Record payment').click();
    await until(() => el.shadowRoot!.querySelector('[name="allocation.2"]'), 'the form again');
    await fill(el, 'amount', '5');
    submitPayment(el);
    await until(() => posts('/api/accounts/11/payments').length === 3, 'the third request');
    expect(posts('/api/accounts/11/payments')[2].headers.get('idempotency-key')).to.not.equal(keys[0]);
  });

  it('refuses allocations above an invoice\'s balance or the payment before sending', async () => {
    signInAs('IC');
    const el = await shown();
    control(el, 'Payments').click();
    await until(() => el.shadowRoot!.querySelector('[part="record-payment"]'), 'the payments tab');
    control(el, 'Record payment').click();
    await until(() => el.shadowRoot!.querySelector('[name="allocation.2"]'), 'the open invoices');
    await fill(el, 'amount', '100');
    await fill(el, 'allocation.2', '250');
    submitPayment(el);
    await until(() => messageOf(el, 'allocation.2') === 'The amount is more than the open balance of the invoice.', 'the balance check');
    await fill(el, 'allocation.2', '150');
    submitPayment(el);
    await until(() => textOf(el, '[part="payment-form"] .allocations [role="alert"]') === 'The allocations add up to more than the payment.', 'the sum check');
    expect(posts('/api/accounts/11/payments')).to.have.length(0);
  });

  it('keeps Refund in view at 1366 px when a payment has a very long reference: the reference is cut with an ellipsis and kept whole for readers', async () => {
    signInAs('OA');
    const reference = `WIRE ${'SEPA-CT-2026-0201-NORTHWIND-LENDING-AND-TRADE-'.repeat(4)}END`;
    server.on('GET', '/api/accounts/11/payments', { json: pageOf([{ ...PAYMENT, reference }]) });
    const el = await shown();
    el.style.display = 'block';
    el.style.width = '1040px';
    control(el, 'Payments').click();
    await until(() => rowTexts(el).length === 1, 'the payment');
    const table = el.shadowRoot!.querySelector('[part~="panel"] table')!;
    const refund = control(el, 'Refund payment RCT-0001');
    const box = table.parentElement!.getBoundingClientRect();
    const button = refund.getBoundingClientRect();
    expect(button.right, 'Refund inside the table box').to.be.at.most(box.right + 0.5);
    expect(button.left).to.be.at.least(box.left - 0.5);
    const cell = [...table.querySelectorAll('td')].find((td) => td.textContent!.includes('SEPA-CT'))!;
    expect(cell.getBoundingClientRect().width, 'the reference cell is cut').to.be.below(400);
    expect(rowTexts(el)[0]).to.include(reference);
  });

  it('refunds a payment: what is left prefilled, the server\'s field error at its field, one Idempotency-Key; a fully refunded one is disabled and says why', async () => {
    signInAs('OA');
    server.on('GET', '/api/accounts/11/payments', { json: pageOf([PAYMENT, REFUNDED]) });
    server.on('POST', '/api/payments/70/refund', (_req, index) =>
      index === 0 ? { status: 400, json: { refunded_on: ['A refund cannot be dated before the payment was received.'] } } : { status: 201, json: REFUND },
    );
    const el = await shown();
    control(el, 'Payments').click();
    await until(() => rowTexts(el).length === 2, 'the payments');
    expect(rowTexts(el)).to.deep.equal([
      'Feb 1, 2026 | Bank transfer | WIRE-1 | $325.00 | INV-0002: $300.00 | $25.00 |  | PDF | Refund',
      'Jan 20, 2026 | Online (Card) | cs_test_1 | $80.00 |  |  | $80.00 | PDF | RefundFully refunded',
    ]);
    // Nothing left of the card payment: the button stays, disabled, described by its reason, and opens nothing.
    const spent = control(el, 'Refund payment RCT-0000');
    expect(spent.getAttribute('aria-disabled')).to.equal('true');
    expect(el.shadowRoot!.getElementById(spent.getAttribute('aria-describedby')!)!.textContent).to.equal('Fully refunded');
    spent.click();
    expect(el.shadowRoot!.querySelector('[part="refund-form"]')).to.equal(null);

    control(el, 'Refund payment RCT-0001').click();
    await until(() => el.shadowRoot!.querySelector('[part="refund-form"]'), 'the refund form');
    await expectAccessible(el);
    expect(textOf(el, '[part="refund-summary"]')).to.equal('Paid $325.00 on Feb 1, 2026; $325.00 can be refunded.');
    expect(input(el, 'amount').value).to.equal('325.00');
    await fill(el, 'amount', '325.01');
    submitRefund(el);
    await until(() => messageOf(el, 'amount') === 'The amount is more than what is left to refund of this payment.', 'the amount check');
    await until(() => messageOf(el, 'reason') === 'This field is required.', 'the required reason');
    expect(posts('/api/payments/70/refund')).to.have.length(0);
    await fill(el, 'amount', '300');
    await fill(el, 'reason', 'Goods returned');
    submitRefund(el);
    await until(() => messageOf(el, 'refunded_on') === 'A refund cannot be dated before the payment was received.', 'the server\'s date message');
    submitRefund(el);
    await until(() => textOf(el, '[part="notice"]') === 'Refunded $300.00; open again: INV-0002.', 'the confirmation');
    const sent = posts('/api/payments/70/refund');
    expect(sent.map((r) => ({ ...(r.body as object), refunded_on: '' }))).to.deep.equal([
      { amount: '300', reason: 'Goods returned', refunded_on: '' },
      { amount: '300', reason: 'Goods returned', refunded_on: '' },
    ]);
    expect((sent[0].body as { refunded_on: string }).refunded_on).to.match(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent[0].headers.get('idempotency-key')).to.match(/^[0-9a-f-]{36}$/);
    expect(sent[1].headers.get('idempotency-key')).to.equal(sent[0].headers.get('idempotency-key'));
    expect(el.shadowRoot!.querySelector('[part="refund-form"]')).to.equal(null);
  });

  it('applies the unapplied credit', async () => {
    signInAs('LRA');
    server.on('POST', '/api/accounts/11/apply_credit', { json: { applied: '75.00', invoices: [1] } });
    const el = await shown();
    await until(() => el.shadowRoot!.querySelector('[part="apply-credit"]'), 'the credit');
    control(el, 'Apply credit').click();
    await until(() => textOf(el, '[part="notice"]') === 'Applied $75.00 of credit to 1 invoices.', 'the confirmation');
    expect(posts('/api/accounts/11/apply_credit')[0].body).to.deep.equal({ currency: 'USD' });
  });

  it('lists credit notes', async () => {
    signInAs('VO');
    const el = await shown();
    control(el, 'Credit notes').click();
    await until(() => rowTexts(el)[0]?.startsWith('CN-0001'), 'the credit notes');
    expect(rowTexts(el)).to.deep.equal(['CN-0001 | Consulting | Open | Jan 10, 2026 | $50.00 | $50.00 | PDF']);
  });

  it('shows the statement as of a date, sends it and saves the monthly schedule', async () => {
    signInAs('IC');
    server.on('POST', '/api/accounts/11/statement/send', { json: { sent_to: ['ap@acme.test'], statement_id: 9 } });
    server.on('PUT', '/api/accounts/11/statement_schedule', (req) =>
      (req.body as { day_of_month: number }).day_of_month === 5 ? { json: { enabled: true, day_of_month: 5, last_sent_on: null } } : { status: 400, json: { day_of_month: ['Enter a day from 1 to 28.'] } },
    );
    const el = await shown();
    control(el, 'Statement').click();
    await until(() => el.shadowRoot!.querySelector('[part="balances"]'), 'the statement');
    expect(textOf(el, '[part="balances"]')).to.equal('Opening balance $800.00 Closing balance $500.00');
    expect(rowTexts(el)).to.deep.equal([
      'Feb 1, 2026 | Payment | RCT-0001 | Bank transfer WIRE-1 |  | $300.00 | $500.00',
      'Feb 3, 2026 | Refund | RCT-0000 | Refund: Goods returned | $80.00 |  | $580.00',
      '$200.00 | $0.00 | $300.00 | $0.00 | $0.00 | $500.00',
    ]);
    await until(() => el.shadowRoot!.querySelector('[part="schedule"] select'), 'the schedule');
    await expectAccessible(el);
    const asOf = input(el, 'as_of') as HTMLInputElement;
    // As the date picker does: the native setter, so React sees a new value.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(asOf, '2026-01-31');
    asOf.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => server.requests.some((r) => r.path === '/api/accounts/11/statement' && params(r.search).as_of === '2026-01-31'), 'the statement as of Jan 31');
    control(el, 'Send statement').click();
    await until(() => textOf(el, '[part="notice"]') === 'Statement sent to ap@acme.test.', 'the confirmation');
    expect(posts('/api/accounts/11/statement/send')[0].body).to.deep.equal({ as_of: '2026-01-31' });
    nativeInput(el, 'Send the statement every month').click();
    const day = el.shadowRoot!.querySelector<HTMLSelectElement>('[name="day_of_month"]')!;
    day.value = '5';
    day.dispatchEvent(new Event('change', { bubbles: true }));
    control(el, 'Save schedule').click();
    await until(() => textOf(el, '[part="notice"]') === 'The statement will be sent every month on day 5.', 'the saved schedule');
    expect(posts('/api/accounts/11/statement_schedule')[0].body).to.deep.equal({ enabled: true, day_of_month: 5 });
  });

  it('routes an invoice\'s link through si-navigate', async () => {
    signInAs('VO');
    const el = await shown();
    const navigated = nextEvent<{ href: string }>('si-navigate');
    document.addEventListener('si-navigate', (e) => e.preventDefault(), { once: true });
    $(el, '[part="invoice-link"]').click();
    expect((await navigated).detail.href).to.equal('/secureinvoice/draft?invoice=1');
  });

  it('shows a View Only user no write control', async () => {
    signInAs('VO');
    const el = await shown();
    await until(() => el.shadowRoot!.querySelector('[part="credit"]'), 'the credit');
    expect(el.shadowRoot!.querySelector('[part="new-invoice"], [part="apply-credit"], [part="send"], [part="void"], [part="credit-note"]')).to.equal(null);
    control(el, 'Payments').click();
    await until(() => rowTexts(el)[0]?.startsWith('Feb 1, 2026'), 'the payments');
    expect(el.shadowRoot!.querySelector('[part="record-payment"], [part="refund"]')).to.equal(null);
  });

  it('renders right to left in Arabic', async () => {
    signInAs('OA');
    const el = await shown(TAG.replace('account-id', 'locale="ar" account-id'));
    expect($(el, '[part="base"]').getAttribute('dir')).to.equal('rtl');
    expect(getComputedStyle($(el, 'table')).direction).to.equal('rtl');
    await expectAccessible(el);
  });
});
