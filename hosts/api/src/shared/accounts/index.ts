/**
 * Accounts directory for staff pickers: GET /api/accounts lists the organization's accounts (only
 * the modules it allows) so screens choose an account by name, and GET /api/accounts/{id}/contacts
 * lists that account's contacts with their role. Any staff role may read; nothing here writes.
 * Portal token hashes, MFA codes and the like are never part of an answer.
 */
import { Hono } from 'hono';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { WorkflowListQuery, type AccountContactRow, type AccountDirectoryRow } from '@si/contract';
import { account, accountContact, contact, contactRole, user } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { listParams, pageOf } from '../../platform/http/paging.ts';
import { staffAuth, staffOf, type StaffEnv } from '../../platform/http/roles.ts';
import { pathId, query } from '../../platform/http/validate.ts';
import { allowedKinds } from '../items/rows.ts';

const lead = alias(user, 'lead_user');
const leadName = sql<string>`coalesce(nullif(trim(${lead.firstName} || ' ' || ${lead.lastName}), ''), ${lead.email})`;

export function accountsDirectoryRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const auth = staffAuth(deps);

  /** Where an account of the caller's organization, in an allowed module, matches. */
  async function visible(orgId: number, kinds: number[]) {
    return and(eq(account.organizationId, orgId), inArray(account.moduleKind, kinds.length ? kinds : [0]));
  }

  app.get('/api/accounts', auth, async (c) => {
    const staff = staffOf(c);
    const { module_kind } = query(c, WorkflowListQuery);
    const params = listParams(c, { orderings: { name: account.name, created_at: account.createdAt }, defaultOrdering: 'name', search: [account.name], tiebreak: account.id });
    const where = and(await visible(staff.orgId, await allowedKinds(staff)), module_kind ? eq(account.moduleKind, module_kind) : undefined, params.search);
    const [total] = await db.select({ n: count() }).from(account).where(where);
    const rows = await db
      .select({ id: account.id, name: account.name, moduleKind: account.moduleKind, hold: account.accountHold, leadId: lead.id, leadName })
      .from(account)
      .leftJoin(lead, eq(lead.id, account.leadUserId))
      .where(where)
      .orderBy(...params.orderBy)
      .limit(params.limit)
      .offset(params.offset);
    const results: AccountDirectoryRow[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      module_kind: r.moduleKind,
      account_hold: r.hold,
      lead: r.leadId === null ? null : { id: r.leadId, name: r.leadName },
    }));
    return c.json(pageOf(c, params, Number(total?.n ?? 0), results));
  });

  app.get('/api/accounts/:id{[0-9]+}/contacts', auth, async (c) => {
    const staff = staffOf(c);
    const [acct] = await db.select({ id: account.id }).from(account).where(and(eq(account.id, pathId(c)), await visible(staff.orgId, await allowedKinds(staff))));
    if (!acct) throw notFound();
    const rows = await db
      .select({ id: contact.id, first: contact.firstName, last: contact.lastName, email: contact.email, roleId: contactRole.id, roleName: contactRole.name })
      .from(accountContact)
      .innerJoin(contact, eq(contact.id, accountContact.contactId))
      .leftJoin(contactRole, eq(contactRole.id, accountContact.contactRoleId))
      .where(and(eq(accountContact.accountId, acct.id), eq(accountContact.organizationId, staff.orgId)))
      .orderBy(asc(contact.lastName), asc(contact.firstName), asc(contact.id));
    const results: AccountContactRow[] = rows.map((r) => ({
      id: r.id,
      first_name: r.first,
      last_name: r.last,
      email: r.email,
      contact_role: r.roleId === null ? null : { id: r.roleId, name: r.roleName ?? '' },
    }));
    return c.json({ count: results.length, results });
  });

  return app;
}
