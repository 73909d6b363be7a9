import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { DrawRequestRow, LoanDraws } from '@si/contract';
import './loan-draws.ts';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, savedDownloads, signInAs } from '../../test-support/table-test-kit.ts';

const TAG = '<si-loan-draws loan-id="12" item-href="/lender/items/{id}"></si-loan-draws>';

const line = (id: number, name: string, budget: string, patch: Partial<LoanDraws['lines'][number]> = {}) => ({ id, name, position: id, budget, claimed: '0.00', approved: '0.00', disbursed: '0.00', remaining: budget, has_draws: false, ...patch });

function draw(patch: Partial<DrawRequestRow> = {}): DrawRequestRow {
  return {
    id: 40, number: 3, status: 'inspected', note: 'Framing to the second floor', item_id: 900, files: 1, total: '170000.00', approved_total: null, needs_reviewer: false,
    requested_by: { kind: 'contact', name: 'Dana Contact' }, requested_at: '2026-03-01T10:00:00Z', inspected_by: { id: 7, name: 'Ivan Inspector' }, inspected_at: '2026-03-03T15:00:00Z',
    decided_by: null, decided_at: null, reject_reason: '', disbursed_at: null, version: 2,
    lines: [
      { id: 401, draw_line_id: 3, name: 'Framing', amount: '150000.00', percent_complete: '40.00', approved_amount: null, budget: '340000.00', drawn_percent: '44.12', variance: '-4.12' },
      { id: 402, draw_line_id: 4, name: 'Roofing', amount: '20000.00', percent_complete: '25.00', approved_amount: null, budget: '95000.00', drawn_percent: '21.05', variance: '3.95' },
    ],
    ...patch,
  };
}

function view(draws: DrawRequestRow[] = [draw()]): LoanDraws {
  const lines = [line(1, 'Site work', '120000.00', { disbursed: '110000.00', remaining: '10000.00', has_draws: true }), line(3, 'Framing', '340000.00', { claimed: '150000.00', has_draws: true }), line(4, 'Roofing', '95000.00', { claimed: '20000.00', has_draws: true })];
  return {
    loan: { id: 12, reference: 'LN-1042', name: 'Harbor Build LLC', currency: 'USD', is_draw_loan: true },
    approval_amount: '250000.00',
    lines,
    totals: { budget: '555000.00', claimed: '170000.00', approved: '0.00', disbursed: '110000.00', remaining: '445000.00' },
    draws,
  };
}

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/lending/loans/12/draws', { json: view() });
});

const shown = () => show(TAG, 'si-loan-draws', '[part="budget-table"]');
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const posts = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.path === path);

function typeIn(input: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('si-loan-draws', () => {
  it('shows the budget with its totals, the draw with its lines, variance in words and figures, and the documents link', async () => {
    signInAs('IC');
    const el = await shown();
    expect(textOf(el, '[part="budget-totals"]')).to.equal('Total $555,000.00 $170,000.00 $0.00 $110,000.00 $445,000.00');
    expect(textOf(el, '[part="draw-state"]')).to.equal('Inspected');
    const variance = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="variance"]')].map((v) => v.innerText.trim());
    expect(variance[0]).to.equal('Money ahead of the work by 4.12 points (40% complete, 44.12% drawn)');
    expect(variance[1]).to.equal('Work ahead of the money by 3.95 points (25% complete, 21.05% drawn)');
    expect($<HTMLAnchorElement>(el, '[part="documents-link"]')!.getAttribute('href')).to.equal('/lender/items/900');
    expect(textOf(el, '[part="documents"]')).to.contain('1 file');
    expect(textOf(el, '[part="draws"]')).not.to.match(/_|\bsubmitted\b/);
    await expectAccessible(el);
  });

  it('is accessible in Arabic, right to left', async () => {
    signInAs('IC');
    setLocale('ar');
    const el = await shown();
    await until(() => getComputedStyle($(el, '[part="draws"]')!).direction === 'rtl', 'right to left');
    await expectAccessible(el);
  });

  it('approves a draw for less on a line, and says it is approved', async () => {
    signInAs('IC');
    server.on('POST', '/api/lending/draws/40/approve', { json: draw({ status: 'approved', version: 3, approved_total: '160000.00' }) });
    const el = await shown();
    control(el, 'Approve').click();
    const form = await until(() => $(el, '[part="approve-form"]'), 'the approval form');
    const input = form.querySelector<HTMLInputElement>('input[name="lines.0.approved_amount"]')!;
    expect(input.value).to.equal('150000.00');
    typeIn(input, '200000');
    (form as HTMLFormElement).requestSubmit();
    await until(() => form.querySelector('.field-error'), 'the field message');
    expect(form.querySelector('.field-error')!.textContent).to.equal('At most the amount asked, $150,000.00.');
    expect(posts('/api/lending/draws/40/approve')).to.have.length(0);
    typeIn(input, '140000');
    (form as HTMLFormElement).requestSubmit();
    await until(() => posts('/api/lending/draws/40/approve').length === 1, 'the approval');
    expect(posts('/api/lending/draws/40/approve')[0]!.body).to.deep.equal({ version: 2, lines: [{ id: 401, approved_amount: '140000' }, { id: 402, approved_amount: '20000.00' }] });
    await until(() => textOf(el, '[part="outcome"]') === 'Draw 3 is now approved.', 'the outcome');
  });

  it('shows a refused approval at its line with the figures, and a stale draw reloaded', async () => {
    signInAs('LRA');
    server.on('POST', '/api/lending/draws/40/approve', { status: 400, json: { 'lines.0.approved_amount': ['The draw is above the remaining budget of the line. Line Framing has 12,000.00 remaining, 150,000.00 asked.'] } });
    const el = await shown();
    control(el, 'Approve').click();
    const form = await until(() => $(el, '[part="approve-form"]'), 'the approval form');
    (form as HTMLFormElement).requestSubmit();
    await until(() => form.querySelector('.field-error'), 'the field message');
    expect(form.querySelector('.field-error')!.textContent).to.equal('The draw is above the remaining budget of the line. Line Framing has 12,000.00 remaining, 150,000.00 asked.');
    server.on('POST', '/api/lending/draws/40/approve', { status: 409, json: { detail: 'Someone else changed this draw; it has been reloaded.' } });
    (form as HTMLFormElement).requestSubmit();
    await until(() => textOf(el, '[part="outcome"]').startsWith('Someone else changed this draw meanwhile'), 'the reload');
  });

  it('above the amount only a reviewer approves; a viewer has no action', async () => {
    signInAs('IC');
    server.on('GET', '/api/lending/loans/12/draws', { json: view([draw({ needs_reviewer: true, total: '300000.00' })]) });
    const el = await shown();
    expect(textOf(el, '[part="reviewer-note"]')).to.contain('a reviewer (LRA) approves this draw');
    expect($<HTMLButtonElement>(el, 'button[part="approve"]')!.disabled).to.equal(true);
    signInAs('VO');
    const ro = await show(TAG, 'si-loan-draws', '[part="draw"]');
    expect(ro.shadowRoot!.querySelector('[part="draw-actions"]')).to.equal(null);
    expect(ro.shadowRoot!.querySelector('[part="edit-budget"]')).to.equal(null);
  });

  it('records an inspection, rejects with a reason, disburses an approved draw', async () => {
    signInAs('OA');
    server.on('POST', '/api/lending/draws/40/inspection', { json: draw({ version: 3 }) });
    server.on('POST', '/api/lending/draws/40/reject', { json: draw({ status: 'rejected', reject_reason: 'No lien waiver', version: 4 }) });
    const el = await shown();
    control(el, 'Record the inspection').click();
    const inspect = await until(() => $(el, '[part="inspect-form"]'), 'the inspection form');
    typeIn(inspect.querySelector<HTMLInputElement>('input[name="lines.0.percent_complete"]')!, '55');
    (inspect as HTMLFormElement).requestSubmit();
    await until(() => posts('/api/lending/draws/40/inspection').length === 1, 'the inspection');
    expect(posts('/api/lending/draws/40/inspection')[0]!.body).to.deep.equal({ version: 2, lines: [{ id: 401, percent_complete: '55' }, { id: 402, percent_complete: '25.00' }] });
    await until(() => !$(el, '[part="inspect-form"]'), 'the form closed');
    control(el, 'Reject').click();
    const reject = await until(() => $(el, '[part="reject-form"]'), 'the rejection form');
    typeIn(reject.querySelector('textarea')!, 'No lien waiver');
    (reject as HTMLFormElement).requestSubmit();
    await until(() => posts('/api/lending/draws/40/reject').length === 1, 'the rejection');
    expect(posts('/api/lending/draws/40/reject')[0]!.body).to.deep.equal({ version: 2, reason: 'No lien waiver' });

    server.on('GET', '/api/lending/loans/12/draws', { json: view([draw({ status: 'approved', approved_total: '170000.00', version: 5 })]) });
    server.on('POST', '/api/lending/draws/40/disburse', { json: draw({ status: 'disbursed', version: 6 }) });
    const approved = await show(TAG, 'si-loan-draws', 'button[part="disburse"]');
    control(approved, 'Mark disbursed').click();
    await until(() => posts('/api/lending/draws/40/disburse').length === 1, 'the disbursement');
    expect(posts('/api/lending/draws/40/disburse')[0]!.body).to.deep.equal({ version: 5 });
  });

  it('edits the budget: a line with draws is kept, a new line added; downloads the schedule', async () => {
    signInAs('IC');
    server.on('PUT', '/api/lending/loans/12/draw-budget', ({ body }) => ({ json: { ...view(), lines: (body as { lines: { name: string; budget: string }[] }).lines.map((l, i) => line(i + 1, l.name, l.budget)) } }));
    server.on('GET', '/api/lending/loans/12/draws/schedule', { blob: new Blob(['Line,Budget\r\n'], { type: 'text/csv' }) });
    const el = await shown();
    control(el, 'Edit the budget').click();
    const form = await until(() => $(el, '[part="budget-form"]'), 'the budget form');
    expect(form.querySelectorAll('[part="line-kept"]')).to.have.length(3);
    control(el, 'Add a line').click();
    await until(() => form.querySelectorAll('[part="budget-row"]').length === 4, 'a fourth row');
    typeIn(form.querySelector<HTMLInputElement>('input[name="lines.3.name"]')!, 'Framing');
    (form as HTMLFormElement).requestSubmit();
    await until(() => form.querySelector('.field-error'), 'the duplicate name');
    expect(form.querySelector('.field-error')!.textContent).to.equal('Two lines have this name.');
    typeIn(form.querySelector<HTMLInputElement>('input[name="lines.3.name"]')!, 'Finishes');
    typeIn(form.querySelector<HTMLInputElement>('input[name="lines.3.budget"]')!, '310000');
    (form as HTMLFormElement).requestSubmit();
    await until(() => server.requests.some((r) => r.method === 'PUT'), 'the save');
    const sent = server.requests.find((r) => r.method === 'PUT')!.body as { lines: unknown[] };
    expect(sent.lines[3]).to.deep.equal({ id: null, name: 'Finishes', budget: '310000' });
    await until(() => textOf(el, '[part="outcome"]') === 'The budget is saved.', 'saved');
    const saved = await savedDownloads(() => control(el, 'Download the draw schedule (CSV)').click());
    expect(saved).to.deep.equal(['draw-schedule-LN-1042.csv']);
  });

  it('fits 375 px: the page never scrolls sideways, the tables scroll in their own boxes', async () => {
    signInAs('IC');
    const holder = document.createElement('div');
    holder.style.inlineSize = '375px';
    document.body.append(holder);
    holder.innerHTML = TAG;
    const el = holder.querySelector('si-loan-draws')!;
    await until(() => el.shadowRoot?.querySelector('[part="budget-table"]'), 'the budget');
    expect(el.scrollWidth).to.be.at.most(375);
    expect(el.shadowRoot!.querySelector<HTMLElement>('[part="draws"]')!.scrollWidth).to.be.at.most(375);
    holder.remove();
  });
});
