import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import './deal.ts';
import { expectAccessible, nextEvent, press, until } from '../../test-support/dom.ts';
import { show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, pageOf, signInAs } from '../../test-support/table-test-kit.ts';
import { activityRow, DEAL_STAGES, dealDetail, leadUsers } from '../../test-support/sales-fixtures.ts';

const TAG = '<si-deal deal-id="5" account-href="/spm/accounts/{id}" invoice-href="/secureinvoice/draft?invoice={id}" board-href="/spm/loans"></si-deal>';
const OPEN = dealDetail({ id: 5 });
const WON = dealDetail({ id: 5, state: 'won', probability: 100, closed_at: '2026-03-06T10:00:00Z' });
const NO_INVOICES_KEY = 'si-deal-no-secure-invoice';

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  sessionStorage.removeItem(NO_INVOICES_KEY);
  server.on('GET', '/api/sales/deals/5', { json: OPEN });
  server.on('GET', '/api/sales/activities', { json: { results: [activityRow({ id: 70, deal: { id: 5, name: 'Northwind renewal' } })] } });
  server.on('GET', '/api/users', { json: leadUsers() });
  server.on('GET', '/api/products', { json: pageOf([{ id: 5, name: 'Seats', description: '', category: null }]) });
  server.on('GET', '/api/categories', { json: pageOf([{ id: 2, name: 'Software', description: '' }]) });
});

const shown = (html = TAG) => show(html, 'si-deal', '[part="facts"]');
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const $$ = <E extends Element = HTMLElement>(el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<E>(selector)];
const posts = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.path === path);
const reads = () => server.requests.filter((r) => r.method === 'GET' && r.path === '/api/sales/deals/5');
const currentStage = (el: Element) => $(el, '[aria-current="step"]')?.textContent;

function typeIn(input: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('si-deal', () => {
  it('shows the deal with its stages in order, the current one marked, its facts in words, history, contacts and activities', async () => {
    signInAs('IC');
    const el = await shown();
    expect(textOf(el, '[part="deal-heading"]')).to.equal('Northwind renewal');
    expect(textOf(el, '[part="state"]')).to.equal('Open');
    expect($<HTMLAnchorElement>(el, '[part="account-link"]')!.getAttribute('href')).to.equal('/spm/accounts/31');
    expect($$(el, '[part~="stage"]').map((s) => s.textContent)).to.deep.equal(['Discovery', 'Proposal', 'Negotiation']);
    expect(currentStage(el)).to.equal('Proposal');
    expect($$(el, '[aria-current]')).to.have.length(1);
    expect(textOf(el, '[part="probability"]')).to.equal('50% (from the stage)');
    expect(textOf(el, '[part="days-in-stage"]')).to.equal('4');
    expect(textOf(el, '[part="amount"]')).to.equal('€12,500.00');
    expect(textOf(el, '[part="history"]')).to.contain('From Discovery to Proposal, by Ada Lovelace');
    expect(textOf(el, '[part="contacts"]')).to.contain('Carla Buyer carla@northwind.example');
    expect(textOf(el, '[part="contacts-note"]')).to.contain("Requirements are sent to these contacts, through the portal, from the account's page.");
    await until(() => $(el, '[part="activity"]'), 'the activities');
    expect(server.requests.find((r) => r.path === '/api/sales/activities')!.search).to.equal('?deal_id=5');
    // No code on screen: states and kinds are words.
    expect(textOf(el, '[part="deal"]')).not.to.match(/\bopen\b|\bcall\b|_/);
    await expectAccessible(el);
  });

  it('is accessible in Arabic, right to left', async () => {
    signInAs('IC');
    setLocale('ar');
    const el = await shown();
    await until(() => getComputedStyle($(el, '[part="deal"]')!).direction === 'rtl', 'right to left');
    await until(() => $(el, '[part="activity"]'), 'the activities');
    await expectAccessible(el);
  });

  it('moves the deal when a stage of the path is chosen, by click or by keyboard', async () => {
    signInAs('IC');
    server.on('POST', '/api/sales/deals/5/move', ({ body }) => {
      const stage = DEAL_STAGES.find((s) => s.id === (body as { stage_id: number }).stage_id)!;
      return { json: dealDetail({ id: 5, stage, probability: stage.probability, days_in_stage: 0 }) };
    });
    const el = await shown();
    const stages = $$<HTMLButtonElement>(el, 'button[part~="stage"]');
    stages[2]!.click();
    await until(() => posts('/api/sales/deals/5/move').length === 1, 'the move');
    expect(posts('/api/sales/deals/5/move')[0]!.body).to.deep.equal({ stage_id: 33 });
    await until(() => currentStage(el) === 'Negotiation', 'the new stage marked');
    expect(textOf(el, '[part="outcome"]')).to.equal('The deal is now at Negotiation.');
    $<HTMLButtonElement>(el, 'button[part~="stage"]')!.focus();
    await press('Enter');
    await until(() => posts('/api/sales/deals/5/move').length === 2, 'the move by keyboard');
    expect(posts('/api/sales/deals/5/move')[1]!.body).to.deep.equal({ stage_id: 31 });
    await until(() => currentStage(el) === 'Discovery', 'back to the first stage');
  });

  it('says when the deal was won or lost meanwhile, and shows it as it is now', async () => {
    signInAs('IC');
    server.on('POST', '/api/sales/deals/5/move', { status: 409, json: { detail: 'This deal is won or lost: reopen it first.' } });
    server.on('GET', '/api/sales/deals/5', (_r, index) => ({ json: index === 0 ? OPEN : WON }));
    const el = await shown();
    $$<HTMLButtonElement>(el, 'button[part~="stage"]')[2]!.click();
    await until(() => textOf(el, '[part="state"]') === 'Won', 'the deal read again');
    expect(textOf(el, '[part="outcome"]')).to.equal('This deal was won or lost meanwhile, so it was not changed: it is shown as it is now.');
    expect(reads()).to.have.length(2);
    expect($(el, 'button[part~="stage"]'), 'a closed deal does not move').to.equal(null);
    expect(currentStage(el)).to.equal('Proposal');
  });

  it('asks why before marking the deal lost, then shows the reason', async () => {
    signInAs('IC');
    server.on('POST', '/api/sales/deals/5/lost', ({ body }) => ({ json: dealDetail({ id: 5, state: 'lost', probability: 0, lost_reason: (body as { reason: string }).reason, closed_at: '2026-03-06T10:00:00Z' }) }));
    const el = await shown();
    $<HTMLButtonElement>(el, '[part="lose"]')!.click();
    const reason = await until(() => $<HTMLTextAreaElement>(el, '[part="lose-form"] textarea[name="reason"]'), 'the reason asked');
    expect(el.shadowRoot!.activeElement).to.equal(reason);
    $<HTMLFormElement>(el, '[part="lose-form"]')!.requestSubmit();
    await until(() => reason.getAttribute('aria-invalid') === 'true', 'the reason required');
    expect(posts('/api/sales/deals/5/lost'), 'nothing sent without a reason').to.have.length(0);
    typeIn(reason, 'Went with a cheaper offer');
    $<HTMLFormElement>(el, '[part="lose-form"]')!.requestSubmit();
    await until(() => textOf(el, '[part="state"]') === 'Lost', 'the deal lost');
    expect(posts('/api/sales/deals/5/lost')[0]!.body).to.deep.equal({ reason: 'Went with a cheaper offer' });
    expect(textOf(el, '[part="lost-reason"]')).to.equal('Lost: Went with a cheaper offer');
    await expectAccessible(el);
    server.on('POST', '/api/sales/deals/5/reopen', { json: OPEN });
    $<HTMLButtonElement>(el, '[part="reopen"]')!.click();
    await until(() => textOf(el, '[part="state"]') === 'Open', 'the deal open again');
    expect(textOf(el, '[part="outcome"]')).to.equal('The deal is open again, at Proposal.');
    expect($(el, '[part="lost-reason"]')).to.equal(null);
  });

  it('marks the deal won, then creates its draft invoice and links to it', async () => {
    signInAs('IC');
    server.on('POST', '/api/sales/deals/5/won', { json: WON });
    server.on('POST', '/api/sales/deals/5/handover/invoice', { status: 201, json: { invoice_id: 900, account_id: 60, number: 'INV-0042' } });
    // Read again once handed on, the deal names its invoice.
    server.on('GET', '/api/sales/deals/5', (_r, index) => ({ json: index === 0 ? OPEN : { ...WON, handover: { invoice: { id: 900, account_id: 60, number: 'INV-0042' } } } }));
    const el = await shown();
    expect($(el, '[part="handover"]'), 'no invoice while open').to.equal(null);
    $<HTMLButtonElement>(el, '[part="win"]')!.click();
    await until(() => textOf(el, '[part="state"]') === 'Won', 'the deal won');
    (await until(() => $<HTMLButtonElement>(el, '[part="handover-invoice"]'), 'Create draft invoice')).click();
    const link = await until(() => $<HTMLAnchorElement>(el, '[part="invoice-link"]'), 'the invoice link');
    expect(posts('/api/sales/deals/5/handover/invoice')).to.have.length(1);
    await until(() => reads().length === 2, 'the deal read again');
    expect(link.getAttribute('href')).to.equal('/secureinvoice/draft?invoice=900');
    expect(textOf(el, '[part="handover-done"]')).to.equal('Draft invoice INV-0042 was created from this deal. Open invoice INV-0042');
    expect($(el, '[part="handover-invoice"]')).to.equal(null);
    await expectAccessible(el);
    const navigated = nextEvent<{ href: string }>('si-navigate');
    el.addEventListener('si-navigate', (event) => event.preventDefault(), { once: true });
    link.click();
    expect((await navigated).detail.href).to.equal('/secureinvoice/draft?invoice=900');
  });

  it('says when the organization has no secure invoice, and offers no invoice on later loads', async () => {
    signInAs('IC');
    server.on('GET', '/api/sales/deals/5', { json: WON });
    server.on('POST', '/api/sales/deals/5/handover/invoice', { status: 403, json: { detail: 'Module not allowed' } });
    const el = await shown();
    (await until(() => $<HTMLButtonElement>(el, '[part="handover-invoice"]'), 'Create draft invoice')).click();
    await until(() => $(el, '[part="no-invoices"]'), 'the sentence');
    expect(textOf(el, '[part="no-invoices"]')).to.equal('This organization does not use Secure Invoice, so no invoice can be drafted from a deal.');
    expect($(el, '[part="handover-invoice"]')).to.equal(null);
    el.parentElement!.remove();
    const again = await shown();
    await until(() => $(again, '[part="no-invoices"]'), 'the sentence on the next load');
    expect($(again, '[part="handover-invoice"]')).to.equal(null);
    expect(posts('/api/sales/deals/5/handover/invoice')).to.have.length(1);
  });

  it('links to the invoice a deal was handed on to before', async () => {
    signInAs('VO');
    server.on('GET', '/api/sales/deals/5', { json: { ...WON, handover: { invoice: { id: 901, account_id: 60, number: 'INV-0043' } } } });
    const el = await shown();
    const link = await until(() => $<HTMLAnchorElement>(el, '[part="invoice-link"]'), 'the invoice link');
    expect(link.getAttribute('href')).to.equal('/secureinvoice/draft?invoice=901');
  });

  it('changes the deal, sending only what changed, and keeps what was typed with the server\'s message at its field', async () => {
    signInAs('IC');
    server.on('PATCH', '/api/sales/deals/5', { status: 400, json: { currency: ['Enter an ISO 4217 currency code, such as USD, EUR or JPY.'] } });
    const el = await shown();
    $<HTMLButtonElement>(el, '[part="edit"]')!.click();
    const form = await until(() => $(el, '[part="edit-form"]'), 'the form');
    await until(() => form.querySelector('select[name="owner_user_id"] option[value="8"]'), 'the owners');
    const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    expect(textOf(el, '[part="edit-form"]')).to.contain("Leave it empty for the stage's: 50%.");
    await expectAccessible(el);
    typeIn(field('amount'), '15000');
    typeIn(field('currency'), 'EUX');
    typeIn(field('probability'), '140');
    form.querySelector('form')!.requestSubmit();
    await until(() => field('probability').getAttribute('aria-invalid') === 'true', 'the probability refused');
    expect(server.requests.filter((r) => r.method === 'PATCH'), 'nothing sent').to.have.length(0);
    typeIn(field('probability'), '60');
    form.querySelector('form')!.requestSubmit();
    await until(() => field('currency').getAttribute('aria-invalid') === 'true', 'the currency marked');
    expect(server.requests.find((r) => r.method === 'PATCH')!.body).to.deep.equal({ amount: '15000', currency: 'EUX', probability: 60 });
    expect(textOf(el, '[part="edit-form"]')).to.contain('Enter an ISO 4217 currency code, such as USD, EUR or JPY.');
    expect(field('amount').value).to.equal('15000');
    expect(field('currency').value).to.equal('EUX');
    expect(field('probability').value).to.equal('60');
  });

  it('keeps what was typed when the deal was closed meanwhile, says so and shows the deal as it is now', async () => {
    signInAs('IC');
    server.on('PATCH', '/api/sales/deals/5', { status: 409, json: { detail: 'This deal is won or lost: reopen it first.' } });
    server.on('GET', '/api/sales/deals/5', (_r, index) => ({ json: index === 0 ? OPEN : WON }));
    const el = await shown();
    $<HTMLButtonElement>(el, '[part="edit"]')!.click();
    const form = await until(() => $(el, '[part="edit-form"]'), 'the form');
    const title = form.querySelector<HTMLInputElement>('[name="title"]')!;
    typeIn(title, 'Northwind renewal, 3 years');
    form.querySelector('form')!.requestSubmit();
    await until(() => textOf(el, '[part="state"]') === 'Won', 'the deal read again');
    expect(textOf(el, '[part="edit-form"] [part="error"]')).to.equal('This deal was won or lost meanwhile: it cannot be changed until it is reopened. What you typed is still here.');
    expect(title.value).to.equal('Northwind renewal, 3 years');
    expect(reads()).to.have.length(2);
  });

  it('shows a viewer the deal without any write control', async () => {
    signInAs('VO');
    const el = await shown();
    await until(() => $(el, '[part="activity"]'), 'the activities');
    expect(currentStage(el)).to.equal('Proposal');
    expect($$(el, 'button[part~="stage"]'), 'stages are not buttons').to.have.length(0);
    expect($(el, '[part="actions"]')).to.equal(null);
    expect($(el, '[part="log-activity"]')).to.equal(null);
    expect($(el, '[part="activity-done"]')).to.equal(null);
    expect($(el, '[part="activity-delete"]')).to.equal(null);
    expect($$(el, 'button').map((b) => b.textContent)).to.deep.equal([]);
  });

  it('fits a phone: no sideways scroll at 375 px, in Arabic', async () => {
    signInAs('IC');
    setLocale('ar');
    const el = await shown();
    await until(() => $(el, '[part="activity"]'), 'the activities');
    el.style.display = 'block';
    el.style.width = '375px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const box = el.getBoundingClientRect();
    const past = $$(el, '*')
      .filter((n) => n.getBoundingClientRect().width > 0)
      .filter((n) => n.getBoundingClientRect().left < box.left - 1 || n.getBoundingClientRect().right > box.right + 1)
      .map((n) => `${n.tagName.toLowerCase()}.${n.className}[${n.getAttribute('part') ?? ''}]`);
    expect(past.slice(0, 6), 'nothing past the edges at 375 px').to.deep.equal([]);
  });
});
