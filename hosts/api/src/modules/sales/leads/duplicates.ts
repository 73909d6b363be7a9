/**
 * What a lead may already be, shown before it is converted: the organization's contacts with its
 * e-mail (any case) with the sales accounts they are on, and the sales accounts (not archived)
 * whose name is like its company (or, without one, its name), best first, each with its number of
 * contacts and open deals.
 *
 * "Like" is a pg_trgm similarity of at least 0.3 among the nearest names (the sales accounts'
 * GiST trigram index of migration 0026 walks them in distance order), or the name containing the
 * company (the GIN trigram index of migration 0005). Where the extension could not be created
 * (the migrations then go on without it) the name containing the company, or the company the
 * name, is the match, and its similarity is the shorter name's share of the longer.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { SALES_LIMITS, type LeadDuplicates } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { perDatabase } from '../../../db/prepared.ts';
import { account, accountContact, contact } from '../../../db/schema.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { SALES_KIND } from '../module.ts';
import { salesDeal } from '../schema.ts';
import type { LeadRecord } from './rows.ts';

/** Whether the database has pg_trgm, asked once per database. */
const hasTrigram = perDatabase((db: Db) =>
  db.execute(sql`select exists (select 1 from pg_extension where extname = 'pg_trgm') as present`).then((res) => (res as unknown as { rows: { present: boolean }[] }).rows[0]?.present === true),
);

const liveSalesAccount = (orgId: number) => and(eq(account.organizationId, orgId), eq(account.moduleKind, SALES_KIND), isNull(account.archivedAt));

/** The contacts with the lead's e-mail, and the live sales accounts each is on. */
async function sameEmail(db: Db, orgId: number, email: string): Promise<LeadDuplicates['contacts']> {
  if (!email) return [];
  const people = await db
    .select({ id: contact.id, first_name: contact.firstName, last_name: contact.lastName, company_name: contact.companyName, email: contact.email })
    .from(contact)
    .where(and(eq(contact.organizationId, orgId), sql`lower(${contact.email}) = lower(${email})`))
    .orderBy(asc(contact.id))
    .limit(SALES_LIMITS.duplicates);
  if (!people.length) return [];
  const places = await db
    .select({ contactId: accountContact.contactId, id: account.id, name: account.name })
    .from(accountContact)
    .innerJoin(account, eq(account.id, accountContact.accountId))
    .where(and(inArray(accountContact.contactId, people.map((p) => p.id)), liveSalesAccount(orgId)))
    .orderBy(sql`lower(${account.name})`, asc(account.id));
  return people.map((p) => ({ ...p, accounts: places.filter((a) => a.contactId === p.id).map(({ id, name }) => ({ id, name })) }));
}

/** The outer account's id, spelled out: drizzle leaves a single-table query's columns unqualified, where "id" would be the subquery's. */
const outerAccountId = sql`${sql.identifier('account')}.${sql.identifier('id')}`;

/** The least trigram similarity that counts as alike (pg_trgm's own default threshold). */
const ALIKE = 0.3;

/** The live sales accounts with a name like `term`, best first. */
async function alikeAccounts(db: Db, orgId: number, term: string): Promise<LeadDuplicates['accounts']> {
  if (!term) return [];
  const counts = {
    contactCount: sql<number>`(select count(*)::int from ${accountContact} ac where ac.account_id = ${outerAccountId})`,
    openDeals: sql<number>`(select count(*)::int from ${salesDeal} d where d.account_id = ${outerAccountId} and d.state = 'open')`,
  };
  // The kind as a literal: the partial GiST index (migration 0026) is chosen only when the query's condition is its own.
  const live = and(eq(account.organizationId, orgId), sql`${account.moduleKind} = ${sql.raw(String(SALES_KIND))}`, isNull(account.archivedAt));
  const limit = SALES_LIMITS.duplicates;
  type Found = { id: number; name: string; similarity: number; contactCount: number; openDeals: number };
  let found: Found[];
  if (await hasTrigram(db)) {
    // Two index walks: the nearest names by trigram distance (GiST), and the names containing the term (GIN).
    const nearest = await db
      .select({ id: account.id, name: account.name, similarity: sql<number>`similarity(${account.name}, ${term})::float8`, ...counts })
      .from(account)
      .where(live)
      // The distance alone: a second key would make the planner sort every account instead of walking the index.
      .orderBy(sql`${account.name} <-> ${term}`)
      .limit(limit);
    const containing = await db
      .select({ id: account.id, name: account.name, similarity: sql<number>`similarity(${account.name}, ${term})::float8`, ...counts })
      .from(account)
      .where(and(live, sql`${account.name} ilike ${likePattern(term)}`))
      .orderBy(asc(account.id))
      .limit(limit);
    const byId = new Map<number, Found>();
    for (const r of nearest) if (Number(r.similarity) >= ALIKE) byId.set(r.id, r);
    for (const r of containing) byId.set(r.id, r);
    found = [...byId.values()];
  } else {
    const contains = sql`(${account.name} ilike ${likePattern(term)} or strpos(lower(${term}), lower(${account.name})) > 0)`;
    found = await db
      .select({
        id: account.id,
        name: account.name,
        similarity: sql<number>`(least(length(${account.name}), length(${term}))::float8 / greatest(length(${account.name}), length(${term}), 1))`,
        ...counts,
      })
      .from(account)
      .where(and(live, contains))
      .orderBy(sql`3 desc`, sql`lower(${account.name})`, asc(account.id))
      .limit(limit);
  }
  return found
    .map((r) => ({ id: r.id, name: r.name, similarity: Math.round(Number(r.similarity) * 1000) / 1000, contact_count: Number(r.contactCount), open_deals: Number(r.openDeals) }))
    .sort((a, b) => b.similarity - a.similarity || a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id)
    .slice(0, limit);
}

/** The lead's duplicates: by e-mail, and by company (or its name when it has no company). */
export async function leadDuplicates(db: Db, orgId: number, lead: LeadRecord): Promise<LeadDuplicates> {
  const term = lead.company.trim() || `${lead.firstName} ${lead.lastName}`.trim();
  return { contacts: await sameEmail(db, orgId, lead.email.trim()), accounts: await alikeAccounts(db, orgId, term) };
}
