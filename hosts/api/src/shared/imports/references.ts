/**
 * The caller's organization's names that import rows may name: leads by e-mail, teams by name,
 * offices by identifier, contact roles by name (all case-insensitive), and the directory's
 * contacts by e-mail. Only this organization's rows are read, so another organization's names are
 * simply not found.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contact, contactRole, office, team, user } from '../../db/schema.ts';

export interface References {
  users: Map<string, number>;
  teams: Map<string, number>;
  offices: Map<string, number>;
  roles: Map<string, number>;
}

const byKey = (rows: { id: number; key: string }[]) => new Map(rows.map((r) => [r.key.toLowerCase(), r.id]));

export async function referencesOf(db: Db, orgId: number): Promise<References> {
  const [users, teams, offices, roles] = await Promise.all([
    db.select({ id: user.id, key: user.email }).from(user).where(eq(user.organizationId, orgId)),
    db.select({ id: team.id, key: team.name }).from(team).where(eq(team.organizationId, orgId)),
    db.select({ id: office.id, key: office.identifier }).from(office).where(eq(office.organizationId, orgId)),
    db.select({ id: contactRole.id, key: contactRole.name }).from(contactRole).where(eq(contactRole.organizationId, orgId)),
  ]);
  return { users: byKey(users), teams: byKey(teams), offices: byKey(offices), roles: byKey(roles) };
}

/** The directory's contacts with these e-mails (lower case), by lower-case e-mail; the oldest wins. */
export async function contactsByEmail(db: Db, orgId: number, emails: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let i = 0; i < emails.length; i += 1000) {
    const rows = await db
      .select({ id: contact.id, email: sql<string>`lower(${contact.email})` })
      .from(contact)
      .where(and(eq(contact.organizationId, orgId), inArray(sql`lower(${contact.email})`, emails.slice(i, i + 1000))))
      .orderBy(contact.id);
    for (const r of rows) if (!found.has(r.email)) found.set(r.email, r.id);
  }
  return found;
}
