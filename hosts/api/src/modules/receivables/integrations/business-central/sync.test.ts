import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { type SyncRunRow } from '@si/contract';
import { account, invoice, item, syncRun, team } from '../../../../db/schema.ts';
import { call } from '../../../../../test-support/helpers.ts';
import { adminWorld, type AdminWorld } from '../../../../../test-support/admin-support.ts';
import { makeUser } from '../../../../../test-support/fixtures.ts';
import { bcInvoice, startFakeBusinessCentral, type FakeBusinessCentral } from '../../../../../test-support/fake-business-central.ts';
import { clearTokenCache, retryAfterMs, salesInvoicesUrl } from './client.ts';
import { sinceDate } from '../sync.ts';
import { syncBusinessCentral as runSync, SyncMessage } from './driver.ts';
import { keptBalancesDrift } from '../../../../../test-support/receivables-data.ts';
import { RECEIVABLES_KIND } from '../../module.ts';

const CONFIG = '/api/organizations/business_central_configuration';
const SYNC = '/api/receivables/business_central/sync';
const RUNS = '/api/receivables/sync_runs';

let w: AdminWorld;
let bc: FakeBusinessCentral;
let teamId: number;
let leadId: number;
const waits: number[] = [];
/** Fast retries: the waits are recorded, never slept. */
const fast = { retry: { sleep: async (ms: number) => void waits.push(ms), random: () => 0 } };

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const ADATUM = randomUUID();
const TREY = randomUUID();

const configure = async (values: Record<string, unknown>) => {
  const res = await call(w.t.app, 'POST', CONFIG, { token: w.tokens.oa, json: values });
  assert.equal(res.status, 200, JSON.stringify(res.body));
};

const bcRows = (orgId = w.org.orgId) =>
  w.t.db
    .select({ item, invoice })
    .from(invoice)
    .innerJoin(item, eq(item.id, invoice.itemId))
    .where(and(eq(item.organizationId, orgId), like(invoice.externalReference, 'bc:%')));

before(async () => {
  w = await adminWorld();
  bc = await startFakeBusinessCentral({ pageSize: 2 });
  teamId = (await w.t.db.insert(team).values({ organizationId: w.org.orgId, name: 'Collections' }).returning())[0]!.id;
  leadId = (await makeUser(w.t.db, w.org, { role: 'IC', firstName: 'Lena' })).id;
  await configure({ ...bc.configuration(), account_created_by_user_id: w.oa.id, account_management_lead_id: leadId, account_management_team_id: teamId });
});
after(async () => {
  await bc.close();
  await w.t.database.close();
});
beforeEach(() => {
  waits.length = 0;
  bc.faults.invoices.length = 0;
  bc.faults.token.length = 0;
  clearTokenCache();
});

describe('Business Central client', () => {
  test('the sales invoices URL follows the API v2.0 shape, with or without /v2.0 on the base URI', () => {
    const s = { baseUri: 'https://api.businesscentral.dynamics.com/v2.0/', tenantId: 'contoso.onmicrosoft.com', environment: 'Production', companyId: 'c0ffee00-0000-4000-8000-000000000001', clientId: '', clientSecret: '', tokenUrl: '', scope: '' };
    const expected =
      'https://api.businesscentral.dynamics.com/v2.0/contoso.onmicrosoft.com/Production/api/v2.0/companies(c0ffee00-0000-4000-8000-000000000001)/salesInvoices?$filter=invoiceDate%20ge%202026-01-31&$expand=salesInvoiceLines';
    assert.equal(salesInvoicesUrl(s, '2026-01-31'), expected);
    assert.equal(salesInvoicesUrl({ ...s, baseUri: 'https://api.businesscentral.dynamics.com' }, '2026-01-31'), expected);
  });

  test('Retry-After in seconds or as an HTTP date; the fetch window counted in the tenant time zone', () => {
    const now = Date.parse('2026-03-01T00:00:00Z');
    assert.equal(retryAfterMs('7', now), 7000);
    assert.equal(retryAfterMs('Sun, 01 Mar 2026 00:00:30 GMT', now), 30_000);
    assert.equal(retryAfterMs('soon', now), undefined);
    assert.equal(retryAfterMs(null, now), undefined);
    // 23:30 UTC on 28 Feb is already 1 March in Paris.
    const late = new Date('2026-02-28T23:30:00Z');
    assert.equal(sinceDate(late, 'UTC', 10), '2026-02-18');
    assert.equal(sinceDate(late, 'Europe/Paris', 10), '2026-02-19');
    assert.equal(sinceDate(late, 'America/Los_Angeles', 1), '2026-02-27');
  });
});

describe('Business Central sync', () => {
  test('VO and IC cannot sync (403); an OA of another organization sees none of the runs', async () => {
    for (const token of [w.tokens.vo, w.tokens.ic]) {
      const res = await call(w.t.app, 'POST', SYNC, { token });
      assert.equal(res.status, 403);
    }
    assert.equal((await call(w.t.app, 'GET', RUNS, { token: w.tokens.ic })).status, 200, 'every staff role reads the log');
  });

  test('import once: customers become accounts, invoices are stored with lines, totals, state and balance', async () => {
    bc.records.splice(
      0,
      bc.records.length,
      bcInvoice({ number: 'PS-INV103001', customerId: ADATUM, customerName: 'Adatum Corporation', invoiceDate: daysAgo(3), dueDate: daysAgo(-27), lines: [{ description: 'ATHENS Desk', quantity: 2, unitPrice: 649.4, taxPercent: 10 }] }),
      bcInvoice({ number: 'PS-INV103002', customerId: ADATUM, customerName: 'Adatum Corporation', invoiceDate: daysAgo(2), currencyCode: 'EUR', status: 'Paid', lines: [{ description: 'Chair', quantity: 1, unitPrice: 100, discountPercent: 5 }] }),
      bcInvoice({ number: 'PS-INV103003', customerId: TREY, customerName: 'Trey Research', invoiceDate: daysAgo(1), remainingAmount: 40, lines: [{ description: 'Lamp', quantity: 3, unitPrice: 33.33 }] }),
      bcInvoice({ number: 'PS-INV103004', customerId: TREY, customerName: 'Trey Research', invoiceDate: today, status: 'Canceled', lines: [{ description: 'Cancelled order', quantity: 1, unitPrice: 10 }] }),
      bcInvoice({ number: 'DRAFT-1', customerId: TREY, invoiceDate: today, status: 'Draft', lines: [{ description: 'Not yet', quantity: 1, unitPrice: 1 }] }),
      bcInvoice({ number: 'OLD-1', customerId: TREY, invoiceDate: daysAgo(60), lines: [{ description: 'Outside the window', quantity: 1, unitPrice: 1 }] }),
    );
    const res = await call<SyncRunRow>(w.t.app, 'POST', SYNC, { token: w.tokens.oa });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const run = res.body;
    assert.equal(run.status, 'succeeded', run.message);
    assert.deepEqual([run.fetched, run.created, run.updated, run.failed], [5, 4, 0, 0]);
    assert.match(run.message, /Fetched 5 invoices dated from \d{4}-\d{2}-\d{2}: 4 created, 0 updated, 0 failed, 1 draft skipped\./);
    assert.ok(run.finished_at);

    const filter = bc.requests.find((r) => r.path.endsWith('/salesInvoices'))!.search;
    assert.equal(filter.get('$filter'), `invoiceDate ge ${daysAgo(30)}`);
    assert.equal(filter.get('$expand'), 'salesInvoiceLines');
    assert.equal(bc.tokensIssued, 1, 'one token for every page (3 pages of 2)');

    const accounts = await w.t.db.select().from(account).where(and(eq(account.organizationId, w.org.orgId), eq(account.moduleKind, RECEIVABLES_KIND)));
    const adatum = accounts.find((a) => a.externalReference === ADATUM)!;
    assert.equal(adatum.name, 'Adatum Corporation');
    assert.equal(adatum.createdByUserId, w.oa.id);
    assert.equal(adatum.leadUserId, leadId);
    assert.equal(adatum.teamId, teamId);
    assert.ok(accounts.some((a) => a.externalReference === TREY && a.name === 'Trey Research'));

    const rows = await bcRows();
    const by = (n: string) => rows.find((r) => r.invoice.number === n)!;
    const first = by('PS-INV103001');
    assert.equal(first.item.accountId, adatum.id);
    assert.equal(first.item.kind, 'INVOICE');
    assert.equal(first.invoice.state, 'open');
    assert.equal(first.invoice.currency, 'USD', 'an empty currency code is the organization default');
    assert.equal(first.invoice.issueDate, daysAgo(3));
    assert.equal(first.item.dueDate, daysAgo(-27));
    assert.equal(Number(first.invoice.subtotal), 1298.8);
    assert.equal(Number(first.invoice.tax), 129.88);
    assert.equal(Number(first.invoice.total), 1428.68);
    assert.equal(Number(first.invoice.balance), 1428.68);
    assert.deepEqual(first.invoice.lines, [{ description: 'ATHENS Desk', quantity: '2', unit_price: '649.4', tax_rate: '10', discount: '0', amount: '1298.80', tax: '129.88' }]);
    assert.equal(by('PS-INV103002').invoice.state, 'paid');
    assert.equal(by('PS-INV103002').invoice.currency, 'EUR');
    assert.equal(by('PS-INV103002').invoice.paid, true);
    assert.equal(Number(by('PS-INV103002').invoice.balance), 0);
    assert.equal(by('PS-INV103003').invoice.state, 'partially_paid');
    assert.equal(Number(by('PS-INV103003').invoice.balance), 40);
    assert.equal(by('PS-INV103004').invoice.state, 'void');
    assert.equal(rows.length, 4, 'the draft and the invoice outside the window are not imported');
  });

  test('a second run creates nothing and updates nothing; a change in BC is one update', async () => {
    const again = (await call<SyncRunRow>(w.t.app, 'POST', SYNC, { token: w.tokens.oa })).body;
    assert.deepEqual([again.status, again.fetched, again.created, again.updated, again.failed], ['succeeded', 5, 0, 0, 0]);
    assert.equal((await bcRows()).length, 4);

    const open = bc.records.find((r) => r.number === 'PS-INV103001')!;
    open.remainingAmount = 428.68;
    const third = (await call<SyncRunRow>(w.t.app, 'POST', SYNC, { token: w.tokens.oa })).body;
    assert.deepEqual([third.created, third.updated], [0, 1]);
    const row = (await bcRows()).find((r) => r.invoice.number === 'PS-INV103001')!;
    assert.equal(row.invoice.state, 'partially_paid');
    assert.equal(Number(row.invoice.balance), 428.68);
    assert.equal(row.item.status, 'partially_paid');
  });

  test('the log: newest first, paged; the other organization sees an empty list', async () => {
    const mine = await call(w.t.app, 'GET', `${RUNS}?page_size=10`, { token: w.tokens.vo });
    assert.equal(mine.status, 200);
    assert.ok(mine.body.count >= 3);
    const ids = mine.body.results.map((r: SyncRunRow) => r.id);
    assert.deepEqual(ids, [...ids].sort((a, b) => b - a));
    const theirs = await call(w.t.app, 'GET', RUNS, { token: w.tokens.stranger });
    assert.equal(theirs.status, 200);
    assert.equal(theirs.body.count, 0);
    assert.deepEqual(theirs.body.results, []);
    assert.equal((await call(w.t.app, 'GET', `${RUNS}?ordering=secret`, { token: w.tokens.oa })).status, 400);
  });

  test('429 with Retry-After, then success: the waits honour Retry-After', async () => {
    bc.faults.invoices.push({ status: 429, retryAfter: '2' }, { status: 429, retryAfter: '3' });
    const run = await runSync(w.t.db, w.org.orgId, w.oa.id, fast);
    assert.equal(run.status, 'succeeded', run.message);
    assert.equal(run.fetched, 5);
    assert.deepEqual(waits, [2000, 3000]);
  });

  test('a 429 storm stops the run cleanly after 5 attempts, with the reason', async () => {
    for (let i = 0; i < 10; i++) bc.faults.invoices.push({ status: 429, retryAfter: '1' });
    const run = await runSync(w.t.db, w.org.orgId, w.oa.id, fast);
    assert.equal(run.status, 'failed');
    assert.equal(run.message, 'Business Central kept answering 429 Too Many Requests after 5 attempts');
    assert.equal(waits.length, 4);
    assert.equal(bc.faults.invoices.length, 5, 'exactly 5 requests were made');
    const stored = (await call(w.t.app, 'GET', RUNS, { token: w.tokens.oa })).body.results[0];
    assert.equal(stored.id, run.id);
    assert.equal(stored.status, 'failed');
  });

  test('the total wait is bounded: a long Retry-After stops the run instead of waiting', async () => {
    bc.faults.invoices.push({ status: 503, retryAfter: '3600' }, { status: 503, retryAfter: '3600' }, { status: 503, retryAfter: '3600' }, { status: 503, retryAfter: '3600' });
    const run = await runSync(w.t.db, w.org.orgId, w.oa.id, { retry: { ...fast.retry, maxDelayMs: 40_000, maxTotalWaitMs: 60_000 } });
    assert.equal(run.status, 'failed');
    assert.match(run.message, /kept answering 503 Service Unavailable; waiting longer than 60 s in all was not allowed/);
    assert.deepEqual(waits, [40_000]);
  });

  test('a 500 is retried, then the run fails with the reason; a single 500 is retried through', async () => {
    bc.faults.invoices.push({ status: 500 });
    const ok = await runSync(w.t.db, w.org.orgId, w.oa.id, fast);
    assert.equal(ok.status, 'succeeded', ok.message);
    bc.faults.invoices.push({ status: 500 }, { status: 500 }, { status: 500 });
    const run = await runSync(w.t.db, w.org.orgId, w.oa.id, fast);
    assert.equal(run.status, 'failed');
    assert.equal(run.message, 'Business Central answered 500 Internal Server Error after 3 attempts');
  });

  test('a malformed page fails the run; a malformed record is counted as failed with its reason', async () => {
    bc.faults.invoices.push({ status: 200, body: '{"value": [ {"id": ' });
    const run = await runSync(w.t.db, w.org.orgId, w.oa.id, fast);
    assert.equal(run.status, 'failed');
    assert.equal(run.message, 'Business Central sent page 1 of the sales invoices as invalid JSON');

    const broken = bcInvoice({ number: 'PS-INV103009', customerId: TREY, invoiceDate: today, lines: [{ description: 'x', quantity: 1, unitPrice: 1 }] });
    delete broken.totalAmountIncludingTax;
    const badCurrency = bcInvoice({ number: 'PS-INV103010', customerId: TREY, invoiceDate: today, currencyCode: 'XYZ1', lines: [] });
    bc.records.push(broken, badCurrency, 'not an object' as unknown as Record<string, unknown>);
    try {
      const partial = await runSync(w.t.db, w.org.orgId, w.oa.id, fast);
      assert.equal(partial.status, 'succeeded');
      assert.equal(partial.failed, 3);
      assert.equal(partial.created, 0);
      assert.deepEqual(partial.errors, [
        { reference: 'PS-INV103009', reason: 'totalAmountIncludingTax is missing' },
        { reference: 'PS-INV103010', reason: 'currencyCode "XYZ1" is not an ISO 4217 currency' },
        { reference: 'page 4 record 2', reason: 'the record is not an object' },
      ]);
    } finally {
      bc.records.splice(-3);
    }
    const bad = bc.faults.invoices;
    bad.push({ status: 200, body: '{"items": []}' });
    const noValue = await runSync(w.t.db, w.org.orgId, w.oa.id, fast);
    assert.equal(noValue.message, 'Business Central sent page 1 of the sales invoices without a "value" list');
  });

  test('a refused token (401 from the token URL) fails the run with the reason', async () => {
    bc.faults.token.push({ status: 401, body: JSON.stringify({ error: 'invalid_client', error_description: 'AADSTS7000222: The provided client secret keys are expired.' }) });
    const run = await runSync(w.t.db, w.org.orgId, w.oa.id, fast);
    assert.equal(run.status, 'failed');
    assert.equal(run.message, 'The token endpoint refused the client credentials (401 Unauthorized): AADSTS7000222: The provided client secret keys are expired.');
    assert.equal(waits.length, 0, 'a refusal is not retried');
  });

  test('one run per organization: a running run is a 409; a stale one no longer blocks', async () => {
    const [running] = await w.t.db.insert(syncRun).values({ organizationId: w.org.orgId, status: 'running' }).returning();
    const res = await call(w.t.app, 'POST', SYNC, { token: w.tokens.oa });
    assert.equal(res.status, 409);
    assert.equal(res.body.detail, SyncMessage.RUNNING);
    await w.t.db.update(syncRun).set({ startedAt: new Date(Date.now() - 3_600_000) }).where(eq(syncRun.id, running!.id));
    const ok = await call(w.t.app, 'POST', SYNC, { token: w.tokens.oa });
    assert.equal(ok.status, 200);
    const [stale] = await w.t.db.select().from(syncRun).where(eq(syncRun.id, running!.id));
    assert.equal(stale!.status, 'failed');
    assert.equal(stale!.message, SyncMessage.STALE);
  });

  test('two runs at once: one runs, the other is refused, nothing is duplicated', async () => {
    // The first run is held at Business Central's door, so the second surely starts while it runs.
    const gate = bc.hold();
    const first = call(w.t.app, 'POST', SYNC, { token: w.tokens.oa });
    await gate.arrived;
    const second = await call(w.t.app, 'POST', SYNC, { token: w.tokens.oa });
    gate.release();
    assert.equal(second.status, 409);
    assert.equal(second.body.detail, SyncMessage.RUNNING);
    assert.equal((await first).status, 200);
    assert.equal((await bcRows()).length, 4);
  });

  test('disabled or incomplete settings: 409 with a clear message', async () => {
    await configure({ enabled: false });
    const off = await call(w.t.app, 'POST', SYNC, { token: w.tokens.oa });
    assert.equal(off.status, 409);
    assert.equal(off.body.detail, SyncMessage.DISABLED);
    await configure({ enabled: true, client_secret: '', company_id: '' });
    const partial = await call(w.t.app, 'POST', SYNC, { token: w.tokens.oa });
    assert.equal(partial.status, 409);
    assert.equal(partial.body.detail, 'The Business Central settings are incomplete: fill in the company id, client secret before syncing.');
    await configure({ client_secret: bc.clientSecret, company_id: bc.companyId });
  });

  test('a lead or team that left the organization is not set on new accounts', async () => {
    await w.t.db.delete(team).where(eq(team.id, teamId));
    const NEW = randomUUID();
    bc.records.push(bcInvoice({ number: 'PS-INV103020', customerId: NEW, customerName: 'Fabrikam', invoiceDate: today, lines: [{ description: 'x', quantity: 1, unitPrice: 5 }] }));
    const run = await runSync(w.t.db, w.org.orgId, w.oa.id, fast);
    assert.equal(run.created, 1, run.message);
    const [fabrikam] = await w.t.db.select().from(account).where(eq(account.externalReference, NEW));
    assert.equal(fabrikam!.teamId, null);
    assert.equal(fabrikam!.leadUserId, leadId);
    assert.equal(fabrikam!.organizationId, w.org.orgId);
  });
});

describe('the balances kept per account', () => {
  test('equal the open invoices summed, after everything this file did', async () => {
    const { kept, summed } = await keptBalancesDrift(w.t.db);
    assert.deepEqual(kept, summed);
  });
});
