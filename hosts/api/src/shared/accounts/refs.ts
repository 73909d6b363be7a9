/**
 * Reference checks for account writes: a lead, team, office, checklist or contact role named by id
 * must belong to the caller's organization; anything else is a 400 on that field, never a 404, so
 * another organization's ids are refused without saying whether they exist.
 */
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { checklist, contactRole, office, team, user } from '../../db/schema.ts';
import type { FieldErrors } from '../../platform/http/errors.ts';

type OrgTable = PgTable & { id: PgColumn; organizationId: PgColumn };

async function inOrg(db: Db, table: OrgTable, orgId: number, id: number): Promise<boolean> {
  const [row] = await db.select({ id: table.id }).from(table as PgTable).where(and(eq(table.id, id), eq(table.organizationId, orgId))).limit(1);
  return Boolean(row);
}

const REFS = {
  lead_user_id: { table: user as OrgTable, message: 'Must be the id of a user of this organization.' },
  team_id: { table: team as OrgTable, message: 'Must be the id of a team of this organization.' },
  office_id: { table: office as OrgTable, message: 'Must be the id of an office of this organization.' },
  contact_role_id: { table: contactRole as OrgTable, message: 'Must be the id of a contact role of this organization.' },
} as const;

/** Adds an error for each named reference (null or absent means none) outside the organization. */
export async function checkRefs(db: Db, orgId: number, input: Partial<Record<keyof typeof REFS, number | null>>, errors: FieldErrors): Promise<void> {
  for (const [field, ref] of Object.entries(REFS) as [keyof typeof REFS, (typeof REFS)[keyof typeof REFS]][]) {
    const id = input[field];
    if (typeof id === 'number' && !(await inOrg(db, ref.table, orgId, id))) errors[field] = [ref.message];
  }
}

/** The checklist to create a workspace from: of this organization and for this module (or any). */
export async function checklistFor(db: Db, orgId: number, id: number, moduleKind: number, errors: FieldErrors) {
  const [row] = await db.select().from(checklist).where(and(eq(checklist.id, id), eq(checklist.organizationId, orgId)));
  if (!row) errors.checklist_id = ['Must be the id of a checklist of this organization.'];
  else if (row.moduleKind !== null && row.moduleKind !== moduleKind) errors.checklist_id = ['This checklist is for another module.'];
  return row;
}
