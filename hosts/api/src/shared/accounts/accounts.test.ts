/** Accounts (workspaces): list filters and orderings, create (with a checklist and custom fields), edit, archive. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { ItemKind, ModuleKind } from '@si/contract';
import { account, auditEvent, checklist, checklistItemTemplate, customField, customFieldValue, item, team } from '../../db/schema.ts';
import { setConfig } from '../../platform/config.ts';
import { call } from '../../../test-support/helpers.ts';
import { adminWorld, type AdminWorld } from '../../../test-support/admin-support.ts';
import { addContact } from '../../../test-support/portal-fixtures.ts';
import { makeUser } from '../../../test-support/fixtures.ts';

let w: AdminWorld;
const FILE = ModuleKind.FILE;
const ids: Record<string, number> = {};
const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);
const get = (path: string, token = w.tokens.oa) => call(w.t.app, 'GET', path, { token });
const send = (method: string, path: string, json: unknown, token = w.tokens.oa) => call(w.t.app, method, path, { token, json });
const names = (res: { body: { results: { name: string }[] } }) => res.body.results.map((r) => r.name);

before(async () => {
  w = await adminWorld();
  const org = w.org.orgId;
  const db = w.t.db;
  const [sales] = await db.insert(team).values({ organizationId: org, name: 'Sales' }).returning();
  const [foreignTeam] = await db.insert(team).values({ organizationId: w.otherOrg.orgId, name: 'Sales' }).returning();
  ids.team = sales!.id;
  ids.foreignTeam = foreignTeam!.id;
  const insert = async (name: string, extra: Partial<typeof account.$inferInsert> = {}) =>
    (await db.insert(account).values({ organizationId: org, name, moduleKind: FILE, ...extra }).returning())[0]!.id;
  ids.alpha = await insert('Alpha Farms', { leadUserId: w.ic.id, teamId: sales!.id });
  ids.bravo = await insert('Bravo Mills', { accountHold: true, officeId: w.org.officeId });
  ids.charlie = await insert('Charlie Foods');
  ids.old = await insert('Delta Archived', { archivedAt: new Date() });
  ids.sales = await insert('Echo Invoices', { moduleKind: ModuleKind.SECURE_INVOICE_SALES });
  ids.foreign = (await db.insert(account).values({ organizationId: w.otherOrg.orgId, name: 'Alpha Foreign', moduleKind: FILE }).returning())[0]!.id;
  // Alpha: 1 of 2 accepted, one overdue. Bravo: 2 of 2 accepted. Charlie: 0 of 1, due later.
  const items = (accountId: number, rows: [string, string, number | null][]) =>
    db.insert(item).values(rows.map(([kind, status, due]) => ({ organizationId: org, accountId, kind, status, title: `${kind} ${status}`, dueDate: due === null ? null : day(due) })));
  await items(ids.alpha, [[ItemKind.REQUEST_ITEM, 'accepted', -3], [ItemKind.METRIC, 'open', -1], [ItemKind.INVOICE, 'open', -9]]);
  await items(ids.bravo, [[ItemKind.QUESTION, 'accepted', -5], [ItemKind.STATEMENT, 'accepted', null]]);
  await items(ids.charlie, [[ItemKind.REQUEST_ITEM, 'open', 5]]);
  await addContact(db, org, ids.alpha, 'Ada');
  const [tier] = await db.insert(customField).values({ organizationId: org, moduleKind: FILE, name: 'Tier', fieldType: 'select', options: ['Gold', 'Silver'] }).returning();
  const [seats] = await db.insert(customField).values({ organizationId: org, moduleKind: FILE, name: 'Seats', fieldType: 'number' }).returning();
  const [foreignField] = await db.insert(customField).values({ organizationId: w.otherOrg.orgId, moduleKind: FILE, name: 'Tier', fieldType: 'text' }).returning();
  ids.tier = tier!.id;
  ids.seats = seats!.id;
  ids.foreignField = foreignField!.id;
  await db.insert(customFieldValue).values({ organizationId: org, fieldId: tier!.id, accountId: ids.bravo, value: 'Gold' });
  const [list] = await db.insert(checklist).values({ organizationId: org, name: 'Year end', moduleKind: FILE }).returning();
  await db.insert(checklistItemTemplate).values([
    { organizationId: org, checklistId: list!.id, position: 0, kind: ItemKind.REQUEST_ITEM, title: 'Tax return', dueOffsetDays: 14 },
    { organizationId: org, checklistId: list!.id, position: 1, kind: ItemKind.QUESTION, title: 'Any new loans?', dueOffsetDays: null },
  ]);
  ids.checklist = list!.id;
  const [foreignList] = await db.insert(checklist).values({ organizationId: w.otherOrg.orgId, name: 'Year end', moduleKind: FILE }).returning();
  ids.foreignChecklist = foreignList!.id;
});
after(() => w.t.database.close());

describe('GET /api/accounts filters and orderings', () => {
  test('active accounts only by default, with progress, overdue, contacts, team and office', async () => {
    const res = await get(`/api/accounts?module_kind=${FILE}`);
    assert.deepEqual(names(res), ['Alpha Farms', 'Bravo Mills', 'Charlie Foods']);
    const alpha = res.body.results[0];
    assert.deepEqual(alpha.progress, { accepted: 1, total: 2 });
    assert.equal(alpha.overdue_count, 1, 'the overdue invoice is not a requirement and does not count');
    assert.equal(alpha.contact_count, 1);
    assert.deepEqual(alpha.team, { id: ids.team, name: 'Sales' });
    assert.equal(alpha.archived, false);
    assert.deepEqual(res.body.results[1].office, { id: w.org.officeId, name: 'Head office' });
  });

  test('each filter narrows the list', async () => {
    const cases: [string, string[]][] = [
      [`lead=${w.ic.id}`, ['Alpha Farms']],
      [`team=${ids.team}`, ['Alpha Farms']],
      [`office=${w.org.officeId}`, ['Bravo Mills']],
      ['on_hold=true', ['Bravo Mills']],
      [`on_hold=false&module_kind=${FILE}`, ['Alpha Farms', 'Charlie Foods']],
      ['overdue=true', ['Alpha Farms']],
      [`overdue=false&module_kind=${FILE}`, ['Bravo Mills', 'Charlie Foods']],
      ['archived=true', ['Delta Archived']],
      [`custom_field=${ids.tier}&custom_value=gold`, ['Bravo Mills']],
      [`custom_field=${ids.tier}`, ['Bravo Mills']],
      ['search=mill', ['Bravo Mills']],
      [`module_kind=${ModuleKind.SECURE_INVOICE_SALES}`, ['Echo Invoices']],
    ];
    for (const [q, expected] of cases) {
      const res = await get(`/api/accounts?${q}`);
      assert.deepEqual([names(res), res.body.count], [expected, expected.length], q);
    }
  });

  test('orderings: name, created_at, progress and overdue, both ways', async () => {
    const order = async (o: string) => names(await get(`/api/accounts?module_kind=${FILE}&ordering=${o}`));
    assert.deepEqual(await order('-name'), ['Charlie Foods', 'Bravo Mills', 'Alpha Farms']);
    assert.deepEqual(await order('created_at'), ['Alpha Farms', 'Bravo Mills', 'Charlie Foods']);
    assert.deepEqual(await order('progress'), ['Charlie Foods', 'Alpha Farms', 'Bravo Mills']);
    assert.deepEqual(await order('-progress'), ['Bravo Mills', 'Alpha Farms', 'Charlie Foods']);
    assert.deepEqual((await order('-overdue'))[0], 'Alpha Farms');
    assert.equal((await get('/api/accounts?ordering=-overdue&page_size=50')).status, 200);
  });

  test('bad filters are 400 on the field', async () => {
    for (const [q, field] of [
      ['lead=abc', 'lead'],
      ['team=2147483648', 'team'],
      ['on_hold=maybe', 'on_hold'],
      ['archived=1', 'archived'],
      ['custom_value=Gold', 'custom_field'],
      [`custom_field=${ids.foreignField}&custom_value=x`, 'custom_field'],
      ['ordering=secret', 'ordering'],
      ['page_size=7', 'page_size'],
    ]) {
      const res = await get(`/api/accounts?${q}`);
      assert.equal(res.status, 400, q);
      assert.ok(res.body[field!], `${q}: ${JSON.stringify(res.body)}`);
    }
  });

  test('GET one: archived accounts still open, other organizations and disallowed modules do not', async () => {
    assert.equal((await get(`/api/accounts/${ids.old}`, w.tokens.vo)).body.archived, true);
    assert.equal((await get(`/api/accounts/${ids.foreign}`)).status, 404);
    assert.equal((await get(`/api/accounts/${ids.alpha}`, w.tokens.stranger)).status, 404);
    await setConfig(w.t.db, w.org.orgId, 'modules_allowed', '["secure_invoice_sales"]');
    try {
      assert.equal((await get(`/api/accounts/${ids.alpha}`)).status, 404);
      assert.equal((await send('PATCH', `/api/accounts/${ids.alpha}`, { name: 'x' })).status, 404);
      const created = await send('POST', '/api/accounts', { name: 'Nope', module_kind: FILE });
      assert.deepEqual(created.body.module_kind, ['This module is not allowed for your organization.']);
    } finally {
      await setConfig(w.t.db, w.org.orgId, 'modules_allowed', '');
    }
  });
});

describe('POST /api/accounts', () => {
  test('creates from a checklist with custom fields, in one go, and audits it', async () => {
    const res = await send(
      'POST',
      '/api/accounts',
      { name: '  Foxtrot Ltd ', module_kind: FILE, lead_user_id: w.oa.id, team_id: ids.team, office_id: w.org.officeId, checklist_id: ids.checklist, custom_fields: { [ids.tier]: 'Silver', [ids.seats]: '12' } },
      w.tokens.ic,
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.name, 'Foxtrot Ltd');
    assert.deepEqual(res.body.progress, { accepted: 0, total: 2 });
    assert.deepEqual([res.body.lead.id, res.body.team.id, res.body.office.id], [w.oa.id, ids.team, w.org.officeId]);
    const created = await w.t.db.select().from(item).where(eq(item.accountId, res.body.id)).orderBy(item.id);
    assert.deepEqual(created.map((i) => [i.title, i.dueDate]), [['Tax return', day(14)], ['Any new loans?', null]]);
    const values = await w.t.db.select().from(customFieldValue).where(eq(customFieldValue.accountId, res.body.id));
    assert.deepEqual(values.map((v) => v.value).sort(), ['12', 'Silver']);
    const [row] = await w.t.db.select().from(account).where(eq(account.id, res.body.id));
    assert.equal(row!.createdByUserId, w.ic.id);
    const events = await w.t.db.select().from(auditEvent).where(and(eq(auditEvent.entityKind, 2), eq(auditEvent.entityId, res.body.id)));
    assert.ok(events.some((e) => e.action === 'account_created'));
  });

  test("another organization's lead, team, office, checklist or custom field is a 400 on that field, and nothing is written", async () => {
    const stranger = await makeUser(w.t.db, w.otherOrg, { role: 'OA' });
    const cases: [Record<string, unknown>, string][] = [
      [{ lead_user_id: stranger.id }, 'lead_user_id'],
      [{ team_id: ids.foreignTeam }, 'team_id'],
      [{ office_id: w.otherOrg.officeId }, 'office_id'],
      [{ checklist_id: ids.foreignChecklist }, 'checklist_id'],
      [{ custom_fields: { [ids.foreignField]: 'x' } }, `custom_fields.${ids.foreignField}`],
      [{ custom_fields: { [ids.tier]: 'Platinum' } }, `custom_fields.${ids.tier}`],
      [{ custom_fields: { [ids.seats]: 'many' } }, `custom_fields.${ids.seats}`],
    ];
    for (const [extra, field] of cases) {
      const res = await send('POST', '/api/accounts', { name: 'Refused', module_kind: FILE, ...extra });
      assert.equal(res.status, 400, field);
      assert.ok(res.body[field], `${field}: ${JSON.stringify(res.body)}`);
    }
    assert.equal((await get('/api/accounts?search=Refused')).body.count, 0);
  });

  test('bad input is 400 naming the field, never 500', async () => {
    const cases: [unknown, string][] = [
      [{ module_kind: FILE }, 'name'],
      [{ name: '   ', module_kind: FILE }, 'name'],
      [{ name: 'x'.repeat(201), module_kind: FILE }, 'name'],
      [{ name: 'A' }, 'module_kind'],
      [{ name: 'A', module_kind: 9 }, 'module_kind'],
      [{ name: 'A', module_kind: FILE, lead_user_id: 2147483648 }, 'lead_user_id'],
      [{ name: 'A', module_kind: FILE, team_id: -1 }, 'team_id'],
      [{ name: 'A', module_kind: FILE, account_hold: 'yes' }, 'account_hold'],
      [{ name: 'A', module_kind: FILE, owner: 1 }, 'owner'],
      [{ name: 'A', module_kind: FILE, custom_fields: { abc: 'x' } }, 'custom_fields.abc'],
    ];
    for (const [json, field] of cases) {
      const res = await send('POST', '/api/accounts', json);
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.ok(res.body[field], `${field}: ${JSON.stringify(res.body)}`);
    }
    assert.equal((await call(w.t.app, 'POST', '/api/accounts', { token: w.tokens.oa, raw: '[1' })).status, 400);
  });
});

describe('PATCH /api/accounts/{id}', () => {
  test('edits, archives (hidden from the list) and restores', async () => {
    const res = await send('PATCH', `/api/accounts/${ids.charlie}`, { name: 'Charlie Foods Inc', account_hold: true, account_hold_message: 'Call us', team_id: ids.team });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual([res.body.name, res.body.account_hold, res.body.account_hold_message, res.body.team.id], ['Charlie Foods Inc', true, 'Call us', ids.team]);
    assert.equal((await send('PATCH', `/api/accounts/${ids.charlie}`, { archived: true })).body.archived, true);
    assert.ok(!names(await get('/api/accounts?page_size=100')).includes('Charlie Foods Inc'));
    assert.ok(names(await get('/api/accounts?archived=true')).includes('Charlie Foods Inc'));
    assert.equal((await send('PATCH', `/api/accounts/${ids.charlie}`, { archived: false, team_id: null })).body.team, null);
    assert.ok(names(await get('/api/accounts?page_size=100')).includes('Charlie Foods Inc'));
    const actions = (await w.t.db.select().from(auditEvent).where(eq(auditEvent.entityId, ids.charlie))).map((e) => e.action);
    assert.ok(actions.includes('account_archived') && actions.includes('account_restored'), actions.join());
  });

  test('refuses other organizations, bad fields and unknown keys', async () => {
    assert.equal((await send('PATCH', `/api/accounts/${ids.foreign}`, { name: 'Mine' })).status, 404);
    assert.equal((await send('PATCH', `/api/accounts/${ids.alpha}`, { name: 'Theirs' }, w.tokens.stranger)).status, 404);
    assert.ok((await send('PATCH', `/api/accounts/${ids.alpha}`, { team_id: ids.foreignTeam })).body.team_id);
    assert.ok((await send('PATCH', `/api/accounts/${ids.alpha}`, { office_id: w.otherOrg.officeId })).body.office_id);
    assert.ok((await send('PATCH', `/api/accounts/${ids.alpha}`, { name: '' })).body.name);
    assert.ok((await send('PATCH', `/api/accounts/${ids.alpha}`, { module_kind: 1 })).body.module_kind, 'the module is fixed');
    assert.equal((await send('PATCH', '/api/accounts/99999999999', { name: 'x' })).status, 404);
    assert.equal((await get(`/api/accounts/${ids.alpha}`)).body.name, 'Alpha Farms');
  });

  test('a VO reads but every write is 403', async () => {
    assert.equal((await get('/api/accounts', w.tokens.vo)).status, 200);
    for (const [method, path, json] of [
      ['POST', '/api/accounts', { name: 'VO', module_kind: FILE }],
      ['PATCH', `/api/accounts/${ids.alpha}`, { name: 'VO' }],
      ['POST', '/api/accounts/bulk', { ids: [ids.alpha], action: 'hold' }],
    ] as const) {
      const res = await send(method, path, json, w.tokens.vo);
      assert.equal(res.status, 403, `${method} ${path}`);
    }
  });
});
