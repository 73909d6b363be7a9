import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import './expense-claims.ts';
import { expectAccessible, nextEvent, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';
import { choose, freshServerPerTest, nthQuery, pageOf, params, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';
import { BOB, claim, claimRow } from '../../test-support/expense-fixtures.ts';

const TAG = '<si-expense-claims></si-expense-claims>';
const DRAFT = claimRow({ id: 5, number: 'EXP-0005' });
const SENT = claimRow({ id: 6, number: 'EXP-0006', title: 'Trade fair, Berlin', total: '812.40', state: 'submitted', line_count: 4, submitted_at: '2026-03-02T10:00:00Z' });
const PAID = claimRow({ id: 7, number: 'EXP-0007', title: 'Conference, London', currency: 'GBP', total: '120.00', state: 'reimbursed', line_count: 2, submitted_at: '2026-02-10T10:00:00Z' });

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/expense-claims', { json: pageOf([DRAFT, SENT, PAID]) });
});

runListScreenSuite({
  tag: 'si-expense-claims',
  html: TAG,
  server: () => server,
  endpoint: '/api/expense-claims',
  rows: [DRAFT, SENT, PAID],
  sort: { column: 'Total', ordering: 'total' },
  writeControls: ['New claim'],
  emptyText: 'You have no claims yet.',
  signIn: (as) => signInAs(as === 'writer' ? 'IC' : 'VO'),
});

const shown = (html = TAG) => show(html, 'si-expense-claims', 'tbody tr');
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const lastList = () => params(server.requests.filter((r) => r.path === '/api/expense-claims').at(-1)!.search);
const posts = () => server.requests.filter((r) => r.method === 'POST' && r.path === '/api/expense-claims');

function typeIn(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('si-expense-claims', () => {
  it("lists the caller's claims with their totals and states in words, filtered by state on the server, with the page's totals", async () => {
    signInAs('IC');
    const el = await shown();
    expect(await nthQuery(server.requests, '/api/expense-claims', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: '-created_at', scope: 'mine' });
    expect(rowTexts(el)).to.deep.equal([
      'EXP-0005 | Client visit, Lyon | 1 | €42.50 | Not sent | Draft | Open claim',
      'EXP-0006 | Trade fair, Berlin | 4 | €812.40 | Mar 2, 2026 | Waiting for approval | Open claim',
      'EXP-0007 | Conference, London | 2 | £120.00 | Feb 10, 2026 | Reimbursed | Open claim',
    ]);
    expect(textOf(el, '[part="totals"]')).to.equal('Total of the claims on this page: €854.90 and £120.00');
    choose(el, 'State', 'submitted');
    await until(() => lastList().state === 'submitted', 'the state filter');
    expect(lastList().scope).to.equal('mine');
  });

  it('shows the drafts and the claims to approve in their own tabs, and keeps the tab in the address', async () => {
    signInAs('IC');
    const el = await shown('<si-expense-claims view="drafts" view-href="/expensemanagement/expense?view={view}"></si-expense-claims>');
    expect(await nthQuery(server.requests, '/api/expense-claims', 1)).to.include({ scope: 'mine', state: 'draft' });
    expect([...el.shadowRoot!.querySelectorAll('label')].some((l) => l.textContent?.startsWith('State')), 'no state filter on drafts').to.equal(false);
    expect(textOf(el, '[part~="tab-selected"]')).to.equal('Drafts');
    server.on('GET', '/api/expense-claims', { json: pageOf([claimRow({ id: 8, number: 'EXP-0008', claimant: BOB, state: 'submitted', can_decide: true })]) });
    const navigated = nextEvent<{ href: string }>('si-navigate');
    el.addEventListener('si-navigate', (event) => event.preventDefault(), { once: true });
    control(el, 'To approve').click();
    expect((await navigated).detail.href).to.equal('/expensemanagement/expense?view=to-approve');
    await until(() => lastList().scope === 'to_approve', 'the claims to approve');
    await until(() => rowTexts(el)[0]?.startsWith('EXP-0008 | Client visit, Lyon | Bob Approver |'), 'the claimant column');
    expect($(el, '[part="create"]'), 'no New claim among the claims to approve').to.equal(null);
    await expectAccessible(el);
  });

  it('creates a draft only when the new claim form is sent, then goes to the claim', async () => {
    signInAs('IC');
    server.on('POST', '/api/expense-claims', { status: 201, json: claim({ id: 9, number: 'EXP-0009', title: 'Site visit, Nantes', lines: [] }) });
    const el = await shown('<si-expense-claims claim-href="/expensemanagement/expenseDetails/claim/{id}"></si-expense-claims>');
    expect($<HTMLAnchorElement>(el, '[part="claim-link"]')!.getAttribute('href')).to.equal('/expensemanagement/expenseDetails/claim/5');
    expect(posts(), 'nothing created by showing the list').to.have.length(0);
    control(el, 'New claim').click();
    await until(() => $(el, '[part="form"] input[name="title"]'), 'the form');
    expect(posts(), 'nothing created by opening the form').to.have.length(0);
    $<HTMLFormElement>(el, '[part="form"] form')!.requestSubmit();
    await until(() => $(el, '[part="form"] input[name="title"]')!.getAttribute('aria-invalid') === 'true', 'the title asked for');
    expect(posts()).to.have.length(0);
    typeIn($<HTMLInputElement>(el, '[part="form"] input[name="title"]')!, 'Site visit, Nantes');
    const navigated = nextEvent<{ href: string }>('si-navigate');
    el.addEventListener('si-navigate', (event) => event.preventDefault(), { once: true });
    $<HTMLFormElement>(el, '[part="form"] form')!.requestSubmit();
    expect((await navigated).detail.href).to.equal('/expensemanagement/expenseDetails/claim/9');
    expect(posts()[0]!.body).to.deep.equal({ title: 'Site visit, Nantes' });
  });

  it('keeps the typed title when the server refuses the new claim', async () => {
    signInAs('IC');
    server.on('POST', '/api/expense-claims', { status: 400, json: { currency: ['Enter a three-letter ISO 4217 currency code.'] } });
    const el = await shown();
    control(el, 'New claim').click();
    await until(() => $(el, '[part="form"] input[name="title"]'), 'the form');
    typeIn($<HTMLInputElement>(el, '[part="form"] input[name="title"]')!, 'Site visit');
    typeIn($<HTMLInputElement>(el, '[part="form"] input[name="currency"]')!, 'XYZ');
    $<HTMLFormElement>(el, '[part="form"] form')!.requestSubmit();
    const currency = await until(() => {
      const input = $<HTMLInputElement>(el, '[part="form"] input[name="currency"]')!;
      return input.getAttribute('aria-invalid') === 'true' && input;
    }, 'the currency marked');
    expect(posts()[0]!.body).to.deep.equal({ title: 'Site visit', currency: 'XYZ' });
    expect(textOf(el, '[part="form"]')).to.contain('Enter a three-letter ISO 4217 currency code.');
    expect(currency.value).to.equal('XYZ');
    expect($<HTMLInputElement>(el, '[part="form"] input[name="title"]')!.value).to.equal('Site visit');
  });

  it('opens a claim in a panel of the list without claim-href', async () => {
    signInAs('IC');
    server.on('GET', '/api/expense-claims/6', { json: claim({ id: 6, number: 'EXP-0006', title: 'Trade fair, Berlin', state: 'submitted', can_edit: false }) });
    const el = await shown();
    control(el, 'Open claim EXP-0006').click();
    await until(() => textOf(el, '[part="claim-heading"]') === 'EXP-0006: Trade fair, Berlin', 'the claim');
    expect(textOf(el, '[part="state"]')).to.equal('Waiting for approval');
    control(el, 'Close').click();
    await until(() => $(el, '[part="claim"]') === null, 'the panel closed');
  });

  it('fits a phone: no sideways scroll of the page at 375 px, in Arabic', async () => {
    signInAs('IC');
    setLocale('ar');
    const el = await shown();
    el.style.display = 'block';
    el.style.width = '375px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const box = el.getBoundingClientRect();
    const past = [...el.shadowRoot!.querySelectorAll<HTMLElement>('*')]
      .filter((n) => n.closest('.scroller') === null || n.matches('.scroller'))
      .filter((n) => n.getBoundingClientRect().width > 0)
      .filter((n) => n.getBoundingClientRect().left < box.left - 1 || n.getBoundingClientRect().right > box.right + 1)
      .map((n) => `${n.tagName.toLowerCase()}.${n.className}[${n.getAttribute('part') ?? ''}] ${Math.round(n.getBoundingClientRect().width)}`);
    expect(past.slice(0, 6), 'nothing past the edges at 375 px').to.deep.equal([]);
    expect(el.scrollWidth).to.be.at.most(375);
  });
});
