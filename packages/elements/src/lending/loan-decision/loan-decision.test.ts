import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { LoanDecisions } from '@si/contract';
import { LendingMessage } from '@si/contract/lending';
import './loan-decision.ts';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, signInAs } from '../../test-support/table-test-kit.ts';

const TAG = '<si-loan-decision loan-id="55"></si-loan-decision>';
const PANEL: LoanDecisions = {
  loan_id: 55,
  reference: 'LN-1004',
  status: 'in_review',
  workspace_kind: 2,
  amount: '2400000.00',
  currency: 'USD',
  round: 1,
  needed: 2,
  given: 1,
  version: 3,
  decisions: [
    {
      id: 9,
      round: 1,
      ordinal: 1,
      outcome: 'approved_with_conditions',
      reason: 'Solid <i>coverage</i>.',
      conditions: [{ text: 'First lien on the trailers', item_id: null }],
      decided_by: { id: 1, name: 'Olivia Admin' },
      decided_at: '2026-03-02T10:00:00Z',
    },
  ],
};

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/lending/loans/55/decisions', { json: PANEL });
});

const shown = () => show(TAG, 'si-loan-decision', '[part="facts"]');
const $ = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const posts = () => server.requests.filter((r) => r.method === 'POST');
function type(input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  setter.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const radio = (el: Element, value: string) => $(el, `input[value="${value}"]`) as HTMLInputElement;

describe('si-loan-decision', () => {
  it('shows the round, the decisions given of those needed and each decision in words', async () => {
    signInAs('VO');
    const el = await shown();
    await expectAccessible(el);
    expect(textOf(el, '[part="facts"]')).to.equal('Status In review Amount $2,400,000.00 Round 1 Decisions 1 of 2 given');
    expect(textOf(el, '[part="decision"]')).to.match(/^Approved with conditions by Olivia Admin, .+ Solid <i>coverage<\/i>\. First lien on the trailers$/);
    expect($(el, '[part="form"]'), 'a viewer reads only').to.equal(null);
  });

  it("lets a reviewer decline with a reason; the server's refusal keeps what was typed", async () => {
    signInAs('LRA');
    server.on('POST', '/api/lending/loans/55/decisions', { status: 409, json: { detail: LendingMessage.sameDecider } });
    const el = await shown();
    await expectAccessible(el);
    radio(el, 'declined').click();
    await until(() => radio(el, 'declined').checked, 'declined chosen');
    $(el, '[part="submit"]')!.click();
    await until(() => textOf(el, '.field-error') === 'Say why the loan is declined.', 'the reason asked for');
    expect(posts()).to.have.length(0);
    type($(el, 'textarea')! as HTMLTextAreaElement, 'Thin collateral');
    $(el, '[part="submit"]')!.click();
    await until(() => $(el, '[part="form-error"]'), 'the refusal');
    expect(posts()[0]!.body).to.deep.equal({ outcome: 'declined', reason: 'Thin collateral', conditions: [] });
    expect(textOf(el, '[part="form-error"]')).to.equal('The second decision must be made by someone else.');
    expect(($(el, 'textarea') as HTMLTextAreaElement).value).to.equal('Thin collateral');
  });

  it('approves with conditions added and removed one by one, and shows the answer', async () => {
    signInAs('OA');
    server.on('POST', '/api/lending/loans/55/decisions', (request) => ({
      status: 201,
      json: { ...PANEL, status: 'approved', given: 2, decisions: [{ ...PANEL.decisions[0]!, id: 10, ordinal: 2, reason: '', conditions: (request.body as { conditions: string[] }).conditions.map((text, i) => ({ text, item_id: 70 + i })), decided_by: { id: 7, name: 'Ada Lovelace' } }, ...PANEL.decisions] },
    }));
    const el = await shown();
    radio(el, 'approved_with_conditions').click();
    await until(() => $(el, '[part="conditions"]'), 'the conditions');
    const input = $(el, 'input[name="condition"]') as HTMLInputElement;
    for (const text of ['Insurance certificate', 'Guarantee of the owner', 'Audited accounts']) {
      type(input, text);
      $(el, '[part="add-condition"]')!.click();
      await until(() => input.value === '', 'added');
    }
    el.shadowRoot!.querySelector<HTMLButtonElement>('[aria-label="Remove condition: Guarantee of the owner"]')!.click();
    await until(() => el.shadowRoot!.querySelectorAll('.condition-list li').length === 2, 'removed');
    await expectAccessible(el);
    $(el, '[part="submit"]')!.click();
    await until(() => textOf(el, '[part="status"]') === 'Approved', 'the new status');
    expect(posts()[0]!.body).to.deep.equal({ outcome: 'approved_with_conditions', reason: '', conditions: ['Insurance certificate', 'Audited accounts'] });
    expect(textOf(el, '[part="announcer"]')).to.equal('Decision recorded. The loan is now: Approved.');
    expect($(el, '[part="form"]')).to.equal(null);
    expect($(el, '[part="book-button"]')).to.not.equal(null);
  });

  it('books an approved loan (with draws for a construction loan) and reopens a declined one', async () => {
    signInAs('LRA');
    server.on('GET', '/api/lending/loans/55/decisions', { json: { ...PANEL, status: 'approved', given: 2 } });
    server.on('POST', '/api/lending/loans/55/book', { json: { ...PANEL, status: 'active', workspace_kind: 3 } });
    const el = await shown();
    (el.shadowRoot!.querySelector('[part="book"] input[type="checkbox"]') as HTMLInputElement).click();
    $(el, '[part="book-button"]')!.click();
    await until(() => textOf(el, '[part="status"]') === 'Active', 'booked');
    expect(posts()[0]!.body).to.deep.equal({ draws: true });

    server.on('GET', '/api/lending/loans/55/decisions', { json: { ...PANEL, status: 'declined' } });
    server.on('POST', '/api/lending/loans/55/reopen', { json: { ...PANEL, status: 'in_review', round: 2, given: 0, needed: 2 } });
    el.remove();
    const again = await shown();
    $(again, '[part="reopen-button"]')!.click();
    await until(() => textOf(again, '[part="status"]') === 'In review', 'reopened');
    expect(textOf(again, '[part="none"]')).to.equal('No decision yet in this round.');
    expect($(again, '[part="earlier"]')).to.not.equal(null);
  });

  it('tells a reviewer who decided this round that the second decision is someone else’s', async () => {
    signInAs('LRA');
    server.on('GET', '/api/lending/loans/55/decisions', { json: { ...PANEL, decisions: [{ ...PANEL.decisions[0]!, decided_by: { id: 7, name: 'Ada Lovelace' } }] } });
    const el = await shown();
    expect($(el, '[part="form"]')).to.equal(null);
    expect(textOf(el, '[part="waiting"]')).to.equal("You have decided this round; the second decision is someone else's.");
  });
});
