import '@si/core/testing';
import { fakeServer, type FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { logout, setLocale } from '@si/core';
import type { SyncRunRow } from '@si/contract';
import './accounting-sync.ts';
import { cleanup, expectAccessible, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { nthQuery, pageOf, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';

const TAG = '<si-accounting-sync></si-accounting-sync>';
const BC = '/api/organizations/business_central_configuration';
const RUNS = '/api/receivables/sync_runs';
const SYNC = '/api/receivables/business_central/sync';

const READING = {
  enabled: true, base_uri: 'https://api.businesscentral.dynamics.com', client_id: 'client-1', client_secret: '********9876',
  client_secret_expiry: '2027-01-31', company_id: 'c-1', environment: 'Production', resources_url: '', sales_invoices_fetch_days: '30',
  scope: '', tenant_id: 't-1', timezone: 'Europe/Paris', token_url: 'https://login.microsoftonline.com/t-1/oauth2/v2.0/token',
  account_created_by_user_id: '', account_management_lead_id: '', account_management_team_id: '', client_secret_set: true,
  client_secret_warning: null,
};

const run = (id: number, patch: Partial<SyncRunRow> = {}): SyncRunRow => ({
  id, system: 'business_central', status: 'succeeded', started_at: '2026-03-05T10:00:00Z', finished_at: '2026-03-05T10:00:09Z',
  fetched: 12, created: 10, updated: 1, failed: 0, errors: [], message: 'Fetched 12 invoices dated from 2026-02-03: 10 created, 1 updated, 0 failed.', ...patch,
});
const FAILED = run(2, {
  status: 'failed', fetched: 0, created: 0, updated: 0, failed: 0, message: 'Business Central kept answering 429 Too Many Requests after 5 attempts',
  started_at: '2026-03-06T10:00:00Z',
});

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});
afterEach(() => {
  server.restore();
  logout();
  setLocale('en');
  cleanup();
});

function serve(runs: SyncRunRow[] = [FAILED, run(1)]) {
  server.on('GET', BC, { json: READING });
  server.on('GET', RUNS, { json: pageOf(runs) });
}
const open = () => show(TAG, 'si-accounting-sync', '[part~="form"]');

/** The input whose label reads `label`. */
function input(el: Element, label: string): HTMLInputElement {
  const labels = [...el.shadowRoot!.querySelectorAll('label')];
  const found = labels.find((l) => l.querySelector('span')?.textContent === label)?.querySelector('input');
  if (!found) throw new Error(`No input "${label}"`);
  return found;
}
/** The log's rows only (the opened run's failed records are a table too). */
const logRows = (el: Element) =>
  [...el.shadowRoot!.querySelectorAll('[part~="table"] tbody tr:not(.spacer)')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim()).join(' | '));
async function retype(field: HTMLInputElement, text: string) {
  field.focus();
  field.select();
  await sendKeys({ type: text });
}

describe('si-accounting-sync', () => {
  it('is accessible: the settings are read into labelled inputs, the secret never shown; the log lists the runs', async () => {
    signInAs('OA');
    serve();
    const el = await open();
    await until(() => el.shadowRoot!.querySelector('tbody tr'), 'the log rows');
    await expectAccessible(el);
    expect(input(el, 'Base URI').value).to.equal('https://api.businesscentral.dynamics.com');
    expect(input(el, 'Synchronise with Business Central').checked).to.equal(true);
    const secret = input(el, 'Client secret');
    expect(secret.type).to.equal('password');
    expect(secret.value).to.equal('');
    expect(textOf(el, '[part~="connection"]')).to.contain('A client secret is stored. Leave this empty to keep it; type a new one to replace it.');
    expect(textOf(el, '[part~="connection"]')).to.not.contain('9876');
    const rows = rowTexts(el);
    expect(rows[0]).to.match(/^Failed \| .+ \| 0 \| 0 \| 0 \| 0 \| Business Central kept answering 429 Too Many Requests after 5 attempts \| —$/);
    expect(rows[1]).to.match(/^Succeeded \| .+ \| 12 \| 10 \| 1 \| 0 \| Fetched 12 invoices/);
    expect(await nthQuery(server.requests, RUNS, 1)).to.deep.equal({ page: '1', page_size: '10', ordering: '-started_at' });
  });

  it('saves only what changed; an empty secret keeps the stored one; the server refusal shows at its field', async () => {
    signInAs('OA');
    serve();
    server.on('POST', BC, (req, index) =>
      index === 0 ? { status: 400, json: { base_uri: ['Enter a valid http or https URL.'] } } : { json: { ...READING, ...(req.body as object), client_secret: '********WXYZ' } },
    );
    const el = await open();
    await retype(input(el, 'Base URI'), 'https://bc.example.test');
    await retype(input(el, 'Days of sales invoices to fetch'), '45');
    control(el, 'Save settings').click();
    const first = await until(() => server.requests.find((r) => r.method === 'POST' && r.path === BC), 'the first save');
    expect(first.body).to.deep.equal({ base_uri: 'https://bc.example.test', sales_invoices_fetch_days: 45 });
    await until(() => el.shadowRoot!.querySelector('[part="field-error"]'), 'the field error');
    expect(textOf(el, '[part="field-error"]')).to.equal('Enter a valid http or https URL.');
    expect(input(el, 'Base URI').getAttribute('aria-invalid')).to.equal('true');

    await retype(input(el, 'Client secret'), 'new~secret');
    control(el, 'Save settings').click();
    await until(() => server.requests.filter((r) => r.method === 'POST' && r.path === BC).length === 2, 'the second save');
    const second = server.requests.filter((r) => r.method === 'POST' && r.path === BC)[1]!;
    expect(second.body).to.deep.equal({ base_uri: 'https://bc.example.test', sales_invoices_fetch_days: 45, client_secret: 'new~secret' });
    await until(() => textOf(el, '[part="notice"]') === 'Business Central settings saved.', 'the saved notice');
    expect(input(el, 'Client secret').value).to.equal('', 'the typed secret is cleared after saving');
  });

  it('warns before the client secret expires, and the warning goes once a new secret is saved', async () => {
    signInAs('OA');
    server.on('GET', BC, { json: { ...READING, client_secret_expiry: '2026-12-01', client_secret_warning: { state: 'expiring', expires_on: '2026-12-01', days_left: 12 } } });
    server.on('GET', RUNS, { json: pageOf([]) });
    server.on('POST', BC, (req) => ({ json: { ...READING, ...(req.body as object), client_secret_warning: null } }));
    const el = await open();
    expect(textOf(el, '[part~="secret-expiry"]')).to.equal(
      'The client secret expires on December 1, 2026, in 12 days. Create a new secret in Business Central and enter it here with its new expiry date.',
    );
    expect(el.shadowRoot!.querySelector('[part~="secret-expiry"]')!.className).to.contain('notice--warning');
    await expectAccessible(el);
    await retype(input(el, 'Client secret'), 'fresh~secret');
    control(el, 'Save settings').click();
    await until(() => textOf(el, '[part="notice"]') === 'Business Central settings saved.', 'the saved notice');
    expect(el.shadowRoot!.querySelector('[part~="secret-expiry"]')).to.equal(null);
  });

  it('says plainly when the client secret has expired', async () => {
    signInAs('VO');
    server.on('GET', BC, { json: { ...READING, client_secret_warning: { state: 'expired', expires_on: '2026-01-31', days_left: -3 } } });
    server.on('GET', RUNS, { json: pageOf([]) });
    const el = await open();
    const notice = el.shadowRoot!.querySelector('[part~="secret-expiry"]')!;
    expect(notice.getAttribute('role')).to.equal('alert');
    expect(notice.textContent).to.contain('The client secret expired on January 31, 2026: invoices and customers are no longer synchronized.');
  });

  it('checks URLs and numbers before sending', async () => {
    signInAs('OA');
    serve();
    const el = await open();
    await retype(input(el, 'Token URL'), 'not a url');
    await retype(input(el, 'Days of sales invoices to fetch'), '9999');
    control(el, 'Save settings').click();
    await until(() => el.shadowRoot!.querySelectorAll('[part="field-error"]').length === 2, 'two field errors');
    expect([...el.shadowRoot!.querySelectorAll('[part="field-error"]')].map((e) => e.textContent)).to.deep.equal(['Enter a valid http or https URL.', 'Enter a whole number from 1 to 3650.']);
    expect(server.requests.some((r) => r.method === 'POST')).to.equal(false);
  });

  it('Sync now runs the import, shows its outcome, reloads the log and opens the failed records', async () => {
    signInAs('OA');
    const done = run(3, { failed: 2, errors: [{ reference: 'PS-INV103009', reason: 'totalAmountIncludingTax is missing' }, { reference: 'page 2 record 1', reason: 'the record is not an object' }], message: 'Fetched 12 invoices dated from 2026-02-03: 9 created, 1 updated, 2 failed.' });
    serve();
    server.on('GET', RUNS, (_req, index) => ({ json: pageOf(index === 0 ? [run(1)] : [done, run(1)]) }));
    server.on('POST', SYNC, (_req, index) => (index === 0 ? { json: done, delay: 50 } : { status: 409, json: { detail: 'A Business Central sync is already running for this organization. Wait for it to finish.' } }));
    const el = await open();
    await until(() => el.shadowRoot!.querySelector('tbody tr'), 'the log rows');
    control(el, 'Sync now').click();
    await until(() => el.shadowRoot!.querySelector('[part="sync"][aria-busy="true"]'), 'the busy button');
    await until(() => el.shadowRoot!.querySelector('[part="outcome"]'), 'the outcome');
    expect(textOf(el, '[part="outcome"]')).to.equal('Sync finished. Fetched 12 invoices dated from 2026-02-03: 9 created, 1 updated, 2 failed.');
    await until(() => logRows(el).length === 2, 'the reloaded log');
    expect(logRows(el)[0]).to.match(/\| 2 \| Fetched 12 invoices.* \| Hide errors \(2\)$/);
    expect(textOf(el, '[part="errors"]')).to.contain('PS-INV103009 totalAmountIncludingTax is missing');
    await expectAccessible(el);
    control(el, 'Hide errors (2)').click();
    await until(() => el.shadowRoot!.querySelector<HTMLElement>('[part="errors"]')!.hidden, 'the errors hidden');
    control(el, 'Show errors (2)').click();
    await until(() => !el.shadowRoot!.querySelector<HTMLElement>('[part="errors"]')!.hidden, 'the errors shown');

    control(el, 'Sync now').click();
    await until(() => textOf(el, '[part="outcome"]').startsWith('A Business Central sync is already running'), 'the 409 message');
    expect(el.shadowRoot!.querySelector('[part="outcome"]')!.getAttribute('role')).to.equal('alert');
  });

  it('a failed run is announced as an alert', async () => {
    signInAs('OA');
    serve([]);
    server.on('POST', SYNC, { json: FAILED });
    const el = await open();
    await until(() => el.shadowRoot!.querySelector('[part="empty"]'), 'the empty log');
    expect(textOf(el, '[part="empty"]')).to.equal('No sync has run yet.');
    control(el, 'Sync now').click();
    await until(() => el.shadowRoot!.querySelector('[part="outcome"]'), 'the outcome');
    expect(textOf(el, '[part="outcome"]')).to.equal('The sync failed: Business Central kept answering 429 Too Many Requests after 5 attempts');
    expect(el.shadowRoot!.querySelector('[part="outcome"]')!.getAttribute('role')).to.equal('alert');
  });

  it('other roles read: no Sync now, no Save, inputs read-only', async () => {
    signInAs('VO');
    serve();
    const el = await open();
    await until(() => el.shadowRoot!.querySelector('tbody tr'), 'the log rows');
    expect(el.shadowRoot!.querySelector('[part="sync"]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="save"]')).to.equal(null);
    expect(input(el, 'Base URI').readOnly).to.equal(true);
    expect(input(el, 'Synchronise with Business Central').disabled).to.equal(true);
    expect(textOf(el, '[part="read-only"]')).to.contain('Only an Office Administrator');
    expect(textOf(el, '[part~="connection"]')).to.contain('A client secret is stored.');
  });
});
