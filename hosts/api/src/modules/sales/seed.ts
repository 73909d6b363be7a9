/**
 * The sales pipeline's demo: the portal of a deal in due diligence (Blue Yonder Airlines), and a
 * lived-in pipeline around it. Three pipelines with their stages, products in categories (the
 * "Loans" category's products are loans), a sales team that gets new leads in turn, the lead form
 * switched on with two custom fields, accounts with contacts, open deals on every stage with
 * their history, won and lost deals, leads in every state (one that duplicates an existing
 * contact, one whose company resembles an account), and calls, meetings and tasks on the
 * timelines, some due for the demo's users.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { moduleById } from '@si/contract';
import { accountContact, category, contact, customField, customFieldValue, pipeline, pipelineStage, product, team, teamMember, user } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import type { PortalSeed } from '../../seed/portals.ts';
import { dayOffset } from '../../shared/dates/days.ts';
import { insertDeal } from './deals/create.ts';
import { salesActivity, salesDeal, salesDealStage, salesLead, salesSettings } from './schema.ts';

const SALES_KIND = moduleById('sales').kind;

export async function seedSalesPortal({ ctx, kit, add, staff }: PortalSeed): Promise<void> {
  const a = await kit.makeAccount(ctx, { module: SALES_KIND, name: 'Blue Yonder Airlines', role: kit.role('Customer'), people: [['Olga', 'Petrova', 'olga.petrova@blueyonder.example']] });
  const items = await kit.addRequirements(ctx, a.accountId, [
    { title: 'Signed order form', description: 'Pages 1-4, signed by an authorised officer.', due: 10, types: ['.pdf'], maxMb: 10 },
    { title: 'Fleet list', description: 'Spreadsheet of aircraft in scope.', due: 15, types: ['.xlsx', '.csv'], maxMb: 10 },
  ]);
  await kit.addComment(ctx, a.accountId, items[0]!.id, 'Olga, the order form reflects the 3-year term we discussed.', staff);
  await kit.addStatement(ctx, a.accountId, 'Blue Yonder Airlines', 'USD', []);
  add('sales', a.links[0]!.token);
}

const PIPELINES: { name: string; description: string; stages: string[] }[] = [
  { name: 'New business', description: 'First sales to new customers.', stages: ['Qualification', 'Needs analysis', 'Proposal', 'Negotiation'] },
  { name: 'Renewals', description: 'Contracts coming up for renewal.', stages: ['Renewal due', 'Quote sent', 'Committed'] },
  { name: 'Commercial lending', description: 'Equipment loans and credit lines.', stages: ['Application', 'Underwriting', 'Credit committee', 'Documentation'] },
];

const CATALOGUE: { category: string; products: string[] }[] = [
  { category: 'Software', products: ['Fleet analytics', 'Route planner'] },
  { category: 'Services', products: ['Onboarding package', 'Premium support'] },
  { category: 'Loans', products: ['Equipment loan', 'Working capital line'] },
];

type Person = [first: string, last: string, email: string, phone: string];
const ACCOUNTS: { name: string; people: Person[]; fleet?: string; industry?: string }[] = [
  { name: 'Contoso Freight', people: [['Marc', 'Dubois', 'marc.dubois@contoso-freight.example', '+33 1 42 68 53 00']], fleet: '140', industry: 'Logistics' },
  { name: 'Fabrikam Logistics', people: [['Aiko', 'Tanaka', 'aiko.tanaka@fabrikam.example', '+1 206 555 0147'], ['Ben', 'Ortiz', 'ben.ortiz@fabrikam.example', '']], fleet: '62', industry: 'Logistics' },
  { name: 'Tailspin Toys', people: [['Grace', 'Kim', 'grace.kim@tailspintoys.example', '+1 425 555 0199']], industry: 'Retail' },
  { name: 'Wide World Importers', people: [['Youssef', 'Benali', 'youssef.benali@wideworld.example', '+212 5 22 48 90 00']], fleet: '35', industry: 'Retail' },
  { name: 'Litware Inc.', people: [['Hannah', 'Berg', 'hannah.berg@litware.example', '']], industry: 'Manufacturing' },
  { name: 'Adventure Works Cycles', people: [['Diego', 'Ramos', 'diego.ramos@adventure-works.example', '+34 91 555 01 23']], industry: 'Manufacturing' },
  { name: 'Coho Winery', people: [['Chloé', 'Lefèvre', 'chloe.lefevre@cohowinery.example', '']], fleet: '12', industry: 'Manufacturing' },
  { name: 'Margie’s Travel', people: [['Priya', 'Nair', 'priya.nair@margiestravel.example', '+44 20 7946 0958']], industry: 'Aviation' },
];

type DealSpec = {
  account: string;
  title: string;
  pipeline: number;
  /** Stage index (0-based) reached; the history walks there from the first stage. */
  stage: number;
  amount: string;
  currency?: string;
  product: string;
  close: number;
  owner: 'olivia' | 'ivan';
  /** Days since the deal was opened. */
  age: number;
  state?: 'won' | 'lost';
  lostReason?: string;
  probability?: number;
};

const DEALS: DealSpec[] = [
  { account: 'Blue Yonder Airlines', title: 'Fleet analytics, 3-year term', pipeline: 0, stage: 2, amount: '84000', product: 'Fleet analytics', close: 21, owner: 'ivan', age: 40 },
  { account: 'Contoso Freight', title: 'Route planner rollout', pipeline: 0, stage: 3, amount: '46500', currency: 'EUR', product: 'Route planner', close: 9, owner: 'olivia', age: 55, probability: 75 },
  { account: 'Fabrikam Logistics', title: 'Fleet analytics pilot', pipeline: 0, stage: 1, amount: '12000', product: 'Fleet analytics', close: 35, owner: 'ivan', age: 18 },
  { account: 'Tailspin Toys', title: 'Onboarding for the new warehouse', pipeline: 0, stage: 0, amount: '8500', product: 'Onboarding package', close: 60, owner: 'ivan', age: 4 },
  { account: 'Litware Inc.', title: 'Route planner, three plants', pipeline: 0, stage: 0, amount: '27000', product: 'Route planner', close: 75, owner: 'olivia', age: 9 },
  { account: 'Margie’s Travel', title: 'Premium support upgrade', pipeline: 0, stage: 2, amount: '9600', currency: 'GBP', product: 'Premium support', close: -3, owner: 'ivan', age: 50 },
  { account: 'Wide World Importers', title: 'Premium support renewal', pipeline: 1, stage: 0, amount: '14400', product: 'Premium support', close: 30, owner: 'olivia', age: 12 },
  { account: 'Fabrikam Logistics', title: 'Route planner renewal', pipeline: 1, stage: 1, amount: '22000', product: 'Route planner', close: 14, owner: 'ivan', age: 25 },
  { account: 'Coho Winery', title: 'Fleet analytics renewal', pipeline: 1, stage: 2, amount: '6000', product: 'Fleet analytics', close: 5, owner: 'olivia', age: 33 },
  { account: 'Adventure Works Cycles', title: 'Equipment loan, assembly line', pipeline: 2, stage: 1, amount: '350000', product: 'Equipment loan', close: 45, owner: 'olivia', age: 20 },
  { account: 'Contoso Freight', title: 'Working capital line', pipeline: 2, stage: 2, amount: '500000', currency: 'EUR', product: 'Working capital line', close: 28, owner: 'ivan', age: 38 },
  { account: 'Coho Winery', title: 'Equipment loan, bottling', pipeline: 2, stage: 0, amount: '120000', product: 'Equipment loan', close: 90, owner: 'ivan', age: 2 },
  { account: 'Wide World Importers', title: 'Onboarding, second site', pipeline: 0, stage: 3, amount: '11000', product: 'Onboarding package', close: -20, owner: 'olivia', age: 70, state: 'won' },
  { account: 'Tailspin Toys', title: 'Fleet analytics', pipeline: 0, stage: 2, amount: '31000', product: 'Fleet analytics', close: -35, owner: 'ivan', age: 90, state: 'lost', lostReason: 'Chose a cheaper tool bundled with their telematics.' },
  { account: 'Litware Inc.', title: 'Premium support renewal', pipeline: 1, stage: 2, amount: '7200', product: 'Premium support', close: -10, owner: 'olivia', age: 45, state: 'won' },
];

type LeadSpec = { first: string; last: string; company: string; email: string; phone?: string; message?: string; source: 'manual' | 'import' | 'form'; state?: 'qualified' | 'disqualified'; reason?: string; owner?: 'olivia' | 'ivan'; age: number; fields?: [string, string][] };
const LEADS: LeadSpec[] = [
  { first: 'Olga', last: 'Petrova', company: 'Blue Yonder Airlines', email: 'Olga.Petrova@blueyonder.example', message: 'We would like a quote for route planning as well.', source: 'form', age: 1, fields: [['Fleet size', '38'], ['Industry', 'Aviation']] },
  { first: 'Tomás', last: 'Silva', company: 'Contoso Freight Ltd', email: 'tomas.silva@contosofreight.example', phone: '+351 21 555 0100', message: 'Our Lisbon branch needs fleet analytics.', source: 'form', age: 2, fields: [['Fleet size', '55'], ['Industry', 'Logistics']] },
  { first: 'Nadia', last: 'Haddad', company: 'Southridge Video', email: 'nadia@southridge.example', source: 'import', age: 6, owner: 'ivan' },
  { first: 'Owen', last: 'Price', company: 'Northwind Traders', email: 'owen.price@northwindtraders.example', phone: '+1 312 555 0188', source: 'manual', state: 'qualified', owner: 'olivia', age: 8, message: 'Met at the logistics fair; wants a demo in January.' },
  { first: 'Lena', last: 'Fischer', company: 'Graphic Design Institute', email: 'lena.fischer@gdi.example', source: 'import', state: 'qualified', owner: 'ivan', age: 11 },
  { first: 'Sam', last: 'Lee', company: '', email: 'samlee1999@mail.example', source: 'form', state: 'disqualified', reason: 'A student project, not a buyer.', age: 15, message: 'Can I get the software for free?' },
  { first: 'Rosa', last: 'Costa', company: 'Trey Research', email: 'rosa.costa@treyresearch.example', source: 'import', age: 20 },
  { first: 'Karim', last: 'Aziz', company: 'Alpine Ski House', email: 'karim.aziz@alpineskihouse.example', phone: '+41 44 555 01 77', source: 'form', age: 0, message: 'Interested in an equipment loan for new snow groomers.', fields: [['Fleet size', '9'], ['Industry', 'Retail']] },
];

const ACTIVITIES: { account: string; deal?: string; kind: 'call' | 'meeting' | 'task' | 'note' | 'mail'; subject: string; body?: string; due?: number; done?: boolean; owner: 'olivia' | 'ivan'; age: number }[] = [
  { account: 'Blue Yonder Airlines', deal: 'Fleet analytics, 3-year term', kind: 'meeting', subject: 'Proposal walk-through with Olga', body: 'Go through pricing tiers and the 3-year discount.', due: 2, owner: 'ivan', age: 3 },
  { account: 'Blue Yonder Airlines', deal: 'Fleet analytics, 3-year term', kind: 'call', subject: 'Discovery call', body: 'They fly 38 aircraft; reporting is done by hand today.', done: true, owner: 'ivan', age: 30 },
  { account: 'Contoso Freight', deal: 'Route planner rollout', kind: 'task', subject: 'Send the revised contract', due: 0, owner: 'olivia', age: 1 },
  { account: 'Contoso Freight', deal: 'Working capital line', kind: 'task', subject: 'Collect the last two years of accounts', due: -2, owner: 'ivan', age: 6 },
  { account: 'Fabrikam Logistics', deal: 'Fleet analytics pilot', kind: 'call', subject: 'Check pilot scope with Aiko', due: 4, owner: 'ivan', age: 2 },
  { account: 'Fabrikam Logistics', kind: 'note', subject: 'Procurement changes', body: 'Ben Ortiz now signs off purchases above 10,000 USD.', owner: 'olivia', age: 9 },
  { account: 'Margie’s Travel', deal: 'Premium support upgrade', kind: 'mail', subject: 'Quote sent', body: 'Quote PS-2026-118 sent to Priya.', done: true, owner: 'ivan', age: 12 },
  { account: 'Adventure Works Cycles', deal: 'Equipment loan, assembly line', kind: 'meeting', subject: 'Site visit, Madrid plant', due: 7, owner: 'olivia', age: 5 },
  { account: 'Coho Winery', deal: 'Fleet analytics renewal', kind: 'task', subject: 'Confirm renewal signature', due: 1, owner: 'olivia', age: 3 },
];

const at = (days: number, hour = 10) => new Date(`${dayOffset(-days)}T${String(hour).padStart(2, '0')}:00:00Z`);

async function userIds(tx: Db, orgId: number): Promise<{ olivia: number; ivan: number }> {
  const rows = await tx
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(and(eq(user.organizationId, orgId), inArray(user.email, ['olivia.admin@northwind.example', 'ivan.contributor@northwind.example'])));
  const by = (prefix: string) => rows.find((r) => r.email.startsWith(prefix))!.id;
  return { olivia: by('olivia'), ivan: by('ivan') };
}

export async function seedSales({ ctx, kit }: PortalSeed): Promise<void> {
  const { tx, orgId } = ctx;
  const who = await userIds(tx, orgId);

  const stages: number[][] = [];
  const pipelineIds: number[] = [];
  for (const p of PIPELINES) {
    const [row] = await tx.insert(pipeline).values({ organizationId: orgId, name: p.name, description: p.description }).returning({ id: pipeline.id });
    pipelineIds.push(row!.id);
    const rows = await tx
      .insert(pipelineStage)
      .values(p.stages.map((name, i) => ({ organizationId: orgId, pipelineId: row!.id, name, position: i + 1 })))
      .returning({ id: pipelineStage.id });
    stages.push(rows.map((r) => r.id));
  }
  const products = new Map<string, number>();
  let loans = 0;
  for (const c of CATALOGUE) {
    const [cat] = await tx.insert(category).values({ organizationId: orgId, name: c.category, description: '' }).returning({ id: category.id });
    if (c.category === 'Loans') loans = cat!.id;
    for (const name of c.products) {
      const [p] = await tx.insert(product).values({ organizationId: orgId, name, description: '', categoryId: cat!.id }).returning({ id: product.id });
      products.set(name, p!.id);
    }
  }
  const fields = await tx
    .insert(customField)
    .values([
      { organizationId: orgId, moduleKind: SALES_KIND, name: 'Fleet size', fieldType: 'number', position: 1 },
      { organizationId: orgId, moduleKind: SALES_KIND, name: 'Industry', fieldType: 'select', options: ['Aviation', 'Logistics', 'Manufacturing', 'Retail'], position: 2 },
    ])
    .returning({ id: customField.id, name: customField.name });
  const fieldId = (name: string) => fields.find((f) => f.name === name)!.id;

  const [sellers] = await tx.insert(team).values({ organizationId: orgId, name: 'Sales team' }).returning({ id: team.id });
  await tx.insert(teamMember).values([who.olivia, who.ivan].map((userId) => ({ organizationId: orgId, teamId: sellers!.id, userId })));
  await tx.insert(salesSettings).values({
    organizationId: orgId,
    leadFormKey: randomBytes(18).toString('base64url'),
    leadFormEnabled: true,
    leadFormFieldIds: [fieldId('Fleet size'), fieldId('Industry')],
    assignTeamId: sellers!.id,
    loanCategoryId: loans,
    lastAssignedUserId: who.ivan,
    updatedAt: at(30),
  });

  // Accounts: Blue Yonder Airlines comes from the portal's seed; the others are made here.
  const accounts = new Map<string, number>();
  const [blue] = await tx
    .select({ accountId: accountContact.accountId })
    .from(accountContact)
    .innerJoin(contact, eq(contact.id, accountContact.contactId))
    .where(and(eq(accountContact.organizationId, orgId), eq(contact.email, 'olga.petrova@blueyonder.example')));
  accounts.set('Blue Yonder Airlines', blue!.accountId);
  for (const spec of ACCOUNTS) {
    const made = await kit.makeAccount(ctx, { module: SALES_KIND, name: spec.name, role: kit.role('Customer'), people: spec.people.map(([f, l, e]) => [f, l, e]) });
    accounts.set(spec.name, made.accountId);
    for (const [, , email, phone] of spec.people) if (phone) await tx.update(contact).set({ phone: phone.replace(/[^+\d]/g, '') }).where(and(eq(contact.organizationId, orgId), eq(contact.email, email)));
    const values = [
      ...(spec.fleet ? [{ fieldId: fieldId('Fleet size'), value: spec.fleet }] : []),
      ...(spec.industry ? [{ fieldId: fieldId('Industry'), value: spec.industry }] : []),
    ];
    if (values.length) await tx.insert(customFieldValue).values(values.map((v) => ({ organizationId: orgId, accountId: made.accountId, ...v })));
  }

  // Deals, each walked from the first stage to where it is, a few days per step.
  const deals = new Map<string, number>();
  for (const d of DEALS) {
    const owner = who[d.owner];
    const id = await insertDeal(tx, { orgId, userId: owner }, {
      account_id: accounts.get(d.account)!,
      title: d.title,
      pipeline_id: pipelineIds[d.pipeline]!,
      stage_id: null,
      amount: d.amount,
      currency: d.currency ?? 'USD',
      product_id: products.get(d.product)!,
      category_id: null,
      expected_close: dayOffset(d.close),
      owner_user_id: owner,
      probability: d.probability ?? null,
    });
    deals.set(d.title, id);
    const path = stages[d.pipeline]!.slice(0, d.stage + 1);
    const step = Math.max(1, Math.floor(d.age / (path.length + 1)));
    await tx.update(salesDealStage).set({ at: at(d.age) }).where(eq(salesDealStage.dealId, id));
    for (let i = 1; i < path.length; i++) {
      await tx.insert(salesDealStage).values({ organizationId: orgId, dealId: id, fromStageId: path[i - 1]!, toStageId: path[i]!, byUserId: owner, at: at(d.age - step * i, 14) });
    }
    const entered = at(d.age - step * (path.length - 1), 14);
    const closed = d.state ? at(Math.max(0, -d.close), 16) : null;
    await tx
      .update(salesDeal)
      .set({ stageId: path[path.length - 1]!, stageEnteredAt: entered, state: d.state ?? 'open', lostReason: d.lostReason ?? '', closedAt: closed, createdAt: at(d.age, 9), updatedAt: closed ?? entered, version: path.length })
      .where(eq(salesDeal.id, id));
  }

  // Leads: new from the form and an import, qualified, disqualified.
  for (const l of LEADS) {
    const answers = Object.fromEntries((l.fields ?? []).map(([name, value]) => [String(fieldId(name)), value]));
    await tx.insert(salesLead).values({
      organizationId: orgId,
      firstName: l.first,
      lastName: l.last,
      company: l.company,
      email: l.email,
      phone: (l.phone ?? '').replace(/[^+\d]/g, ''),
      message: l.message ?? '',
      fields: answers,
      source: l.source,
      state: l.state ?? 'new',
      disqualifyReason: l.reason ?? '',
      ownerUserId: l.owner ? who[l.owner] : l.source === 'form' ? who.olivia : null,
      createdAt: at(l.age, 8),
      updatedAt: at(l.age, 8),
    });
  }
  // A converted lead: it became the Tailspin Toys onboarding deal.
  const [tailspinContact] = await tx.select({ id: contact.id }).from(contact).where(and(eq(contact.organizationId, orgId), eq(contact.email, 'grace.kim@tailspintoys.example')));
  await tx.insert(salesLead).values({
    organizationId: orgId,
    firstName: 'Grace',
    lastName: 'Kim',
    company: 'Tailspin Toys',
    email: 'grace.kim@tailspintoys.example',
    message: 'We open a new warehouse in March and need onboarding for 40 drivers.',
    source: 'form',
    state: 'converted',
    ownerUserId: who.ivan,
    convertedAccountId: accounts.get('Tailspin Toys')!,
    convertedContactId: tailspinContact!.id,
    convertedDealId: deals.get('Onboarding for the new warehouse')!,
    convertedAt: at(4, 11),
    createdAt: at(5, 8),
    updatedAt: at(4, 11),
  });
  await tx
    .update(salesDeal)
    .set({ leadId: (await tx.select({ id: salesLead.id }).from(salesLead).where(and(eq(salesLead.organizationId, orgId), eq(salesLead.state, 'converted'))))[0]!.id })
    .where(eq(salesDeal.id, deals.get('Onboarding for the new warehouse')!));

  // The timelines: calls, meetings, tasks (some due for the demo's users), notes and mails.
  for (const a of ACTIVITIES) {
    const due = a.due === undefined ? null : new Date(`${dayOffset(a.due)}T15:00:00Z`);
    await tx.insert(salesActivity).values({
      organizationId: orgId,
      accountId: accounts.get(a.account)!,
      dealId: a.deal ? deals.get(a.deal)! : null,
      kind: a.kind,
      subject: a.subject,
      body: a.body ?? '',
      dueAt: due,
      doneAt: a.done ? at(a.age, 17) : null,
      ownerUserId: who[a.owner],
      createdByUserId: who[a.owner],
      createdAt: at(a.age, 9),
    });
  }
}
