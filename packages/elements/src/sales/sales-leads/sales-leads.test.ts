import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { setLocale } from '@si/core';
import './sales-leads.ts';
import { expectAccessible, nextEvent, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';
import { choose, freshServerPerTest, nthQuery, pageOf, params, rowTexts, signInAs, typeSearch } from '../../test-support/table-test-kit.ts';
import { chooseFile, fakeXhr } from '../../test-support/xhr-test-kit.ts';
import { LEAD_DUPLICATES, LEAD_OWNER_BOB, LEAD_PIPELINES, leadDetail, leadRow, leadUsers } from '../../test-support/sales-fixtures.ts';

const TAG = '<si-sales-leads></si-sales-leads>';
const LIST = '/api/sales/leads';
const CARLA = leadRow({ id: 1 });
const DAN = leadRow({ id: 2, first_name: 'Dan', last_name: 'Ops', company: 'Contoso', email: 'dan@contoso.example', phone: '', state: 'qualified', source: 'form', owner: null, created_at: '2026-03-04T09:00:00Z' });
const ERIN = leadRow({ id: 3, first_name: 'Erin', last_name: 'Old', company: '', email: 'erin@example.com', state: 'converted', source: 'import', owner: LEAD_OWNER_BOB, created_at: '2026-02-01T09:00:00Z' });

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', LIST, { json: pageOf([CARLA, DAN, ERIN]) });
  server.on('GET', '/api/users', { json: leadUsers() });
});

runListScreenSuite({
  tag: 'si-sales-leads',
  html: TAG,
  server: () => server,
  endpoint: LIST,
  rows: [CARLA, DAN, ERIN],
  sort: { column: 'Company', ordering: 'company' },
  writeControls: ['New lead', 'Import CSV'],
  emptyText: 'No leads yet.',
  signIn: (as) => signInAs(as === 'writer' ? 'IC' : 'VO'),
});

const shown = (html = TAG) => show(html, 'si-sales-leads', 'tbody tr');
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const lastList = () => params(server.requests.filter((r) => r.path === LIST).at(-1)!.search);
const sent = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path);

/** Types into a native input or textarea as a browser does, so React sees the change. */
function typeIn(input: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
function pick(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
const input = (el: Element, scope: string, name: string) => $<HTMLInputElement>(el, `${scope} [name="${name}"]`)!;
const marked = (el: Element, scope: string, name: string) => until(() => input(el, scope, name)?.getAttribute('aria-invalid') === 'true' && input(el, scope, name), `${name} marked`);

/** Opens a lead's panel from its row, with the server answering `detail`. */
async function openLead(el: Element, label: string, detail: ReturnType<typeof leadDetail>) {
  server.on('GET', `${LIST}/${detail.id}`, { json: detail });
  control(el, `Open lead ${label}`).click();
  await until(() => $(el, '[part="facts"]'), 'the lead panel');
}

describe('si-sales-leads', () => {
  it('lists leads with their state, source and owner in words, and filters and searches on the server', async () => {
    signInAs('IC');
    const el = await shown();
    expect(await nthQuery(server.requests, LIST, 1)).to.deep.equal({ page: '1', page_size: '10', ordering: '-created_at' });
    expect(rowTexts(el)).to.deep.equal([
      'Carla Buyer | Northwind Traders | carla@northwind.example | +33123456789 | New | Typed in by staff | Ada Lovelace | Mar 5, 2026 | Open',
      'Dan Ops | Contoso | dan@contoso.example |  | Qualified | Website form | Nobody | Mar 4, 2026 | Open',
      'Erin Old |  | erin@example.com | +33123456789 | Converted | CSV import | Bob Seller | Feb 1, 2026 | Open',
    ]);
    choose(el, 'State', 'qualified');
    await until(() => lastList().state === 'qualified', 'the state filter');
    choose(el, 'Source', 'form');
    await until(() => lastList().source === 'form', 'the source filter');
    expect(lastList().state).to.equal('qualified');
    choose(el, 'Owner', 'me');
    await until(() => lastList().owner === 'me', 'my leads');
    choose(el, 'Owner', 'none');
    await until(() => lastList().owner === 'none', 'leads of nobody');
    await until(() => [...$<HTMLSelectElement>(el, 'select[name="owner"]')!.options].some((o) => o.value === '8'), 'the users as owners');
    choose(el, 'Owner', '8');
    await until(() => lastList().owner === '8', "Bob's leads");
    typeSearch($<HTMLInputElement>(el, 'input[type="search"]')!, 'north');
    await until(() => lastList().search === 'north', 'the search');
    expect(lastList()).to.include({ state: 'qualified', source: 'form', owner: '8', page: '1' });
  });

  it('creates a lead, keeping what was typed with the server\'s message on its field when refused', async () => {
    signInAs('IC');
    let refuse = true;
    server.on('POST', LIST, () =>
      refuse
        ? { status: 400, json: { phone: ['Enter a phone number with its country code, such as +1 201 555 0123.'] } }
        : { status: 201, json: leadDetail({ id: 9, first_name: 'Eve', last_name: '', company: 'Fabrikam', email: 'eve@fabrikam.example', phone: '+33123456780' }) },
    );
    const el = await shown();
    control(el, 'New lead').click();
    const form = await until(() => $<HTMLFormElement>(el, '[part="form"] form'), 'the form');
    form.requestSubmit();
    await marked(el, '[part="form"]', 'first_name');
    expect(textOf(el, '[part="form"]')).to.contain('Enter a name or a company.');
    expect(sent('POST', LIST), 'nothing sent without a name').to.have.length(0);

    typeIn(input(el, '[part="form"]', 'first_name'), 'Eve');
    typeIn(input(el, '[part="form"]', 'company'), 'Fabrikam');
    typeIn(input(el, '[part="form"]', 'email'), 'eve@fabrikam.example');
    typeIn(input(el, '[part="form"]', 'phone'), '0123');
    typeIn($<HTMLTextAreaElement>(el, '[part="form"] textarea[name="message"]')!, 'Wants a demo <b>soon</b>');
    form.requestSubmit();
    const phone = await marked(el, '[part="form"]', 'phone');
    expect(sent('POST', LIST)[0]!.body).to.deep.equal({
      first_name: 'Eve', last_name: '', company: 'Fabrikam', email: 'eve@fabrikam.example', phone: '0123', message: 'Wants a demo <b>soon</b>', owner_user_id: 7,
    });
    expect(textOf(el, '[part="form"] [data-field="phone"]')).to.contain('Enter a phone number with its country code');
    expect(phone.value).to.equal('0123');
    expect(input(el, '[part="form"]', 'first_name').value).to.equal('Eve');
    expect(input(el, '[part="form"]', 'company').value).to.equal('Fabrikam');
    expect($<HTMLTextAreaElement>(el, '[part="form"] textarea[name="message"]')!.value).to.equal('Wants a demo <b>soon</b>');
    expect(input(el, '[part="form"]', 'first_name').getAttribute('aria-invalid'), 'the name is fine now').to.equal(null);

    refuse = false;
    pick($<HTMLSelectElement>(el, '[part="form"] select[name="owner_user_id"]')!, '8');
    typeIn(phone, '+33 1 23 45 67 80');
    form.requestSubmit();
    await until(() => textOf(el, '[part="notice"]') === 'Lead Eve created.', 'the notice');
    expect(sent('POST', LIST)[1]!.body).to.include({ phone: '+33 1 23 45 67 80', owner_user_id: 8 });
    await until(() => sent('GET', LIST).length >= 2, 'the list reloaded');
    expect($(el, '[part="form"]'), 'the form closed').to.equal(null);
  });

  it('imports a CSV file, listing a refused file\'s problems by row and column', async () => {
    signInAs('IC');
    const xhr = fakeXhr();
    try {
      const el = await shown();
      control(el, 'Import CSV').click();
      const form = await until(() => $<HTMLFormElement>(el, '[part="import"] form'), 'the import form');
      form.requestSubmit();
      await until(() => $(el, '[part="import-file"]')!.getAttribute('aria-invalid') === 'true', 'a file asked for');
      expect(xhr.requests).to.have.length(0);

      const file = new File(['first_name,email\nCarla,not-an-address\n'], 'leads.csv', { type: 'text/csv' });
      chooseFile($<HTMLInputElement>(el, '[part="import-file"]')!, file);
      form.requestSubmit();
      const first = await until(() => xhr.requests[0], 'the upload');
      expect(first.method).to.equal('POST');
      expect(new URL(first.url).pathname).to.equal('/api/sales/leads/import');
      expect((first.body.get('file') as File).name).to.equal('leads.csv');
      first.respond(400, {
        detail: 'The file has problems: nothing was imported.',
        errors: [
          { row: 1, column: 'email', message: 'Enter a valid email address.' },
          { row: 4, column: 'owner_email', message: 'No active user has this e-mail.' },
          { row: 7, column: '', message: 'Enter a name or a company.' },
        ],
      });
      await until(() => $(el, '[part="import-problems"] tbody tr'), 'the problems');
      const rows = [...el.shadowRoot!.querySelectorAll('[part="import-problems"] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim()).join(' | '));
      expect(rows).to.deep.equal(['1 | email | Enter a valid email address.', '4 | owner_email | No active user has this e-mail.', '7 | The whole row | Enter a name or a company.']);
      expect(textOf(el, '[part="import-problems"] h4')).to.equal('Nothing was imported: 3 problems to fix in the file.');
      const reads = sent('GET', LIST).length;

      form.requestSubmit();
      const second = await until(() => xhr.requests[1], 'the second upload');
      second.respond(201, { created: 12 });
      await until(() => textOf(el, '[part="imported"]') === '12 leads imported.', 'how many were created');
      await until(() => sent('GET', LIST).length > reads, 'the list reloaded');
      expect($(el, '[part="import"]'), 'the import form closed').to.equal(null);
    } finally {
      xhr.restore();
    }
  });

  it('asks why a lead is disqualified and sends the reason, then offers to reopen it', async () => {
    signInAs('IC');
    const el = await shown();
    await openLead(el, 'Carla Buyer', leadDetail({ id: 1 }));
    expect(textOf(el, '[part="facts"]')).to.contain('Typed in by staff');
    expect(textOf(el, '[part="message"]')).to.equal('We need 40 seats from April.');
    server.on('POST', `${LIST}/1/disqualify`, { json: leadDetail({ id: 1, state: 'disqualified', disqualify_reason: 'No budget this year' }) });
    $<HTMLButtonElement>(el, '[part="actions"] [part="disqualify"]')!.click();
    const form = await until(() => $<HTMLFormElement>(el, 'form[part="disqualify-form"]'), 'the reason asked');
    form.requestSubmit();
    await until(() => $(el, 'form[part="disqualify-form"] textarea')!.getAttribute('aria-invalid') === 'true', 'the reason required');
    expect(sent('POST', `${LIST}/1/disqualify`)).to.have.length(0);
    typeIn($<HTMLTextAreaElement>(el, 'form[part="disqualify-form"] textarea')!, 'No budget this year');
    form.requestSubmit();
    await until(() => textOf(el, '[part="disqualify-reason"]') === 'Disqualified: No budget this year', 'the reason shown');
    expect(sent('POST', `${LIST}/1/disqualify`)[0]!.body).to.deep.equal({ reason: 'No budget this year' });
    expect(textOf(el, '[part="state"]')).to.equal('Disqualified');
    expect($(el, '[part="actions"] [part="reopen"]')).to.not.equal(null);
    expect($(el, '[part="actions"] [part="convert"]'), 'no Convert on a disqualified lead').to.equal(null);
    await until(() => sent('GET', LIST).length >= 2, 'the list reloaded');
  });

  it('gives a lead to the next member of the team in turn', async () => {
    signInAs('IC');
    const el = await shown();
    await openLead(el, 'Dan Ops', leadDetail({ id: 2, first_name: 'Dan', last_name: 'Ops', state: 'qualified', owner: null }));
    server.on('POST', `${LIST}/2/assign`, { json: leadDetail({ id: 2, first_name: 'Dan', last_name: 'Ops', state: 'qualified', owner: LEAD_OWNER_BOB }) });
    $<HTMLButtonElement>(el, '[part="actions"] [part="assign"]')!.click();
    const form = await until(() => $<HTMLFormElement>(el, 'form[part="assign-form"]'), 'the assign step');
    pick($<HTMLSelectElement>(el, 'form[part="assign-form"] select')!, 'round_robin');
    form.requestSubmit();
    await until(() => textOf(el, '[part="outcome"]') === 'The lead is assigned to Bob Seller.', 'the new owner');
    expect(sent('POST', `${LIST}/2/assign`)[0]!.body).to.deep.equal({ round_robin: true });
  });

  it('converts a lead: shows its duplicates, merges into the chosen account and contact, and makes the deal', async () => {
    signInAs('IC');
    server.on('GET', `${LIST}/1/duplicates`, { json: LEAD_DUPLICATES });
    server.on('GET', '/api/pipelines', { json: pageOf(LEAD_PIPELINES) });
    server.on('GET', '/api/receivables/settings', { json: { default_currency: 'EUR' } });
    const converted = leadDetail({ id: 1, state: 'converted', converted: { account: { id: 31, name: 'Northwind' }, contact_id: 55, deal: { id: 90, name: 'Northwind Traders deal' }, at: '2026-03-06T10:00:00Z' } });
    server.on('POST', `${LIST}/1/convert`, { json: { account_id: 31, contact_id: 55, deal_id: 90, lead: converted } });
    const el = await shown('<si-sales-leads account-href="/spm/accounts/{id}" deal-href="/spm/accounts/{account_id}/deals/{id}"></si-sales-leads>');
    await openLead(el, 'Carla Buyer', leadDetail({ id: 1, state: 'qualified' }));
    $<HTMLButtonElement>(el, '[part="actions"] [part="convert"]')!.click();
    await until(() => el.shadowRoot!.querySelectorAll('[part="account-choice"]').length === 2, 'the similar accounts');
    const accounts = [...el.shadowRoot!.querySelectorAll('[part="account-choice"]')].map((n) => (n as HTMLElement).innerText.replace(/\s+/g, ' ').trim());
    expect(accounts).to.deep.equal(['Merge into this account: Northwind Close match: 3 contacts, 1 open deal', 'Merge into this account: Northwind Trading Co Similar name: 0 contacts, 0 open deals']);
    expect(textOf(el, '[part="contact-choice"]')).to.equal('Use this contact: Carla Buyer carla@northwind.example, Northwind, on Northwind');
    const radio = (group: string, value: string) => $<HTMLInputElement>(el, `input[data-choice="${group}"][value="${value}"]`)!;
    expect(radio('account', 'new').checked, 'a new account unless one is chosen').to.equal(true);
    expect(radio('contact', '55').checked, 'the contact with the same e-mail').to.equal(true);
    radio('account', '31').click();

    const step = '[part="convert-step"]';
    await until(() => input(el, step, 'currency')?.value === 'EUR', "the organization's currency");
    expect(input(el, step, 'title').value).to.equal('Northwind Traders deal');
    expect($<HTMLSelectElement>(el, `${step} select[name="pipeline_id"]`)!.value).to.equal('3');
    pick($<HTMLSelectElement>(el, `${step} select[name="stage_id"]`)!, '32');
    typeIn(input(el, step, 'amount'), '12000');
    typeIn(input(el, step, 'expected_close'), '2026-06-30');
    const event = nextEvent<{ lead_id: number; account_id: number; contact_id: number; deal_id: number | null }>('si-lead-converted');
    $<HTMLFormElement>(el, `${step} form`)!.requestSubmit();
    expect((await event).detail).to.deep.equal({ lead_id: 1, account_id: 31, contact_id: 55, deal_id: 90 });
    expect(sent('POST', `${LIST}/1/convert`)[0]!.body).to.deep.equal({
      account_id: 31,
      account_name: '',
      contact_id: 55,
      deal: { title: 'Northwind Traders deal', pipeline_id: 3, stage_id: 32, amount: '12000', currency: 'EUR', expected_close: '2026-06-30' },
    });
    await until(() => $(el, '[part="account-link"]'), 'the links');
    expect($(el, '[part="account-link"]')!.getAttribute('href')).to.equal('/spm/accounts/31');
    expect($(el, '[part="deal-link"]')!.getAttribute('href')).to.equal('/spm/accounts/31/deals/90');
    expect($(el, '[part="actions"]'), 'nothing more to do on a converted lead').to.equal(null);
    const navigated = nextEvent<{ href: string }>('si-navigate');
    el.addEventListener('si-navigate', (e) => e.preventDefault(), { once: true });
    $(el, '[part="deal-link"]')!.click();
    expect((await navigated).detail.href).to.equal('/spm/accounts/31/deals/90');
  });

  it('converts into new records without a deal, keeping the choices when refused', async () => {
    signInAs('IC');
    server.on('GET', `${LIST}/1/duplicates`, { json: { contacts: [], accounts: [] } });
    server.on('GET', '/api/pipelines', { json: pageOf(LEAD_PIPELINES) });
    server.on('POST', `${LIST}/1/convert`, { status: 400, json: { account_name: ['Ensure this field has no more than 200 characters.'] } });
    const el = await shown();
    await openLead(el, 'Carla Buyer', leadDetail({ id: 1 }));
    $<HTMLButtonElement>(el, '[part="actions"] [part="convert"]')!.click();
    const step = '[part="convert-step"]';
    await until(() => textOf(el, step).includes('No contact has this lead'), 'no duplicates said');
    typeIn(input(el, step, 'account_name'), 'Northwind SA');
    $<HTMLInputElement>(el, `${step} input[name="with_deal"]`)!.click();
    await until(() => !input(el, step, 'title'), 'the deal fields gone');
    $<HTMLFormElement>(el, `${step} form`)!.requestSubmit();
    await marked(el, step, 'account_name');
    expect(sent('POST', `${LIST}/1/convert`)[0]!.body).to.deep.equal({ account_id: null, account_name: 'Northwind SA', contact_id: null, deal: null });
    expect(input(el, step, 'account_name').value).to.equal('Northwind SA');
  });

  it('opens the lead of lead-id at start; a converted lead shows what it became', async () => {
    signInAs('IC');
    server.on('GET', `${LIST}/3`, {
      json: leadDetail({ id: 3, first_name: 'Erin', last_name: 'Old', state: 'converted', converted: { account: { id: 12, name: 'Old & Co' }, contact_id: 40, deal: null, at: '2026-02-02T10:00:00Z' } }),
    });
    const el = await shown('<si-sales-leads lead-id="3" account-href="/spm/accounts/{id}"></si-sales-leads>');
    await until(() => $(el, '[part="converted"]'), 'the converted lead');
    expect(textOf(el, '[part="converted"]')).to.equal('Converted on Feb 2, 2026. Account Old & Co Deal None was made.');
    expect($(el, '[part="account-link"]')!.getAttribute('href')).to.equal('/spm/accounts/12');
    expect($(el, '[part="actions"]')).to.equal(null);
    control(el, 'Close').click();
    await until(() => $(el, '[part="lead"]') === null, 'the panel closed');
  });

  it('shows a viewer a lead without any write control', async () => {
    signInAs('VO');
    const el = await shown();
    await openLead(el, 'Carla Buyer', leadDetail({ id: 1 }));
    expect($(el, '[part="actions"]')).to.equal(null);
    const names = [...el.shadowRoot!.querySelectorAll('button, a')].map((b) => b.textContent!.trim());
    for (const name of ['Convert', 'Qualify', 'Assign', 'Disqualify', 'Reopen', 'Change the details', 'New lead', 'Import CSV']) expect(names, name).to.not.include(name);
  });

  it('is accessible with a lead converting in its panel, in Arabic', async () => {
    signInAs('IC');
    setLocale('ar');
    server.on('GET', `${LIST}/1/duplicates`, { json: LEAD_DUPLICATES });
    server.on('GET', '/api/pipelines', { json: pageOf(LEAD_PIPELINES) });
    server.on('GET', `${LIST}/1`, { json: leadDetail({ id: 1, fields: { '4': 'Enterprise' } }) });
    server.on('GET', '/api/custom_fields', { json: pageOf([{ id: 4, module_kind: 7, name: 'Segment', field_type: 'text', options: [], required: false, position: 1 }]) });
    const el = await shown();
    $<HTMLButtonElement>(el, 'tbody tr button')!.click();
    await until(() => textOf(el, '[part="facts"]').includes('Segment'), 'the custom field by its name');
    $<HTMLButtonElement>(el, '[part="actions"] [part="convert"]')!.click();
    await until(() => el.shadowRoot!.querySelectorAll('[part="account-choice"]').length === 2, 'the duplicates');
    await until(() => $(el, '[part="convert-step"] select[name="pipeline_id"]:not([disabled])'), 'the pipelines');
    await expectAccessible(el);
  });

  describe('on a phone', () => {
    afterEach(() => setViewport({ width: 800, height: 600 }));

    it('fits 375 px in Arabic: the list, and a lead converting in its panel, with nothing past the edges', async () => {
      signInAs('IC');
      setLocale('ar');
      await setViewport({ width: 375, height: 740 });
      server.on('GET', `${LIST}/1`, { json: leadDetail({ id: 1, message: 'x'.repeat(300) }) });
      server.on('GET', `${LIST}/1/duplicates`, { json: LEAD_DUPLICATES });
      server.on('GET', '/api/pipelines', { json: pageOf(LEAD_PIPELINES) });
      const el = await shown();
      el.style.display = 'block';
      el.style.width = '375px';
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const past = (nodes: HTMLElement[], box: DOMRect) =>
        nodes
          .filter((n) => n.getBoundingClientRect().width > 0)
          .filter((n) => n.getBoundingClientRect().left < box.left - 1 || n.getBoundingClientRect().right > box.right + 1)
          .map((n) => `${n.tagName.toLowerCase()}.${n.className}[${n.getAttribute('part') ?? ''}] ${Math.round(n.getBoundingClientRect().width)}`);
      const outside = [...el.shadowRoot!.querySelectorAll<HTMLElement>('*')].filter((n) => n.closest('.scroller') === null || n.matches('.scroller'));
      expect(past(outside, el.getBoundingClientRect()).slice(0, 6), 'nothing past the element').to.deep.equal([]);
      expect(el.scrollWidth).to.be.at.most(375);

      $<HTMLButtonElement>(el, 'tbody tr button')!.click();
      await until(() => $(el, '[part="actions"] [part="convert"]'), 'the lead panel');
      $<HTMLButtonElement>(el, '[part="actions"] [part="convert"]')!.click();
      await until(() => $(el, '[part="convert-step"] select[name="pipeline_id"]:not([disabled])') && $(el, '[part="account-choice"]'), 'the convert step');
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const panel = $<HTMLDialogElement>(el, 'dialog[part="panel"]')!;
      const body = $<HTMLElement>(el, '[part="body"]')!;
      expect(past([...panel.querySelectorAll<HTMLElement>('*')], panel.getBoundingClientRect()).slice(0, 6), 'nothing past the panel').to.deep.equal([]);
      expect(panel.getBoundingClientRect().right).to.be.at.most(375);
      expect(body.scrollWidth).to.be.at.most(body.clientWidth);
    });
  });
});
