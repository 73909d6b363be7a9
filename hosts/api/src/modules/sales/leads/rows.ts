/**
 * Leads as staff read them. A lead's row is one statement with its owner's name; a page of the
 * list is two statements whatever its length (the count, the rows). One lead's answer adds what
 * its conversion made or joined (the account's and the deal's names) in the same statement.
 */
import { and, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LeadDetail, LeadListQuery, LeadRow, LeadSource, LeadState } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { account, user } from '../../../db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { userNameSql } from '../deals/rows.ts';
import { salesDeal, salesLead } from '../schema.ts';

export type LeadRecord = typeof salesLead.$inferSelect;

const leadOwner = alias(user, 'lead_owner');

/** A lead's name as the list shows and orders it: first and last name. */
export const leadNameSql = sql<string>`trim(${salesLead.firstName} || ' ' || ${salesLead.lastName})`;

/** The orderings of the list; each is followed by the id in the same direction. */
export const LEAD_ORDERINGS = {
  created_at: salesLead.createdAt,
  name: sql`lower(${leadNameSql})`,
  company: sql`lower(${salesLead.company})`,
  state: salesLead.state,
};
export const DEFAULT_LEAD_ORDERING = '-created_at';

/** A select of leads with their owner's name; the caller adds where, order and paging. */
export function selectLeads(db: Db) {
  return db
    .select({ lead: salesLead, ownerName: userNameSql(leadOwner) })
    .from(salesLead)
    .leftJoin(leadOwner, eq(leadOwner.id, salesLead.ownerUserId));
}

/**
 * The list's filters. An owner id of another organization simply matches nothing. The search
 * matches first and last names (apart or together), company, e-mail and phone.
 */
export function leadFilters(orgId: number, userId: number, q: LeadListQuery): SQL {
  const conditions: (SQL | undefined)[] = [eq(salesLead.organizationId, orgId)];
  if (q.state !== undefined) conditions.push(eq(salesLead.state, q.state));
  if (q.source !== undefined) conditions.push(eq(salesLead.source, q.source));
  if (q.owner === 'me') conditions.push(eq(salesLead.ownerUserId, userId));
  else if (q.owner === 'none') conditions.push(isNull(salesLead.ownerUserId));
  else if (typeof q.owner === 'number') conditions.push(eq(salesLead.ownerUserId, q.owner));
  if (q.search) {
    const pattern = likePattern(q.search);
    conditions.push(
      or(
        ilike(salesLead.firstName, pattern),
        ilike(salesLead.lastName, pattern),
        ilike(leadNameSql, pattern),
        ilike(salesLead.company, pattern),
        ilike(salesLead.email, pattern),
        ilike(salesLead.phone, pattern),
      ),
    );
  }
  return and(...conditions)!;
}

/** Lead `id` of the organization as stored; 404 when it is not theirs. */
export async function findLead(db: Db, orgId: number, id: number): Promise<LeadRecord> {
  const [row] = await db
    .select()
    .from(salesLead)
    .where(and(eq(salesLead.id, id), eq(salesLead.organizationId, orgId)));
  if (!row) throw notFound();
  return row;
}

const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);
const iso = (d: Date | string) => new Date(d).toISOString();

export function toLeadRow(r: { lead: LeadRecord; ownerName: string | null }): LeadRow {
  const l = r.lead;
  return {
    id: l.id,
    first_name: l.firstName,
    last_name: l.lastName,
    company: l.company,
    email: l.email,
    phone: l.phone,
    state: l.state as LeadState,
    source: l.source as LeadSource,
    owner: named(l.ownerUserId, r.ownerName),
    created_at: iso(l.createdAt),
  };
}

const convertedAccount = alias(account, 'converted_account');
const convertedDeal = alias(salesDeal, 'converted_deal');

/**
 * Lead `id` as staff read it; 404 when it is not the organization's. One statement, so that an
 * action answers from inside its transaction what it just wrote.
 */
export async function leadAnswer(db: Db, orgId: number, id: number): Promise<LeadDetail> {
  const [r] = await db
    .select({ lead: salesLead, ownerName: userNameSql(leadOwner), accountName: convertedAccount.name, dealTitle: convertedDeal.title })
    .from(salesLead)
    .leftJoin(leadOwner, eq(leadOwner.id, salesLead.ownerUserId))
    .leftJoin(convertedAccount, eq(convertedAccount.id, salesLead.convertedAccountId))
    .leftJoin(convertedDeal, eq(convertedDeal.id, salesLead.convertedDealId))
    .where(and(eq(salesLead.id, id), eq(salesLead.organizationId, orgId)));
  if (!r) throw notFound();
  const l = r.lead;
  // What the conversion made, while its account and contact are still there.
  const converted =
    l.convertedAt && l.convertedAccountId !== null && r.accountName !== null && l.convertedContactId !== null
      ? { account: { id: l.convertedAccountId, name: r.accountName }, contact_id: l.convertedContactId, deal: named(l.convertedDealId, r.dealTitle), at: iso(l.convertedAt) }
      : null;
  return {
    ...toLeadRow(r),
    message: l.message,
    disqualify_reason: l.disqualifyReason,
    fields: { ...l.fields },
    converted,
    updated_at: iso(l.updatedAt),
  };
}
