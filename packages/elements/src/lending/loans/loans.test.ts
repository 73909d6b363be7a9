import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { setLocale } from '@si/core';
import type { LoanRow } from '@si/contract';
import './loans.ts';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { show } from '../../test-support/portal-fixtures.ts';
import { choose, freshServerPerTest, nthQuery, pageOf, params, rowTexts, savedDownloads, signInAs } from '../../test-support/table-test-kit.ts';

const TAG = '<si-loans loan-href="/bank/accounts/{id}"></si-loans>';
const LIST = '/api/lending/loans';

function loanRow(patch: Partial<LoanRow> = {}): LoanRow {
  return {
    id: 41, reference: 'LN-1041', borrower: 'Harbor View Apartments LP', amount: '4500000.00', currency: 'USD', product: { id: 3, name: 'Construction loan' }, category: null,
    officer: { id: 2, name: 'Ivan Contributor' }, status: 'active', workspace_kind: 3, stage: null, rating: '4 - Satisfactory',
    next_test: { date: '2026-06-30', covenant: { id: 9, name: 'DSCR at least 1.25' } }, worst_status: 'breach', created_at: '2026-01-05T09:00:00Z', updated_at: '2026-03-01T09:00:00Z',
    ...patch,
  };
}
const HARBOR = loanRow();
const BLUE = loanRow({ id: 42, reference: 'LN-1042', borrower: 'Blue Ridge Logistics', amount: '1200000.00', product: { id: 1, name: 'Term loan' }, officer: null, status: 'requested', workspace_kind: 2, stage: { id: 5, name: 'Application' }, rating: '', next_test: null, worst_status: null });

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', LIST, { json: pageOf([HARBOR, BLUE]) });
  server.on('GET', '/api/users', { json: pageOf([]) });
  server.on('GET', '/api/products', { json: pageOf([{ id: 1, name: 'Term loan', description: '', category: null }, { id: 3, name: 'Construction loan', description: '', category: null }]) });
  server.on('GET', '/api/categories', { json: pageOf([{ id: 2, name: 'Commercial', description: '' }]) });
  server.on('GET', '/api/lending/settings', { json: { rating_scale: ['1 - Exceptional', '4 - Satisfactory'], warning_margin: '10.00', dual_decision_amount: '1000000.00', draw_approval_amount: '250000.00', pipeline: null, formulas: [], pipelines: [], updated_at: null } });
});

const shown = (html = TAG) => show(html, 'si-loans', 'tbody tr');
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const lastList = () => params(server.requests.filter((r) => r.path === LIST).at(-1)!.search);
function typeIn(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const buttonNamed = (el: Element, name: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('button, sl-button')].find((b) => b.textContent!.trim() === name);

describe('si-loans', () => {
  it('lists loans with their status, place, rating and covenants in words, references linked, and filters on the server', async () => {
    signInAs('VO');
    const el = await shown();
    expect(await nthQuery(server.requests, LIST, 1)).to.deep.equal({ page: '1', page_size: '10', ordering: '-created_at' });
    const rows = rowTexts(el);
    expect(rows[0]).to.contain('LN-1041').and.contain('Harbor View Apartments LP').and.contain('$4,500,000.00').and.contain('Active').and.contain('Loan draw').and.contain('4 - Satisfactory').and.contain('DSCR at least 1.25').and.contain('Breach');
    expect(rows[1]).to.contain('Requested').and.contain('Application').and.contain('Unrated').and.contain('None due');
    expect($<HTMLAnchorElement>(el, '[part~="loan-link"]')!.getAttribute('href')).to.equal('/bank/accounts/41');
    expect($(el, '[part="covenant-badge"]')!.textContent).to.equal('Breach');
    expect(buttonNamed(el, 'New loan'), 'a viewer opens no loan').to.equal(undefined);
    choose(el, 'Status', 'active');
    await until(() => lastList().status === 'active', 'the status filter');
    choose(el, 'Where', '3');
    await until(() => lastList().workspace_kind === '3', 'the place filter');
    await until(() => [...el.shadowRoot!.querySelectorAll('option')].some((o) => o.textContent === '4 - Satisfactory'), 'the rating scale');
    choose(el, 'Rating', '4 - Satisfactory');
    await until(() => lastList().rating === '4 - Satisfactory', 'the rating filter');
    await expectAccessible(el);
  });

  it('exports the CSV with the same filters', async () => {
    signInAs('VO');
    server.on('GET', `${LIST}/export`, { text: 'ID,Reference\n41,LN-1041\n', headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="loans-2026-03-05.csv"' } });
    const el = await shown();
    choose(el, 'Status', 'active');
    await until(() => lastList().status === 'active', 'the status filter');
    const names = await savedDownloads(() => $<HTMLButtonElement>(el, '[part="export"]')!.click());
    expect(names).to.deep.equal(['loans-2026-03-05.csv']);
    const exported = server.requests.find((r) => r.path === `${LIST}/export`)!;
    expect(params(exported.search).status).to.equal('active');
  });

  it('opens a new loan; a refused save keeps what was typed with the message at its field', async () => {
    signInAs('IC');
    let calls = 0;
    server.on('POST', LIST, ({ body }) => {
      calls++;
      if (calls === 1) return { status: 400, json: { currency: ['Enter an ISO 4217 currency code, such as USD, EUR or JPY.'] } };
      return { status: 201, json: { ...HARBOR, ...(body as object), id: 50, reference: 'LN-1050' } };
    });
    const el = await shown();
    buttonNamed(el, 'New loan')!.click();
    const form = await until(() => $(el, '[part="form"] form'), 'the form');
    const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    (form as HTMLFormElement).requestSubmit();
    await until(() => field('borrower_name').getAttribute('aria-invalid') === 'true', 'the borrower marked');
    expect(calls).to.equal(0);
    typeIn(field('borrower_name'), 'Maple Street Bakery');
    typeIn(field('amount'), '120000');
    typeIn(field('currency'), 'ZZZ');
    (form as HTMLFormElement).requestSubmit();
    await until(() => field('currency').getAttribute('aria-invalid') === 'true', 'the currency marked');
    expect(field('borrower_name').value).to.equal('Maple Street Bakery');
    expect(field('amount').value).to.equal('120000');
    typeIn(field('currency'), 'usd');
    (form as HTMLFormElement).requestSubmit();
    await until(() => calls === 2, 'the second save');
    const body = server.requests.filter((r) => r.method === 'POST' && r.path === LIST)[1]!.body as Record<string, unknown>;
    expect(body).to.deep.equal({ borrower_name: 'Maple Street Bakery', amount: '120000', currency: 'USD', product_id: null, category_id: null, workspace_kind: 2 });
    await until(() => $(el, '[part="notice"]')?.textContent?.includes('LN-1050'), 'the notice');
  });

  it('works at 375 px and right to left without scrolling sideways', async () => {
    signInAs('IC');
    await setViewport({ width: 375, height: 800 });
    setLocale('ar');
    try {
      const el = await shown();
      await until(() => getComputedStyle($(el, '[part="base"]') ?? el.shadowRoot!.firstElementChild!).direction === 'rtl', 'right to left');
      expect(document.documentElement.scrollWidth).to.be.at.most(375);
      await expectAccessible(el);
    } finally {
      await setViewport({ width: 1024, height: 768 });
    }
  });
});
