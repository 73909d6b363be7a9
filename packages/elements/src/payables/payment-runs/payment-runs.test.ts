import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { PaymentCandidates, PaymentRunDetail, PaymentRunRow } from '@si/contract';
import './payment-runs.ts';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';
import { choose, freshServerPerTest, nthQuery, pageOf, rowTexts, savedDownloads, signInAs } from '../../test-support/table-test-kit.ts';
import { today } from '../../portal-kit/itemLabels.ts';

const TAG = '<si-payment-runs></si-payment-runs>';
const CONFIG = '/api/organizations/config_property';
const RUN: PaymentRunRow = {
  id: 12,
  paying_account: { id: 3, bank_name: 'Deutsche Bank', account_name: 'Northwind Traders AG' },
  currency: 'EUR',
  due_by: '2026-01-31',
  execution_date: '2026-12-02',
  state: 'draft',
  total: '1350.50',
  bill_count: 3,
  created_by: { id: 9, name: 'Ivan User' },
  approved_by: null,
  approved_at: null,
  paid_on: null,
  reference: null,
  created_at: '2026-11-28T10:00:00Z',
};
const PAID: PaymentRunRow = { ...RUN, id: 11, state: 'paid', currency: 'USD', total: '75.25', bill_count: 1, approved_by: { id: 8, name: 'Olivia User' }, approved_at: '2026-11-20T09:00:00Z', paid_on: '2026-11-21', reference: 'BANK-1' };
const PAYS_TO = { holder_name: 'Fabrikam Supplies GmbH', bank_name: 'Commerzbank', iban: '•••• 3000', bic: 'COBADEFFXXX', account_number: '', routing_number: '' };
const DETAIL: PaymentRunDetail = {
  ...RUN,
  bills: [
    { id: 101, number: 'F-001', vendor: { id: 5, name: 'Fabrikam Supplies' }, due_date: '2026-01-10', amount: '100.00', state: 'scheduled', pays_to: PAYS_TO },
    { id: 102, number: 'F-002', vendor: { id: 5, name: 'Fabrikam Supplies' }, due_date: '2026-01-20', amount: '250.50', state: 'scheduled', pays_to: PAYS_TO },
    { id: 103, number: 'T-77', vendor: { id: 6, name: 'شركة تيلسبن للألعاب' }, due_date: null, amount: '1000.00', state: 'scheduled', pays_to: { ...PAYS_TO, holder_name: 'شركة تيلسبن', iban: '•••• 2606', bic: 'PSSTFRPPPAR' } },
  ],
  pain001: { available: true, code: null, reason: null },
};
const candidate = (id: number, number: string, vendor: string, balance: string, flags: { pending?: boolean; verified?: boolean } = {}) => ({
  id,
  number,
  vendor: { id: id * 10, name: vendor },
  bill_date: '2026-01-01',
  due_date: '2026-01-10',
  currency: 'EUR',
  total: balance,
  balance,
  verified_bank_details: flags.verified ?? true,
  pending_bank_details: flags.pending ?? false,
  pays_to: flags.verified === false ? null : PAYS_TO,
});
const CANDIDATES: PaymentCandidates = {
  count: 3,
  total: '1350.50',
  results: [candidate(101, 'F-001', 'Fabrikam Supplies', '100.00', { pending: true }), candidate(102, 'F-002', 'Fabrikam Supplies', '250.50', { pending: true }), candidate(103, 'T-77', 'Tailspin Toys', '1000.00')],
};
const BANKS = [{ id: 3, account_id: null, bank_name: 'Deutsche Bank', account_name: 'Northwind Traders AG', account_number: '', routing_number: '', iban: 'DE75512108001245126199', swift: 'DEUTDEFF', reference: '', notes: '' }];
const REFUSAL = 'Fabrikam Supplies: its new bank details are waiting for verification. Leave their bills out of the run, or have their bank details verified first.';

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/payment_runs', { json: pageOf([RUN, PAID]) });
  server.on('GET', CONFIG, { json: { config_property_value: JSON.stringify(BANKS) } });
  server.on('GET', '/api/payment_runs/candidates', { json: CANDIDATES });
  server.on('GET', '/api/payment_runs/12', { json: DETAIL });
});

runListScreenSuite({
  tag: 'si-payment-runs',
  server: () => server,
  endpoint: '/api/payment_runs',
  rows: [RUN, PAID],
  sort: { column: 'Total', ordering: 'total' },
  writeControls: ['New payment run'],
  emptyText: 'No payment runs yet.',
  signIn: (as) => signInAs(as === 'writer' ? 'IC' : 'VO'),
});

const shown = () => show(TAG, 'si-payment-runs', 'tbody tr');
const posts = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.path === path);
const form = (el: Element) => el.shadowRoot!.querySelector<HTMLFormElement>('[part="form"] form')!;
const checkbox = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLInputElement>(`input[type="checkbox"][aria-label="${name}"]`)!;

/** Opens the new run's form and picks the paying account, by parts and values (so in any language). */
async function openForm(el: Element) {
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part="create"]')!.click();
  const option = await until(() => el.shadowRoot!.querySelector<HTMLOptionElement>('[part="form"] option[value="3"]'), 'the paying accounts');
  const payFrom = option.closest('select')!;
  payFrom.value = '3';
  payFrom.dispatchEvent(new Event('change', { bubbles: true }));
  await until(() => el.shadowRoot!.querySelector('[part="candidates"] tbody tr'), 'the candidate bills');
}

describe('si-payment-runs', () => {
  it('lists the runs with their day, paying account, bills, total and state in words, filtered by state on the server', async () => {
    signInAs('VO');
    const el = await shown();
    expect(await nthQuery(server.requests, '/api/payment_runs', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: '-created_at' });
    expect(rowTexts(el)).to.deep.equal([
      'Run 12 | Dec 2, 2026 | Deutsche Bank · Northwind Traders AG | 3 | €1,350.50 | Draft, waiting for approval | Ivan User | Open run',
      'Run 11 | Dec 2, 2026 | Deutsche Bank · Northwind Traders AG | 1 | $75.25 | Paid | Ivan User | Open run',
    ]);
    choose(el, 'State', 'paid');
    expect(await nthQuery(server.requests, '/api/payment_runs', 2)).to.include({ state: 'paid', page: '1' });
  });

  it('makes a run: the candidate bills with checkboxes and their total, the chosen ones sent', async () => {
    signInAs('IC');
    server.on('POST', '/api/payment_runs', { status: 201, json: { ...DETAIL, bill_count: 2, total: '1100.50' } });
    const el = await shown();
    await openForm(el);
    expect(await nthQuery(server.requests, '/api/payment_runs/candidates', 1)).to.deep.equal({ currency: 'EUR', due_by: today() });
    const bills = [...el.shadowRoot!.querySelectorAll('[part="candidates"] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim()).join(' | '));
    expect(bills[2]).to.equal(' | T-77 | Tailspin Toys | Jan 10, 2026 | €1,000.00 | Fabrikam Supplies GmbH · IBAN •••• 3000 · COBADEFFXXX');
    expect(bills[0]).to.contain('New bank details wait for verification');
    expect(textOf(el, '[part="total"]')).to.equal('3 of 3 bills chosen, €1,350.50 in all.');
    checkbox(el, 'Pay bill F-001 of Fabrikam Supplies').click();
    await until(() => textOf(el, '[part="total"]') === '2 of 3 bills chosen, €1,250.50 in all.', 'the total without F-001');
    await expectAccessible(el);
    form(el).requestSubmit();
    await until(() => posts('/api/payment_runs').length === 1, 'the run sent');
    expect(posts('/api/payment_runs')[0]!.body).to.deep.equal({ paying_account_id: 3, currency: 'EUR', due_by: today(), execution_date: today(), bill_ids: [102, 103] });
    await until(() => textOf(el, '[part="notice"]').startsWith('Payment run 12 made: 2 bills, €1,100.50.'), 'the notice');
    expect(el.shadowRoot!.querySelector('[part="form"]')).to.equal(null);
  });

  it('shows the refusal plainly, naming the vendor whose bank details wait for verification', async () => {
    signInAs('OA');
    server.on('POST', '/api/payment_runs', { status: 409, json: { detail: REFUSAL } });
    const el = await shown();
    await openForm(el);
    form(el).requestSubmit();
    await until(() => el.shadowRoot!.querySelector('[part="refusal"]'), 'the refusal');
    const refusal = el.shadowRoot!.querySelector('[part="refusal"]')!;
    expect(refusal.getAttribute('role')).to.equal('alert');
    expect(textOf(el, '[part="refusal"]')).to.equal(REFUSAL);
    expect(el.shadowRoot!.querySelector('[part="form"]'), 'the form stays to change the choice').to.not.equal(null);
    await expectAccessible(el);
  });

  it('checks the fields before sending: no paying account, a past day to pay on', async () => {
    signInAs('OA');
    const el = await shown();
    control(el, 'New payment run').click();
    await until(() => el.shadowRoot!.querySelector('[part="form"] option[value="3"]'), 'the paying accounts');
    const pay = el.shadowRoot!.querySelector<HTMLInputElement>('input[name="execution_date"]')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(pay, '2020-01-01');
    pay.dispatchEvent(new Event('input', { bubbles: true }));
    form(el).requestSubmit();
    await until(() => textOf(el, '[part="form"]').includes('Choose the account the money leaves from.'), 'the paying account message');
    expect(textOf(el, '[part="form"]')).to.contain('Choose today or a later day');
    expect(posts('/api/payment_runs')).to.have.length(0);
  });

  it("opens a run: its bills and where each is paid; another staff member approves, marks it paid and downloads its files", async () => {
    signInAs('OA');
    server.on('POST', '/api/payment_runs/12/approve', { json: { ...DETAIL, state: 'approved', approved_by: { id: 7, name: 'Ada Lovelace' } } });
    server.on('POST', '/api/payment_runs/12/paid', { json: { ...DETAIL, state: 'paid', paid_on: today(), reference: 'BANK-REF-1' } });
    server.on('GET', '/api/payment_runs/12/csv', { text: 'Vendor\r\n', headers: { 'content-disposition': 'attachment; filename="payment-run-12.csv"' } });
    server.on('GET', '/api/payment_runs/12/pain001', { text: '<Document/>', headers: { 'content-disposition': 'attachment; filename="payment-run-12.xml"' } });
    const el = await shown();
    // Run 12's row button, by its number (its name is in Arabic here).
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('tbody button')].find((b) => /\b12\b/.test(b.getAttribute('aria-label') ?? ''))!.click();
    await until(() => el.shadowRoot!.querySelector('[part="bills"] tbody tr'), 'the run');
    expect(textOf(el, '[part="state"]')).to.equal('Draft, waiting for approval');
    expect(textOf(el, '[part="bills"]')).to.contain('F-001').and.contain('IBAN •••• 3000');
    await expectAccessible(el);

    control(el, 'Approve').click();
    await until(() => textOf(el, '[part="state"]') === 'Approved, to be paid', 'approved');
    expect(textOf(el, '[part="outcome"]')).to.equal('Run 12 approved.');
    control(el, 'Mark paid').click();
    const paidForm = await until(() => el.shadowRoot!.querySelector<HTMLFormElement>('[part="paid-form"]'), 'the paid form');
    const reference = paidForm.querySelector<HTMLInputElement>('input[name="reference"]')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(reference, 'BANK-REF-1');
    reference.dispatchEvent(new Event('input', { bubbles: true }));
    paidForm.requestSubmit();
    await until(() => textOf(el, '[part="state"]') === 'Paid', 'paid');
    expect(posts('/api/payment_runs/12/paid')[0]!.body).to.deep.equal({ paid_on: today(), reference: 'BANK-REF-1' });

    expect(await savedDownloads(() => control(el, 'Download CSV').click())).to.deep.equal(['payment-run-12.csv']);
    expect(await savedDownloads(() => control(el, 'Download pain.001 (SEPA)').click())).to.deep.equal(['payment-run-12.xml']);
  });

  it('never offers the one who made a run its approval; a run in dollars has no pain.001 and says why', async () => {
    signInAs('IC');
    server.on('GET', '/api/payment_runs/12', { json: { ...DETAIL, created_by: { id: 7, name: 'Ada Lovelace' }, currency: 'USD', pain001: { available: false, code: 'currency', reason: 'x' } } });
    const el = await shown();
    // Run 12's row button, by its number (its name is in Arabic here).
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('tbody button')].find((b) => /\b12\b/.test(b.getAttribute('aria-label') ?? ''))!.click();
    await until(() => el.shadowRoot!.querySelector('[part="bills"] tbody tr'), 'the run');
    expect(() => control(el, 'Approve')).to.throw();
    expect(textOf(el, '[part="own-run"]')).to.equal('You made this run: another staff member must approve it.');
    expect(el.shadowRoot!.querySelector('[part="download-pain001"]')).to.equal(null);
    expect(textOf(el, '[part="pain001-reason"]')).to.contain('pays in euros only');
    // Cancel asks first.
    server.on('POST', '/api/payment_runs/12/cancel', { json: { ...DETAIL, state: 'cancelled' } });
    control(el, 'Cancel run').click();
    await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'the question');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="confirm"] button.danger')!.click();
    await until(() => textOf(el, '[part="state"]') === 'Cancelled', 'cancelled');
  });

  it('fits a phone: no sideways scroll at 375 px, in Arabic, with the form and its bills open', async () => {
    signInAs('OA');
    setLocale('ar');
    const el = await shown();
    await openForm(el);
    el.style.display = 'block';
    el.style.width = '375px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const fits = () => {
      // What reaches past the element's edges, named, when something does (a table scrolls in its own box).
      const box = el.getBoundingClientRect();
      const past = [...el.shadowRoot!.querySelectorAll<HTMLElement>('*')]
        .filter((n) => n.closest('.scroller, .table-wrap') === null || n.matches('.scroller, .table-wrap'))
        .filter((n) => n.getBoundingClientRect().width > 0)
        .filter((n) => n.getBoundingClientRect().left < box.left - 1 || n.getBoundingClientRect().right > box.right + 1)
        .map((n) => `${n.tagName.toLowerCase()}.${n.className}[${n.getAttribute('part') ?? ''}] ${Math.round(n.getBoundingClientRect().width)}`);
      expect(past.slice(0, 6), 'nothing past the edges at 375 px').to.deep.equal([]);
      expect(el.scrollWidth, 'no sideways scroll at 375 px').to.be.at.most(375);
      expect(el.shadowRoot!.querySelector('[part="base"]')!.scrollWidth).to.be.at.most(375);
    };
    fits();
    // Run 12's row button, by its number (its name is in Arabic here).
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('tbody button')].find((b) => /\b12\b/.test(b.getAttribute('aria-label') ?? ''))!.click();
    await until(() => el.shadowRoot!.querySelector('[part="bills"] tbody tr'), 'the run');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    fits();
    await expectAccessible(el);
  });
});
