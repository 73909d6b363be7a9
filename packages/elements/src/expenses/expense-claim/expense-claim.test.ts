import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import './expense-claim.ts';
import { expectAccessible, nextEvent, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { accountRow } from '../../test-support/picker-test-kit.ts';
import { choose, freshServerPerTest, pageOf, params, signInAs } from '../../test-support/table-test-kit.ts';
import { chooseFile, fakeXhr, pdf } from '../../test-support/xhr-test-kit.ts';
import { ADA, BOB, claim, line, MEALS, OLD, TRAVEL } from '../../test-support/expense-fixtures.ts';
import { today } from '../../portal-kit/itemLabels.ts';

const TAG = '<si-expense-claim claim-id="5"></si-expense-claim>';
const DRAFT = claim({ id: 5, number: 'EXP-0005' });

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/expense-claims/5', { json: DRAFT });
  server.on('GET', '/api/expense-categories', { json: pageOf([MEALS, TRAVEL, OLD]) });
  server.on('GET', '/api/accounts', { json: pageOf([accountRow({ id: 40, name: 'Northwind Traders', module_kind: 4 }), accountRow({ id: 41, name: 'Contoso', module_kind: 4 })]) });
});

const shown = (html = TAG) => show(html, 'si-expense-claim', '[part="facts"]');
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const posts = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.path === path);
const patches = (path: string) => server.requests.filter((r) => r.method === 'PATCH' && r.path === path);

function typeIn(input: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const inForm = <E extends HTMLElement = HTMLInputElement>(el: Element, name: string) => $<E>(el, `[part="line-form"] [name="${name}"]`)!;
const inHead = (el: Element, name: string) => $<HTMLInputElement>(el, `[part="head-form"] [name="${name}"]`)!;
/** The message tied to a field by aria-describedby (its hint's text first, then its error). */
const messageOf = (el: Element, input: Element) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => el.shadowRoot!.getElementById(id)?.textContent)
    .join(' ');

function pick(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function openNewLine(el: Element) {
  // By its part, not its words: the Arabic test opens it too.
  $<HTMLButtonElement>(el, '[part="add-line"]')!.click();
  await until(() => $(el, '[part="line-form"] select[name="category_id"] option[value="1"]'), 'the line form with its categories');
}

describe('si-expense-claim', () => {
  it("shows a draft's details, its expenses and what the policy finds, in words, before it is sent", async () => {
    signInAs('IC');
    server.on('GET', '/api/expense-claims/5', {
      json: claim({
        id: 5,
        number: 'EXP-0005',
        total: '137.50',
        lines: [
          line({ id: 11, position: 1, amount: '65.00', converted_amount: '65.00', findings: [{ code: 'over_claim_limit', limit: '50.00', amount: '65.00', currency: 'EUR', blocking: true }] }),
          line({ id: 12, position: 2, merchant: 'Taxi Lumière', amount: '72.50', converted_amount: '72.50', category: { id: 2, name: 'Travel', account_code: '6250' }, findings: [{ code: 'receipt_missing', limit: '0.00', amount: '72.50', currency: 'EUR', blocking: true }] }),
        ],
      }),
    });
    const el = await shown();
    expect(textOf(el, '[part="claim-heading"]')).to.equal('EXP-0005: Client visit, Lyon');
    expect(textOf(el, '[part="facts"]')).to.equal('State Draft Claimant Ada Lovelace Total €137.50 Approvers Bob Approver');
    const cards = [...el.shadowRoot!.querySelectorAll('[part="line"]')];
    expect(cards).to.have.length(2);
    expect(textOf(el, '[data-line="11"] [part="findings"]')).to.equal('Over the limit per expense: €65.00, where the policy allows €50.00. Say why in the justification before sending the claim.');
    expect(textOf(el, '[data-line="12"] [part="findings"]')).to.equal('A receipt is required for this expense: attach one before sending the claim.');
    expect(textOf(el, '[part="policy-summary"]')).to.equal('Before sending: 2 expenses need a receipt or a justification, as said on each.');
    // No code is shown: the states and findings are words.
    expect(textOf(el, '[part="claim"]')).not.to.match(/over_claim_limit|receipt_missing|_/);
    expect(textOf(el, '[part="state"]')).to.equal('Draft');
    expect(control(el, 'Submit for approval').getAttribute('part')).to.equal('submit');
    await expectAccessible(el);
  });

  it('saves a justification for an expense over its limit, and says the server\'s refusal to send at the expense it names', async () => {
    signInAs('IC');
    const over = line({ id: 11, position: 1, amount: '65.00', converted_amount: '65.00', findings: [{ code: 'over_claim_limit', limit: '50.00', amount: '65.00', currency: 'EUR', blocking: true }] });
    server.on('GET', '/api/expense-claims/5', { json: claim({ id: 5, number: 'EXP-0005', lines: [over] }) });
    server.on('POST', '/api/expense-claims/5/submit', { status: 400, json: { 'lines.11.justification': ['This expense is over its policy limit: say why.'] } });
    server.on('PATCH', '/api/expense-claims/5/lines/11', ({ body }) => ({
      json: claim({ id: 5, number: 'EXP-0005', lines: [{ ...over, justification: (body as { justification: string }).justification, findings: [{ ...over.findings[0]!, blocking: false }] }] }),
    }));
    const el = await shown();
    control(el, 'Submit for approval').click();
    await until(() => textOf(el, '[part="outcome"]').startsWith('The claim was not sent'), 'the refusal');
    expect(textOf(el, '[part="outcome"]')).to.equal('The claim was not sent: 1 expenses need attention, as said on each below.');
    const why = $<HTMLTextAreaElement>(el, '[data-line="11"] textarea[name="justification"]')!;
    expect(why.getAttribute('aria-invalid')).to.equal('true');
    expect(messageOf(el, why)).to.equal('This expense is over its policy limit: say why.');
    typeIn(why, 'Dinner with the client, agreed with Bob.');
    control(el, 'Save justification').click();
    await until(() => patches('/api/expense-claims/5/lines/11').length === 1, 'the justification sent');
    expect(patches('/api/expense-claims/5/lines/11')[0]!.body).to.deep.equal({ justification: 'Dinner with the client, agreed with Bob.' });
    await until(() => textOf(el, '[part="outcome"]') === 'The justification of expense 1 is saved.', 'the notice');
    expect(textOf(el, '[data-line="11"] [part="findings"]')).to.equal('Over the limit per expense: €65.00, where the policy allows €50.00. The approver reads the justification.');
  });

  it('adds an expense in another currency: the rate is asked, the claimed amount follows the typing, the policy is said, and the body is sent', async () => {
    signInAs('IC');
    const added = claim({ id: 5, number: 'EXP-0005', lines: [DRAFT.lines[0]!, line({ id: 12, position: 2, merchant: 'Pret', amount: '12.40', currency: 'GBP', rate: '1.17000000', converted_amount: '14.51' })] });
    server.on('POST', '/api/expense-claims/5/lines', { status: 201, json: added });
    const el = await shown();
    await openNewLine(el);
    expect(params(server.requests.find((r) => r.path === '/api/expense-categories')!.search)).to.include({ active: 'true', page_size: '100' });
    expect([...inForm<HTMLSelectElement>(el, 'category_id').options].map((o) => o.textContent)).to.deep.equal(['Choose a category', 'Meals', 'Travel']);
    pick(inForm<HTMLSelectElement>(el, 'category_id'), '1');
    await until(() => textOf(el, '[part="policy"]'), 'the policy');
    expect(textOf(el, '[part="policy"]')).to.equal('Policy for Meals: at most €50.00 per expense, at most €80.00 per day, and a receipt above €20.00.');
    typeIn(inForm(el, 'merchant'), 'Pret');
    typeIn(inForm(el, 'amount'), '12.40');
    expect(inForm(el, 'rate'), 'no rate in the claim currency').to.equal(null);
    typeIn(inForm(el, 'currency'), 'GBP');
    await until(() => inForm(el, 'rate'), 'the rate field');
    typeIn(inForm(el, 'rate'), '1.17');
    await until(() => textOf(el, '[part="converted"]') === 'Claimed €14.51', 'the claimed amount');
    await expectAccessible(el);
    $<HTMLFormElement>(el, '[part="line-form"] form')!.requestSubmit();
    await until(() => posts('/api/expense-claims/5/lines').length === 1, 'the expense sent');
    expect(posts('/api/expense-claims/5/lines')[0]!.body).to.deep.equal({
      spent_on: today(), merchant: 'Pret', category_id: 1, amount: '12.40', currency: 'GBP', rate: '1.17', note: '', justification: '', splits: [],
    });
    await until(() => textOf(el, '[part="outcome"]') === 'Expense 2 added: €14.51.', 'the notice');
    expect(el.shadowRoot!.querySelectorAll('[part="line"]')).to.have.length(2);
  });

  it('keeps every value typed when the server refuses the expense, with its message at the field it names', async () => {
    signInAs('IC');
    server.on('POST', '/api/expense-claims/5/lines', { status: 400, json: { amount: ['EUR has 2 decimals: enter the amount with at most 2.'], 'splits.0.account_id': ['Choose a customer (secure invoice) account of this organization.'] } });
    const el = await shown();
    await openNewLine(el);
    pick(inForm<HTMLSelectElement>(el, 'category_id'), '2');
    typeIn(inForm(el, 'merchant'), 'SNCF');
    typeIn(inForm(el, 'amount'), '89.9');
    typeIn(inForm<HTMLTextAreaElement>(el, 'note'), 'Lyon and back');
    // A customer to bill it on to.
    await until(() => $(el, '[part="line-form"] select[name="account_id"] option[value="40"]'), 'the customers');
    choose(el, 'Customer', '40');
    control(el, 'Add customer').click();
    await until(() => $<HTMLInputElement>(el, '[part="line-form"] input[name="split_amount"]')?.value === '89.90', 'the split with what is left');
    $<HTMLFormElement>(el, '[part="line-form"] form')!.requestSubmit();
    await until(() => inForm(el, 'amount').getAttribute('aria-invalid') === 'true', 'the amount marked');
    expect(messageOf(el, inForm(el, 'amount'))).to.equal('EUR has 2 decimals: enter the amount with at most 2.');
    const split = $<HTMLInputElement>(el, '[part="line-form"] input[name="split_amount"]')!;
    expect(split.getAttribute('aria-invalid')).to.equal('true');
    expect(messageOf(el, split)).to.equal('Choose a customer (secure invoice) account of this organization.');
    expect(posts('/api/expense-claims/5/lines')[0]!.body).to.deep.include({ merchant: 'SNCF', amount: '89.9', category_id: 2, splits: [{ account_id: 40, amount: '89.90' }] });
    expect(inForm(el, 'merchant').value).to.equal('SNCF');
    expect(inForm(el, 'amount').value).to.equal('89.9');
    expect(inForm<HTMLTextAreaElement>(el, 'note').value).to.equal('Lyon and back');
    expect(inForm<HTMLSelectElement>(el, 'category_id').value).to.equal('2');
  });

  it("keeps the claim's typed title when its save fails, and will not send the claim while it is unsaved", async () => {
    signInAs('IC');
    server.on('PATCH', '/api/expense-claims/5', { status: 400, json: { title: ['Ensure this field has no more than 200 characters.'] } });
    const el = await shown();
    typeIn(inHead(el, 'title'), 'Client visit, Lyon and Grenoble');
    await until(() => textOf(el, '[part="head-form"]').includes('Not saved yet.'), 'the unsaved mark');
    control(el, 'Submit for approval').click();
    await until(() => textOf(el, '[part="outcome"]') === "Save or undo your changes to the claim's details before sending it.", 'the refusal to send');
    expect(posts('/api/expense-claims/5/submit'), 'nothing sent').to.have.length(0);
    $<HTMLFormElement>(el, '[part="head-form"]')!.requestSubmit();
    await until(() => inHead(el, 'title').getAttribute('aria-invalid') === 'true', 'the title marked');
    expect(patches('/api/expense-claims/5')[0]!.body).to.deep.equal({ title: 'Client visit, Lyon and Grenoble' });
    expect(messageOf(el, inHead(el, 'title'))).to.equal('Ensure this field has no more than 200 characters.');
    expect(inHead(el, 'title').value).to.equal('Client visit, Lyon and Grenoble');
  });

  it("reads a chosen receipt: Use fills an empty field only, and what was typed is kept", async () => {
    signInAs('IC');
    const xhr = fakeXhr();
    try {
      const el = await shown();
      await openNewLine(el);
      typeIn(inForm(el, 'amount'), '40.00');
      chooseFile(inForm(el, 'file'), pdf('receipt.pdf'));
      const start = await until(() => xhr.requests.find((r) => /\/api\/expense-readings$/.test(r.url)), 'the reading');
      expect(start.headers.authorization).to.equal('JWT ACCESS');
      expect((start.body.get('file') as File).name).to.equal('receipt.pdf');
      start.respond(201, { id: 9, state: 'reading', progress: 30 });
      server.on('GET', '/api/expense-readings/9', {
        json: {
          id: 9, state: 'done', progress: 100,
          result: { method: 'text', pages: 1, suggestions: {
            merchant: { value: 'Brasserie Georges', page: 1, text: 'BRASSERIE GEORGES', confidence: 0.8 },
            amount: { value: '42.50', page: 1, text: 'TOTAL EUR 42,50', confidence: 0.9 },
            spent_on: { value: '2026-03-04', page: 1, text: '04/03/2026', confidence: 0.85 },
          } },
        },
      });
      await until(() => $(el, '[data-suggestion="merchant"]'), 'the suggestions');
      expect(textOf(el, '[data-suggestion="merchant"]')).to.equal('On the receipt: Brasserie Georges (page 1: “BRASSERIE GEORGES”) Use');
      expect(textOf(el, '[data-suggestion="amount"]')).to.equal('On the receipt: 42.50 (page 1: “TOTAL EUR 42,50”) Differs from what you typed, which is kept.');
      expect($(el, '[data-suggestion="amount"] button'), 'no Use over a typed value').to.equal(null);
      $<HTMLButtonElement>(el, '[data-suggestion="merchant"] button')!.click();
      await until(() => inForm(el, 'merchant').value === 'Brasserie Georges', 'the merchant used');
      expect(inForm(el, 'amount').value, 'the typed amount stays').to.equal('40.00');
      // The date held only the form's default (today), not something typed: its suggestion may be used.
      $<HTMLButtonElement>(el, '[data-suggestion="spent_on"] button')!.click();
      await until(() => inForm(el, 'spent_on').value === '2026-03-04', 'the date used');
      expect(textOf(el, '[data-suggestion="merchant"]')).to.equal('On the receipt: Brasserie Georges (page 1: “BRASSERIE GEORGES”) In the form');
      await expectAccessible(el);
    } finally {
      xhr.restore();
    }
  });

  it('attaches a receipt to a saved expense as multipart', async () => {
    signInAs('IC');
    const xhr = fakeXhr();
    try {
      const el = await shown();
      chooseFile($<HTMLInputElement>(el, '[data-line="11"] input[name="receipt"]')!, pdf('taxi.pdf'));
      control(el, 'Attach').click();
      const upload = await until(() => xhr.requests.find((r) => /\/receipt$/.test(r.url)), 'the upload');
      expect(upload.url).to.match(/\/api\/expense-claims\/5\/lines\/11\/receipt$/);
      expect((upload.body.get('file') as File).name).to.equal('taxi.pdf');
      upload.respond(201, claim({ id: 5, number: 'EXP-0005', lines: [line({ id: 11, position: 1, receipt: { name: 'taxi.pdf', content_type: 'application/pdf', bytes: 2048, width: null, height: null, uploaded_at: '2026-03-05T10:00:00Z' } })] }));
      await until(() => textOf(el, '[part="outcome"]') === 'The receipt taxi.pdf is attached to expense 1.', 'the notice');
      expect(textOf(el, '[data-line="11"] [part="receipt"]')).to.equal('Open taxi.pdf');
    } finally {
      xhr.restore();
    }
  });

  it('shows no Approve to the claimant of a submitted claim, and says who approves it', async () => {
    signInAs('IC');
    server.on('GET', '/api/expense-claims/5', { json: claim({ id: 5, number: 'EXP-0005', state: 'submitted', submitted_at: '2026-03-05T10:00:00Z', can_edit: false, can_decide: false }) });
    const el = await shown();
    expect($(el, '[part="approve"]')).to.equal(null);
    expect($(el, '[part="reject"]')).to.equal(null);
    expect($(el, '[part="submit"]')).to.equal(null);
    expect(textOf(el, '[part="own-claim"]')).to.equal('Waiting for Bob Approver: you made this claim, so another person approves it.');
    expect(textOf(el, '[part="state"]')).to.equal('Waiting for approval');
  });

  it("lets an approver approve, or reject with the reason the claimant reads", async () => {
    signInAs('IC');
    const waiting = claim({ id: 5, number: 'EXP-0005', claimant: BOB, approvers: [ADA], state: 'submitted', submitted_at: '2026-03-05T10:00:00Z', can_edit: false, can_decide: true });
    server.on('GET', '/api/expense-claims/5', { json: waiting });
    server.on('POST', '/api/expense-claims/5/reject', ({ body }) => ({ json: { ...waiting, state: 'rejected', can_decide: false, decided_by: ADA, reject_reason: (body as { reason: string }).reason } }));
    server.on('POST', '/api/expense-claims/5/approve', { json: { ...waiting, state: 'approved', can_decide: false, decided_by: ADA, decided_at: '2026-03-06T10:00:00Z' } });
    const el = await shown();
    control(el, 'Reject').click();
    await until(() => $(el, '[part="reject-form"]'), 'the reject form');
    $<HTMLFormElement>(el, '[part="reject-form"]')!.requestSubmit();
    const reason = $<HTMLTextAreaElement>(el, '[part="reject-form"] textarea')!;
    await until(() => reason.getAttribute('aria-invalid') === 'true', 'the reason asked for');
    expect(posts('/api/expense-claims/5/reject')).to.have.length(0);
    typeIn(reason, 'The taxi receipt is missing.');
    $<HTMLFormElement>(el, '[part="reject-form"]')!.requestSubmit();
    await until(() => textOf(el, '[part="reject-reason"]') === 'Rejected by Ada Lovelace: The taxi receipt is missing.', 'the rejection');
    expect(posts('/api/expense-claims/5/reject')[0]!.body).to.deep.equal({ reason: 'The taxi receipt is missing.' });

    el.parentElement!.remove();
    const again = await shown();
    control(again, 'Approve').click();
    await until(() => textOf(again, '[part="outcome"]') === 'Claim EXP-0005 approved: its reimbursement goes into the next payment run.', 'the approval');
    expect(textOf(again, '[part="state"]')).to.equal('Approved, to be reimbursed');
  });

  it('bills an approved claim on to its customers, linking each line to its invoice, and shows the reimbursement', async () => {
    signInAs('IC');
    const split = { id: 70, account: { id: 40, name: 'Northwind Traders' }, amount: '42.50', rebilled: null };
    const approved = claim({
      id: 5, number: 'EXP-0005', state: 'approved', can_edit: false, rebill_pending: 1, decided_by: BOB, decided_at: '2026-03-06T10:00:00Z',
      lines: [line({ id: 11, position: 1, splits: [split] })],
      reimbursement: { bill_id: 301, state: 'scheduled', total: '42.50', balance: '42.50', due_date: '2026-03-20', paid_on: null, payee_account: { id: 90, name: 'Ada Lovelace (expenses)' } },
    });
    server.on('GET', '/api/expense-claims/5', (_, index) =>
      index === 0 ? { json: approved } : { json: { ...approved, rebill_pending: 0, lines: [line({ id: 11, position: 1, splits: [{ ...split, rebilled: { invoice_id: 812, line: 3, at: '2026-03-07T09:00:00Z' } }] })] } },
    );
    server.on('POST', '/api/expense-claims/5/rebill', {
      json: { added: [{ split_id: 70, line_id: 11, account: { id: 40, name: 'Northwind Traders' }, invoice_id: 812, line: 3, amount: '42.50', currency: 'EUR', description: 'Café du Port, 2026-03-04 (EXP-0005)', new_invoice: false }] },
    });
    const el = await shown('<si-expense-claim claim-id="5" invoice-href="/secureinvoice/draft?invoice={id}" bill-href="/payable/bills/{id}" payment-runs-href="/payable/accounts?view=payment-runs" report-href="/expensemanagement/documents/freeForm/claim/{id}"></si-expense-claim>');
    expect(textOf(el, '[part="reimbursement"]')).to.equal('Reimbursement State Scheduled in a payment run Paid to Ada Lovelace (expenses) Amount €42.50 Still to pay €42.50 Due Mar 20, 2026 Open the reimbursement bill Payment runs');
    expect($<HTMLAnchorElement>(el, '[part="bill-link"]')!.getAttribute('href')).to.equal('/payable/bills/301');
    expect($<HTMLAnchorElement>(el, '[part="report-link"]')!.getAttribute('href')).to.equal('/expensemanagement/documents/freeForm/claim/5');
    control(el, 'Re-bill to customers (1)').click();
    await until(() => $(el, '[part="rebilled"]'), 'what was added');
    expect(textOf(el, '[part="rebilled"]')).to.equal("Added to customers' invoices Northwind Traders: Café du Port, 2026-03-04 (EXP-0005), €42.50 line 3 of the draft invoice");
    expect($<HTMLAnchorElement>(el, '[part="invoice-link"]')!.getAttribute('href')).to.equal('/secureinvoice/draft?invoice=812');
    await until(() => $(el, '[part="rebill"]') === null, 'nothing left to bill');
    expect(textOf(el, '[data-line="11"] [part="line-splits"]')).to.equal('Billed on to Northwind Traders: €42.50 on invoice line 3');
    const navigated = nextEvent<{ href: string }>('si-navigate');
    el.addEventListener('si-navigate', (event) => event.preventDefault(), { once: true });
    $<HTMLAnchorElement>(el, '[part="invoice-link"]')!.click();
    expect((await navigated).detail.href).to.equal('/secureinvoice/draft?invoice=812');
  });

  it('deletes a draft after asking, then goes back to the list', async () => {
    signInAs('IC');
    server.on('DELETE', '/api/expense-claims/5', { status: 204 });
    const el = await shown('<si-expense-claim claim-id="5" list-href="/expensemanagement/draft"></si-expense-claim>');
    control(el, 'Delete draft').click();
    await until(() => $(el, '[part="confirm"]'), 'the question');
    const navigated = nextEvent<{ href: string }>('si-navigate');
    el.addEventListener('si-navigate', (event) => event.preventDefault(), { once: true });
    [...$(el, '[part="confirm"]')!.querySelectorAll('button')].find((b) => b.textContent === 'Delete')!.click();
    expect((await navigated).detail.href).to.equal('/expensemanagement/draft');
    expect(server.requests.some((r) => r.method === 'DELETE' && r.path === '/api/expense-claims/5')).to.equal(true);
    await until(() => textOf(el, '[part="outcome"]') === 'Claim EXP-0005 deleted.', 'the notice');
    expect($(el, '[part="facts"]'), 'the deleted claim is gone').to.equal(null);
  });

  it('moves the focus into an expense form when it opens, and back to what opened it when it closes', async () => {
    signInAs('IC');
    const el = await shown();
    await openNewLine(el);
    await until(() => el.shadowRoot!.activeElement?.textContent === 'New expense', 'the form heading focused');
    [...$(el, '[part="line-form"]')!.querySelectorAll('sl-button')].find((b) => b.textContent === 'Cancel')!.click();
    await until(() => el.shadowRoot!.activeElement?.getAttribute('part') === 'add-line', 'Add an expense focused again');
    control(el, 'Change expense 1').click();
    await until(() => el.shadowRoot!.activeElement?.textContent === 'Change expense 1', 'the change form focused');
    expect(inForm(el, 'merchant').value).to.equal('Café du Port');
    [...$(el, '[part="line-form"]')!.querySelectorAll('sl-button')].find((b) => b.textContent === 'Cancel')!.click();
    await until(() => el.shadowRoot!.activeElement?.getAttribute('aria-label') === 'Change expense 1', 'its Change button focused again');
  });

  it('reads only, for a viewer', async () => {
    signInAs('VO');
    const el = await shown();
    expect($(el, '[part="head-form"]')).to.equal(null);
    expect($(el, '[part="add-line"]')).to.equal(null);
    expect($(el, '[part="actions"]')).to.equal(null);
    expect(textOf(el, '[data-line="11"]')).to.contain('Café du Port');
  });

  it('fits a phone: no sideways scroll at 375 px, in Arabic, with an expense form open', async () => {
    signInAs('IC');
    setLocale('ar');
    server.on('GET', '/api/expense-claims/5', {
      json: claim({
        id: 5,
        number: 'EXP-0005',
        lines: [line({ id: 11, position: 1, splits: [{ id: 70, account: { id: 40, name: 'Northwind Traders' }, amount: '42.50', rebilled: null }], findings: [{ code: 'over_day_limit', limit: '40.00', amount: '42.50', currency: 'EUR', blocking: true }] })],
      }),
    });
    const el = await shown();
    await until(() => getComputedStyle(el.shadowRoot!.querySelector('[part="base"]')!).direction === 'rtl', 'right to left');
    await expectAccessible(el);
    await openNewLine(el);
    el.style.display = 'block';
    el.style.width = '375px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const box = el.getBoundingClientRect();
    const past = [...el.shadowRoot!.querySelectorAll<HTMLElement>('*')]
      .filter((n) => n.getBoundingClientRect().width > 0)
      .filter((n) => n.getBoundingClientRect().left < box.left - 1 || n.getBoundingClientRect().right > box.right + 1)
      .map((n) => `${n.tagName.toLowerCase()}.${n.className}[${n.getAttribute('part') ?? ''}] ${Math.round(n.getBoundingClientRect().width)}`);
    expect(past.slice(0, 6), 'nothing past the edges at 375 px').to.deep.equal([]);
    expect(el.scrollWidth).to.be.at.most(375);
    await expectAccessible(el);
  });

  it('says so when the claim id is not valid', async () => {
    signInAs('IC');
    const el = await show('<si-expense-claim claim-id="abc"></si-expense-claim>', 'si-expense-claim', '[part="error"]');
    expect(textOf(el, '[part="error"]')).to.equal("This claim's id is not valid.");
  });
});
