/**
 * The contact directory: GET /api/contacts (search on names, company and e-mail; `not_on_account`
 * leaves out one account's contacts for the add-contact picker), POST, GET and PATCH one, and
 * merging one into another (merge.ts). An e-mail is unique per organization whatever its case.
 * Any staff role reads; IC, OA and LRA write.
 */
import { Hono } from 'hono';
import { and, count, eq, sql } from 'drizzle-orm';
import { AuditEntityKind, ContactListQuery, ContactMerge, ContactWrite, SalesMessage } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { account, accountContact, contact } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { listParams, pageOf } from '../../platform/http/paging.ts';
import { requireRole, staffAuth, staffOf, WRITE_ROLES, type StaffEnv } from '../../platform/http/roles.ts';
import { body, check, pathId, query, readJson } from '../../platform/http/validate.ts';
import { accountCount, assertEmailFree, contactColumns, insertContact, toContactRow } from './directory.ts';
import { mergeContacts } from './merge.ts';

const CONTACT_LIST = {
  orderings: {
    name: sql`lower(${contact.lastName} || ' ' || ${contact.firstName} || ' ' || ${contact.companyName})`,
    email: sql`lower(${contact.email})`,
    company_name: sql`lower(${contact.companyName})`,
    created_at: contact.createdAt,
  },
  defaultOrdering: 'name',
  search: [contact.firstName, contact.lastName, contact.companyName, contact.email],
  tiebreak: contact.id,
};

export function contactsRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const auth = staffAuth(deps);

  async function findContact(orgId: number, id: number) {
    const [row] = await db.select({ contact, accounts: accountCount }).from(contact).where(and(eq(contact.id, id), eq(contact.organizationId, orgId)));
    if (!row) throw notFound();
    return row;
  }

  app.get('/api/contacts', auth, async (c) => {
    const { orgId } = staffOf(c);
    const q = query(c, ContactListQuery);
    const params = listParams(c, CONTACT_LIST);
    if (q.not_on_account !== undefined) {
      const [acc] = await db.select({ id: account.id }).from(account).where(and(eq(account.id, q.not_on_account), eq(account.organizationId, orgId)));
      if (!acc) throw badRequest({ not_on_account: ['Must be the id of an account of this organization.'] });
    }
    const notOn =
      q.not_on_account === undefined
        ? undefined
        : sql`not exists (select 1 from ${accountContact} where ${accountContact.contactId} = ${contact.id} and ${accountContact.accountId} = ${q.not_on_account})`;
    const where = and(eq(contact.organizationId, orgId), params.search, notOn);
    const [total] = await db.select({ n: count() }).from(contact).where(where);
    const rows = await db.select({ contact, accounts: accountCount }).from(contact).where(where).orderBy(...params.orderBy).limit(params.limit).offset(params.offset);
    return c.json(pageOf(c, params, Number(total?.n ?? 0), rows.map((r) => toContactRow(r.contact, r.accounts))));
  });

  app.get('/api/contacts/:id', auth, async (c) => {
    const { orgId } = staffOf(c);
    const row = await findContact(orgId, pathId(c));
    return c.json(toContactRow(row.contact, row.accounts));
  });

  app.post('/api/contacts', auth, async (c) => {
    const { orgId, user } = requireRole(c, WRITE_ROLES);
    const input = await body(c, ContactWrite);
    await assertEmailFree(db, orgId, input.email, 'email');
    const created = await db.transaction((tx) => insertContact(tx as Db, orgId, user.id, input));
    return c.json(toContactRow(created, 0), 201);
  });

  app.patch('/api/contacts/:id', auth, async (c) => {
    const { orgId, user } = requireRole(c, WRITE_ROLES);
    const { contact: existing } = await findContact(orgId, pathId(c));
    const raw = await readJson(c);
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest({ non_field_errors: ['Expected a JSON object.'] });
    // The whole contact is checked after the change, so "an individual needs a name" still holds.
    // A phone stored before numbers were checked with libphonenumber is kept as it is unless it is changed.
    const current = { party_type: existing.partyType, first_name: existing.firstName, last_name: existing.lastName, company_name: existing.companyName, email: existing.email, phone: '' };
    const merged = { ...check(ContactWrite, { ...current, ...raw }) };
    if (!('phone' in raw)) merged.phone = existing.phone;
    const changes = Object.fromEntries(Object.keys(raw).map((k) => [k, merged[k as keyof typeof merged]]));
    if (merged.email.toLowerCase() !== existing.email.toLowerCase()) await assertEmailFree(db, orgId, merged.email, 'email', existing.id);
    await db.transaction(async (tx) => {
      await tx.update(contact).set(contactColumns(merged)).where(and(eq(contact.id, existing.id), eq(contact.organizationId, orgId)));
      await audit(tx as Db, { orgId, entityKind: AuditEntityKind.CONTACT, entityId: existing.id, action: 'contact_updated', actorUserId: user.id, details: { changes } });
    });
    const row = await findContact(orgId, existing.id);
    return c.json(toContactRow(row.contact, row.accounts));
  });

  app.post('/api/contacts/:id/merge', auth, async (c) => {
    const { orgId, user } = requireRole(c, WRITE_ROLES);
    // Another organization's contact is a 404 before the body is read.
    const { contact: source } = await findContact(orgId, pathId(c));
    const sourceId = source.id;
    const { into_id: targetId } = await body(c, ContactMerge);
    if (targetId === sourceId) throw badRequest({ into_id: [SalesMessage.MERGE_SAME] });
    return c.json(await mergeContacts(db, { orgId, userId: user.id, sourceId, targetId }));
  });

  return app;
}
