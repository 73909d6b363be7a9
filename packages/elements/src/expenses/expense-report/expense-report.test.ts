import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import './expense-report.ts';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, savedDownloads, signInAs } from '../../test-support/table-test-kit.ts';
import { BOB, claim, line } from '../../test-support/expense-fixtures.ts';

const TAG = '<si-expense-report claim-id="5" claim-href="/expensemanagement/expenseDetails/claim/{id}"></si-expense-report>';
const APPROVED = claim({
  id: 5,
  number: 'EXP-0005',
  state: 'approved',
  total: '57.01',
  can_edit: false,
  submitted_at: '2026-03-05T10:00:00Z',
  decided_by: BOB,
  decided_at: '2026-03-06T10:00:00Z',
  lines: [
    line({ id: 11, position: 1, amount: '42.50', converted_amount: '42.50', justification: 'Dinner with the client.', findings: [{ code: 'over_claim_limit', limit: '40.00', amount: '42.50', currency: 'EUR', blocking: false }] }),
    line({ id: 12, position: 2, merchant: 'Pret', amount: '12.40', currency: 'GBP', rate: '1.17000000', converted_amount: '14.51', splits: [{ id: 70, account: { id: 40, name: 'Northwind Traders' }, amount: '14.51', rebilled: { invoice_id: 812, line: 3, at: '2026-03-07T09:00:00Z' } }] }),
  ],
  reimbursement: { bill_id: 301, state: 'paid', total: '57.01', balance: '0.00', due_date: '2026-03-20', paid_on: '2026-03-18', payee_account: { id: 90, name: 'Ada Lovelace (expenses)' } },
});

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/expense-claims/5', { json: APPROVED });
});

describe('si-expense-report', () => {
  it("shows the claim as a printable report, with its expenses, total, approval and reimbursement", async () => {
    signInAs('VO');
    const el = await show(TAG, 'si-expense-report', '[part="report"]');
    expect(textOf(el, '#report-heading')).to.equal('Expense report EXP-0005');
    expect(textOf(el, '[part="facts"]')).to.equal('Claimant Ada Lovelace State Approved, to be reimbursed Started Mar 5, 2026 Sent for approval Mar 5, 2026 Approved by Bob Approver on Mar 6, 2026 Reimbursed in EUR');
    const rows = [...el.shadowRoot!.querySelectorAll('[part="lines"] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.replace(/\s+/g, ' ').trim()).join(' | '));
    expect(rows).to.deep.equal([
      '1 | Mar 4, 2026 | Café du Port Justification: Dinner with the client. Over the limit per expense: €42.50, where the policy allows €40.00. The approver reads the justification. No receipt | Meals | €42.50 |  | €42.50',
      '2 | Mar 4, 2026 | Pret No receipt | Meals | £12.40 | 1.17 | €14.51',
    ]);
    expect(textOf(el, '[part="total"]')).to.equal('€57.01');
    expect(textOf(el, '[part="reimbursement"]')).to.equal('Reimbursed €57.01 to Ada Lovelace (expenses) on Mar 18, 2026.');
    expect(textOf(el, '[part="report"]')).to.contain('Expense 2: Northwind Traders, €14.51 (on invoice line 3)');
    expect(el.shadowRoot!.querySelector('[part="back"]')!.getAttribute('href')).to.equal('/expensemanagement/expenseDetails/claim/5');
    await expectAccessible(el);
  });

  it("downloads the server's PDF of the report", async () => {
    signInAs('VO');
    server.on('GET', '/api/expense-claims/5/report.pdf', { blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) });
    const el = await show(TAG, 'si-expense-report', '[part="report"]');
    const saved = await savedDownloads(() => control(el, 'Download PDF').click());
    expect(saved).to.deep.equal(['EXP-0005.pdf']);
    expect(server.requests.some((r) => r.path === '/api/expense-claims/5/report.pdf' && r.authorization === 'JWT ACCESS')).to.equal(true);
  });

  it('says why a download failed', async () => {
    signInAs('VO');
    server.on('GET', '/api/expense-claims/5/report.pdf', { status: 404, json: { detail: 'Not found.' } });
    const el = await show(TAG, 'si-expense-report', '[part="report"]');
    control(el, 'Download PDF').click();
    await until(() => textOf(el, '[part="outcome"]'), 'the failure');
    expect(textOf(el, '[part="outcome"]')).to.equal('Not found.');
  });

  it('fits a phone in Arabic: the expenses table scrolls in its own box, never the page', async () => {
    signInAs('VO');
    setLocale('ar');
    const el = await show(TAG, 'si-expense-report', '[part="report"]');
    el.style.display = 'block';
    el.style.width = '375px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const box = el.getBoundingClientRect();
    const past = [...el.shadowRoot!.querySelectorAll<HTMLElement>('*')]
      .filter((n) => n.closest('.table-wrap') === null || n.matches('.table-wrap'))
      .filter((n) => n.getBoundingClientRect().width > 0)
      .filter((n) => n.getBoundingClientRect().left < box.left - 1 || n.getBoundingClientRect().right > box.right + 1)
      .map((n) => `${n.tagName.toLowerCase()}.${n.className}[${n.getAttribute('part') ?? ''}]`);
    expect(past.slice(0, 6)).to.deep.equal([]);
    expect(el.scrollWidth).to.be.at.most(375);
    await expectAccessible(el);
  });
});
