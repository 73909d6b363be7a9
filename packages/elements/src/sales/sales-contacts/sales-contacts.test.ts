import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import './sales-contacts.ts';
import { expectAccessible, nextEvent, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';
import { freshServerPerTest, nthQuery, pageOf, params, rowTexts, signInAs, typeSearch } from '../../test-support/table-test-kit.ts';
import { directoryContact, salesContactRow } from '../../test-support/sales-fixtures.ts';

const TAG = '<si-sales-contacts account-href="/spm/accounts/{id}"></si-sales-contacts>';
const CARLA = salesContactRow({ id: 5 });
const DMITRI = salesContactRow({
  id: 6,
  first_name: 'Dmitri',
  last_name: 'Ivanov',
  company_name: '',
  email: 'dmitri@acme.example',
  phone: '',
  sales_accounts: [{ id: 42, name: 'Acme' }],
  sales_account_count: 12,
  open_deals: { count: 0, totals: [] },
});
/** The same person as Carla, typed again with another address (no phone, no company). */
const DUPLICATE = directoryContact({ id: 9, company_name: '', email: 'c.diaz@globex.example', phone: '', account_count: 1 });
const SALES = '/api/sales/contacts';

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', SALES, { json: pageOf([CARLA, DMITRI]) });
  // The directory, the picker's source: Carla herself is left out of the choices.
  server.on('GET', '/api/contacts', { json: pageOf([directoryContact({ id: 5 }), DUPLICATE]) });
});

runListScreenSuite({
  tag: 'si-sales-contacts',
  html: TAG,
  server: () => server,
  endpoint: SALES,
  rows: [CARLA, DMITRI],
  sort: { column: 'E-mail', ordering: 'email' },
  writeControls: ['Merge'],
  emptyText: 'No contact is on a sales account yet.',
  signIn: (as) => signInAs(as === 'writer' ? 'IC' : 'VO'),
});

const shown = (html = TAG) => show(html, 'si-sales-contacts', 'tbody tr');
const $ = <E extends Element = HTMLElement>(el: Element, selector: string): E | null => el.shadowRoot!.querySelector<E>(selector);
const merges = () => server.requests.filter((r) => r.method === 'POST' && /^\/api\/contacts\/\d+\/merge$/.test(r.path));
const lists = () => server.requests.filter((r) => r.path === SALES);

/** Opens the first row's merge panel by its place (no words, so it works in any language) and waits for the picker's choices. */
async function openMerge(el: Element): Promise<HTMLElement> {
  $<HTMLButtonElement>(el, 'tbody tr:first-child td:last-child button')!.click();
  await until(() => $<HTMLSelectElement>(el, '[part="merge"] select[name="other_contact"]')?.options.length === 2, 'the other contacts');
  return $<HTMLElement>(el, '[part="merge"]')!;
}

function pick(el: Element, id: number): void {
  const select = $<HTMLSelectElement>(el, 'select[name="other_contact"]')!;
  select.value = String(id);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

function keep(el: Element, which: 'this' | 'other'): void {
  $<HTMLInputElement>(el, `input[name="keep"][value="${which}"]`)!.click();
}

const submit = (el: Element) => $<HTMLFormElement>(el, '[part="merge-form"]')!.requestSubmit();

describe('si-sales-contacts', () => {
  it('lists the sales contacts with their accounts as links and their open deals per currency, sorted by name on the server', async () => {
    signInAs('IC');
    const el = await shown();
    expect(await nthQuery(server.requests, SALES, 1)).to.deep.equal({ page: '1', page_size: '10', ordering: 'name' });
    expect(rowTexts(el)).to.deep.equal([
      'Carla Diaz | Globex | carla@globex.example | +12015550123 | AcmeGlobex | 3: €1,500.00 and $250.00 | Merge',
      'Dmitri Ivanov |  | dmitri@acme.example |  | Acmeand 11 more | None | Merge',
    ]);
    const links = [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('tbody tr:first-child [part="account-link"]')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Acme', '/spm/accounts/42'],
      ['Globex', '/spm/accounts/41'],
    ]);
    const navigated = nextEvent<{ href: string }>('si-navigate');
    el.addEventListener('si-navigate', (event) => event.preventDefault(), { once: true });
    links[1]!.click();
    expect((await navigated).detail.href).to.equal('/spm/accounts/41');
  });

  it('names the accounts without links when no account-href is given, and searches on the server', async () => {
    signInAs('VO');
    const el = await shown('<si-sales-contacts></si-sales-contacts>');
    expect($(el, '[part="account-link"]')).to.equal(null);
    expect([...el.shadowRoot!.querySelectorAll('tbody tr:first-child .account-links bdi')].map((b) => b.textContent)).to.deep.equal(['Acme', 'Globex']);
    typeSearch($<HTMLInputElement>(el, 'input[type="search"]')!, 'globex');
    await until(() => params(lists().at(-1)!.search).search === 'globex', 'the search sent');
    expect(params(lists().at(-1)!.search)).to.include({ page: '1', ordering: 'name' });
  });

  it('merges the row’s contact into the one chosen to keep, after saying what will happen, then lists again', async () => {
    signInAs('IC');
    server.on('POST', '/api/contacts/5/merge', { json: { ...DUPLICATE, company_name: 'Globex', phone: '+12015550123', account_count: 3 } });
    const el = await shown();
    const panel = await openMerge(el);
    expect(panel.querySelector('h3')!.textContent).to.equal('Merge Carla Diaz with another contact');
    expect(await nthQuery(server.requests, '/api/contacts', 1)).to.include({ page: '1', page_size: '25' });
    const choices = [...panel.querySelectorAll('select[name="other_contact"] option')].map((o) => o.textContent);
    expect(choices).to.deep.equal(['Choose a contact', 'Carla Diaz (c.diaz@globex.example)'], 'the row’s own contact is not a choice');

    // Nothing chosen: said at both fields, nothing sent.
    submit(el);
    await until(() => $(el, 'select[name="other_contact"]')!.getAttribute('aria-invalid') === 'true', 'the other contact asked for');
    expect(textOf(el, '[part="merge"]')).to.contain('Choose the contact to keep.');
    expect(merges()).to.have.length(0);

    pick(el, 9);
    keep(el, 'other');
    const summary = await until(() => $(el, '[part="merge-summary"]'), 'what will happen');
    expect(summary.textContent).to.contain('Carla Diaz (carla@globex.example) will be merged into Carla Diaz (c.diaz@globex.example):');
    expect(summary.textContent).to.contain('the portal links sent to carla@globex.example stop working. This cannot be undone.');
    expect(merges()).to.have.length(0, 'nothing sent before the merge is confirmed');
    const before = lists().length;
    submit(el);
    await until(() => merges().length === 1, 'the merge sent');
    expect(merges()[0]!.path).to.equal('/api/contacts/5/merge');
    expect(merges()[0]!.body).to.deep.equal({ into_id: 9 });
    await until(() => textOf(el, '[part="notice"]') === 'Carla Diaz (carla@globex.example) was merged into Carla Diaz (c.diaz@globex.example).', 'the outcome');
    await until(() => lists().length > before, 'the list read again');
    expect($(el, '[part="merge"]'), 'the panel closed').to.equal(null);
    await until(() => el.shadowRoot!.activeElement?.classList.contains('outcome'), 'the focus on the outcome');
  });

  it('keeps the row’s contact when asked: the other is merged into it', async () => {
    signInAs('OA');
    server.on('POST', '/api/contacts/9/merge', { json: directoryContact({ id: 5, account_count: 3 }) });
    const el = await shown();
    await openMerge(el);
    pick(el, 9);
    keep(el, 'this');
    await until(() => $(el, '[part="merge-summary"]')?.textContent?.includes('Carla Diaz (c.diaz@globex.example) will be merged into Carla Diaz (carla@globex.example):'), 'the summary');
    submit(el);
    await until(() => merges().length === 1, 'the merge sent');
    expect(merges()[0]!.path).to.equal('/api/contacts/9/merge');
    expect(merges()[0]!.body).to.deep.equal({ into_id: 5 });
  });

  it('shows the server’s refusals where they belong and keeps the choices', async () => {
    signInAs('IC');
    server.on('POST', '/api/contacts/5/merge', { status: 400, json: { into_id: ['Choose another contact to merge into.'] } });
    const el = await shown();
    await openMerge(el);
    pick(el, 9);
    keep(el, 'other');
    submit(el);
    await until(() => $(el, 'select[name="other_contact"]')!.getAttribute('aria-invalid') === 'true', 'the field marked');
    expect(textOf(el, '[part="contact-picker"]')).to.contain('Choose another contact to merge into.');
    expect($<HTMLSelectElement>(el, 'select[name="other_contact"]')!.value).to.equal('9');
    expect($<HTMLInputElement>(el, 'input[name="keep"][value="other"]')!.checked).to.equal(true);

    server.on('POST', '/api/contacts/5/merge', { status: 409, json: { detail: 'Both contacts have a payment under way for the same invoice: merge them once it is finished.' } });
    submit(el);
    await until(() => textOf(el, '[part="merge"] [role="alert"]').includes('payment under way'), 'the conflict said');
    expect($(el, '[part="notice"]'), 'nothing merged').to.equal(null);
    control(el, 'Cancel').click();
    await until(() => $(el, '[part="merge"]') === null, 'the panel closed');
  });

  it('gives a viewer (VO) the list without any merge', async () => {
    signInAs('VO');
    const el = await shown();
    expect(rowTexts(el)[0]).to.equal('Carla Diaz | Globex | carla@globex.example | +12015550123 | AcmeGlobex | 3: €1,500.00 and $250.00');
    expect([...el.shadowRoot!.querySelectorAll('th')].map((th) => th.textContent)).to.not.include('Actions');
    expect(el.shadowRoot!.querySelectorAll('tbody button')).to.have.length(0);
  });

  it('is accessible with the merge panel open, in dark and in Arabic right to left', async () => {
    signInAs('IC');
    const dark = await shown('<si-sales-contacts theme="dark" account-href="/spm/accounts/{id}"></si-sales-contacts>');
    await openMerge(dark);
    pick(dark, 9);
    keep(dark, 'other');
    await until(() => $(dark, '[part="merge-summary"]'), 'the summary');
    await expectAccessible(dark);
    dark.parentElement!.remove();
    setLocale('ar');
    const arabic = await shown();
    await until(() => getComputedStyle($(arabic, '[part="base"]')!).direction === 'rtl', 'right to left');
    await openMerge(arabic);
    pick(arabic, 9);
    submit(arabic);
    await until(() => $(arabic, 'input[name="keep"]')!.getAttribute('aria-invalid') === 'true', 'the keep choice marked');
    await expectAccessible(arabic);
  });

  it('fits a phone: no sideways scroll of the page at 375 px, in Arabic, with the merge panel open', async () => {
    signInAs('IC');
    setLocale('ar');
    const el = await shown();
    el.style.display = 'block';
    el.style.width = '375px';
    await openMerge(el);
    pick(el, 9);
    keep(el, 'other');
    await until(() => $(el, '[part="merge-summary"]'), 'the summary');
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
