import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import './expense-reimbursements.ts';
import { nextEvent, until } from '../../test-support/dom.ts';
import { show, textOf } from '../../test-support/portal-fixtures.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';
import { choose, freshServerPerTest, nthQuery, pageOf, params, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';
import { BOB, reimbursement } from '../../test-support/expense-fixtures.ts';

const TAG = '<si-expense-reimbursements claim-href="/expensemanagement/expenseDetails/claim/{id}" bill-href="/payable/bills/{id}"></si-expense-reimbursements>';
const OWED = reimbursement({ bill_id: 301 });
const SCHEDULED = reimbursement({ bill_id: 302, claim: { id: 6, number: 'EXP-0006', title: 'Trade fair, Berlin' }, claimant: BOB, payee_account: { id: 91, name: 'Bob Approver (expenses)' }, total: '812.40', balance: '812.40', state: 'scheduled', payment_run_id: 12 });
const PAID = reimbursement({ bill_id: 303, claim: { id: 7, number: 'EXP-0007', title: 'Conference, London' }, currency: 'GBP', total: '120.00', balance: '0.00', state: 'paid', paid_on: '2026-02-28', payment_run_id: 11 });

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/expense-reimbursements', { json: pageOf([OWED, SCHEDULED, PAID]) });
});

runListScreenSuite({
  tag: 'si-expense-reimbursements',
  html: TAG,
  server: () => server,
  endpoint: '/api/expense-reimbursements',
  rows: [OWED, SCHEDULED, PAID],
  sort: { column: 'Amount', ordering: 'total' },
  emptyText: 'Nothing is owed to staff: approved claims appear here.',
});

const lastList = () => params(server.requests.filter((r) => r.path === '/api/expense-reimbursements').at(-1)!.search);

describe('si-expense-reimbursements', () => {
  it('lists what is owed to staff with each state in words, links to the claims, the bills and the payment runs', async () => {
    signInAs('VO');
    const el = await show(TAG, 'si-expense-reimbursements', 'tbody tr');
    expect(await nthQuery(server.requests, '/api/expense-reimbursements', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: '-approved_at' });
    expect(rowTexts(el)).to.deep.equal([
      'EXP-0005 | Client visit, Lyon | Ada Lovelace | Ada Lovelace (expenses) | €142.50 | €142.50 | Approved, waiting for a payment run | Mar 20, 2026 | Mar 6, 2026 | Open bill',
      'EXP-0006 | Trade fair, Berlin | Bob Approver | Bob Approver (expenses) | €812.40 | €812.40 | Scheduled in a payment run | Mar 20, 2026 | Mar 6, 2026 | Open bill',
      'EXP-0007 | Conference, London | Ada Lovelace | Ada Lovelace (expenses) | £120.00 | £0.00 | Paid | Paid on Feb 28, 2026 | Mar 6, 2026 | Open bill',
    ]);
    const claimLink = el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="claim-link"]')!;
    expect(claimLink.getAttribute('href')).to.equal('/expensemanagement/expenseDetails/claim/5');
    expect(el.shadowRoot!.querySelector('[part="bill-link"]')!.getAttribute('href')).to.equal('/payable/bills/301');
    const runs = el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="payment-runs-link"]')!;
    expect(runs.getAttribute('href')).to.equal('/payable/accounts?view=payment-runs');
    const navigated = nextEvent<{ href: string }>('si-navigate');
    el.addEventListener('si-navigate', (event) => event.preventDefault(), { once: true });
    runs.click();
    expect((await navigated).detail.href).to.equal('/payable/accounts?view=payment-runs');
    choose(el, 'State', 'paid');
    await until(() => lastList().state === 'paid', 'the state filter');
    server.on('GET', '/api/expense-reimbursements', { json: pageOf([]) });
    choose(el, 'State', 'void');
    await until(() => textOf(el, '[part="empty"]') === 'No reimbursement is in this state.', 'the filtered empty text');
  });
});
