import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import './account-deals.ts';
import { expectAccessible, nextEvent, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';
import { choose, freshServerPerTest, nthQuery, pageOf, params, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';
import { dealDetail, dealRow, LEAD_PIPELINES, leadUsers } from '../../test-support/sales-fixtures.ts';

const TAG = '<si-account-deals account-id="31" deal-href="/spm/accounts/{account_id}/{id}"></si-account-deals>';
const RENEWAL = dealRow({ id: 5 });
const LATE = dealRow({ id: 6, title: 'Extra seats', stage: { id: 31, name: 'Discovery', position: 1, probability: 25 }, amount: '900.00', currency: 'USD', expected_close: '2020-01-31', owner: null });
const WON = dealRow({ id: 7, title: 'Pilot', state: 'won', probability: 100, expected_close: '2020-01-15' });

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/sales/deals', { json: pageOf([RENEWAL, LATE, WON]) });
  server.on('GET', '/api/pipelines', { json: pageOf(LEAD_PIPELINES) });
  server.on('GET', '/api/users', { json: leadUsers() });
  server.on('GET', '/api/products', { json: pageOf([{ id: 5, name: 'Seats', description: '', category: null }]) });
  server.on('GET', '/api/receivables/settings', { json: { default_currency: 'EUR' } });
});

runListScreenSuite({
  tag: 'si-account-deals',
  html: TAG,
  server: () => server,
  endpoint: '/api/sales/deals',
  rows: [RENEWAL, LATE, WON],
  sort: { column: 'Amount', ordering: 'amount' },
  writeControls: ['New deal'],
  emptyText: 'No deals on this account yet.',
  signIn: (as) => signInAs(as === 'writer' ? 'IC' : 'VO'),
});

const shown = (html = TAG) => show(html, 'si-account-deals', 'tbody tr');
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const lastList = () => params(server.requests.filter((r) => r.path === '/api/sales/deals').at(-1)!.search);
const posts = () => server.requests.filter((r) => r.method === 'POST' && r.path === '/api/sales/deals');

function typeIn(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
function pick(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function openForm(el: Element) {
  control(el, 'New deal').click();
  const form = await until(() => $(el, '[part="form"]'), 'the form');
  await until(() => form.querySelector('select[name="pipeline_id"] option[value="4"]') && form.querySelector<HTMLInputElement>('input[name="currency"]')!.value === 'EUR', 'the pipelines and currency');
  return { form, field: <E extends HTMLElement = HTMLInputElement>(name: string) => form.querySelector<E>(`[name="${name}"]`)! };
}

describe('si-account-deals', () => {
  it("lists the account's deals with their stage, state in words, amount, expected close and owner", async () => {
    signInAs('IC');
    const el = await shown();
    expect(await nthQuery(server.requests, '/api/sales/deals', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: '-updated_at', account_id: '31' });
    expect(rowTexts(el)).to.deep.equal([
      'Northwind renewal | Proposal | Open | €12,500.00 | Jun 30, 2099 | Ada Lovelace',
      'Extra seats | Discovery | Open | $900.00 | Overdue: Jan 31, 2020 | Nobody',
      'Pilot | Proposal | Won | €12,500.00 | Jan 15, 2020 | Ada Lovelace',
    ]);
    expect($<HTMLAnchorElement>(el, '[part="deal-link"]')!.getAttribute('href')).to.equal('/spm/accounts/31/5');
    choose(el, 'State', 'won');
    await until(() => lastList().state === 'won', 'the state filter');
    expect(lastList().account_id).to.equal('31');
  });

  it("creates a deal on a stage of the chosen pipeline, then goes to it", async () => {
    signInAs('IC');
    server.on('POST', '/api/sales/deals', { status: 201, json: dealDetail({ id: 9, title: 'Renewal 2027', pipeline: { id: 4, name: 'Renewals' }, stage: { id: 41, name: 'Review', position: 1, probability: 50 } }) });
    const el = await shown();
    const { form, field } = await openForm(el);
    const stageNames = () => [...field<HTMLSelectElement>('stage_id').options].map((o) => o.textContent);
    expect(stageNames()).to.deep.equal(['Discovery', 'Proposal']);
    pick(field<HTMLSelectElement>('pipeline_id'), '4');
    await until(() => stageNames().join() === 'Review', "the pipeline's stages");
    await expectAccessible(el);
    form.querySelector('form')!.requestSubmit();
    await until(() => field('title').getAttribute('aria-invalid') === 'true', 'the title asked for');
    expect(posts(), 'nothing sent').to.have.length(0);
    typeIn(field('title'), 'Renewal 2027');
    typeIn(field('amount'), '8000');
    pick(field<HTMLSelectElement>('product_id'), '5');
    typeIn(field('expected_close'), '2027-01-31');
    await until(() => field<HTMLSelectElement>('owner_user_id').value === '7', 'the caller as owner');
    const navigated = nextEvent<{ href: string }>('si-navigate');
    el.addEventListener('si-navigate', (event) => event.preventDefault(), { once: true });
    form.querySelector('form')!.requestSubmit();
    expect((await navigated).detail.href).to.equal('/spm/accounts/31/9');
    expect(posts()[0]!.body).to.deep.equal({
      account_id: 31, title: 'Renewal 2027', pipeline_id: 4, stage_id: 41, amount: '8000', currency: 'EUR', product_id: 5, expected_close: '2027-01-31', owner_user_id: 7,
    });
    await until(() => textOf(el, '[part="notice"]').startsWith('Deal Renewal 2027 created.'), 'the notice');
  });

  it('keeps what was typed when the server refuses the deal, with its message at the field', async () => {
    signInAs('IC');
    server.on('POST', '/api/sales/deals', { status: 400, json: { stage_id: ['Choose a stage of this pipeline.'] } });
    setLocale('fr');
    const el = await shown();
    // By part, not words: the screen is in French.
    $<HTMLButtonElement>(el, '[part="create"]')!.click();
    const form = await until(() => $(el, '[part="form"]'), 'the form');
    const field = <E extends HTMLElement = HTMLInputElement>(name: string) => form.querySelector<E>(`[name="${name}"]`)!;
    await until(() => form.querySelector('select[name="stage_id"] option[value="32"]') && field('currency').value === 'EUR', 'the pipelines');
    typeIn(field('title'), 'Renouvellement');
    pick(field<HTMLSelectElement>('stage_id'), '32');
    typeIn(field('currency'), 'usd');
    form.querySelector('form')!.requestSubmit();
    await until(() => field('stage_id').getAttribute('aria-invalid') === 'true', 'the stage marked');
    expect(posts()[0]!.body).to.include({ title: 'Renouvellement', stage_id: 32, currency: 'USD' });
    expect(field('title').value).to.equal('Renouvellement');
    expect(field('currency').value).to.equal('usd');
    expect(field<HTMLSelectElement>('stage_id').value).to.equal('32');
  });

  it('fits a phone: no sideways scroll of the page at 375 px, in Arabic, with the form open', async () => {
    signInAs('IC');
    setLocale('ar');
    const el = await shown();
    $<HTMLButtonElement>(el, '[part="create"]')!.click();
    await until(() => $(el, '[part="form"]'), 'the form');
    el.style.display = 'block';
    el.style.width = '375px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const box = el.getBoundingClientRect();
    const past = [...el.shadowRoot!.querySelectorAll<HTMLElement>('*')]
      .filter((n) => n.closest('.scroller') === null || n.matches('.scroller'))
      .filter((n) => n.getBoundingClientRect().width > 0)
      .filter((n) => n.getBoundingClientRect().left < box.left - 1 || n.getBoundingClientRect().right > box.right + 1)
      .map((n) => `${n.tagName.toLowerCase()}.${n.className}[${n.getAttribute('part') ?? ''}]`);
    expect(past.slice(0, 6), 'nothing past the edges at 375 px').to.deep.equal([]);
    expect(el.scrollWidth).to.be.at.most(375);
  });
});
