/**
 * The sales contacts list: the directory's contacts that are on at least one sales account (not
 * archived), with their sales accounts and the open deals on those accounts. A page costs four
 * statements whatever its size: the count, the page, then the page's accounts and its deals'
 * sums, each asked once for all the page's contacts.
 */
import { and, count, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { SALES_CONTACT_ACCOUNTS_SHOWN, type NamedRef, type SalesContactRow } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { account, accountContact, contact } from '../../../db/schema.ts';
import type { ListSpec } from '../../../platform/http/paging.ts';
import { accountCount, toContactRow } from '../../../shared/contacts/directory.ts';
import { SALES_KIND } from '../module.ts';
import { salesDeal } from '../schema.ts';

export const SALES_CONTACT_LIST: ListSpec = {
  orderings: {
    name: sql`lower(${contact.lastName} || ' ' || ${contact.firstName} || ' ' || ${contact.companyName})`,
    company_name: sql`lower(${contact.companyName})`,
    email: sql`lower(${contact.email})`,
    created_at: contact.createdAt,
  },
  defaultOrdering: 'name',
  search: [contact.firstName, contact.lastName, contact.companyName, contact.email],
  tiebreak: contact.id,
};

/** A sales account a contact is on: of the organization, of the sales kind, not archived. */
const liveSalesAccount = (orgId: number) => and(eq(account.organizationId, orgId), eq(account.moduleKind, SALES_KIND), isNull(account.archivedAt));

/**
 * The contact is on a live sales account. The outer contact is named in full: drizzle leaves a
 * single-table query's columns unqualified, where "id" would be the subquery's.
 */
const onSalesAccount = (orgId: number) =>
  sql`exists (select 1 from ${accountContact} ac join ${account} a on a.id = ac.account_id
    where ac.contact_id = ${sql.identifier('contact')}.${sql.identifier('id')}
      and a.organization_id = ${orgId} and a.module_kind = ${SALES_KIND} and a.archived_at is null)`;

export interface SalesContactPage {
  count: number;
  rows: SalesContactRow[];
}

export async function listSalesContacts(db: Db, orgId: number, params: { search: SQL | undefined; orderBy: SQL[]; limit: number; offset: number }): Promise<SalesContactPage> {
  const where = and(eq(contact.organizationId, orgId), onSalesAccount(orgId), params.search);
  const [total] = await db.select({ n: count() }).from(contact).where(where);
  const page = await db.select({ contact, accounts: accountCount }).from(contact).where(where).orderBy(...params.orderBy).limit(params.limit).offset(params.offset);
  const ids = page.map((p) => p.contact.id);
  const accounts = ids.length ? await salesAccountsOf(db, orgId, ids) : new Map<number, { shown: NamedRef[]; count: number }>();
  const deals = ids.length ? await openDealsOf(db, orgId, ids) : new Map<number, DealSums>();
  return {
    count: Number(total?.n ?? 0),
    rows: page.map(({ contact: c, accounts: n }) => {
      const placed = accounts.get(c.id);
      const sums = deals.get(c.id) ?? [];
      return {
        ...toContactRow(c, n),
        sales_accounts: placed?.shown ?? [],
        sales_account_count: placed?.count ?? 0,
        open_deals: { count: sums.reduce((all, s) => all + s.count, 0), totals: sums.map(({ currency, total }) => ({ currency, total })) },
      };
    }),
  };
}

/** Each contact's live sales accounts by name, the first few, with how many there are. */
async function salesAccountsOf(db: Db, orgId: number, ids: number[]): Promise<Map<number, { shown: NamedRef[]; count: number }>> {
  const ranked = db
    .select({
      contactId: sql<number>`${accountContact.contactId}`.as('contact_id'),
      id: sql<number>`${account.id}`.as('account_id'),
      name: sql<string>`${account.name}`.as('account_name'),
      rank: sql<number>`row_number() over (partition by ${accountContact.contactId} order by lower(${account.name}), ${account.id})`.as('rank'),
      total: sql<number>`count(*) over (partition by ${accountContact.contactId})`.as('total'),
    })
    .from(accountContact)
    .innerJoin(account, eq(account.id, accountContact.accountId))
    .where(and(inArray(accountContact.contactId, ids), liveSalesAccount(orgId)))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, SALES_CONTACT_ACCOUNTS_SHOWN)).orderBy(ranked.contactId, ranked.rank);
  const out = new Map<number, { shown: NamedRef[]; count: number }>();
  for (const r of rows) {
    const entry = out.get(Number(r.contactId)) ?? out.set(Number(r.contactId), { shown: [], count: Number(r.total) }).get(Number(r.contactId))!;
    entry.shown.push({ id: Number(r.id), name: r.name });
  }
  return out;
}

type DealSums = { currency: string; count: number; total: string }[];

/** Each contact's open deals on its live sales accounts: how many and their sum, per currency. */
async function openDealsOf(db: Db, orgId: number, ids: number[]): Promise<Map<number, DealSums>> {
  const rows = await db
    .select({
      contactId: accountContact.contactId,
      currency: salesDeal.currency,
      count: sql<number>`count(*)::int`,
      total: sql<string>`sum(${salesDeal.amount})::text`,
    })
    .from(accountContact)
    .innerJoin(account, eq(account.id, accountContact.accountId))
    .innerJoin(salesDeal, eq(salesDeal.accountId, account.id))
    .where(and(inArray(accountContact.contactId, ids), liveSalesAccount(orgId), eq(salesDeal.state, 'open')))
    .groupBy(accountContact.contactId, salesDeal.currency)
    .orderBy(accountContact.contactId, salesDeal.currency);
  const out = new Map<number, DealSums>();
  for (const r of rows) {
    const list = out.get(r.contactId) ?? out.set(r.contactId, []).get(r.contactId)!;
    list.push({ currency: r.currency, count: Number(r.count), total: formatAmount(r.total, r.currency) });
  }
  return out;
}
