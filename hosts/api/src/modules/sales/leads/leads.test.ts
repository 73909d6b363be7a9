/**
 * Leads, the staff side: captured by hand with custom field answers (checked against the sales
 * custom fields, kept in canonical text), changed, qualified, disqualified with a reason, reopened,
 * given an owner (a user, nobody, or the sellers in turn, two at once never the same one twice in a
 * row); the list's filters, search and orderings at a fixed number of statements. The attacks:
 * another organization's lead (404 on every route of one lead), its user or custom field in a body
 * (400 on the field), a Viewer Only writing (403), HTML kept as text, a closed lead changed (409).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { FieldMessage, SalesMessage, type LeadDetail, type LeadRow } from '@si/contract';
import { team } from '../../../db/schema.ts';
import { setConfig } from '../../../platform/config.ts';
import { refMessage } from '../../../platform/http/refs.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { insertLeads, leadsWorld, putSettingsRow, type LeadsWorld } from '../../../../test-support/sales-data.ts';
import { statementsSent } from '../../../../test-support/statements.ts';
import { salesLead, salesSettings } from '../schema.ts';

/** An answer: the record, or on a 4xx its `detail` or field errors. */
type Answer<T> = T & { detail?: string; [field: string]: unknown };

let t: TestContext;
let a: LeadsWorld;
let b: LeadsWorld;

const create = (json: Record<string, unknown>, token = a.ic.token) => call<Answer<LeadDetail>>(t.app, 'POST', '/api/sales/leads', { token, json });
const get = (id: number, token = a.vo.token) => call<Answer<LeadDetail>>(t.app, 'GET', `/api/sales/leads/${id}`, { token });
const patch = (id: number, json: unknown, token = a.ic.token) => call<Answer<LeadDetail>>(t.app, 'PATCH', `/api/sales/leads/${id}`, { token, json });
const act = (id: number, verb: string, json?: unknown, token = a.ic.token) => call<Answer<LeadDetail>>(t.app, 'POST', `/api/sales/leads/${id}/${verb}`, { token, json });
const list = (q: string, token = a.vo.token) => call<{ count: number; next: string | null; results: LeadRow[] }>(t.app, 'GET', `/api/sales/leads${q}`, { token });

async function newLead(json: Record<string, unknown> = {}, w: LeadsWorld = a): Promise<LeadDetail> {
  const res = await create({ first_name: 'Ada', last_name: 'Lovelace', company: 'Analytical Engines', email: 'ada@engines.example', ...json }, w.ic.token);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

before(async () => {
  t = await setup();
  a = await leadsWorld(t, 'Leads Org A');
  b = await leadsWorld(t, 'Leads Org B');
});
after(() => t.database.close());

describe('capturing and changing a lead', () => {
  test('captured by hand: source manual, state new, its owner and custom field answers in canonical text', async () => {
    const res = await create({ first_name: ' Ada ', last_name: 'Lovelace', company: 'Analytical Engines', email: 'ada@engines.example', phone: '+1 (201) 555-0123', message: 'Call me\nafter 5', owner_user_id: a.lead.id, fields: { [a.fleet]: ' 12.50 ', [a.industry]: 'Logistics', [a.notes]: '' } });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const l = res.body;
    assert.deepEqual([l.first_name, l.last_name, l.company, l.email, l.phone, l.message], ['Ada', 'Lovelace', 'Analytical Engines', 'ada@engines.example', '+12015550123', 'Call me\nafter 5']);
    assert.deepEqual([l.state, l.source, l.disqualify_reason, l.converted], ['new', 'manual', '', null]);
    assert.deepEqual(l.owner, { id: a.lead.id, name: 'Leah User' });
    assert.deepEqual(l.fields, { [a.fleet]: '12.5', [a.industry]: 'Logistics' }, 'a number as the database writes it, an empty answer not kept');
    assert.deepEqual((await get(l.id)).body, l);
    const [row] = await t.db.select().from(salesLead).where(eq(salesLead.id, l.id));
    assert.equal(row!.createdByUserId, a.ic.id);
  });

  test('HTML in every field is kept as text', async () => {
    const html = '<script>alert("x")</script> & <b>bold</b>';
    const l = await newLead({ first_name: html, company: html, message: html, fields: { [a.notes]: html } });
    assert.equal(l.first_name, html);
    assert.equal(l.company, html);
    assert.equal(l.message, html);
    assert.equal(l.fields[a.notes], html);
    const [row] = await t.db.select().from(salesLead).where(eq(salesLead.id, l.id));
    assert.equal(row!.firstName, html, 'stored as typed');
  });

  test('refused with a message on each bad field, nothing stored', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(salesLead);
    const noName = await create({ email: 'x@y.example' });
    assert.deepEqual([noName.status, noName.body], [400, { first_name: [SalesMessage.LEAD_NO_NAME] }]);
    const bad = await create({ company: 'Globex', email: 'not-mail', phone: '12' });
    assert.equal(bad.status, 400);
    assert.deepEqual(Object.keys(bad.body).sort(), ['email', 'phone']);
    assert.deepEqual(bad.body.email, [FieldMessage.EMAIL]);
    const owner = await create({ company: 'Globex', owner_user_id: b.ic.id });
    assert.deepEqual([owner.status, owner.body], [400, { owner_user_id: [refMessage('user')] }], "another organization's user");
    const inactive = await create({ company: 'Globex', owner_user_id: a.inactive.id });
    assert.deepEqual(inactive.body, { owner_user_id: [SalesMessage.NOT_OWNER] }, 'a deactivated user');
    const fields = await create({ company: 'Globex', fields: { [b.notes]: 'x', [a.otherModuleField]: 'y', [a.fleet]: 'many', [a.industry]: 'Farming' } });
    assert.equal(fields.status, 400);
    assert.deepEqual(fields.body[`fields.${b.notes}`], [refMessage('custom_field')], "another organization's field");
    assert.ok(fields.body[`fields.${a.otherModuleField}`], 'a field of another module');
    assert.deepEqual(fields.body[`fields.${a.fleet}`], ['Enter a number.']);
    assert.match(String(fields.body[`fields.${a.industry}`]), /^Choose one of/);
    assert.equal((await create({ company: 'Globex', fields: { abc: 'x' } })).status, 400);
    assert.equal((await create({ company: 'Globex', state: 'converted' })).status, 400, 'a state is not written');
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(salesLead);
    assert.equal(after[0]!.n, before[0]!.n);
  });

  test('changed: the fields sent, an answer replaced or cleared, the others kept; a lead left without a name is refused', async () => {
    const l = await newLead({ fields: { [a.fleet]: '3', [a.notes]: 'first call' } });
    const res = await patch(l.id, { company: 'Engines Ltd', phone: '+44 20 7946 0958', owner_user_id: a.oa.id, fields: { [a.fleet]: '4', [a.notes]: '' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.company, 'Engines Ltd');
    assert.equal(res.body.first_name, 'Ada', 'not sent, not changed');
    assert.equal(res.body.phone, '+442079460958');
    assert.deepEqual(res.body.owner, { id: a.oa.id, name: 'Olivia User' });
    assert.deepEqual(res.body.fields, { [a.fleet]: '4' });
    assert.equal((await patch(l.id, { owner_user_id: null })).body.owner, null);
    const unnamed = await patch(l.id, { first_name: '', last_name: '', company: '' });
    assert.deepEqual([unnamed.status, unnamed.body], [400, { first_name: [SalesMessage.LEAD_NO_NAME] }]);
    assert.equal((await get(l.id)).body.company, 'Engines Ltd');
    assert.equal((await patch(l.id, { source: 'form' })).status, 400);
  });

  test('qualified, disqualified with its reason, then closed to changes until reopened; only a disqualified lead reopens', async () => {
    const l = await newLead();
    const q = await act(l.id, 'qualify');
    assert.equal(q.body.state, 'qualified');
    assert.equal((await act(l.id, 'qualify')).body.state, 'qualified', 'again: still qualified');
    const notDisqualified = await act(l.id, 'reopen');
    assert.deepEqual([notDisqualified.status, notDisqualified.body.detail], [409, SalesMessage.LEAD_NOT_DISQUALIFIED]);
    assert.deepEqual((await act(l.id, 'disqualify', {})).body, { reason: [FieldMessage.REQUIRED] });
    const d = await act(l.id, 'disqualify', { reason: 'No budget <this year>' });
    assert.equal(d.status, 200);
    assert.deepEqual([d.body.state, d.body.disqualify_reason], ['disqualified', 'No budget <this year>']);
    for (const [verb, json] of [['qualify', undefined], ['disqualify', { reason: 'x' }], ['assign', { user_id: a.ic.id }], ['convert', { deal: null }]] as const) {
      const res = await act(l.id, verb, json);
      assert.deepEqual([res.status, res.body.detail], [409, SalesMessage.LEAD_CLOSED], verb);
    }
    const changed = await patch(l.id, { company: 'Other' });
    assert.deepEqual([changed.status, changed.body.detail], [409, SalesMessage.LEAD_CLOSED]);
    const reopened = await act(l.id, 'reopen');
    assert.deepEqual([reopened.body.state, reopened.body.disqualify_reason], ['new', '']);
    assert.equal((await patch(l.id, { company: 'Other' })).body.company, 'Other');
  });
});

describe('owners', () => {
  test('a user of the organization, or nobody; a user of another organization or a deactivated one is refused on user_id', async () => {
    const l = await newLead();
    assert.deepEqual((await act(l.id, 'assign', { user_id: a.lead.id })).body.owner, { id: a.lead.id, name: 'Leah User' });
    assert.equal((await act(l.id, 'assign', { user_id: null })).body.owner, null);
    assert.deepEqual((await act(l.id, 'assign', { user_id: b.oa.id })).body, { user_id: [refMessage('user')] });
    assert.deepEqual((await act(l.id, 'assign', { user_id: a.inactive.id })).body, { user_id: [SalesMessage.NOT_OWNER] });
    assert.equal((await act(l.id, 'assign', {})).status, 400, 'either user_id or round_robin');
    assert.equal((await act(l.id, 'assign', { user_id: a.ic.id, round_robin: true })).status, 400);
  });

  test('in turn: the active members of the settings team by a stable order, after the last one given, round again', async () => {
    const w = await leadsWorld(t, 'Turns Org');
    const l = await newLead({}, w);
    const turn = () => call<Answer<LeadDetail>>(t.app, 'POST', `/api/sales/leads/${l.id}/assign`, { token: w.ic.token, json: { round_robin: true } });
    const none = await turn();
    assert.deepEqual([none.status, none.body.detail], [409, SalesMessage.NO_TEAM], 'no settings yet');
    const [empty] = await t.db.insert(team).values({ organizationId: w.orgId, name: 'Nobody here' }).returning();
    await putSettingsRow(t.db, w.orgId, { assignTeamId: empty!.id });
    const emptyTeam = await turn();
    assert.deepEqual([emptyTeam.status, emptyTeam.body.detail], [409, SalesMessage.TEAM_EMPTY]);
    await putSettingsRow(t.db, w.orgId, { assignTeamId: w.sellers });
    const order = [w.ic.id, w.lead.id].sort((x, y) => x - y);
    const given: number[] = [];
    for (let i = 0; i < 5; i++) given.push((await turn()).body.owner!.id);
    assert.deepEqual(given, [order[0], order[1], order[0], order[1], order[0]], 'the deactivated member is never given a lead');
    const [s] = await t.db.select().from(salesSettings).where(eq(salesSettings.organizationId, w.orgId));
    assert.equal(s!.lastAssignedUserId, order[0]);
  });

  test('two assignments at once never give the same person twice in a row', async () => {
    const w = await leadsWorld(t, 'Race Org');
    await putSettingsRow(t.db, w.orgId, { assignTeamId: w.sellers });
    const ids = await insertLeads(t.db, w.orgId, { company: 'Race' }, 10);
    const answers = await Promise.all(ids.map((id) => call<Answer<LeadDetail>>(t.app, 'POST', `/api/sales/leads/${id}/assign`, { token: w.ic.token, json: { round_robin: true } })));
    assert.ok(answers.every((r) => r.status === 200));
    const counts = new Map<number, number>();
    for (const r of answers) counts.set(r.body.owner!.id, (counts.get(r.body.owner!.id) ?? 0) + 1);
    assert.deepEqual([...counts.values()], [5, 5], `each seller gets half: ${JSON.stringify([...counts])}`);
  });
});

describe('the list', () => {
  test('filters by state, source and owner, searches names, company, e-mail and phone, orders as asked', async () => {
    const w = await leadsWorld(t, 'List Org');
    const make = async (json: Record<string, unknown>) => (await newLead(json, w)).id;
    const alpha = await make({ first_name: 'Alan', last_name: 'Turing', company: 'Bletchley', email: 'alan@bletchley.example', phone: '+12025550100', owner_user_id: w.ic.id });
    const beta = await make({ first_name: 'Grace', last_name: 'Hopper', company: 'Navy 50% Labs', email: 'grace@navy.example', owner_user_id: w.oa.id });
    const gamma = await make({ first_name: '', last_name: '', company: 'Zeta Corp', email: 'info@zeta.example' });
    await t.db.update(salesLead).set({ source: 'form', state: 'qualified' }).where(eq(salesLead.id, gamma));
    await t.db.update(salesLead).set({ createdAt: sql`now() - interval '1 day'` }).where(eq(salesLead.id, alpha));
    const ids = async (q: string, token = w.vo.token) => {
      const res = await list(q, token);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body.results.map((r) => r.id);
    };
    assert.deepEqual(await ids(''), [gamma, beta, alpha], 'newest first');
    assert.deepEqual(await ids('?state=qualified'), [gamma]);
    assert.deepEqual(await ids('?source=form'), [gamma]);
    assert.deepEqual(await ids('?source=manual&ordering=created_at'), [alpha, beta]);
    assert.deepEqual(await ids('?owner=none'), [gamma]);
    assert.deepEqual(await ids(`?owner=${w.oa.id}`), [beta]);
    assert.deepEqual(await ids('?owner=me', w.ic.token), [alpha]);
    assert.deepEqual(await ids(`?owner=${a.oa.id}`), [], "another organization's user matches nothing");
    assert.deepEqual(await ids('?search=TURING'), [alpha], 'a last name, any case');
    assert.deepEqual(await ids('?search=grace%20hopper'), [beta], 'first and last name together');
    assert.deepEqual(await ids('?search=zeta'), [gamma]);
    assert.deepEqual(await ids('?search=navy.example'), [beta], 'an e-mail');
    assert.deepEqual(await ids('?search=5550100'), [alpha], 'a phone');
    assert.deepEqual(await ids('?search=50%25'), [beta], 'a % is the character itself');
    assert.deepEqual(await ids('?ordering=name'), [gamma, alpha, beta]);
    assert.deepEqual(await ids('?ordering=-company'), [gamma, beta, alpha]);
    assert.deepEqual(await ids('?ordering=state'), [alpha, beta, gamma], 'new before qualified');
    for (const bad of ['?ordering=password', '?state=pending', '?source=web', '?owner=someone', '?page_size=7']) assert.equal((await list(bad, w.vo.token)).status, 400, bad);
    const row = (await list('?search=Turing', w.vo.token)).body.results[0]!;
    assert.deepEqual(row, { id: alpha, first_name: 'Alan', last_name: 'Turing', company: 'Bletchley', email: 'alan@bletchley.example', phone: '+12025550100', state: 'new', source: 'manual', owner: { id: w.ic.id, name: 'Ivan User' }, created_at: row.created_at });
    assert.deepEqual(await ids('', a.vo.token).then((all) => all.filter((id) => [alpha, beta, gamma].includes(id))), [], "another organization's leads are not listed");
  });

  test('a page is the same number of statements for 1 lead and for 100', async () => {
    const w = await leadsWorld(t, 'Many leads');
    await insertLeads(t.db, w.orgId, { company: 'Crowd', ownerUserId: w.ic.id, source: 'import' }, 120);
    await insertLeads(t.db, w.orgId, { company: 'Lonely', ownerUserId: w.oa.id }, 1);
    const one = '?source=manual&page_size=100';
    const hundred = '?source=import&page_size=100';
    const count1 = await statementsSent(t.db, () => list(one, w.vo.token));
    const count100 = await statementsSent(t.db, () => list(hundred, w.vo.token));
    const page = await list(hundred, w.vo.token);
    assert.equal(page.body.results.length, 100);
    assert.equal(page.body.count, 120);
    assert.ok(page.body.next?.includes('page=2'));
    assert.ok(page.body.results.every((r) => r.owner?.name === 'Ivan User'));
    assert.equal((await list(one, w.vo.token)).body.results.length, 1);
    assert.equal(count100, count1, `${count1} statements for 1 lead, ${count100} for 100`);
  });
});

describe('the attacks', () => {
  test("another organization's lead is a 404 on every route of one lead, and stays as it was", async () => {
    const theirs = await newLead({ company: 'Victim Co' }, b);
    const routes: [string, string, unknown][] = [
      ['GET', '', undefined],
      ['PATCH', '', { company: 'Taken' }],
      ['POST', '/qualify', undefined],
      ['POST', '/disqualify', { reason: 'x' }],
      ['POST', '/reopen', undefined],
      ['POST', '/assign', { user_id: a.ic.id }],
      ['GET', '/duplicates', undefined],
      ['POST', '/convert', { deal: null }],
    ];
    for (const [method, path, json] of routes) {
      const res = await call(t.app, method, `/api/sales/leads/${theirs.id}${path}`, { token: a.oa.token, json });
      assert.equal(res.status, 404, `${method} ${path}: ${JSON.stringify(res.body)}`);
      assert.ok(!JSON.stringify(res.body).includes('Victim'));
    }
    // Bad bodies too: the lead is looked up first.
    assert.equal((await call(t.app, 'PATCH', `/api/sales/leads/${theirs.id}`, { token: a.oa.token, json: { nonsense: true } })).status, 404);
    const still = await call<Answer<LeadDetail>>(t.app, 'GET', `/api/sales/leads/${theirs.id}`, { token: b.vo.token });
    assert.deepEqual([still.body.company, still.body.state, still.body.owner], ['Victim Co', 'new', null]);
    for (const bad of ['0', '2147483648', 'abc']) assert.equal((await call(t.app, 'GET', `/api/sales/leads/${bad}`, { token: a.vo.token })).status, 404, bad);
  });

  test('a Viewer Only reads but writes nothing (403); settings are an Office Administrator\'s', async () => {
    const l = await newLead();
    const writes: [string, string, unknown][] = [
      ['POST', '/api/sales/leads', { company: 'Globex' }],
      ['PATCH', `/api/sales/leads/${l.id}`, { company: 'Taken' }],
      ['POST', `/api/sales/leads/${l.id}/qualify`, undefined],
      ['POST', `/api/sales/leads/${l.id}/disqualify`, { reason: 'x' }],
      ['POST', `/api/sales/leads/${l.id}/reopen`, undefined],
      ['POST', `/api/sales/leads/${l.id}/assign`, { user_id: a.vo.id }],
      ['POST', `/api/sales/leads/${l.id}/convert`, { deal: null }],
      ['POST', '/api/sales/leads/import', {}],
    ];
    for (const [method, path, json] of writes) {
      const res = await call(t.app, method, path, { token: a.vo.token, json });
      assert.deepEqual([res.status, res.body.detail], [403, 'You do not have permission to perform this action.'], `${method} ${path}`);
    }
    assert.equal((await get(l.id, a.vo.token)).status, 200);
    assert.equal((await get(l.id, a.vo.token)).body.company, 'Analytical Engines');
    const w = await leadsWorld(t, 'Lender only');
    await setConfig(t.db, w.orgId, 'modules_allowed', JSON.stringify(['lender']));
    for (const [method, path] of [['GET', '/api/sales/leads'], ['POST', '/api/sales/leads'], ['GET', '/api/sales/settings']] as const) {
      const res = await call(t.app, method, path, { token: w.oa.token, json: method === 'POST' ? { company: 'x' } : undefined });
      assert.deepEqual([res.status, res.body.detail], [403, 'Module not allowed'], `${method} ${path} without the module`);
    }
    const put = await call(t.app, 'PUT', '/api/sales/settings', { token: a.ic.token, json: { lead_form_enabled: true, lead_form_field_ids: [], assign_team_id: null, loan_category_id: null } });
    assert.equal(put.status, 403);
  });
});
