import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { PortalLoanRequest } from '@si/contract';
import './loan-request.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { cleanup, expectAccessible, until } from '../../test-support/dom.ts';
import { TOKEN, show, textOf } from '../../test-support/portal-fixtures.ts';

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  setLocale('en');
  cleanup();
});

const REQUEST: PortalLoanRequest = { id: 31, reference: 'LN-1007', amount: '250000.00', currency: 'USD', purpose: 'A <b>second</b> grain dryer', term_months: 60, status: 'in_review', created_at: '2026-03-02T10:00:00Z' };
const TAG = `<si-loan-request token="${TOKEN}"></si-loan-request>`;
const shown = () => show(TAG, 'si-loan-request', '[part="form"]');
const $ = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLInputElement>(selector)!;
function type(input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  setter.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
function fill(el: Element, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) type($(el, `[name="${name}"]`), value);
}

describe('si-loan-request', () => {
  it("is accessible, and lists the borrower's requests with their status in words", async () => {
    api = fakeApi({ 'GET /api/customer/portal/loan_requests': { json: { requests: [REQUEST] } } });
    const el = await shown();
    await until(() => el.shadowRoot!.querySelector('[part="request"]'), 'the list');
    await expectAccessible(el);
    expect(textOf(el, '[part="request"]')).to.equal('$250,000.00 In review A <b>second</b> grain dryer Sent Mar 2, 2026, for 60 months');
    expect(el.shadowRoot!.querySelector('[part="request"] b')).to.equal(null);
    expect(api.requests[0]!.url.searchParams.get('token')).to.equal(TOKEN);
  });

  it('checks the fields before sending, and says each problem at its field', async () => {
    api = fakeApi({ 'GET /api/customer/portal/loan_requests': { json: { requests: [] } } });
    const el = await shown();
    fill(el, { amount: '0', term_months: '700' });
    $(el, '[part="submit"]').click();
    await until(() => el.shadowRoot!.querySelectorAll('.field-error').length === 3, 'three problems');
    expect([...el.shadowRoot!.querySelectorAll('.field-error')].map((e) => e.textContent)).to.deep.equal(['Enter an amount above zero.', 'Say what the loan is for.', 'Enter a whole number of months from 1 to 600.']);
    expect($(el, '[name="amount"]').getAttribute('aria-invalid')).to.equal('true');
    expect(api.to('POST', '/api/customer/portal/create_loan_request')).to.have.length(0);
    await expectAccessible(el);
  });

  it("keeps what was typed when the server refuses, then sends it and reads the list again", async () => {
    let refuse = true;
    api = fakeApi({
      'GET /api/customer/portal/loan_requests': () => ({ json: { requests: refuse ? [] : [REQUEST] } }),
      'POST /api/customer/portal/create_loan_request': () => (refuse ? { status: 400, json: { amount: ['Enter an amount like 250000 or 250000.00.'] } } : { status: 201, json: { id: 31 } }),
    });
    const el = await shown();
    fill(el, { amount: '250000', purpose: 'A second grain dryer', term_months: '60', documents_note: 'Dealer quote' });
    $(el, '[part="submit"]').click();
    await until(() => el.shadowRoot!.querySelector('.field-error'), 'the refusal');
    expect(textOf(el, '.field-error')).to.equal('Enter an amount like 250000 or 250000.00.');
    expect($(el, '[name="purpose"]').value).to.equal('A second grain dryer');
    expect($(el, '[name="documents_note"]').value).to.equal('Dealer quote');
    refuse = false;
    $(el, '[part="submit"]').click();
    await until(() => el.shadowRoot!.querySelector('[part="request"]'), 'the new request listed');
    const post = api.to('POST', '/api/customer/portal/create_loan_request').at(-1)!;
    expect(post.body).to.deep.equal({ amount: '250000', purpose: 'A second grain dryer', term_months: 60, documents_note: 'Dealer quote' });
    expect(post.url.searchParams.get('token')).to.equal(TOKEN);
    expect(textOf(el, '[part="sent"]')).to.equal('Your loan request was sent. Upload its documents to the request in your list of requirements.');
    expect($(el, '[name="amount"]').value).to.equal('');
  });
});
