/**
 * Rows for the sales pipeline's tests, written straight to the tables. Tests only (test-support):
 * nothing of the module imports it. Each part is its own section, so that the leads' and the deals'
 * tests add what they need without touching each other's.
 */
import { ModuleKind } from '@si/contract';
import type { Db } from '../src/db/client.ts';
import { account, category, pipeline, pipelineStage, product } from '../src/db/schema.ts';
import { salesActivity, salesDeal, salesDealStage, salesSettings } from '../src/modules/sales/schema.ts';
import type { TestContext } from './helpers.ts';
import { addContact } from './portal-fixtures.ts';
import { makeWorkflowOrg, type Org } from './workflow-fixtures.ts';

import { customField, team, teamMember } from '../src/db/schema.ts';
import { salesLead } from '../src/modules/sales/schema.ts';
import { makeUser, type MadeUser } from './fixtures.ts';

// ---------------------------------------------------------------- deals and activities

let n = 0;

/** A pipeline with its stages (positions 1..n, in the order given); the stage ids in that order. */
export async function makePipeline(db: Db, orgId: number, name: string, stages: string[]): Promise<{ id: number; name: string; stages: number[] }> {
  const [p] = await db.insert(pipeline).values({ organizationId: orgId, name }).returning({ id: pipeline.id });
  const rows = stages.length
    ? await db
        .insert(pipelineStage)
        .values(stages.map((s, i) => ({ organizationId: orgId, pipelineId: p!.id, name: s, position: i + 1 })))
        .returning({ id: pipelineStage.id })
    : [];
  return { id: p!.id, name, stages: rows.map((r) => r.id) };
}

/** A sales account (module kind 7) with contacts named by their first names. */
export async function makeSalesAccount(db: Db, orgId: number, name: string, people: string[] = []): Promise<{ id: number; contacts: number[] }> {
  const [row] = await db.insert(account).values({ organizationId: orgId, moduleKind: ModuleKind.SALES_PIPELINE, name }).returning({ id: account.id });
  const contacts: number[] = [];
  for (const first of people) contacts.push((await addContact(db, orgId, row!.id, first)).contactId);
  return { id: row!.id, contacts };
}

export interface DealsWorld extends Org {
  /** Its sales account (Org's own `accountId` is a document collection one). */
  sales: { id: number; contacts: number[] };
  /** "New business": Lead, Qualified, Proposal, Negotiation. */
  main: { id: number; name: string; stages: number[] };
  /** "Renewals": Due, Renewed. */
  renewals: { id: number; name: string; stages: number[] };
  loans: number;
  /** A product in the loan category, and one in no category. */
  loanProduct: number;
  plainProduct: number;
}

/** An organization with staff (OA, IC, VO), a sales account with two contacts, two pipelines, a loan category with a product, and the sales settings naming it. */
export async function dealsWorld(t: TestContext, name = `Deals Org ${n++}`): Promise<DealsWorld> {
  const o = await makeWorkflowOrg(t, { name });
  const sales = await makeSalesAccount(t.db, o.orgId, `Contoso Freight ${n++}`, ['Ada', 'Bob']);
  const main = await makePipeline(t.db, o.orgId, 'New business', ['Lead', 'Qualified', 'Proposal', 'Negotiation']);
  const renewals = await makePipeline(t.db, o.orgId, 'Renewals', ['Due', 'Renewed']);
  const [loans] = await t.db.insert(category).values({ organizationId: o.orgId, name: 'Loans' }).returning({ id: category.id });
  const [loanProduct] = await t.db.insert(product).values({ organizationId: o.orgId, name: 'Equipment loan', categoryId: loans!.id }).returning({ id: product.id });
  const [plainProduct] = await t.db.insert(product).values({ organizationId: o.orgId, name: 'Fleet analytics' }).returning({ id: product.id });
  await t.db.insert(salesSettings).values({ organizationId: o.orgId, leadFormKey: `deals-world-key-${o.orgId}-${n++}`, loanCategoryId: loans!.id });
  return { ...o, sales, main, renewals, loans: loans!.id, loanProduct: loanProduct!.id, plainProduct: plainProduct!.id };
}

/** Deals written straight to the table (for lists of many rows), each with its first history row; their ids in order. */
export async function insertDeals(db: Db, w: { orgId: number }, rows: Partial<typeof salesDeal.$inferInsert> & { accountId: number; pipelineId: number; stageId: number }, howMany: number, titled = (i: number) => `Deal ${i + 1}`): Promise<number[]> {
  const ids: number[] = [];
  const CHUNK = 500;
  for (let from = 0; from < howMany; from += CHUNK) {
    const values = Array.from({ length: Math.min(CHUNK, howMany - from) }, (_, k) => ({ organizationId: w.orgId, currency: 'USD', title: titled(from + k), ...rows }));
    const made = await db.insert(salesDeal).values(values).returning({ id: salesDeal.id, stageId: salesDeal.stageId });
    await db.insert(salesDealStage).values(made.map((d) => ({ organizationId: w.orgId, dealId: d.id, fromStageId: null, toStageId: d.stageId })));
    ids.push(...made.map((d) => d.id));
  }
  return ids;
}

/** An activity written straight to the table. */
export async function insertActivity(db: Db, w: { orgId: number }, values: Partial<typeof salesActivity.$inferInsert> & { accountId: number }): Promise<number> {
  const [row] = await db
    .insert(salesActivity)
    .values({ organizationId: w.orgId, kind: 'note', subject: `Note ${n++}`, ...values })
    .returning({ id: salesActivity.id });
  return row!.id;
}

// ---------------------------------------------------------------- leads

let leadN = 0;

export interface LeadsWorld extends Org {
  /** Sales custom fields: "Fleet size" (number), "Industry" (select: Logistics, Retail; required), "Notes" (text). */
  fleet: number;
  industry: number;
  notes: number;
  /** A custom field of another module (document collection), which a lead may not answer. */
  otherModuleField: number;
  /** "Sellers": IC Ivan and IC Leah, and a deactivated member who never gets a lead. */
  sellers: number;
  inactive: MadeUser;
}

/** An organization with staff (OA, IC, VO, and IC Leah), sales custom fields and a team of sellers; no sales settings yet. */
export async function leadsWorld(t: TestContext, name = `Leads Org ${leadN++}`): Promise<LeadsWorld> {
  const o = await makeWorkflowOrg(t, { name });
  const field = async (values: Partial<typeof customField.$inferInsert> & { name: string; fieldType: string }) =>
    (await t.db.insert(customField).values({ organizationId: o.orgId, moduleKind: ModuleKind.SALES_PIPELINE, ...values }).returning({ id: customField.id }))[0]!.id;
  const fleet = await field({ name: 'Fleet size', fieldType: 'number', position: 1 });
  const industry = await field({ name: 'Industry', fieldType: 'select', options: ['Logistics', 'Retail'], required: true, position: 2 });
  const notes = await field({ name: 'Notes', fieldType: 'text', position: 3 });
  const otherModuleField = await field({ name: 'Loan officer', fieldType: 'text', moduleKind: ModuleKind.FILE });
  const inactive = await makeUser(t.db, o, { role: 'IC', firstName: 'Gone', active: false });
  const [sellers] = await t.db.insert(team).values({ organizationId: o.orgId, name: `Sellers ${leadN++}` }).returning({ id: team.id });
  await t.db.insert(teamMember).values([o.ic.id, o.lead.id, inactive.id].map((userId) => ({ organizationId: o.orgId, teamId: sellers!.id, userId })));
  return { ...o, fleet, industry, notes, otherModuleField, sellers: sellers!.id, inactive };
}

/** The sales settings written straight to the table (a form key of the test's choosing). */
export async function putSettingsRow(db: Db, orgId: number, values: Partial<typeof salesSettings.$inferInsert> = {}): Promise<string> {
  const key = values.leadFormKey ?? `lead-form-key-${orgId}-${leadN++}-xxxxxxxx`;
  await db
    .insert(salesSettings)
    .values({ organizationId: orgId, leadFormKey: key, ...values })
    .onConflictDoUpdate({ target: salesSettings.organizationId, set: { leadFormKey: key, ...values } });
  return key;
}

/** Leads written straight to the table (for lists of many rows); their ids in order. */
export async function insertLeads(db: Db, orgId: number, values: Partial<typeof salesLead.$inferInsert>, howMany: number, named = (i: number) => `Lead ${i + 1}`): Promise<number[]> {
  const ids: number[] = [];
  const CHUNK = 500;
  for (let from = 0; from < howMany; from += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, howMany - from) }, (_, k) => ({ organizationId: orgId, firstName: named(from + k), ...values }));
    ids.push(...(await db.insert(salesLead).values(rows).returning({ id: salesLead.id })).map((r) => r.id));
  }
  return ids;
}
