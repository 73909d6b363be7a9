/**
 * The sales contacts list: only contacts on a live sales account of the caller's organization,
 * each with its sales accounts (by name, the first ten and how many) and its open deals (count and
 * sums per currency, won, lost and archived accounts' deals left out); search, ordering, paging;
 * a page of 1 and of 100 rows costs the same statements; every role reads, an organization without
 * the sales pipeline is refused, and text is answered as it was stored.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ModuleKind, SALES_CONTACT_ACCOUNTS_SHOWN, type SalesContactRow } from '@si/contract';
import { account, accountContact, contact, pipeline, pipelineStage } from '../../../db/schema.ts';
import type { Db } from '../../../db/client.ts';
import { setConfig } from '../../../platform/config.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { statementsSent } from '../../../../test-support/statements.ts';
import { salesDeal } from '../schema.ts';

let t: TestContext;
let a: Org;
let b: Org;
let stageA: { pipelineId: number; stageId: number };
const people: Record<string, number> = {};
const places: Record<string, number> = {};

const list = (query = '', token = a.vo.token) => call(t.app, 'GET', `/api/sales/contacts${query}`, { token });
const byEmail = (rows: SalesContactRow[], email: string) => rows.find((r) => r.email === email)!;

async function newAccount(db: Db, orgId: number, name: string, moduleKind: number = ModuleKind.SALES_PIPELINE, archived = false) {
  const [row] = await db.insert(account).values({ organizationId: orgId, moduleKind, name, archivedAt: archived ? new Date() : null }).returning();
  return row!.id;
}

async function newContact(db: Db, orgId: number, fields: { first: string; last?: string; company?: string; email: string; phone?: string }) {
  const [row] = await db
    .insert(contact)
    .values({ organizationId: orgId, firstName: fields.first, lastName: fields.last ?? '', companyName: fields.company ?? '', email: fields.email, phone: fields.phone ?? '' })
    .returning();
  return row!.id;
}

const place = (db: Db, orgId: number, accountId: number, contactId: number) => db.insert(accountContact).values({ organizationId: orgId, accountId, contactId });

async function deal(accountId: number, amount: string, currency: string, state: 'open' | 'won' | 'lost' = 'open', orgId = a.orgId, stage = stageA) {
  await t.db.insert(salesDeal).values({ organizationId: orgId, accountId, title: `Deal ${amount}`, pipelineId: stage.pipelineId, stageId: stage.stageId, amount, currency, state });
}

async function stageOf(orgId: number) {
  const [p] = await t.db.insert(pipeline).values({ organizationId: orgId, name: 'New business' }).returning();
  const [s] = await t.db.insert(pipelineStage).values({ organizationId: orgId, pipelineId: p!.id, name: 'Proposal', position: 1 }).returning();
  return { pipelineId: p!.id, stageId: s!.id };
}

before(async () => {
  t = await setup();
  // The fixture's own account (with Ada and Bob) is a document collection workspace: not sales.
  a = await makeWorkflowOrg(t, { name: 'Sales contacts A' });
  b = await makeWorkflowOrg(t, { name: 'Sales contacts B' });
  stageA = await stageOf(a.orgId);
  places.globex = await newAccount(t.db, a.orgId, 'Globex');
  places.acme = await newAccount(t.db, a.orgId, 'acme ltd');
  places.closed = await newAccount(t.db, a.orgId, 'Archived Co', ModuleKind.SALES_PIPELINE, true);
  places.customer = await newAccount(t.db, a.orgId, 'A receivables customer', ModuleKind.SECURE_INVOICE_SALES);
  people.carla = await newContact(t.db, a.orgId, { first: 'Carla', last: 'Diaz', company: 'Globex', email: 'carla@globex.example', phone: '+12015550123' });
  people.dmitri = await newContact(t.db, a.orgId, { first: 'Dmitri', last: 'Ivanov', email: 'dmitri@acme.example' });
  people.html = await newContact(t.db, a.orgId, { first: '<b>Eve</b>', last: 'Young <script>x</script>', company: 'Quotes "&" <i>Co</i>', email: 'eve@html.example' });
  people.archivedOnly = await newContact(t.db, a.orgId, { first: 'Fay', email: 'fay@archived.example' });
  people.customerOnly = await newContact(t.db, a.orgId, { first: 'Gus', email: 'gus@customer.example' });
  people.nowhere = await newContact(t.db, a.orgId, { first: 'Hal', email: 'hal@nowhere.example' });
  await place(t.db, a.orgId, places.globex, people.carla);
  await place(t.db, a.orgId, places.acme, people.carla);
  await place(t.db, a.orgId, places.customer, people.carla);
  await place(t.db, a.orgId, a.accountId, people.carla);
  await place(t.db, a.orgId, places.acme, people.dmitri);
  await place(t.db, a.orgId, places.closed, people.dmitri);
  await place(t.db, a.orgId, places.globex, people.html);
  await place(t.db, a.orgId, places.closed, people.archivedOnly);
  await place(t.db, a.orgId, places.customer, people.customerOnly);
  await deal(places.globex, '1000.50', 'EUR');
  await deal(places.globex, '250', 'USD');
  await deal(places.acme, '499.5', 'EUR');
  await deal(places.acme, '9999', 'EUR', 'won');
  await deal(places.acme, '5', 'EUR', 'lost');
  await deal(places.closed, '7777', 'EUR');
  // Another organization's sales contact never shows.
  const foreign = await newAccount(t.db, b.orgId, 'Foreign sales');
  await place(t.db, b.orgId, foreign, await newContact(t.db, b.orgId, { first: 'Zed', email: 'zed@foreign.example' }));
  await deal(foreign, '1', 'EUR', 'open', b.orgId, await stageOf(b.orgId));
});
after(() => t.database.close());

describe('GET /api/sales/contacts', () => {
  test('lists only the contacts on a live sales account of the organization, with their sales accounts and open deals', async () => {
    const res = await list('?page_size=25');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.count, 3);
    assert.deepEqual(res.body.results.map((r: SalesContactRow) => r.email), ['carla@globex.example', 'dmitri@acme.example', 'eve@html.example'], 'by last name, then first');
    const carla = byEmail(res.body.results, 'carla@globex.example');
    assert.deepEqual(carla.sales_accounts, [{ id: places.acme, name: 'acme ltd' }, { id: places.globex, name: 'Globex' }], 'sales accounts only, by name whatever the case');
    assert.equal(carla.sales_account_count, 2);
    assert.equal(carla.account_count, 4, 'the directory count: every account');
    assert.deepEqual(carla.open_deals, { count: 3, totals: [{ currency: 'EUR', total: '1500.00' }, { currency: 'USD', total: '250.00' }] }, 'open deals of both accounts, per currency');
    assert.equal(carla.phone, '+12015550123');
    const dmitri = byEmail(res.body.results, 'dmitri@acme.example');
    assert.deepEqual(dmitri.sales_accounts, [{ id: places.acme, name: 'acme ltd' }], 'an archived account is left out');
    assert.deepEqual(dmitri.open_deals, { count: 1, totals: [{ currency: 'EUR', total: '499.50' }] }, 'won, lost and archived accounts’ deals left out');
    const eve = byEmail(res.body.results, 'eve@html.example');
    assert.deepEqual([eve.first_name, eve.last_name, eve.company_name], ['<b>Eve</b>', 'Young <script>x</script>', 'Quotes "&" <i>Co</i>'], 'text answered as stored, never as markup');
    assert.equal(res.body.results.some((r: SalesContactRow) => ['fay@archived.example', 'gus@customer.example', 'hal@nowhere.example', 'zed@foreign.example'].includes(r.email)), false);
  });

  test('a contact without open deals answers a zero count and no totals', async () => {
    const acmeOnly = await newContact(t.db, a.orgId, { first: 'Ivy', last: 'Quiet', email: 'ivy@quiet.example' });
    const quiet = await newAccount(t.db, a.orgId, 'Quiet account');
    await place(t.db, a.orgId, quiet, acmeOnly);
    await deal(quiet, '10', 'EUR', 'won');
    const res = await list('?search=ivy@quiet');
    assert.deepEqual(res.body.results[0].open_deals, { count: 0, totals: [] });
    assert.deepEqual(res.body.results[0].sales_accounts, [{ id: quiet, name: 'Quiet account' }]);
  });

  test('searches names, company and e-mail, case and wildcards aside', async () => {
    const emails = async (q: string) => (await list(`?search=${encodeURIComponent(q)}`)).body.results.map((r: SalesContactRow) => r.email);
    assert.deepEqual(await emails('DIAZ'), ['carla@globex.example']);
    assert.deepEqual(await emails('globex'), ['carla@globex.example'], 'company and e-mail');
    assert.deepEqual(await emails('dmitri@'), ['dmitri@acme.example']);
    assert.deepEqual(await emails('quotes'), ['eve@html.example']);
    assert.deepEqual(await emails('fay'), [], 'a contact on no live sales account is not found either');
    assert.deepEqual(await emails('%'), [], 'a wildcard is text');
  });

  test('orders and pages on the server; a bad ordering or page size is a 400 on its field', async () => {
    const emails = (res: { body: { results: SalesContactRow[] } }) => res.body.results.map((r) => r.email);
    assert.deepEqual(emails(await list('?ordering=-email&search=example&page_size=10')).slice(0, 2), ['ivy@quiet.example', 'eve@html.example']);
    assert.deepEqual(emails(await list('?ordering=company_name,email')), ['dmitri@acme.example', 'ivy@quiet.example', 'carla@globex.example', 'eve@html.example']);
    const first = await list('?page_size=10&ordering=email');
    assert.equal(first.body.next, null);
    const past = await list('?page=3&page_size=10');
    assert.deepEqual([past.status, past.body.count, past.body.results], [200, 4, []], 'a page past the end keeps the count');
    assert.ok((await list('?ordering=phone')).body.ordering);
    assert.ok((await list('?page_size=7')).body.page_size);
  });

  test('names at most ten sales accounts, and counts them all', async () => {
    const busy = await newContact(t.db, a.orgId, { first: 'Busy', last: 'Bee', email: 'busy@bee.example' });
    for (let i = 0; i < 12; i++) await place(t.db, a.orgId, await newAccount(t.db, a.orgId, `Hive ${String(i).padStart(2, '0')}`), busy);
    const [row] = (await list('?search=busy@bee')).body.results;
    assert.equal(row.sales_accounts.length, SALES_CONTACT_ACCOUNTS_SHOWN);
    assert.equal(row.sales_accounts[0].name, 'Hive 00');
    assert.equal(row.sales_account_count, 12);
  });

  test('a page of 1 and a page of 100 rows cost the same statements', async () => {
    // 120 more sales contacts, each on two accounts with deals in two currencies.
    const hub = await newAccount(t.db, a.orgId, 'Hub');
    await deal(hub, '1', 'EUR');
    await deal(hub, '2', 'GBP');
    const many = await t.db
      .insert(contact)
      .values(Array.from({ length: 120 }, (_, i) => ({ organizationId: a.orgId, firstName: 'Many', lastName: `Person ${i}`, email: `many.${i}@hub.example` })))
      .returning({ id: contact.id });
    await t.db.insert(accountContact).values(many.flatMap((m) => [{ organizationId: a.orgId, accountId: hub, contactId: m.id }, { organizationId: a.orgId, accountId: places.acme, contactId: m.id }]));
    let one: SalesContactRow[] = [];
    let hundred: SalesContactRow[] = [];
    const small = await statementsSent(t.db, async () => {
      one = (await list('?page_size=10&search=many.7@hub')).body.results;
    });
    const large = await statementsSent(t.db, async () => {
      hundred = (await list('?page_size=100&search=hub.example')).body.results;
    });
    assert.equal(one.length, 1);
    assert.equal(hundred.length, 100);
    assert.equal(large, small, `${small} statements for 1 row, ${large} for 100`);
    assert.equal(small, 4, 'the count, the page, its accounts, its deals');
    assert.deepEqual(hundred[0]!.open_deals.totals.map((s) => s.currency), ['EUR', 'GBP']);
    assert.equal(hundred[0]!.open_deals.count, 3, 'the hub’s two and acme’s one');
  });

  test('every staff role reads; an organization without the sales pipeline is refused', async () => {
    for (const token of [a.oa.token, a.ic.token, a.vo.token]) assert.equal((await list('', token)).status, 200);
    assert.equal((await list('', b.oa.token)).body.count, 1, 'B sees only its own');
    await setConfig(t.db, b.orgId, 'modules_allowed', '["lender"]');
    const refused = await list('', b.oa.token);
    assert.deepEqual([refused.status, refused.body], [403, { detail: 'Module not allowed' }]);
    assert.equal((await call(t.app, 'GET', '/api/sales/contacts', {})).status, 401);
  });
});
