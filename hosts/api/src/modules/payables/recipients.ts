/**
 * Who a vendor mail goes to: the contacts of each vendor account whose portal link is not revoked,
 * one per e-mail address (in the place of its first link, with the contact of its last), in one statement for any number of accounts.
 * The bank details change mail and the payment run's remittance both read them here.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountContact, contact } from '../../db/schema.ts';

export type VendorRecipient = { accountId: number; email: string; firstName: string; lastName: string; companyName: string };

/** Each account's recipients, keyed by account id (an account with none is absent). */
export async function vendorRecipients(db: Db, orgId: number, accountIds: readonly number[]): Promise<Map<number, VendorRecipient[]>> {
  const out = new Map<number, VendorRecipient[]>();
  if (!accountIds.length) return out;
  const people = await db
    .select({ accountId: accountContact.accountId, email: contact.email, firstName: contact.firstName, lastName: contact.lastName, companyName: contact.companyName })
    .from(accountContact)
    .innerJoin(contact, eq(contact.id, accountContact.contactId))
    .where(and(inArray(accountContact.accountId, [...accountIds]), eq(accountContact.organizationId, orgId), isNull(accountContact.tokenRevokedAt)))
    .orderBy(accountContact.id);
  for (const p of people) {
    const list = out.get(p.accountId) ?? [];
    const same = list.findIndex((q) => q.email.toLowerCase() === p.email.toLowerCase());
    if (same < 0) list.push(p);
    else list[same] = p;
    out.set(p.accountId, list);
  }
  return out;
}
