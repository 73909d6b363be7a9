/**
 * A lead's duplicates and its conversion. Duplicates: the contacts with its e-mail (any case) and
 * the sales accounts they are on; the live sales accounts with a name like its company, best first,
 * at most SALES_LIMITS.duplicates, with their contacts and open deals counted; the same without
 * pg_trgm. Conversion, in one transaction: a new account and contact (or the ones merged into,
 * the contact with the same e-mail never made twice), the contact on the account, the custom field
 * answers copied, the deal opened; a refused conversion leaves nothing behind, and of two at once
 * only one converts.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, sql } from 'drizzle-orm';
import { ModuleKind, SALES_LIMITS, SalesMessage, type LeadConverted, type LeadDetail, type LeadDuplicates } from '@si/contract';
import { account, accountContact, auditEvent, contact, customFieldValue } from '../../../db/schema.ts';
import { refMessage } from '../../../platform/http/refs.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { insertDeals, leadsWorld, makePipeline, makeSalesAccount, type LeadsWorld } from '../../../../test-support/sales-data.ts';
import { salesDeal, salesLead } from '../schema.ts';
import { LEAD_NO_EMAIL } from './convert.ts';

/** An answer: the record, or on a 4xx its `detail` or field errors. */
type Answer<T> = T & { detail?: string; [field: string]: unknown };

let t: TestContext;
let a: LeadsWorld;
let b: LeadsWorld;
let pipe: { id: number; stages: number[] };

const newLead = async (json: Record<string, unknown>, w: LeadsWorld = a): Promise<LeadDetail> => {
  const res = await call<Answer<LeadDetail>>(t.app, 'POST', '/api/sales/leads', { token: w.ic.token, json });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
};
const duplicates = (id: number, token = a.vo.token) => call<LeadDuplicates>(t.app, 'GET', `/api/sales/leads/${id}/duplicates`, { token });
const convert = (id: number, json: unknown, token = a.ic.token) => call<Answer<LeadConverted>>(t.app, 'POST', `/api/sales/leads/${id}/convert`, { token, json });
const countOf = async (table: typeof account | typeof contact | typeof accountContact | typeof salesDeal, orgId: number) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.organizationId, orgId)))[0]!.n;

before(async () => {
  t = await setup();
  a = await leadsWorld(t, 'Convert Org A');
  b = await leadsWorld(t, 'Convert Org B');
  pipe = await makePipeline(t.db, a.orgId, 'New business', ['Lead', 'Qualified', 'Won']);
});
after(() => t.database.close());

describe('duplicates', () => {
  test('contacts with the e-mail in any case, with their live sales accounts; sales accounts named alike, best first, counted', async () => {
    const contoso = await makeSalesAccount(t.db, a.orgId, 'Contoso Freight', ['Ada', 'Bob']);
    const contosoLtd = await makeSalesAccount(t.db, a.orgId, 'Contoso Freight Ltd', []);
    await makeSalesAccount(t.db, a.orgId, 'Fabrikam', []);
    const archived = await makeSalesAccount(t.db, a.orgId, 'Contoso Freight Old', []);
    await t.db.update(account).set({ archivedAt: new Date() }).where(eq(account.id, archived.id));
    const [receivable] = await t.db.insert(account).values({ organizationId: a.orgId, moduleKind: ModuleKind.FILE, name: 'Contoso Freight' }).returning();
    await makeSalesAccount(t.db, b.orgId, 'Contoso Freight', []);
    await insertDeals(t.db, a, { accountId: contoso.id, pipelineId: pipe.id, stageId: pipe.stages[0]! }, 3);
    await insertDeals(t.db, a, { accountId: contoso.id, pipelineId: pipe.id, stageId: pipe.stages[0]!, state: 'won' }, 1);
    // Contact "Ada" of Contoso Freight: her e-mail, typed in another case on the lead.
    const [ada] = await t.db.select().from(contact).where(eq(contact.id, contoso.contacts[0]!));
    await t.db.insert(accountContact).values({ organizationId: a.orgId, accountId: receivable!.id, contactId: ada!.id });
    await t.db.update(contact).set({ email: 'Ada.Person@Contoso.example' }).where(eq(contact.id, ada!.id));
    const [theirs] = await t.db.insert(contact).values({ organizationId: b.orgId, email: 'ada.person@contoso.example', firstName: 'Victim' }).returning();

    const l = await newLead({ first_name: 'Ada', company: 'contoso freight', email: 'ada.PERSON@contoso.example' });
    const res = await duplicates(l.id);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.contacts, [{ id: ada!.id, first_name: 'Ada', last_name: ada!.lastName, company_name: '', email: 'Ada.Person@Contoso.example', accounts: [{ id: contoso.id, name: 'Contoso Freight' }] }], "only the sales account, and not another organization's contact");
    assert.ok(!res.body.contacts.some((c) => c.id === theirs!.id));
    const names = res.body.accounts.map((x) => x.name);
    assert.deepEqual(names, ['Contoso Freight', 'Contoso Freight Ltd'], 'best first; not archived, not another module, not another organization, not unlike');
    assert.deepEqual(res.body.accounts[0], { id: contoso.id, name: 'Contoso Freight', similarity: 1, contact_count: 2, open_deals: 3 });
    assert.equal(res.body.accounts[1]!.id, contosoLtd.id);
    assert.ok(res.body.accounts[1]!.similarity < 1 && res.body.accounts[1]!.similarity > 0);
  });

  test('at most SALES_LIMITS.duplicates accounts; a lead without a company is matched by its name; none without an e-mail', async () => {
    const w = await leadsWorld(t, 'Many alike');
    for (let i = 0; i < SALES_LIMITS.duplicates + 3; i++) await makeSalesAccount(t.db, w.orgId, `Northwind Traders ${i}`);
    const l = await newLead({ company: 'Northwind Traders' }, w);
    const res = await duplicates(l.id, w.vo.token);
    assert.equal(res.body.accounts.length, SALES_LIMITS.duplicates);
    assert.deepEqual(res.body.contacts, []);
    await makeSalesAccount(t.db, w.orgId, 'Grace Hopper');
    const person = await newLead({ first_name: 'Grace', last_name: 'Hopper' }, w);
    assert.deepEqual((await duplicates(person.id, w.vo.token)).body.accounts.map((x) => x.name), ['Grace Hopper']);
  });
});

describe('duplicates without pg_trgm', () => {
  test('a plain match: names containing the company, or contained in it', async () => {
    const plain = await setup();
    try {
      await plain.db.execute(sql`drop extension if exists pg_trgm cascade`);
      const w = await leadsWorld(plain, 'No trigram');
      await makeSalesAccount(plain.db, w.orgId, 'Contoso');
      await makeSalesAccount(plain.db, w.orgId, 'Contoso Freight Ltd');
      await makeSalesAccount(plain.db, w.orgId, 'Fabrikam');
      const l = await call<Answer<LeadDetail>>(plain.app, 'POST', '/api/sales/leads', { token: w.ic.token, json: { company: 'Contoso Freight' } });
      const res = await call<LeadDuplicates>(plain.app, 'GET', `/api/sales/leads/${l.body.id}/duplicates`, { token: w.vo.token });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body.accounts.map((x) => x.name).sort(), ['Contoso', 'Contoso Freight Ltd']);
      assert.ok(res.body.accounts.every((x) => x.similarity > 0 && x.similarity < 1));
    } finally {
      await plain.database.close();
    }
  });
});

describe('conversion', () => {
  test('into a new account, a new contact on it, its custom field answers and a deal on the first stage; the lead says what it became', async () => {
    const l = await newLead({ first_name: 'Alan', last_name: 'Turing', company: 'Bletchley Park', email: 'alan@bletchley.example', phone: '+44 20 7946 0958', owner_user_id: a.lead.id, fields: { [a.fleet]: '7', [a.industry]: 'Retail' } });
    const res = await convert(l.id, { deal: { title: 'Codebreaking kit', pipeline_id: pipe.id, amount: '2500', currency: 'GBP', expected_close: '2026-10-01' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const { account_id, contact_id, deal_id, lead } = res.body;
    const [acc] = await t.db.select().from(account).where(eq(account.id, account_id));
    assert.deepEqual([acc!.name, acc!.moduleKind, acc!.organizationId, acc!.createdByUserId, acc!.leadUserId], ['Bletchley Park', ModuleKind.SALES_PIPELINE, a.orgId, a.ic.id, a.lead.id]);
    const [person] = await t.db.select().from(contact).where(eq(contact.id, contact_id));
    assert.deepEqual([person!.firstName, person!.lastName, person!.companyName, person!.email, person!.phone], ['Alan', 'Turing', 'Bletchley Park', 'alan@bletchley.example', '+442079460958']);
    const links = await t.db.select().from(accountContact).where(eq(accountContact.accountId, account_id));
    assert.deepEqual(links.map((x) => x.contactId), [contact_id]);
    const values = await t.db.select().from(customFieldValue).where(eq(customFieldValue.accountId, account_id));
    assert.deepEqual(Object.fromEntries(values.map((v) => [v.fieldId, v.value])), { [a.fleet]: '7', [a.industry]: 'Retail' });
    const [deal] = await t.db.select().from(salesDeal).where(eq(salesDeal.id, deal_id!));
    assert.deepEqual([deal!.accountId, deal!.stageId, deal!.leadId, deal!.ownerUserId, deal!.title, deal!.currency], [account_id, pipe.stages[0], l.id, a.lead.id, 'Codebreaking kit', 'GBP']);
    assert.equal(lead.state, 'converted');
    assert.deepEqual(lead.converted, { account: { id: account_id, name: 'Bletchley Park' }, contact_id, deal: { id: deal_id, name: 'Codebreaking kit' }, at: lead.converted!.at });
    const actions = (await t.db.select().from(auditEvent).where(eq(auditEvent.organizationId, a.orgId))).filter((e) => e.entityId === account_id).map((e) => e.action);
    for (const action of ['account_created', 'contact_added', 'deal_created', 'lead_converted']) assert.ok(actions.includes(action), action);
    // Closed from now on.
    const again = await convert(l.id, { deal: null });
    assert.deepEqual([again.status, again.body.detail], [409, SalesMessage.LEAD_CONVERTED]);
    assert.equal((await call(t.app, 'PATCH', `/api/sales/leads/${l.id}`, { token: a.ic.token, json: { company: 'x' } })).body.detail, SalesMessage.LEAD_CLOSED);
    assert.equal((await call(t.app, 'POST', `/api/sales/leads/${l.id}/reopen`, { token: a.ic.token })).status, 409);
  });

  test('the account named as asked, else its company, else its name; without a deal', async () => {
    const named = await newLead({ company: 'Globex', email: 'hank@globex.example' });
    const asked = await convert(named.id, { account_name: 'Globex Corporation', deal: null });
    assert.equal(asked.body.lead.converted!.account.name, 'Globex Corporation');
    assert.equal(asked.body.deal_id, null);
    assert.equal(asked.body.lead.converted!.deal, null);
    const person = await newLead({ first_name: 'Hank', last_name: 'Scorpio', email: 'hank@scorpio.example' });
    assert.equal((await convert(person.id, { deal: null })).body.lead.converted!.account.name, 'Hank Scorpio');
  });

  test('merged: into an existing sales account and the contact with the same e-mail (any case), never a second contact or place', async () => {
    const existing = await makeSalesAccount(t.db, a.orgId, 'Initech', ['Peter']);
    const [peter] = await t.db.update(contact).set({ email: 'Peter@Initech.example' }).where(eq(contact.id, existing.contacts[0]!)).returning();
    await t.db.insert(customFieldValue).values({ organizationId: a.orgId, accountId: existing.id, fieldId: a.fleet, value: '40' });
    const l = await newLead({ first_name: 'Pete', company: 'Initech', email: 'peter@INITECH.example', fields: { [a.fleet]: '1', [a.notes]: 'Wants a demo' } });
    const contactsBefore = await countOf(contact, a.orgId);
    const accountsBefore = await countOf(account, a.orgId);
    const res = await convert(l.id, { account_id: existing.id, deal: null });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual([res.body.account_id, res.body.contact_id], [existing.id, peter!.id]);
    assert.equal(await countOf(contact, a.orgId), contactsBefore, 'no second contact');
    assert.equal(await countOf(account, a.orgId), accountsBefore, 'no new account');
    const links = await t.db.select().from(accountContact).where(and(eq(accountContact.accountId, existing.id), eq(accountContact.contactId, peter!.id)));
    assert.equal(links.length, 1, 'already on the account: not twice');
    const values = await t.db.select().from(customFieldValue).where(eq(customFieldValue.accountId, existing.id));
    assert.deepEqual(Object.fromEntries(values.map((v) => [v.fieldId, v.value])), { [a.fleet]: '40', [a.notes]: 'Wants a demo' }, "the account's own answer is kept, the missing one added");
    const [merged] = await t.db.select().from(contact).where(eq(contact.id, peter!.id));
    assert.equal(merged!.firstName, 'Peter', 'the merged contact is left as it was');
  });

  test('into the contact chosen, put on the new account', async () => {
    const chosen = a.contacts[1]!.contactId;
    const l = await newLead({ company: 'Umbrella', email: 'someone@umbrella.example' });
    const res = await convert(l.id, { contact_id: chosen, deal: null });
    assert.equal(res.body.contact_id, chosen);
    const links = await t.db.select().from(accountContact).where(eq(accountContact.accountId, res.body.account_id));
    assert.deepEqual(links.map((x) => x.contactId), [chosen]);
    assert.equal((await t.db.select().from(contact).where(eq(contact.email, 'someone@umbrella.example'))).length, 0);
  });

  test('refused on its field, and nothing is left behind: ids of another organization, an archived or other account, a bad deal, no e-mail', async () => {
    const l = await newLead({ company: 'Hooli', email: 'gavin@hooli.example', fields: { [a.fleet]: '2' } });
    const archived = await makeSalesAccount(t.db, a.orgId, 'Hooli Old');
    await t.db.update(account).set({ archivedAt: new Date() }).where(eq(account.id, archived.id));
    const theirPipeline = await makePipeline(t.db, b.orgId, 'Theirs', ['One']);
    const before = [await countOf(account, a.orgId), await countOf(contact, a.orgId), await countOf(accountContact, a.orgId), await countOf(salesDeal, a.orgId)];
    const cases: [unknown, Record<string, string[]>][] = [
      [{ account_id: (await makeSalesAccount(t.db, b.orgId, 'Theirs')).id, deal: null }, { account_id: [SalesMessage.NOT_SALES_ACCOUNT] }],
      [{ account_id: archived.id, deal: null }, { account_id: [SalesMessage.NOT_SALES_ACCOUNT] }],
      [{ account_id: a.accountId, deal: null }, { account_id: [SalesMessage.NOT_SALES_ACCOUNT] }],
      [{ contact_id: b.contacts[0]!.contactId, deal: null }, { contact_id: [refMessage('contact')] }],
      [{ deal: { title: 'X', pipeline_id: theirPipeline.id, currency: 'USD' } }, { 'deal.pipeline_id': [refMessage('pipeline')] }],
      [{ deal: { title: 'X', pipeline_id: pipe.id, stage_id: theirPipeline.stages[0], currency: 'USD' } }, { 'deal.stage_id': [SalesMessage.STAGE_UNKNOWN] }],
    ];
    for (const [json, errors] of cases) {
      const res = await convert(l.id, json);
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.deepEqual(res.body, errors, JSON.stringify(json));
    }
    assert.equal((await convert(l.id, {})).status, 400, 'deal must be sent, null for none');
    const after = [await countOf(account, a.orgId), await countOf(contact, a.orgId), await countOf(accountContact, a.orgId), await countOf(salesDeal, a.orgId)];
    assert.deepEqual(after, before, 'a refused deal rolls back the account and contact made before it');
    const [row] = await t.db.select().from(salesLead).where(eq(salesLead.id, l.id));
    assert.deepEqual([row!.state, row!.convertedAccountId], ['new', null]);

    const noEmail = await newLead({ company: 'Pied Piper', phone: '+1 650 555 0100' });
    assert.deepEqual((await convert(noEmail.id, { deal: null })).body, { contact_id: [LEAD_NO_EMAIL] });
    assert.equal((await convert(noEmail.id, { contact_id: a.contacts[0]!.contactId, deal: null })).status, 200);
  });

  test('two conversions at once: one converts, the other is told it was converted; one account is made', async () => {
    const l = await newLead({ company: 'Twice Ltd', email: 'twice@twice.example' });
    const accountsBefore = await countOf(account, a.orgId);
    const answers = await Promise.all([convert(l.id, { deal: null }), convert(l.id, { deal: null })]);
    assert.deepEqual(answers.map((r) => r.status).sort(), [200, 409]);
    assert.equal(answers.find((r) => r.status === 409)!.body.detail, SalesMessage.LEAD_CONVERTED);
    assert.equal(await countOf(account, a.orgId), accountsBefore + 1);
    assert.equal((await t.db.select().from(contact).where(eq(contact.email, 'twice@twice.example'))).length, 1);
  });

  test('two leads of the same new e-mail converted at once make one contact', async () => {
    const first = await newLead({ company: 'Same One', email: 'same@person.example' });
    const second = await newLead({ company: 'Same Two', email: 'SAME@person.example' });
    const answers = await Promise.all([convert(first.id, { deal: null }), convert(second.id, { deal: null })]);
    assert.deepEqual(answers.map((r) => r.status), [200, 200]);
    assert.equal(answers[0]!.body.contact_id, answers[1]!.body.contact_id);
    assert.equal((await t.db.select().from(contact).where(sql`lower(${contact.email}) = 'same@person.example'`)).length, 1);
  });
});
