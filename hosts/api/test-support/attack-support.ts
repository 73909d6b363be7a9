/**
 * Shared by the generated attack tests (attack-matrix.test.ts, fuzz.test.ts): a plausible valid
 * value for a catalogue schema, read from its JSON Schema, so a call gets past validation and
 * reaches the lookup or the write it is meant to test.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { API_ROUTES, type ApiRoute } from '@si/contract/api';
import { account, arAllocation, arPayment, bill, contact, invoice, item, office, payInstruction, paymentRun, paymentRunBill, pipeline, pipelineStage, purchaseOrder, team, user, vendorBankDetails, vendorCredit, vendorCreditApplication } from '../src/db/schema.ts';
import { salesActivity, salesDeal, salesDealStage, salesLead } from '../src/modules/sales/schema.ts';
import { covenant, covenantTest, covenantWaiver, drawLine, drawRequest, drawRequestLine, lendingJob, loan, loanParty } from '../src/modules/lending/schema.ts';
import type { TestContext } from './helpers.ts';
import { makePortal } from './portal-fixtures.ts';
import { buildWorkflow, fileFrom, makeItem, makeWorkflowOrg } from './workflow-fixtures.ts';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  pattern?: string;
};

/** The input side of a schema as JSON Schema (what a caller sends). */
export const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;

/** A plausible value: required object fields only, the first enum option, the smallest allowed number (at least 1). */
export function sampleValue(s: JsonSchema, name = ''): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return sampleValue(union.find((u) => u.type !== 'null') ?? union[0]!, name);
  if (s.allOf?.length) return sampleValue(s.allOf[0]!, name);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sampleValue(s.properties?.[key] ?? {}, key);
      return out;
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sampleValue(s.items ?? {}, name));
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, s.minimum ?? 1, s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1), s.maximum ?? Infinity);
    case 'boolean':
      return false;
    case 'string':
      if (s.format === 'email' || /email/.test(name)) return 'someone@customer.example';
      if (s.format === 'date') return '2025-03-31';
      if (s.format === 'date-time') return '2025-03-31T12:00:00Z';
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    default:
      return 'x';
  }
}

/** The top-level field names of an object schema. */
export const fieldNames = (schema: z.ZodType): string[] => Object.keys(jsonSchemaOf(schema).properties ?? {});

export const sampleOf = (schema: z.ZodType | undefined): Record<string, unknown> => (schema ? (sampleValue(jsonSchemaOf(schema)) as Record<string, unknown>) ?? {} : {});

export const sendsBody = (route: ApiRoute) => route.method !== 'get' && route.method !== 'delete';
export const routeKey = (route: ApiRoute) => `${route.method.toUpperCase()} ${route.path}`;

/** Query text of an object (arrays repeat the key; objects go as JSON). */
export function queryString(values: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) q.append(key, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** The id a path parameter names in `ids` (keys `prefix|name`): the longest prefix of the path before it wins. */
export function idFor(ids: Map<string, number>, path: string, name: string, fallback: number): number {
  const before = path.slice(0, path.indexOf(`{${name}}`));
  let best: number | undefined;
  let bestLength = -1;
  for (const [key, id] of ids) {
    const [prefix, param] = key.split('|');
    if (param === name && before.startsWith(prefix!) && prefix!.length > bestLength) {
      best = id;
      bestLength = prefix!.length;
    }
  }
  return best ?? fallback;
}

/** A path with every parameter filled: ids that exist nowhere, the one dashboard and outcome, a link key that is no link. */
export const samplePath = (route: ApiRoute) =>
  route.path.replace(/\{(\w+)\}/g, (_, name: string) => ({ module: 'filestride', outcome: 'cancel', key: 'no-such-link-key-0000000000', session_id: 'no-such-session' })[name] ?? '999999');

/** A customer account of A with a finalized invoice and a payment applied to it, each carrying the marker. */
async function receivablesRecords(t: TestContext, victim: Awaited<ReturnType<typeof makeWorkflowOrg>>, marker: string) {
  const [customer] = await t.db.insert(account).values({ organizationId: victim.orgId, moduleKind: 4, name: `${marker} customer` }).returning();
  const [doc] = await t.db.insert(item).values({ organizationId: victim.orgId, accountId: customer!.id, kind: 'INVOICE', status: 'partially_paid', title: `${marker} invoice`, dueDate: '2026-01-31' }).returning();
  const lines = [{ description: `${marker} line`, quantity: '1', unit_price: '100.00', tax_rate: '0', discount: '0', amount: '100.00', tax: '0.00' }];
  await t.db.insert(invoice).values({ itemId: doc!.id, number: `${marker}-0001`, state: 'partially_paid', issueDate: '2026-01-01', currency: 'USD', lines, subtotal: '100', tax: '0', total: '100', balance: '60', finalizedAt: new Date('2026-01-01T09:00:00Z') });
  const [payment] = await t.db.insert(arPayment).values({ organizationId: victim.orgId, accountId: customer!.id, method: 'bank_transfer', receivedOn: '2026-01-15', reference: `${marker} transfer`, amount: '40', currency: 'USD', receiptNumber: `${marker}-R1` }).returning();
  await t.db.insert(arAllocation).values({ organizationId: victim.orgId, invoiceItemId: doc!.id, paymentId: payment!.id, amount: '40', appliedOn: '2026-01-15' });
  return { accountId: customer!.id, invoiceId: doc!.id, paymentId: payment!.id };
}

/** A vendor account of A with a bill (payables) and its document, verified bank details, a payment run and a vendor credit applied to the bill, each carrying the marker. */
async function payablesRecords(t: TestContext, victim: Awaited<ReturnType<typeof makeWorkflowOrg>>, marker: string) {
  const [vendor] = await t.db.insert(account).values({ organizationId: victim.orgId, moduleKind: 5, name: `${marker} vendor` }).returning();
  const [doc] = await t.db.insert(item).values({ organizationId: victim.orgId, accountId: vendor!.id, kind: 'INVOICE', status: 'received', title: `${marker} bill`, dueDate: '2026-01-31' }).returning();
  const lines = [{ description: `${marker} line`, quantity: '1', unit_price: '100.00', tax_rate: '0', discount: '0', amount: '100.00', tax: '0.00', account_code: '6100' }];
  await t.db.insert(bill).values({ itemId: doc!.id, organizationId: victim.orgId, accountId: vendor!.id, number: `${marker}-B1`, billDate: '2026-01-01', currency: 'EUR', lines, subtotal: '100', total: '100', balance: '100', memo: marker });
  // Its document, through the API (so the bytes are in the app's own storage).
  const form = new FormData();
  form.append('file', new Blob([`%PDF-1.4 ${marker}`], { type: 'application/pdf' }), `${marker}.pdf`);
  const res = await t.app.request(`/api/bills/${doc!.id}/file`, { method: 'POST', headers: { authorization: `JWT ${victim.oa.token}` }, body: form });
  if (res.status !== 201) throw new Error(`the victim's bill document: ${res.status} ${await res.text()}`);
  // A reading of a bill's document (kept in memory, found by its organization only).
  const toRead = new FormData();
  toRead.append('file', new Blob([`%PDF-1.4 ${marker}`], { type: 'application/pdf' }), `${marker}.pdf`);
  const read = await t.app.request('/api/bill_readings', { method: 'POST', headers: { authorization: `JWT ${victim.oa.token}` }, body: toRead });
  if (read.status !== 201) throw new Error(`the victim's bill reading: ${read.status} ${await read.text()}`);
  const readingId = ((await read.json()) as { id: number }).id;
  // The vendor's verified bank details, and a payment run (SEPA, so its pain.001 file exists) that pays the bill to them.
  const [details] = await t.db
    .insert(vendorBankDetails)
    .values({ organizationId: victim.orgId, accountId: vendor!.id, state: 'verified', holderName: `${marker} holder`, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', verifiedBy: victim.oa.id })
    .returning();
  const [paying] = await t.db.insert(payInstruction).values({ organizationId: victim.orgId, bankName: `${marker} bank`, accountName: `${marker} Org`, iban: 'FR1420041010050500013M02606', swift: 'PSSTFRPPPAR' }).returning();
  const [run] = await t.db.insert(paymentRun).values({ organizationId: victim.orgId, payingAccountId: paying!.id, currency: 'EUR', dueBy: '2026-01-31', executionDate: '2026-02-02', total: '100', billCount: 1, reference: marker, createdBy: victim.ic.id }).returning();
  await t.db.insert(paymentRunBill).values({ runId: run!.id, itemId: doc!.id, amount: '100', bankDetailsId: details!.id });
  // A purchase order sent to the vendor.
  const [order] = await t.db.insert(item).values({ organizationId: victim.orgId, accountId: vendor!.id, kind: 'INVOICE', status: 'sent', title: `${marker} order` }).returning();
  await t.db.insert(purchaseOrder).values({ itemId: order!.id, number: `${marker}-PO1`, currency: 'EUR', lines, subtotal: '100', tax: '0', total: '100', state: 'sent' });
  // A vendor credit, part of it applied to the bill.
  const [credit] = await t.db.insert(vendorCredit).values({ organizationId: victim.orgId, accountId: vendor!.id, number: `${marker}-CN1`, creditDate: '2026-01-10', currency: 'EUR', amount: '30', remaining: '20', memo: marker, createdBy: victim.oa.id }).returning();
  await t.db.insert(vendorCreditApplication).values({ organizationId: victim.orgId, creditId: credit!.id, itemId: doc!.id, amount: '10', appliedBy: victim.oa.id });
  return { vendorId: vendor!.id, billId: doc!.id, bankDetailsId: details!.id, runId: run!.id, readingId, orderId: order!.id, creditId: credit!.id };
}

/** An expense claim of A (by its IC) with a line, its receipt and a reading, and an expense category, each carrying the marker. */
async function expensesRecords(t: TestContext, victim: Awaited<ReturnType<typeof makeWorkflowOrg>>, marker: string) {
  const api = async (path: string, token: string, body: unknown) => {
    const res = await t.app.request(path, { method: 'POST', headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.status !== 201) throw new Error(`the victim's ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: number; lines: { id: number }[] };
  };
  const category = await api('/api/expense-categories', victim.oa.token, { name: `${marker} category`, account_code: '6410' });
  const claim = await api('/api/expense-claims', victim.ic.token, { title: `${marker} claim`, note: marker });
  const withLine = await api(`/api/expense-claims/${claim.id}/lines`, victim.ic.token, { spent_on: '2026-03-02', merchant: `${marker} merchant`, category_id: category.id, amount: '12.50', currency: 'USD' });
  const lineId = withLine.lines[0]!.id;
  const form = new FormData();
  form.append('file', new Blob([`%PDF-1.4 ${marker}`], { type: 'application/pdf' }), `${marker}.pdf`);
  const receipt = await t.app.request(`/api/expense-claims/${claim.id}/lines/${lineId}/receipt`, { method: 'POST', headers: { authorization: `JWT ${victim.ic.token}` }, body: form });
  if (receipt.status !== 201) throw new Error(`the victim's receipt: ${receipt.status} ${await receipt.text()}`);
  const toRead = new FormData();
  toRead.append('file', new Blob([`%PDF-1.4 ${marker}`], { type: 'application/pdf' }), `${marker}.pdf`);
  const read = await t.app.request('/api/expense-readings', { method: 'POST', headers: { authorization: `JWT ${victim.ic.token}` }, body: toRead });
  if (read.status !== 201) throw new Error(`the victim's receipt reading: ${read.status} ${await read.text()}`);
  return { claimId: claim.id, lineId, categoryId: category.id, readingId: ((await read.json()) as { id: number }).id };
}

/** A sales account of A with a deal on a pipeline of its own and an activity on the deal, each carrying the marker. */
async function salesDealRecords(t: TestContext, victim: Awaited<ReturnType<typeof makeWorkflowOrg>>, marker: string) {
  const [customer] = await t.db.insert(account).values({ organizationId: victim.orgId, moduleKind: 7, name: `${marker} prospect` }).returning();
  const [flow] = await t.db.insert(pipeline).values({ organizationId: victim.orgId, name: `${marker} sales pipeline` }).returning();
  const stages = await t.db
    .insert(pipelineStage)
    .values([1, 2].map((position) => ({ organizationId: victim.orgId, pipelineId: flow!.id, name: `${marker} stage ${position}`, position })))
    .returning();
  const [deal] = await t.db
    .insert(salesDeal)
    .values({ organizationId: victim.orgId, accountId: customer!.id, title: `${marker} deal`, pipelineId: flow!.id, stageId: stages[0]!.id, amount: '1000', currency: 'USD', lostReason: marker })
    .returning();
  await t.db.insert(salesDealStage).values({ organizationId: victim.orgId, dealId: deal!.id, toStageId: stages[0]!.id });
  const [activity] = await t.db.insert(salesActivity).values({ organizationId: victim.orgId, accountId: customer!.id, dealId: deal!.id, kind: 'note', subject: `${marker} note`, body: marker }).returning();
  return { dealId: deal!.id, activityId: activity!.id };
}

/** A lead of A (open, so every route of one lead reaches it), carrying the marker. */
async function salesLeadRecords(t: TestContext, victim: Awaited<ReturnType<typeof makeWorkflowOrg>>, marker: string) {
  const [lead] = await t.db
    .insert(salesLead)
    .values({ organizationId: victim.orgId, firstName: marker, lastName: marker, company: `${marker} prospect`, email: 'victim-lead@customer.example', message: marker, ownerUserId: victim.ic.id })
    .returning();
  return { leadId: lead!.id };
}

/**
 * A construction loan of A (workspace kind 3, active) with a guarantor, a covenant with a test and
 * a waiver, a budget line with a draw, and a recompute job, each carrying the marker.
 */
async function lendingRecords(t: TestContext, victim: Awaited<ReturnType<typeof makeWorkflowOrg>>, marker: string) {
  const orgId = victim.orgId;
  const [borrower] = await t.db.insert(account).values({ organizationId: orgId, moduleKind: 2, workspaceKind: 3, name: `${marker} borrower` }).returning();
  const accountId = borrower!.id;
  await t.db.insert(loan).values({ accountId, organizationId: orgId, reference: `${marker}-LN`, amount: '500000', currency: 'USD', status: 'active', collateral: marker, purpose: marker, originationDate: '2026-01-01', maturityDate: '2029-01-01', termMonths: 36 });
  const [party] = await t.db.insert(loanParty).values({ organizationId: orgId, accountId, contactId: victim.contacts[0]!.contactId, role: 'guarantor' }).returning();
  const [rule] = await t.db
    .insert(covenant)
    .values({ organizationId: orgId, accountId, kind: 'financial', name: `${marker} DSCR`, description: marker, metric: 'dscr', formula: 'ebitda / debt_service', figures: [{ name: 'ebitda', label: 'EBITDA' }, { name: 'debt_service', label: 'Debt service' }], operator: '>=', threshold: '1.2', frequency: 'quarterly', firstTestDate: '2026-03-31' })
    .returning();
  const [test] = await t.db.insert(covenantTest).values({ organizationId: orgId, accountId, covenantId: rule!.id, testDate: '2026-03-31', dueDate: '2026-05-15' }).returning();
  const [waiver] = await t.db.insert(covenantWaiver).values({ organizationId: orgId, accountId, covenantId: rule!.id, testId: test!.id, kind: 'waiver', reason: marker, expiresOn: '2099-12-31', approverUserId: victim.oa.id }).returning();
  const [line] = await t.db.insert(drawLine).values({ organizationId: orgId, accountId, name: `${marker} framing`, budget: '100000' }).returning();
  const [draw] = await t.db.insert(drawRequest).values({ organizationId: orgId, accountId, number: 1, note: marker }).returning();
  await t.db.insert(drawRequestLine).values({ organizationId: orgId, drawRequestId: draw!.id, drawLineId: line!.id, amount: '1000' });
  const [job] = await t.db.insert(lendingJob).values({ organizationId: orgId, kind: 'recompute', state: 'done', error: marker }).returning();
  return { loanId: accountId, partyId: party!.id, covenantId: rule!.id, testId: test!.id, waiverId: waiver!.id, drawId: draw!.id, jobId: job!.id };
}

/**
 * An organization with a record of each kind a path id names (staff, office, team, account and
 * contacts, items, a file, a workflow with steps, the settings resources), every name carrying
 * `marker`; `ids` maps `path prefix|parameter` to the record's id.
 */
export async function victimWorld(t: TestContext, marker: string) {
  const victim = await makeWorkflowOrg(t, { name: `${marker} Org` });
  const ids = new Map<string, number>();
  const named = `${marker} record`;
  await t.db.update(account).set({ name: named }).where(eq(account.id, victim.accountId));
  await t.db.update(team).set({ name: named }).where(eq(team.id, victim.teamId));
  await t.db.update(office).set({ name: named }).where(eq(office.id, victim.officeId));
  await t.db.update(user).set({ lastName: marker }).where(eq(user.organizationId, victim.orgId));
  await t.db.update(contact).set({ lastName: marker }).where(eq(contact.organizationId, victim.orgId));
  const requested = await makeItem(t.db, victim, { title: named });
  const fileId = await fileFrom(t.db, victim, requested.id, victim.contacts[0]!.contactId);
  const flow = await buildWorkflow(t, victim, [{ name: `${marker} start`, is_initial: true }, { name: `${marker} done`, is_final: true }], [{ from: `${marker} start`, to: `${marker} done` }], {
    name: named,
  });
  const portal = await makePortal(t.db, { orgId: victim.orgId });
  const receivable = await receivablesRecords(t, victim, marker);
  const payable = await payablesRecords(t, victim, marker);
  const expenses = await expensesRecords(t, victim, marker);
  const deals = await salesDealRecords(t, victim, marker);
  const leads = await salesLeadRecords(t, victim, marker);
  const lending = await lendingRecords(t, victim, marker);
  await t.db.update(item).set({ title: named }).where(eq(item.organizationId, victim.orgId));

  const set = (prefix: string, name: string, id: number) => ids.set(`${prefix}|${name}`, id);
  set('/api/users', 'id', victim.oa.id);
  set('/api/users', 'officeId', victim.officeId);
  set('/api/offices', 'id', victim.officeId);
  set('/api/teams', 'id', victim.teamId);
  set('/api/teams', 'userId', victim.ic.id);
  set('/api/accounts', 'id', victim.accountId);
  set('/api/accounts', 'cid', victim.contacts[0]!.contactId);
  set('/api/accounts', 'contactId', victim.contacts[0]!.contactId);
  set('/api/contacts', 'id', victim.contacts[0]!.contactId);
  set('/api/reports/details', 'id', victim.accountId);
  set('/api/items', 'id', requested.id);
  set('/api/files', 'id', fileId);
  set('/api/workflows', 'id', flow.id);
  set('/api/workflows', 'stepId', flow.steps[`${marker} start`]!);
  set('/api/workflow_transitions', 'id', flow.transitions[0]!);
  set('/api/invoices', 'id', receivable.invoiceId);
  set('/api/payments', 'id', receivable.paymentId);
  set('/api/receivables/aging', 'accountId', receivable.accountId);
  set('/api/bills', 'id', payable.billId);
  set('/api/payables/aging', 'accountId', payable.vendorId);
  set('/api/vendor_bank_details', 'id', payable.bankDetailsId);
  set('/api/payment_runs', 'id', payable.runId);
  set('/api/purchase_orders', 'id', payable.orderId);
  set('/api/bill_readings', 'id', payable.readingId);
  set('/api/vendor_credits', 'id', payable.creditId);
  set('/api/expense-claims', 'id', expenses.claimId);
  set('/api/expense-claims', 'lineId', expenses.lineId);
  set('/api/expense-categories', 'id', expenses.categoryId);
  set('/api/expense-readings', 'id', expenses.readingId);
  set('/api/sales/deals', 'id', deals.dealId);
  set('/api/sales/activities', 'id', deals.activityId);
  set('/api/sales/leads', 'id', leads.leadId);
  set('/api/lending/loans', 'id', lending.loanId);
  set('/api/lending/loans', 'partyId', lending.partyId);
  set('/api/lending/covenants', 'id', lending.covenantId);
  set('/api/lending/covenant-tests', 'id', lending.testId);
  set('/api/lending/covenant-waivers', 'id', lending.waiverId);
  set('/api/lending/draws', 'id', lending.drawId);
  set('/api/lending/jobs', 'id', lending.jobId);

  // The settings resources, created through the API as A's administrator with a marked name.
  const create = async (path: string, extra: Record<string, unknown> = {}) => {
    const route = API_ROUTES.find((r) => r.method === 'post' && r.path === path)!;
    const body = { ...sampleOf(route.body), ...extra };
    if ('name' in body) body.name = `${marker} ${path}`;
    const res = await t.app.request(path.replace(/\{(\w+)\}/g, (_, n: string) => String(idFor(ids, path, n, victim.accountId))), {
      method: 'POST',
      headers: { authorization: `JWT ${victim.oa.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { id?: number };
    return res.status === 201 && answer.id ? answer.id : undefined;
  };
  for (const path of ['/api/contact_roles', '/api/expected_document_types', '/api/categories', '/api/products', '/api/custom_fields', '/api/pipelines', '/api/checklists', '/api/secure_file_share']) {
    const id = await create(path);
    if (id) set(path, 'id', id);
  }
  const stage = ids.has('/api/pipelines|id') ? await create('/api/pipelines/{id}/stages') : undefined;
  if (stage) set('/api/pipelines', 'stageId', stage);
  const checklistItem = ids.has('/api/checklists|id') ? await create('/api/checklists/{id}/items') : undefined;
  if (checklistItem) set('/api/checklists', 'itemId', checklistItem);

  return { org: victim, ids, portal };
}
