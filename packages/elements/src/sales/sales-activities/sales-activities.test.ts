import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import './sales-activities.ts';
import { expectAccessible, nextEvent, until } from '../../test-support/dom.ts';
import { show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, params, signInAs } from '../../test-support/table-test-kit.ts';
import { activityRow, DEAL_OWNER, dealDetail, leadUsers } from '../../test-support/sales-fixtures.ts';

const TAG = '<si-sales-activities account-id="31" deal-href="/spm/accounts/{account_id}/{id}"></si-sales-activities>';
const MINE = '<si-sales-activities mine deal-href="/spm/accounts/{account_id}/{id}" account-href="/spm/accounts/{id}"></si-sales-activities>';
const MARKUP = '<img src=x onerror="window.hacked=1"><b>Bring the contract</b>\nand the price list';
const CALL = activityRow({ id: 70, kind: 'call', subject: 'Call Carla about the seats', due_at: '2020-01-06T09:00:00Z', body: MARKUP, deal: { id: 5, name: 'Northwind renewal' } });
const NOTE = activityRow({ id: 71, kind: 'note', subject: 'Met at the trade fair', done_at: null, owner: null, created_at: '2026-03-02T10:00:00Z' });

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/sales/activities', { json: { results: [CALL, NOTE] } });
  server.on('GET', '/api/users', { json: leadUsers() });
});

const shown = (html = TAG) => show(html, 'si-sales-activities', '[part="activities"] h2');
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const $$ = <E extends Element = HTMLElement>(el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<E>(selector)];
const entry = (el: Element, id: number) => $(el, `[data-activity="${id}"]`);
const listQuery = () => params(server.requests.find((r) => r.path === '/api/sales/activities')!.search);

function typeIn(input: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
function pick(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('si-sales-activities', () => {
  it("shows an account's timeline: kinds in words with their drawings named, overdue in words, text kept as text", async () => {
    signInAs('IC');
    const el = await shown();
    await until(() => entry(el, 70), 'the activities');
    expect(listQuery()).to.deep.equal({ account_id: '31' });
    expect(textOf(el, '[data-activity="70"] [part="activity-kind"]')).to.equal('Call');
    expect($(el, '[data-activity="70"] svg[role="img"]')!.getAttribute('aria-label')).to.equal('Call');
    expect($(el, '[data-activity="71"] svg[role="img"]')!.getAttribute('aria-label')).to.equal('Note');
    expect(textOf(el, '[data-activity="70"] [part~="activity-due"]')).to.match(/^Overdue: was due Jan 6, 2020/);
    expect($(el, '[data-activity="70"] [part~="overdue"]')).not.to.equal(null);
    expect(textOf(el, '[data-activity="71"] [part="activity-owner"]')).to.equal('No owner');
    // The text is shown as typed: no element made from it, nothing run.
    const body = $(el, '[data-activity="70"] [part="activity-body"]')!;
    expect(body.textContent).to.equal(MARKUP);
    expect(body.children).to.have.length(0);
    expect((window as unknown as { hacked?: number }).hacked).to.equal(undefined);
    expect($<HTMLAnchorElement>(el, '[data-activity="70"] [part="activity-deal"]')!.getAttribute('href')).to.equal('/spm/accounts/31/5');
    await expectAccessible(el);
  });

  it('is accessible in Arabic, right to left', async () => {
    signInAs('IC');
    setLocale('ar');
    const el = await shown();
    await until(() => entry(el, 70), 'the activities');
    await until(() => getComputedStyle($(el, '[part="activities"]')!).direction === 'rtl', 'right to left');
    await expectAccessible(el);
  });

  it('plans a task with its due time and owner, asking for the due time first', async () => {
    signInAs('IC');
    const due = '2099-03-10T14:30';
    let created: ReturnType<typeof activityRow> | undefined;
    server.on('POST', '/api/sales/activities', ({ body }) => {
      created = activityRow({ id: 80, kind: 'task', subject: (body as { subject: string }).subject, due_at: (body as { due_at: string }).due_at });
      return { status: 201, json: created };
    });
    // Read again after the save, the timeline has it.
    server.on('GET', '/api/sales/activities', () => ({ json: { results: created ? [created, CALL, NOTE] : [CALL, NOTE] } }));
    const el = await shown();
    $<HTMLButtonElement>(el, '[part="log-activity"]')!.click();
    const form = await until(() => $(el, '[part="activity-form"]'), 'the form');
    const field = <E extends HTMLElement = HTMLInputElement>(name: string) => form.querySelector<E>(`[name="${name}"]`)!;
    await until(() => field<HTMLSelectElement>('owner_user_id').value === '7', 'the caller as owner');
    await expectAccessible(el);
    pick(field<HTMLSelectElement>('kind'), 'task');
    typeIn(field('subject'), 'Send the revised offer');
    form.querySelector('form')!.requestSubmit();
    await until(() => field('due_at').getAttribute('aria-invalid') === 'true', 'the due time asked for');
    expect(server.requests.filter((r) => r.method === 'POST'), 'nothing sent').to.have.length(0);
    typeIn(field('due_at'), due);
    pick(field<HTMLSelectElement>('owner_user_id'), '8');
    form.querySelector('form')!.requestSubmit();
    await until(() => entry(el, 80), 'the new task');
    expect(server.requests.find((r) => r.method === 'POST')!.body).to.deep.equal({
      account_id: 31, deal_id: null, kind: 'task', subject: 'Send the revised offer', body: '', due_at: new Date(due).toISOString(), owner_user_id: 8,
    });
    expect(textOf(el, '[part="activity-outcome"]')).to.equal('"Send the revised offer" was saved.');
    await until(() => server.requests.filter((r) => r.path === '/api/sales/activities' && r.method === 'GET').length === 2, 'the timeline read again');
    await until(() => entry(el, 80), 'the new task after the reading');
    expect(textOf(el, '[data-activity="80"] [part="activity-kind"]')).to.equal('Task');
  });

  it("keeps what was typed when the server refuses the activity, with its message at the field", async () => {
    signInAs('IC');
    server.on('POST', '/api/sales/activities', { status: 400, json: { owner_user_id: ['Choose an active user of this organization.'] } });
    const el = await shown();
    $<HTMLButtonElement>(el, '[part="log-activity"]')!.click();
    const form = await until(() => $(el, '[part="activity-form"]'), 'the form');
    const field = <E extends HTMLElement = HTMLInputElement>(name: string) => form.querySelector<E>(`[name="${name}"]`)!;
    pick(field<HTMLSelectElement>('kind'), 'note');
    expect(field('due_at'), 'a note has no due time').to.equal(null);
    typeIn(field('subject'), 'Budget approved');
    typeIn(field<HTMLTextAreaElement>('body'), 'For April.');
    form.querySelector('form')!.requestSubmit();
    await until(() => field('owner_user_id').getAttribute('aria-invalid') === 'true', 'the owner marked');
    expect(textOf(el, '[part="activity-form"]')).to.contain('Choose an active user of this organization.');
    expect(field('subject').value).to.equal('Budget approved');
    expect(field<HTMLTextAreaElement>('body').value).to.equal('For April.');
  });

  it('marks an activity done, and deletes one after asking', async () => {
    signInAs('IC');
    server.on('PATCH', '/api/sales/activities/70', { json: { ...CALL, done_at: '2026-03-06T10:00:00Z' } });
    server.on('DELETE', '/api/sales/activities/71', { status: 204 });
    const el = await shown();
    const done = await until(() => $<HTMLInputElement>(el, '[data-activity="70"] [part="activity-done"] input'), 'the done box');
    done.click();
    await until(() => $(el, '[data-activity="70"] [part="activity-done-at"]'), 'the activity done');
    expect(server.requests.find((r) => r.method === 'PATCH')!.body).to.deep.equal({ done: true });
    expect(done.checked).to.equal(true);
    expect($(el, '[data-activity="70"] [part~="overdue"]'), 'a done activity is not overdue').to.equal(null);
    $<HTMLButtonElement>(el, '[data-activity="71"] [part="activity-delete"]')!.click();
    await until(() => $(el, '[part="confirm"]'), 'the question');
    expect(server.requests.filter((r) => r.method === 'DELETE'), 'nothing deleted before the answer').to.have.length(0);
    $<HTMLButtonElement>(el, '[part="confirm"] button.danger')!.click();
    await until(() => entry(el, 71) === null, 'the activity gone');
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).to.deep.equal(['/api/sales/activities/71']);
  });

  it("lists the caller's open activities across accounts with links to their deal or account", async () => {
    signInAs('IC');
    const other = activityRow({ id: 72, account: { id: 40, name: 'Contoso' }, subject: 'Visit Contoso', due_at: '2099-01-01T09:00:00Z' });
    server.on('GET', '/api/sales/activities', { json: { results: [CALL, other] } });
    const el = await shown(MINE);
    await until(() => entry(el, 72), 'the activities');
    expect(listQuery()).to.deep.equal({ owner: 'me', state: 'open' });
    expect(textOf(el, '[part="activities"] h2')).to.equal('My open activities');
    expect($(el, '[part="log-activity"]'), 'no form without an account').to.equal(null);
    expect($<HTMLAnchorElement>(el, '[data-activity="70"] [part="activity-deal"]')!.getAttribute('href')).to.equal('/spm/accounts/31/5');
    const account = $<HTMLAnchorElement>(el, '[data-activity="72"] [part="activity-account"]')!;
    expect(account.getAttribute('href')).to.equal('/spm/accounts/40');
    const navigated = nextEvent<{ href: string }>('si-navigate');
    el.addEventListener('si-navigate', (event) => event.preventDefault(), { once: true });
    account.click();
    expect((await navigated).detail.href).to.equal('/spm/accounts/40');
  });

  it("shows a deal's activities, reading its account for new ones", async () => {
    signInAs('IC');
    server.on('GET', '/api/sales/deals/5', { json: dealDetail({ id: 5 }) });
    const el = await shown('<si-sales-activities deal-id="5"></si-sales-activities>');
    await until(() => entry(el, 70), 'the activities');
    expect(listQuery()).to.deep.equal({ deal_id: '5' });
    expect($(el, '[data-activity="70"] [part="activity-deal"]'), 'no link to the deal shown').to.equal(null);
    expect($(el, '[part="log-activity"]')).not.to.equal(null);
  });

  it('shows a viewer the timeline without any write control', async () => {
    signInAs('VO');
    const el = await shown();
    await until(() => entry(el, 70), 'the activities');
    expect($(el, '[part="log-activity"]')).to.equal(null);
    expect($$(el, 'input, button, select, textarea')).to.have.length(0);
    expect(textOf(el, '[data-activity="70"] [part="activity-owner"]')).to.equal(`Owner: ${DEAL_OWNER.name}`);
  });

  it('fits a phone: no sideways scroll at 375 px, in Arabic, with the form open', async () => {
    signInAs('IC');
    setLocale('ar');
    const el = await shown();
    await until(() => entry(el, 70), 'the activities');
    $<HTMLButtonElement>(el, '[part="log-activity"]')!.click();
    await until(() => $(el, '[part="activity-form"]'), 'the form');
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
