import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { ReceivableAccountRow } from '@si/contract';
import './receivable-accounts.ts';
import { $, expectAccessible, field, nextEvent, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { accountRow } from '../../test-support/picker-test-kit.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';
import { freshServerPerTest, header, nativeInput, nthQuery, pageOf, params, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';

const row = (fields: Partial<ReceivableAccountRow> & Pick<ReceivableAccountRow, 'id' | 'name'>): ReceivableAccountRow => ({
  currency: 'USD', open_balance: '0.00', overdue_balance: '0.00', oldest_overdue_days: null, open_invoices: 0, credit: '0.00', lead_name: '', on_hold: false, ...fields,
});
const ACME = row({ id: 11, name: 'Acme Trading', open_balance: '1250.50', overdue_balance: '400.00', oldest_overdue_days: 45, open_invoices: 3, credit: '25.00', lead_name: 'Grace Hopper', on_hold: true });
const KYOTO = row({ id: 12, name: 'Kyoto Foods', currency: 'JPY', open_balance: '120000', open_invoices: 1 });

const TAG = '<si-receivable-accounts detail-href="/secureinvoice/accountDetails/4/{id}" new-invoice-href="/secureinvoice/draft?account={id}&amp;new=1"></si-receivable-accounts>';
const shown = (tag = TAG) => show(tag, 'si-receivable-accounts', 'tbody tr');
const accountRequests = () => server.requests.filter((r) => r.path === '/api/receivables/accounts');

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/receivables/accounts', { json: pageOf([ACME, KYOTO], 2) });
});

runListScreenSuite({
  tag: 'si-receivable-accounts',
  html: TAG,
  server: () => server,
  endpoint: '/api/receivables/accounts',
  rows: [ACME, KYOTO],
  sort: { column: 'Open balance', ordering: 'open_balance' },
  writeControls: ['New account', 'New invoice'],
  emptyText: 'No customer accounts yet.',
});

describe('si-receivable-accounts', () => {
  it('lists balances in each currency\'s minor units, with links to the account and a new invoice', async () => {
    signInAs('IC');
    const el = await shown();
    expect(rowTexts(el)).to.deep.equal([
      'Acme Trading | Grace Hopper | $1,250.50 | $400.00 | 45 days | 3 | $25.00 | On hold | New invoice',
      'Kyoto Foods |  | ¥120,000 | ¥0 |  | 1 |  |  | New invoice',
    ]);
    expect(el.shadowRoot!.querySelector('[part="detail-link"]')!.getAttribute('href')).to.equal('/secureinvoice/accountDetails/4/11');
    const newInvoice = el.shadowRoot!.querySelector('[part="new-invoice"]')!;
    expect(newInvoice.getAttribute('href')).to.equal('/secureinvoice/draft?account=11&new=1');
    expect(newInvoice.getAttribute('aria-label')).to.equal('New invoice for Acme Trading');
    expect(await nthQuery(server.requests, '/api/receivables/accounts', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: 'name' });
  });

  it('sorts by a balance, filters overdue only and searches on the server', async () => {
    signInAs('VO');
    const el = await shown();
    header(el, 'Overdue').querySelector('button')!.click();
    await until(() => params(accountRequests().at(-1)!.search).ordering === 'overdue_balance', 'the sorted request');
    header(el, 'Overdue').querySelector('button')!.click();
    await until(() => params(accountRequests().at(-1)!.search).ordering === '-overdue_balance', 'the descending sort');
    nativeInput(el, 'Overdue only').click();
    await until(() => params(accountRequests().at(-1)!.search).overdue === 'true', 'the overdue filter');
    expect($(el, '[part="overdue-filter"]').textContent).to.equal('Overdue only');
    await typeInto(el.shadowRoot!.querySelector<HTMLInputElement>('input[type="search"]')!, 'acme');
    await until(() => params(accountRequests().at(-1)!.search).search === 'acme', 'the search');
    expect(params(accountRequests().at(-1)!.search)).to.deep.equal({ page: '1', page_size: '10', ordering: '-overdue_balance', overdue: 'true', search: 'acme' });
  });

  it('says, while a balance sorts the list, that amounts sort within their currency', async () => {
    signInAs('VO');
    const el = await shown();
    const note = () => el.shadowRoot!.querySelector<HTMLElement>('[part="sort-note"]');
    expect(note(), 'sorted by name: no note').to.equal(null);
    const button = header(el, 'Overdue').querySelector('button')!;
    button.click();
    await until(() => note() !== null, 'the note');
    expect(note()!.textContent).to.equal("Sorted by currency first (the organization's default currency, then the others by code), then by amount within each currency.");
    expect(note()!.checkVisibility()).to.equal(true);
    expect(button.getAttribute('aria-describedby')).to.equal(note()!.id);
    await expectAccessible(el);
    header(el, 'Name').querySelector('button')!.click();
    await until(() => note() === null, 'the note goes with the sort by name');
  });

  it('routes an account\'s link through si-navigate', async () => {
    signInAs('VO');
    const el = await shown();
    const navigated = nextEvent<{ href: string }>('si-navigate');
    document.addEventListener('si-navigate', (e) => e.preventDefault(), { once: true });
    $(el, '[part="detail-link"]').click();
    expect((await navigated).detail.href).to.equal('/secureinvoice/accountDetails/4/11');
  });

  it('creates a customer account (module kind 4), shows the server\'s 400 at the field, then opens it', async () => {
    signInAs('OA');
    server.on('POST', '/api/accounts', (_req, index) =>
      index === 0 ? { status: 400, json: { name: ['An account with this name already exists.'] } } : { status: 201, json: accountRow({ id: 40, name: 'Zeta Labs', module_kind: 4 }) },
    );
    const el = await shown();
    control(el, 'New account').click();
    await until(() => el.shadowRoot!.querySelector('form'), 'the form');
    control(el, 'Create account').click();
    await until(() => field(el, 'Name').getAttribute('help-text') === 'This field is required.', 'the required message');
    expect(server.requests.some((r) => r.method === 'POST')).to.equal(false);
    await typeInto(field(el, 'Name'), 'Zeta Labs');
    control(el, 'Create account').click();
    await until(() => field(el, 'Name').getAttribute('help-text') === 'An account with this name already exists.', 'the server\'s message');
    await expectAccessible(el);
    const navigated = nextEvent<{ href: string }>('si-navigate');
    control(el, 'Create account').click();
    expect((await navigated).detail.href).to.equal('/secureinvoice/accountDetails/4/40');
    await until(() => textOf(el, '[part="notice"]') === 'Account Zeta Labs created. Open Zeta Labs', 'the confirmation');
    const body = { module_kind: 4, name: 'Zeta Labs', account_hold: false, account_hold_message: '' };
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => r.body)).to.deep.equal([body, body]);
    await until(() => accountRequests().length >= 2, 'the list to reload');
  });

  it('shows a View Only user no Actions column', async () => {
    signInAs('VO');
    const el = await shown();
    expect(rowTexts(el)[0]).to.equal('Acme Trading | Grace Hopper | $1,250.50 | $400.00 | 45 days | 3 | $25.00 | On hold');
  });
});
