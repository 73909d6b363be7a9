/**
 * References across organizations: every id a request stores (a lead, a team, a contact role, a
 * Business Central team, ...) must name a row of the caller's organization. One check for all
 * routes: ids are looked up in batches (one query per kind of row), and an id that is not the
 * organization's is a 400 on its field with the same message whether it exists elsewhere or not,
 * never a 404, so another organization's ids can neither be stored nor probed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  account,
  category,
  checklist,
  contact,
  contactRole,
  customField,
  expectedDocumentType,
  office,
  payInstruction,
  pipeline,
  pipelineStage,
  product,
  standardFile,
  team,
  user,
  workflow,
  workflowStep,
} from '../../db/schema.ts';
import { badRequest, type FieldErrors } from './errors.ts';

type OrgTable = PgTable & { id: PgColumn; organizationId: PgColumn };
const kind = (table: PgTable, noun: string) => ({ table: table as OrgTable, noun });

/** Each kind of row a request may name by id: its table and how its message names it. */
export const REF_KINDS = {
  user: kind(user, 'a user'),
  team: kind(team, 'a team'),
  office: kind(office, 'an office'),
  contact: kind(contact, 'a contact'),
  account: kind(account, 'an account'),
  contact_role: kind(contactRole, 'a contact role'),
  pipeline: kind(pipeline, 'a pipeline'),
  pipeline_stage: kind(pipelineStage, 'a pipeline stage'),
  category: kind(category, 'a category'),
  product: kind(product, 'a product'),
  custom_field: kind(customField, 'a custom field'),
  checklist: kind(checklist, 'a checklist'),
  expected_document_type: kind(expectedDocumentType, 'an expected document type'),
  standard_file: kind(standardFile, 'a standard file'),
  workflow: kind(workflow, 'a workflow'),
  workflow_step: kind(workflowStep, 'a workflow step'),
  bank_account: kind(payInstruction, 'a bank account'),
};
export type RefKind = keyof typeof REF_KINDS;

export const refMessage = (k: RefKind) => `Must be the id of ${REF_KINDS[k].noun} of this organization.`;

/**
 * The kind a field name stands for, so most calls pass just `{field: id}`. A nested key
 * (`conditions.0.user_ids`) is read by its last part; a name not listed here takes an explicit kind.
 */
export const REF_FIELDS = {
  user_id: 'user',
  user_ids: 'user',
  lead_user_id: 'user',
  trigger_user_id: 'user',
  team_id: 'team',
  trigger_team_id: 'team',
  office_id: 'office',
  contact_id: 'contact',
  contact_ids: 'contact',
  assignee_contact_id: 'contact',
  trigger_contact_id: 'contact',
  account_id: 'account',
  contact_role_id: 'contact_role',
  category_id: 'category',
  checklist_id: 'checklist',
  standard_file_id: 'standard_file',
  expected_document_type_id: 'expected_document_type',
  from_step_id: 'workflow_step',
  to_step_id: 'workflow_step',
} as const satisfies Record<string, RefKind>;

/** One id, several, or none (null and undefined: the field names nothing). */
export type RefValue = number | readonly number[] | null | undefined;
/** `{field: id}` for a field of REF_FIELDS; `{field: {kind, id}}` for any other field. */
export type Refs = Record<string, RefValue | { kind: RefKind; id: RefValue }>;

const MAX_ID = 2_147_483_647;

function kindOf(field: string): RefKind {
  const name = field.slice(field.lastIndexOf('.') + 1);
  const found = (REF_FIELDS as Record<string, RefKind>)[name];
  // A programming error, caught by the route's own tests: the field needs an explicit kind.
  if (!found) throw new Error(`No reference kind for the field "${field}"; pass {kind, id}.`);
  return found;
}

/**
 * Adds `{field: ['Must be the id of <noun> of this organization.']}` to `errors` for each field
 * naming an id outside organization `orgId` (a list fails if any of its ids does); a field that
 * already has an error keeps it. Returns `errors`.
 */
export async function checkRefs(db: Db, orgId: number, refs: Refs, errors: FieldErrors = {}): Promise<FieldErrors> {
  const asked: { field: string; kind: RefKind; ids: number[] }[] = [];
  const wanted = new Map<RefKind, Set<number>>();
  for (const [field, value] of Object.entries(refs)) {
    const explicit = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as { kind: RefKind; id: RefValue }) : undefined;
    const id = explicit ? explicit.id : (value as RefValue);
    const ids = id === null || id === undefined ? [] : typeof id === 'number' ? [id] : [...id];
    if (!ids.length) continue;
    const k = explicit?.kind ?? kindOf(field);
    asked.push({ field, kind: k, ids });
    // Ids the column cannot hold are simply not the organization's: no query (PostgreSQL would refuse it).
    for (const n of ids) if (Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID) (wanted.get(k) ?? wanted.set(k, new Set()).get(k)!).add(n);
  }
  const found = new Map<RefKind, Set<number>>();
  for (const [k, ids] of wanted) {
    const { table } = REF_KINDS[k];
    const rows = await db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(eq(table.organizationId, orgId), inArray(table.id, [...ids])));
    found.set(k, new Set(rows.map((r) => r.id as number)));
  }
  for (const { field, kind: k, ids } of asked) {
    if (errors[field]) continue;
    if (!ids.every((n) => found.get(k)?.has(n))) errors[field] = [refMessage(k)];
  }
  return errors;
}

/** checkRefs, answering 400 at once when any reference is outside the organization. */
export async function assertRefs(db: Db, orgId: number, refs: Refs): Promise<void> {
  const errors = await checkRefs(db, orgId, refs);
  if (Object.keys(errors).length) throw badRequest(errors);
}
