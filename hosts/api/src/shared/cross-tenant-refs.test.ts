/**
 * References across organizations (docs/security.md): every id a request stores must name a row
 * of the caller's organization. One table drives every field of every route that stores an id:
 * as organization A's staff, organization B's id in the field is a 400 naming that field, and
 * nothing is stored (the tables are read again); A's own id in the same body is accepted. Adding
 * a field is one row of CASES.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ConditionType, FileUploadTrigger, ItemKind, ModuleKind, REQUIREMENT_KINDS, TransitionAction } from '@si/contract';
import type { Db } from '../db/client.ts';
import {
  account,
  accountContact,
  auditEvent,
  category,
  checklist,
  checklistItemTemplate,
  comment,
  configProperty,
  contact,
  contactRole,
  customField,
  customFieldValue,
  expectedDocumentType,
  item,
  itemHistory,
  payInstruction,
  pipelineStage,
  product,
  requirementOrigin,
  secureFileShare,
  teamMember,
  user,
  workflowTransition,
} from '../db/schema.ts';
import { checkRefs, REF_FIELDS, REF_KINDS, refMessage, type RefKind } from '../platform/http/refs.ts';
import { call, setup, uniqueEmail, type TestContext } from '../../test-support/helpers.ts';
import { buildWorkflow, makeItem, makeWorkflowOrg, type Org } from '../../test-support/workflow-fixtures.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
let n = 0;
const uniq = (prefix: string) => `${prefix} ${n++}`;

/** One organization with a row of every kind a request can name. */
interface World extends Org {
  roleId: number;
  checklistId: number;
  templateId: number;
  categoryId: number;
  productId: number;
  customFieldId: number;
  standardFileId: number;
  documentTypeId: number;
  workflowId: number;
  workflowName: string;
  steps: Record<string, number>;
  transitionId: number;
  pipelineId: number;
  stageIds: number[];
  bankId: number;
  itemId: number;
  /** An item at the workflow's first step, for the status change. */
  statusItemId: number;
  /** A contact of the organization on no account yet. */
  spareContact(): Promise<number>;
}

let t: TestContext;
let a: World;
let b: World;

async function upload(token: string, path: string, fields: Record<string, string>, file = { name: 'terms.pdf', bytes: PDF }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const res = await t.app.request(path, { method: 'POST', body: form, headers: { authorization: `JWT ${token}` } });
  return { status: res.status, body: await res.json() };
}

async function makeWorld(name: string): Promise<World> {
  const o = await makeWorkflowOrg(t, { name });
  const { db } = t;
  const orgId = o.orgId;
  const [role] = await db.insert(contactRole).values({ organizationId: orgId, name: 'Guarantor' }).returning();
  const [list] = await db.insert(checklist).values({ organizationId: orgId, name: 'Onboarding' }).returning();
  const templates = await db
    .insert(checklistItemTemplate)
    .values(['Passport', 'Tax return'].map((title, position) => ({ organizationId: orgId, checklistId: list!.id, position, kind: ItemKind.REQUEST_ITEM, title })))
    .returning();
  const [cat] = await db.insert(category).values({ organizationId: orgId, name: 'Retail' }).returning();
  const [prod] = await db.insert(product).values({ organizationId: orgId, name: 'Term loan' }).returning();
  const [field] = await db.insert(customField).values({ organizationId: orgId, moduleKind: ModuleKind.FILE, name: 'Tier', fieldType: 'text' }).returning();
  const [docType] = await db.insert(expectedDocumentType).values({ organizationId: orgId, name: 'Balance sheet' }).returning();
  const [bank] = await db.insert(payInstruction).values({ organizationId: orgId, bankName: 'First Bank', accountName: name, accountNumber: '12345' }).returning();
  const file = await upload(o.oa.token, '/api/standard_files', { name: 'Terms' });
  assert.equal(file.status, 201, JSON.stringify(file.body));
  const pipe = await call(t.app, 'POST', '/api/pipelines', { token: o.oa.token, json: { name: 'Loans', stages: ['Lead', 'Offer', 'Won'] } });
  assert.equal(pipe.status, 201, JSON.stringify(pipe.body));
  const workflowName = uniq('Collect');
  const wf = await buildWorkflow(t, o, [{ name: 'Requested', is_initial: true }, { name: 'Received' }, { name: 'Accepted', is_final: true }], [{ from: 'Requested', to: 'Received' }], { name: workflowName });
  const it = await makeItem(db, o);
  const statusItem = await makeItem(db, o, { status: 'Requested' });
  return {
    ...o,
    roleId: role!.id,
    checklistId: list!.id,
    templateId: templates[0]!.id,
    categoryId: cat!.id,
    productId: prod!.id,
    customFieldId: field!.id,
    standardFileId: file.body.id,
    documentTypeId: docType!.id,
    workflowId: wf.id,
    workflowName,
    steps: wf.steps,
    transitionId: wf.transitions[0]!,
    pipelineId: pipe.body.id,
    stageIds: pipe.body.stages.map((s: { id: number }) => s.id),
    bankId: bank!.id,
    itemId: it.id,
    statusItemId: statusItem.id,
    async spareContact() {
      const [row] = await db.insert(contact).values({ organizationId: orgId, firstName: 'Spare', email: `${uniq('spare').replace(' ', '')}@customer.example` }).returning();
      return row!.id;
    },
  };
}

before(async () => {
  t = await setup();
  a = await makeWorld('Organization A');
  b = await makeWorld('Organization B');
});
after(() => t.database.close());

interface Case {
  method: string;
  /** The route as docs/api.md names it, for the test's title. */
  route: string;
  path: (a: World) => string;
  /** The field the answer names; most are fixed, a custom field's key is its id. */
  field: string | ((r: World) => string);
  /** The request with `r`'s id in the field (B: refused, A: accepted) and A's everywhere else. */
  body: (r: World, a: World) => unknown;
  /** Rows that must not change when the id is refused. */
  tables: PgTable[];
  /** Status of the accepted request. */
  ok: number;
  /** Sent as a multipart form (the body's values as text, with a PDF as `file`). */
  form?: boolean;
  /** The kind of a field name REF_FIELDS does not know. */
  kind?: RefKind;
  /** Checks narrower than the organization (an account's items, a pipeline's stages) answer their own words. */
  message?: (b: World) => string;
}

const requirementIds = async (r: World) =>
  (await t.db.select({ id: item.id }).from(item).where(and(eq(item.accountId, r.accountId), inArray(item.kind, [...REQUIREMENT_KINDS])))).map((x) => x.id);
const templateIds = async (r: World) =>
  (await t.db.select({ id: checklistItemTemplate.id }).from(checklistItemTemplate).where(eq(checklistItemTemplate.checklistId, r.checklistId)).orderBy(asc(checklistItemTemplate.position))).map((x) => x.id);
const transition = (extra: (r: World) => Record<string, unknown>) => (r: World, me: World) => ({ name: uniq('Go'), from_step_id: me.steps.Requested, to_step_id: me.steps.Received, ...extra(r) });
const bankAccount = { bank_name: 'Second Bank', account_name: 'Operating', account_number: '987654' };
const ACCOUNTS = [account, auditEvent];

const CASES: Case[] = [
  // Workspaces
  ...(['lead_user_id', 'team_id', 'office_id', 'checklist_id'] as const).map((field) => ({
    method: 'POST', route: '/api/accounts', path: () => '/api/accounts', field, tables: ACCOUNTS, ok: 201,
    body: (r: World) => ({ module_kind: ModuleKind.FILE, name: uniq('Workspace'), [field]: { lead_user_id: r.lead.id, team_id: r.teamId, office_id: r.officeId, checklist_id: r.checklistId }[field] }),
  })),
  {
    method: 'POST', route: '/api/accounts', path: () => '/api/accounts', field: (r) => `custom_fields.${r.customFieldId}`, kind: 'custom_field', tables: [...ACCOUNTS, customFieldValue], ok: 201,
    body: (r) => ({ module_kind: ModuleKind.FILE, name: uniq('Workspace'), custom_fields: { [r.customFieldId]: 'Gold' } }),
  },
  ...(['lead_user_id', 'team_id', 'office_id'] as const).map((field) => ({
    method: 'PATCH', route: '/api/accounts/{id}', path: (me: World) => `/api/accounts/${me.accountId}`, field, tables: ACCOUNTS, ok: 200,
    body: (r: World) => ({ [field]: { lead_user_id: r.lead.id, team_id: r.teamId, office_id: r.officeId }[field] }),
  })),
  { method: 'POST', route: '/api/accounts/bulk', path: () => '/api/accounts/bulk', field: 'ids', kind: 'account', tables: ACCOUNTS, ok: 200, body: (r, me) => ({ ids: [me.accountId, r.accountId], action: 'release' }) },
  { method: 'POST', route: '/api/accounts/bulk', path: () => '/api/accounts/bulk', field: 'lead_user_id', tables: ACCOUNTS, ok: 200, body: (r, me) => ({ ids: [me.accountId], action: 'assign_lead', lead_user_id: r.lead.id }) },
  { method: 'POST', route: '/api/accounts/bulk', path: () => '/api/accounts/bulk', field: 'team_id', tables: ACCOUNTS, ok: 200, body: (r, me) => ({ ids: [me.accountId], action: 'assign_team', team_id: r.teamId }) },
  { method: 'POST', route: '/api/accounts/{id}/contacts', path: (me) => `/api/accounts/${me.accountId}/contacts`, field: 'contact_id', tables: [accountContact, auditEvent], ok: 201, body: async (r) => ({ contact_id: await r.spareContact() }) },
  {
    method: 'POST', route: '/api/accounts/{id}/contacts', path: (me) => `/api/accounts/${me.accountId}/contacts`, field: 'contact_role_id', tables: [accountContact, auditEvent], ok: 201,
    body: async (r, me) => ({ contact_id: await me.spareContact(), contact_role_id: r.roleId }),
  },
  {
    method: 'PATCH', route: '/api/accounts/{id}/contacts/{cid}', path: (me) => `/api/accounts/${me.accountId}/contacts/${me.contacts[0]!.contactId}`, field: 'contact_role_id', tables: [accountContact, auditEvent], ok: 200,
    body: (r) => ({ contact_role_id: r.roleId }),
  },
  {
    method: 'PUT', route: '/api/accounts/{id}/custom_field_values', path: (me) => `/api/accounts/${me.accountId}/custom_field_values`, field: (r) => `values.${r.customFieldId}`, kind: 'custom_field', tables: [customFieldValue, auditEvent], ok: 200,
    body: (r) => ({ values: { [r.customFieldId]: 'Gold' } }),
  },
  // Requirements and comments on a workspace
  ...(['POST', 'PATCH'] as const).flatMap((method) => {
    const at = method === 'POST' ? { route: '/api/accounts/{id}/items', path: (me: World) => `/api/accounts/${me.accountId}/items`, ok: 201 } : { route: '/api/items/{id}', path: (me: World) => `/api/items/${me.itemId}`, ok: 200 };
    const base = method === 'POST' ? { kind: ItemKind.REQUEST_ITEM, title: 'Bank statements' } : {};
    return [
      { method, ...at, field: 'contact_role_id', tables: [item, requirementOrigin, auditEvent], body: (r: World) => ({ ...base, assignment_kind: 2, contact_role_id: r.roleId }) },
      { method, ...at, field: 'assignee_contact_id', tables: [item, requirementOrigin, auditEvent], body: (r: World) => ({ ...base, assignment_kind: 3, assignee_contact_id: r.contacts[0]!.contactId }) },
    ];
  }),
  {
    method: 'POST', route: '/api/accounts/{id}/items/reorder', path: (me) => `/api/accounts/${me.accountId}/items/reorder`, field: 'ids', tables: [item], ok: 200,
    body: async (r) => ({ ids: await requirementIds(r) }), message: () => 'Send every requirement id of this account once, in the new order.',
  },
  {
    method: 'POST', route: '/api/accounts/{id}/comments', path: (me) => `/api/accounts/${me.accountId}/comments`, field: 'target_id', tables: [comment, auditEvent], ok: 201,
    body: (r) => ({ target_type: 'item', target_id: r.itemId, comment_text: 'Looks fine.' }), message: () => 'No such item on this workspace.',
  },
  {
    method: 'PATCH', route: '/api/items/{id}/status', path: (me) => `/api/items/${me.statusItemId}/status`, field: 'transition_id', tables: [item, itemHistory, auditEvent], ok: 200,
    body: (r) => ({ transition_id: r.transitionId }), message: (other) => `Transition ${other.transitionId} is not part of workflow "${a.workflowName}".`,
  },
  // Settings
  { method: 'POST', route: '/api/teams/{id}/members', path: (me) => `/api/teams/${me.teamId}/members`, field: 'user_id', tables: [teamMember, auditEvent], ok: 201, body: (r) => ({ user_id: r.lead.id }) },
  { method: 'POST', route: '/api/users', path: () => '/api/users', field: 'office_id', tables: [user, auditEvent], ok: 201, body: (r) => ({ email: uniqueEmail('invited'), office_id: r.officeId, role: 'IC' }) },
  { method: 'POST', route: '/api/products', path: () => '/api/products', field: 'category_id', tables: [product, auditEvent], ok: 201, body: (r) => ({ name: uniq('Product'), category_id: r.categoryId }) },
  { method: 'PATCH', route: '/api/products/{id}', path: (me) => `/api/products/${me.productId}`, field: 'category_id', tables: [product, auditEvent], ok: 200, body: (r) => ({ category_id: r.categoryId }) },
  {
    method: 'POST', route: '/api/pipelines/{id}/stages/reorder', path: (me) => `/api/pipelines/${me.pipelineId}/stages/reorder`, field: 'ids', tables: [pipelineStage, auditEvent], ok: 200,
    body: (r) => ({ ids: [...r.stageIds].reverse() }), message: () => 'Send every stage id of this pipeline exactly once.',
  },
  {
    method: 'POST', route: '/api/checklists/{id}/items', path: (me) => `/api/checklists/${me.checklistId}/items`, field: 'contact_role_id', tables: [checklistItemTemplate, auditEvent], ok: 201,
    body: (r) => ({ kind: ItemKind.REQUEST_ITEM, title: uniq('Proof of address'), assignment_kind: 2, contact_role_id: r.roleId }),
  },
  {
    method: 'PATCH', route: '/api/checklists/{id}/items/{item_id}', path: (me) => `/api/checklists/${me.checklistId}/items/${me.templateId}`, field: 'contact_role_id', tables: [checklistItemTemplate, auditEvent], ok: 200,
    body: (r) => ({ assignment_kind: 2, contact_role_id: r.roleId }),
  },
  {
    method: 'POST', route: '/api/checklists/{id}/items/reorder', path: (me) => `/api/checklists/${me.checklistId}/items/reorder`, field: 'ids', tables: [checklistItemTemplate, auditEvent], ok: 200,
    body: async (r) => ({ ids: (await templateIds(r)).reverse() }), message: () => 'Send every item id of this checklist exactly once.',
  },
  { method: 'POST', route: '/api/checklists/{id}/apply', path: (me) => `/api/checklists/${me.checklistId}/apply`, field: 'account_id', tables: [item, requirementOrigin, auditEvent], ok: 201, body: (r) => ({ account_id: r.accountId }) },
  {
    method: 'POST', route: '/api/checklists/{id}/apply', path: (me) => `/api/checklists/${me.checklistId}/apply`, field: 'assignee_contact_id', tables: [item, requirementOrigin, auditEvent], ok: 201,
    body: (r, me) => ({ account_id: me.accountId, assignee_contact_id: r.contacts[0]!.contactId }),
  },
  { method: 'POST', route: '/api/secure_file_share', path: () => '/api/secure_file_share', field: 'contact_id', tables: [secureFileShare, auditEvent], ok: 201, body: (r, me) => ({ contact_id: r.contacts[0]!.contactId, standard_file_id: me.standardFileId }) },
  { method: 'POST', route: '/api/secure_file_share', path: () => '/api/secure_file_share', field: 'standard_file_id', tables: [secureFileShare, auditEvent], ok: 201, body: (r, me) => ({ contact_id: me.contacts[0]!.contactId, standard_file_id: r.standardFileId }) },
  { method: 'POST', route: '/api/secure_file_share (multipart)', path: () => '/api/secure_file_share', form: true, field: 'contact_id', tables: [secureFileShare, auditEvent], ok: 201, body: (r) => ({ contact_id: String(r.contacts[0]!.contactId) }) },
  // Workflow transitions: steps, trigger recipients, condition and action parameters
  { method: 'POST', route: '/api/workflows/{id}/transitions', path: (me) => `/api/workflows/${me.workflowId}/transitions`, field: 'from_step_id', tables: [workflowTransition], ok: 201, body: (r, me) => ({ name: uniq('Go'), from_step_id: r.steps.Received, to_step_id: me.steps.Accepted }) },
  { method: 'POST', route: '/api/workflows/{id}/transitions', path: (me) => `/api/workflows/${me.workflowId}/transitions`, field: 'to_step_id', tables: [workflowTransition], ok: 201, body: (r, me) => ({ name: uniq('Go'), from_step_id: me.steps.Received, to_step_id: r.steps.Accepted }) },
  ...(
    [
      ['trigger_team_id', (r: World) => ({ trigger: FileUploadTrigger.NOTIFY_TEAM, trigger_team_id: r.teamId })],
      ['trigger_user_id', (r: World) => ({ trigger: FileUploadTrigger.NOTIFY_USER, trigger_user_id: r.lead.id })],
      ['trigger_contact_id', (r: World) => ({ trigger: FileUploadTrigger.NOTIFY_ONE_CONTACT, trigger_contact_id: r.contacts[0]!.contactId })],
      // Stored with any trigger, so checked even when the trigger does not use it.
      ['trigger_team_id', (r: World) => ({ trigger: FileUploadTrigger.FILE_UPLOADED, trigger_team_id: r.teamId })],
      ['conditions.0.team_id', (r: World) => ({ conditions: [{ type: ConditionType.USER_IN_TEAM, team_id: r.teamId }] })],
      ['conditions.0.user_id', (r: World) => ({ conditions: [{ type: ConditionType.USER_IS, user_id: r.lead.id }] })],
      ['conditions.0.user_ids', (r: World) => ({ conditions: [{ type: ConditionType.USER_IS_ANY, user_ids: [a.lead.id, r.oa.id] }] })],
      ['conditions.0.contact_id', (r: World) => ({ conditions: [{ type: ConditionType.ACCOUNT_CONTACT_IS, contact_id: r.contacts[0]!.contactId }] })],
      ['conditions.0.contact_ids', (r: World) => ({ conditions: [{ type: ConditionType.ACCOUNT_CONTACT_IS_ANY, contact_ids: [r.contacts[1]!.contactId] }] })],
      ['actions.0.team_id', (r: World) => ({ actions: [{ action: TransitionAction.ASSIGN_TEAM, team_id: r.teamId }] })],
      ['actions.0.user_id', (r: World) => ({ actions: [{ action: TransitionAction.NOTIFY_USER, user_id: r.lead.id }] })],
      ['actions.0.contact_id', (r: World) => ({ actions: [{ action: TransitionAction.NOTIFY_ACCOUNT_CONTACT, contact_id: r.contacts[0]!.contactId }] })],
    ] as const
  ).map(([field, extra]) => ({
    method: 'POST', route: '/api/workflows/{id}/transitions', path: (me: World) => `/api/workflows/${me.workflowId}/transitions`, field, tables: [workflowTransition], ok: 201, body: transition(extra),
  })),
  {
    method: 'PATCH', route: '/api/workflow_transitions/{id}', path: (me) => `/api/workflow_transitions/${me.transitionId}`, field: 'actions.0.user_id', tables: [workflowTransition, auditEvent], ok: 200,
    body: (r) => ({ actions: [{ action: TransitionAction.ASSIGN_USER, user_id: r.lead.id }] }),
  },
  { method: 'PATCH', route: '/api/workflow_transitions/{id}', path: (me) => `/api/workflow_transitions/${me.transitionId}`, field: 'to_step_id', tables: [workflowTransition, auditEvent], ok: 200, body: (r) => ({ to_step_id: r.steps.Received }) },
  // Organization configuration: the Business Central ids, in both calls that write them, and bank accounts
  ...(
    [
      ['account_created_by_user_id', 'business_central_account_created_by_user_id', 'user', (r: World) => r.oa.id],
      ['account_management_lead_id', 'business_central_account_management_lead_id', 'user', (r: World) => r.lead.id],
      ['account_management_team_id', 'business_central_account_management_team_id', 'team', (r: World) => r.teamId],
    ] as const
  ).flatMap(([field, property, kind, id]) => [
    { method: 'POST', route: '/api/organizations/business_central_configuration', path: () => '/api/organizations/business_central_configuration', field, kind, tables: [configProperty, auditEvent], ok: 200, body: (r: World) => ({ [field]: id(r) }) },
    {
      method: 'POST', route: `/api/organizations/config_property (${property})`, path: () => '/api/organizations/config_property', field: 'config_property_value', kind, tables: [configProperty, auditEvent], ok: 200,
      body: (r: World) => ({ config_property_name: property, config_property_value: String(id(r)) }),
    },
  ]),
  {
    method: 'POST', route: '/api/organizations/config_property (bank_account_details)', path: () => '/api/organizations/config_property', field: 'config_property_value.id', kind: 'bank_account', tables: [payInstruction, auditEvent], ok: 200,
    body: (r) => ({ config_property_name: 'bank_account_details', config_property_value: { ...bankAccount, id: r.bankId } }),
  },
  {
    method: 'POST', route: '/api/organizations/config_property (bank_account_details)', path: () => '/api/organizations/config_property', field: 'config_property_value.0.account_id', kind: 'account', tables: [payInstruction, auditEvent], ok: 200,
    body: (r) => ({ config_property_name: 'bank_account_details', config_property_value: [{ ...bankAccount, account_id: r.accountId }] }),
  },
];

/** Every row of the tables, in a stable order: equal before and after means nothing was written. */
async function snapshot(tables: PgTable[]) {
  const out: string[][] = [];
  for (const table of tables) out.push((await t.db.select().from(table)).map((row) => JSON.stringify(row)).sort());
  return out;
}

async function send(c: Case, payload: unknown) {
  if (!c.form) return call(t.app, c.method, c.path(a), { token: a.oa.token, json: payload });
  const fields = payload as Record<string, string>;
  return upload(a.oa.token, c.path(a), fields);
}

const kindOf = (c: Case, field: string): RefKind => c.kind ?? (REF_FIELDS as Record<string, RefKind>)[field.slice(field.lastIndexOf('.') + 1)]!;

describe('every stored id must be of the caller\'s organization', () => {
  for (const c of CASES) {
    const label = `${c.method} ${c.route} ${typeof c.field === 'string' ? c.field : c.field({ customFieldId: 0 } as World).replace('0', '<id>')}`;

    test(`${label}: another organization's id is a 400 on the field, and nothing is stored`, async () => {
      const field = typeof c.field === 'string' ? c.field : c.field(b);
      const payload = await c.body(b, a);
      const was = await snapshot(c.tables);
      const res = await send(c, payload);
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.deepEqual(res.body, { [field]: [c.message ? c.message(b) : refMessage(kindOf(c, field))] });
      assert.deepEqual(await snapshot(c.tables), was, 'nothing was written');
    });

    test(`${label}: the organization's own id is accepted`, async () => {
      const res = await send(c, await c.body(a, a));
      assert.equal(res.status, c.ok, JSON.stringify(res.body));
    });
  }
});

describe('checkRefs, the one check every route calls', () => {
  const idsOf = (w: World): Record<RefKind, number> => ({
    user: w.oa.id,
    team: w.teamId,
    office: w.officeId,
    contact: w.contacts[0]!.contactId,
    account: w.accountId,
    contact_role: w.roleId,
    pipeline: w.pipelineId,
    pipeline_stage: w.stageIds[0]!,
    category: w.categoryId,
    product: w.productId,
    custom_field: w.customFieldId,
    checklist: w.checklistId,
    expected_document_type: w.documentTypeId,
    standard_file: w.standardFileId,
    workflow: w.workflowId,
    workflow_step: w.steps.Requested!,
    bank_account: w.bankId,
  });

  test('every kind: the own id passes; another organization\'s, an unknown one and one no column holds get the same message', async () => {
    for (const kind of Object.keys(REF_KINDS) as RefKind[]) {
      assert.deepEqual(await checkRefs(t.db, a.orgId, { field: { kind, id: idsOf(a)[kind] } }), {}, kind);
      for (const id of [idsOf(b)[kind], 2_147_483_647, 2 ** 40]) {
        assert.deepEqual(await checkRefs(t.db, a.orgId, { field: { kind, id } }), { field: [refMessage(kind)] }, `${kind} ${id}`);
      }
    }
  });

  test('a list fails when any of its ids is not the organization\'s; null, undefined and [] name nothing; an earlier error stays', async () => {
    assert.deepEqual(await checkRefs(t.db, a.orgId, { user_ids: [a.oa.id, a.lead.id] }), {});
    assert.deepEqual(await checkRefs(t.db, a.orgId, { user_ids: [a.oa.id, b.oa.id] }), { user_ids: ['Must be the id of a user of this organization.'] });
    assert.deepEqual(await checkRefs(t.db, a.orgId, { team_id: null, office_id: undefined, contact_ids: [] }), {});
    assert.deepEqual(await checkRefs(t.db, a.orgId, { team_id: b.teamId }, { team_id: ['Field is required'] }), { team_id: ['Field is required'] });
    assert.deepEqual(await checkRefs(t.db, a.orgId, { 'conditions.3.contact_id': b.contacts[0]!.contactId }), { 'conditions.3.contact_id': ['Must be the id of a contact of this organization.'] });
  });

  test('one query per kind, however many fields and ids', async () => {
    let selects = 0;
    const counting = new Proxy(t.db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (prop !== 'select') return value;
        return (...args: unknown[]) => {
          selects++;
          return (value as (...x: unknown[]) => unknown).apply(target, args);
        };
      },
    }) as Db;
    const errors = await checkRefs(counting, a.orgId, { lead_user_id: a.lead.id, user_ids: [a.oa.id, b.oa.id], trigger_user_id: a.ic.id, team_id: a.teamId, trigger_team_id: b.teamId });
    assert.equal(selects, 2);
    assert.deepEqual(errors, { user_ids: ['Must be the id of a user of this organization.'], trigger_team_id: ['Must be the id of a team of this organization.'] });
  });

  test('a field whose kind is not known is a programming error, not a silent pass', async () => {
    await assert.rejects(checkRefs(t.db, a.orgId, { name: 3 }), /No reference kind for the field "name"/);
  });
});
