/**
 * The organization's contact directory rows: serialization, the case-insensitive e-mail rule and
 * creating a contact (also used when a new contact is added straight onto an account).
 */
import { and, eq, sql } from 'drizzle-orm';
import { AuditEntityKind, CONTACT_EMAIL_TAKEN, type ContactRow, type ContactWrite } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { accountContact, contact } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import { badRequest } from '../../platform/http/errors.ts';

/**
 * How many accounts each contact is on, counted by the database. The outer column is spelled out:
 * drizzle leaves selected columns unqualified in a query without joins, where "id" would mean the subquery's.
 */
export const accountCount = sql<number>`(select count(*)::int from ${accountContact} ac where ac.contact_id = ${sql.identifier('contact')}.${sql.identifier('id')})`;

export const toContactRow = (c: typeof contact.$inferSelect, accounts: number): ContactRow => ({
  id: c.id,
  party_type: c.partyType,
  first_name: c.firstName,
  last_name: c.lastName,
  company_name: c.companyName,
  email: c.email,
  phone: c.phone,
  account_count: Number(accounts),
  created_at: new Date(c.createdAt).toISOString(),
});

/** 400 on `field` when another contact of the organization has this e-mail (any case). */
export async function assertEmailFree(db: Db, orgId: number, email: string, field: string, exceptId?: number): Promise<void> {
  const [clash] = await db
    .select({ id: contact.id })
    .from(contact)
    .where(and(eq(contact.organizationId, orgId), sql`lower(${contact.email}) = lower(${email})`, exceptId === undefined ? undefined : sql`${contact.id} <> ${exceptId}`))
    .limit(1);
  if (clash) throw badRequest({ [field]: [CONTACT_EMAIL_TAKEN] });
}

export const contactColumns = (input: Partial<ContactWrite>) => ({
  ...(input.party_type !== undefined && { partyType: input.party_type }),
  ...(input.first_name !== undefined && { firstName: input.first_name }),
  ...(input.last_name !== undefined && { lastName: input.last_name }),
  ...(input.company_name !== undefined && { companyName: input.company_name }),
  ...(input.email !== undefined && { email: input.email }),
  ...(input.phone !== undefined && { phone: input.phone }),
});

/** Inserts a checked contact and its audit event in the caller's transaction. */
export async function insertContact(tx: Db, orgId: number, userId: number, input: ContactWrite) {
  const [row] = await tx
    .insert(contact)
    .values({ organizationId: orgId, ...contactColumns(input), email: input.email })
    .returning();
  await audit(tx, { orgId, entityKind: AuditEntityKind.CONTACT, entityId: row!.id, action: 'contact_created', actorUserId: userId, details: { email: row!.email } });
  return row!;
}
