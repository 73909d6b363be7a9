import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { setLocale } from '@si/core';
import type { LoanDetail } from '@si/contract';
import './loan.ts';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, pageOf, signInAs } from '../../test-support/table-test-kit.ts';

const TAG = '<si-loan loan-id="41"><p slot="covenants" id="cov">Covenants here</p><p slot="decision" id="dec">Decision here</p></si-loan>';
const PATH = '/api/lending/loans/41';
const ALL = { loanDetails: true, loanTerm: true, borrowingStructure: true, creditAndRiskRating: false, covenants: true, affirmativeCovenantsReq: true, decision: false, policyExceptions: false, history: false };
const NONE = Object.fromEntries(Object.keys(ALL).map((k) => [k, false])) as typeof ALL;
const REVIEWER = { ...ALL, creditAndRiskRating: true, decision: true, policyExceptions: true };

function schedule() {
  const rows = Array.from({ length: 12 }, (_, i) => ({ number: i + 1, date: `2025-${String(i + 2).padStart(2, '0')}-28`.replace('2025-13', '2026-01'), payment: i === 11 ? '8606.69' : '8606.64', interest: '500.00', principal: '8106.64', balance: '0.00' }));
  return { rate: '6.0000', rows, totals: { payment: '103279.73', interest: '3279.73', principal: '100000.00' } };
}

function loanDetail(patch: Partial<LoanDetail> = {}): LoanDetail {
  return {
    id: 41, reference: 'LN-1041', borrower: 'Greenleaf Organics Inc.', amount: '100000.00', currency: 'USD', product: { id: 1, name: 'Term loan' }, category: null,
    officer: { id: 2, name: 'Ivan Contributor' }, status: 'active', workspace_kind: 1, stage: null, rating: '3 - Good', next_test: null, worst_status: null,
    created_at: '2025-01-31T09:00:00Z', updated_at: '2025-03-01T09:00:00Z', version: 3, team: null, pipeline: null, can: ALL,
    loan_details: { amount: '100000.00', currency: 'USD', rate_kind: 'fixed', fixed_rate: '6.0000', rate_index: '', index_rate: null, margin: null, rate: '6.0000', origination_date: '2025-01-31', maturity_date: '2026-01-31', collateral: 'Processing line', purpose: 'Second line', product: { id: 1, name: 'Term loan' }, category: null },
    loan_term: { term_months: 12, repayment: 'amortizing', payments_per_year: 12, schedule: schedule() },
    borrowing_structure: { parties: [{ id: 5, contact_id: 9, name: 'Nadia Haddad', email: 'nadia@greenleaf.example', role: 'borrower', guarantee_amount: null }] },
    credit_and_risk_rating: { rating: '3 - Good', scale: ['1 - Exceptional', '3 - Good', '6 - Watch'], history: [{ id: 1, rating: '3 - Good', reason: 'Rising margins', by: { id: 4, name: 'Lara Reviewer' }, at: '2025-02-01T09:00:00Z' }] },
    policy_exceptions: [{ id: 2, policy: 'Loan to value above 80%', reason: 'Personal guarantee', approver: { id: 4, name: 'Lara Reviewer' }, created_by: { id: 4, name: 'Lara Reviewer' }, at: '2025-02-02T09:00:00Z' }],
    history: {
      count: 2, next: null, previous: null,
      results: [
        { id: 11, section: 'loanDetails', action: 'updated', before: { amount: '90000.00', status: 'requested' }, after: { amount: '100000.00', status: 'active' }, by: { id: 2, name: 'Ivan Contributor' }, contact: null, at: '2025-03-01T09:00:00Z' },
        { id: 10, section: 'loanDetails', action: 'created', before: null, after: { reference: 'LN-1041' }, by: { id: 2, name: 'Ivan Contributor' }, contact: null, at: '2025-01-31T09:00:00Z' },
      ],
    },
    ...patch,
  };
}

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', PATH, { json: loanDetail() });
  server.on('GET', '/api/users', { json: pageOf([]) });
  server.on('GET', '/api/products', { json: pageOf([{ id: 1, name: 'Term loan', description: '', category: null }]) });
  server.on('GET', '/api/categories', { json: pageOf([]) });
});

const shown = (html = TAG) => show(html, 'si-loan', '[part~="details"]');
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const $$ = <E extends Element = HTMLElement>(el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<E>(selector)];
function typeIn(input: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
function pick(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('si-loan', () => {
  it('shows the sections in the spec order with the slots between, the schedule with totals and the history in words', async () => {
    signInAs('VO');
    server.on('GET', PATH, { json: loanDetail({ can: NONE }) });
    const el = await shown();
    expect(textOf(el, '[part="loan-heading"]')).to.equal('Greenleaf Organics Inc. · LN-1041');
    expect(textOf(el, '[part="status"]')).to.equal('Active');
    const order = [...el.shadowRoot!.querySelectorAll('[data-section], slot')].map((n) => (n instanceof HTMLSlotElement ? `slot:${n.name}` : n.getAttribute('data-section')));
    expect(order).to.deep.equal(['loanDetails', 'loanTerm', 'borrowingStructure', 'creditAndRiskRating', 'slot:covenants', 'slot:affirmative', 'slot:decision', 'policyExceptions', 'history']);
    expect($<HTMLSlotElement>(el, 'slot[name="covenants"]')!.assignedElements()[0]!.id).to.equal('cov');
    expect($$(el, '[part="schedule-row"]')).to.have.length(12);
    expect($$(el, '[part="schedule-row"]')[0]!.textContent).to.contain('$8,606.64').and.contain('$500.00');
    expect(textOf(el, '[part="schedule-totals"]')).to.contain('$103,279.73').and.contain('$3,279.73');
    expect(textOf(el, '[part="amount"]')).to.equal('$100,000.00');
    expect(textOf(el, '[part~="history"]')).to.contain('Amount: from 90000.00 to 100000.00').and.contain('Status: from Requested to Active').and.contain('By Ivan Contributor');
    expect(textOf(el, '[part="exception-list"]')).to.contain('Approved by Lara Reviewer');
    // A reader gets no control to press: no disabled traps either.
    expect($$(el, 'button')).to.have.length(0);
    expect(textOf(el, '[part="loan"]')).not.to.match(/\bactive\b|interest_only|_/);
    await expectAccessible(el);
  });

  it('a stale save keeps what was typed, shows the loan as it is now and saves on the new version', async () => {
    signInAs('IC');
    let saves = 0;
    server.on('PATCH', `${PATH}/details`, ({ body }) => {
      saves++;
      if (saves === 1) return { status: 409, json: { detail: 'Someone else changed this loan; it has been reloaded.', loan: loanDetail({ version: 4, loan_details: { ...loanDetail().loan_details, purpose: 'Changed by Lara' } }) } };
      return { json: loanDetail({ version: 5, loan_details: { ...loanDetail().loan_details, collateral: (body as { collateral: string }).collateral } }) };
    });
    const el = await shown();
    expect($(el, 'button[part="rate"]')).to.equal(null);
    $<HTMLButtonElement>(el, 'button[part="edit-details"]')!.click();
    const form = await until(() => $<HTMLElement>(el, '[part="details-form"] form'), 'the form');
    const collateral = form.querySelector<HTMLTextAreaElement>('[name="collateral"]')!;
    typeIn(collateral, 'Processing line and receivables');
    (form as HTMLFormElement).requestSubmit();
    await until(() => saves === 1, 'the first save');
    expect(server.requests.find((r) => r.method === 'PATCH')!.body).to.deep.equal({ version: 3, collateral: 'Processing line and receivables' });
    await until(() => textOf(el, '[part="outcome"]').includes('Someone else changed this loan'), 'the stale message');
    expect(collateral.value).to.equal('Processing line and receivables');
    expect(textOf(el, '[part="details-form"]')).to.contain('What you typed is still here');
    await until(() => textOf(el, '[part="details-facts"]').includes('Changed by Lara'), 'the loan as it is now');
    (form as HTMLFormElement).requestSubmit();
    await until(() => saves === 2, 'the second save');
    expect(server.requests.filter((r) => r.method === 'PATCH')[1]!.body).to.deep.equal({ version: 4, collateral: 'Processing line and receivables' });
    await until(() => textOf(el, '[part="collateral"]') === 'Processing line and receivables', 'saved');
    expect(textOf(el, '[part="outcome"]')).to.equal('The loan details are saved.');
  });

  it('a reviewer rates the loan on the scale and records a policy exception; a refused save marks its field', async () => {
    signInAs('LRA');
    server.on('GET', PATH, { json: loanDetail({ can: REVIEWER }) });
    server.on('POST', `${PATH}/rating`, ({ body }) => ({ status: 201, json: loanDetail({ can: REVIEWER, rating: (body as { rating: string }).rating }) }));
    server.on('POST', `${PATH}/policy-exceptions`, { status: 400, json: { policy: ['Ensure this field has no more than 200 characters.'] } });
    const el = await shown();
    $<HTMLButtonElement>(el, 'button[part="rate"]')!.click();
    const form = await until(() => $<HTMLFormElement>(el, '[part="rating-form"] form'), 'the rating form');
    form.requestSubmit();
    await until(() => form.querySelector('[name="rating"]')!.getAttribute('aria-invalid') === 'true', 'the rating marked');
    pick(form.querySelector<HTMLSelectElement>('[name="rating"]')!, '6 - Watch');
    typeIn(form.querySelector<HTMLTextAreaElement>('[name="reason"]')!, 'Late statements');
    form.requestSubmit();
    await until(() => textOf(el, '[part="current-rating"]') === '6 - Watch', 'the new rating');
    expect(server.requests.find((r) => r.method === 'POST')!.body).to.deep.equal({ rating: '6 - Watch', reason: 'Late statements' });
    $<HTMLButtonElement>(el, 'button[part="add-exception"]')!.click();
    const ex = await until(() => $<HTMLFormElement>(el, '[part="exception-form"] form'), 'the exception form');
    typeIn(ex.querySelector<HTMLInputElement>('[name="policy"]')!, 'Too long');
    typeIn(ex.querySelector<HTMLTextAreaElement>('[name="reason"]')!, 'Because');
    ex.requestSubmit();
    await until(() => ex.querySelector('[name="policy"]')!.getAttribute('aria-invalid') === 'true', 'the policy marked');
    expect(ex.querySelector<HTMLInputElement>('[name="policy"]')!.value).to.equal('Too long');
  });

  it('fits 375 px right to left: the schedule scrolls inside its own box', async () => {
    signInAs('IC');
    setLocale('ar');
    await setViewport({ width: 375, height: 800 });
    try {
      const el = await shown();
      await until(() => getComputedStyle($(el, '[part="loan"]')!).direction === 'rtl', 'right to left');
      const box = $(el, '[part="schedule"]')!;
      expect(box.scrollWidth).to.be.greaterThan(box.clientWidth);
      expect(document.documentElement.scrollWidth).to.be.at.most(375);
      await expectAccessible(el);
    } finally {
      await setViewport({ width: 1024, height: 768 });
    }
  });

  it('says when the id is not valid', async () => {
    signInAs('VO');
    const el = await show('<si-loan loan-id="x"></si-loan>', 'si-loan', '[part="error"]');
    expect(textOf(el, '[part="error"]')).to.equal("This loan's id is not valid.");
  });
});
