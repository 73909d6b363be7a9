/**
 * The contacts on an account as the screens show them: the directory fields, the role, and the
 * portal link's state with when it was issued, expires, was mailed and last used. Never the
 * token, its hash or MFA codes.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AccountContactRow, PortalLinkState } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { account, accountContact, contact, contactRole, portalAccess } from '../../db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { visibleAccounts } from './rows.ts';

type Link = Pick<typeof accountContact.$inferSelect, 'tokenHash' | 'tokenRevokedAt' | 'tokenExpiresAt'>;

export function linkState(link: Link, now = Date.now()): PortalLinkState {
  if (!link.tokenHash) return 'none';
  if (link.tokenRevokedAt) return 'revoked';
  if (link.tokenExpiresAt && link.tokenExpiresAt.getTime() <= now) return 'expired';
  return 'active';
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function accountContactRows(db: Db, orgId: number, accountId: number, contactId?: number): Promise<AccountContactRow[]> {
  const rows = await db
    .select({
      contact,
      link: accountContact,
      roleName: contactRole.name,
      lastAccess: sql<string | null>`(select max(${portalAccess.at}) from ${portalAccess} where ${portalAccess.accountContactId} = ${sql.identifier('account_contact')}.${sql.identifier('id')})`,
    })
    .from(accountContact)
    .innerJoin(contact, eq(contact.id, accountContact.contactId))
    .leftJoin(contactRole, eq(contactRole.id, accountContact.contactRoleId))
    .where(and(eq(accountContact.accountId, accountId), eq(accountContact.organizationId, orgId), contactId === undefined ? undefined : eq(accountContact.contactId, contactId)))
    .orderBy(asc(contact.lastName), asc(contact.firstName), asc(contact.id));
  return rows.map(({ contact: c, link, roleName, lastAccess }) => ({
    id: c.id,
    party_type: c.partyType,
    first_name: c.firstName,
    last_name: c.lastName,
    company_name: c.companyName,
    email: c.email,
    phone: c.phone,
    contact_role: link.contactRoleId === null ? null : { id: link.contactRoleId, name: roleName ?? '' },
    link: {
      state: linkState(link),
      issued_at: iso(link.linkIssuedAt),
      expires_at: link.tokenHash ? iso(link.tokenExpiresAt) : null,
      sent_at: iso(link.linkSentAt),
      last_access_at: iso(lastAccess),
    },
  }));
}

/** The account (visible to the caller) and, when asked, the contact's row on it; 404 otherwise. */
export async function findAccount(db: Db, orgId: number, kinds: number[], id: number) {
  const [row] = await db.select().from(account).where(and(eq(account.id, id), visibleAccounts(orgId, kinds)));
  if (!row) throw notFound();
  return row;
}

export async function findLink(db: Db, orgId: number, accountId: number, contactId: number) {
  const [row] = await db.select().from(accountContact).where(and(eq(accountContact.accountId, accountId), eq(accountContact.contactId, contactId), eq(accountContact.organizationId, orgId)));
  if (!row) throw notFound();
  return row;
}

export async function oneAccountContact(db: Db, orgId: number, accountId: number, contactId: number): Promise<AccountContactRow> {
  const [row] = await accountContactRows(db, orgId, accountId, contactId);
  if (!row) throw notFound();
  return row;
}
