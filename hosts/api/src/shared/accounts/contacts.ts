/**
 * The contacts on an account: list them with their link state, add an existing contact or a new
 * one (created in the same transaction), change the role, remove (the contact stays in the
 * directory; its link goes with the row, so the portal closes for it at once).
 */
import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { AccountContactAdd, AccountContactUpdate, AuditEntityKind, CONTACT_ALREADY_ON_ACCOUNT } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { accountContact } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { assertRefs, checkRefs } from '../../platform/http/refs.ts';
import { requireRole, staffAuth, staffOf, WRITE_ROLES, type StaffEnv } from '../../platform/http/roles.ts';
import { body, pathId } from '../../platform/http/validate.ts';
import { allowedKinds } from '../items/rows.ts';
import { assertEmailFree, insertContact } from '../contacts/directory.ts';
import { accountContactRows, findAccount, findLink, oneAccountContact } from './contact-rows.ts';

const isUniqueViolation = (err: unknown) => (err as { code?: unknown })?.code === '23505';

export function accountContactRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const auth = staffAuth(deps);
  const base = '/api/accounts/:id{[0-9]+}/contacts';

  app.get(base, auth, async (c) => {
    const staff = staffOf(c);
    const acc = await findAccount(db, staff.orgId, await allowedKinds(staff), pathId(c));
    const results = await accountContactRows(db, staff.orgId, acc.id);
    return c.json({ count: results.length, results });
  });

  app.post(base, auth, async (c) => {
    const staff = requireRole(c, WRITE_ROLES);
    const { orgId, user } = staff;
    const acc = await findAccount(db, orgId, await allowedKinds(staff), pathId(c));
    const input = await body(c, AccountContactAdd);
    const errors = await checkRefs(db, orgId, { contact_id: input.contact_id, contact_role_id: input.contact_role_id });
    if (input.contact_id !== undefined && !errors.contact_id) {
      const [already] = await db.select({ id: accountContact.id }).from(accountContact).where(and(eq(accountContact.accountId, acc.id), eq(accountContact.contactId, input.contact_id)));
      if (already) errors.contact_id = [CONTACT_ALREADY_ON_ACCOUNT];
    }
    if (Object.keys(errors).length) throw badRequest(errors);
    if (input.contact) await assertEmailFree(db, orgId, input.contact.email, 'contact.email');
    let contactId: number;
    try {
      contactId = await db.transaction(async (tx) => {
        const id = input.contact ? (await insertContact(tx as Db, orgId, user.id, input.contact)).id : input.contact_id!;
        await tx.insert(accountContact).values({ organizationId: orgId, accountId: acc.id, contactId: id, contactRoleId: input.contact_role_id });
        await audit(tx as Db, { orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: acc.id, action: 'contact_added', actorUserId: user.id, details: { contact_id: id, contact_role_id: input.contact_role_id } });
        return id;
      });
    } catch (err) {
      // Two people adding the same contact at once: the pair's unique index answers for the second.
      if (isUniqueViolation(err)) throw badRequest({ contact_id: [CONTACT_ALREADY_ON_ACCOUNT] });
      throw err;
    }
    return c.json(await oneAccountContact(db, orgId, acc.id, contactId), 201);
  });

  app.patch(`${base}/:cid{[0-9]+}`, auth, async (c) => {
    const staff = requireRole(c, WRITE_ROLES);
    const { orgId, user } = staff;
    const acc = await findAccount(db, orgId, await allowedKinds(staff), pathId(c));
    const link = await findLink(db, orgId, acc.id, pathId(c, 'cid'));
    const input = await body(c, AccountContactUpdate);
    await assertRefs(db, orgId, { contact_role_id: input.contact_role_id });
    await db.transaction(async (tx) => {
      await tx.update(accountContact).set({ contactRoleId: input.contact_role_id }).where(eq(accountContact.id, link.id));
      await audit(tx as Db, { orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: acc.id, action: 'contact_role_changed', actorUserId: user.id, details: { contact_id: link.contactId, contact_role_id: input.contact_role_id } });
    });
    return c.json(await oneAccountContact(db, orgId, acc.id, link.contactId));
  });

  app.delete(`${base}/:cid{[0-9]+}`, auth, async (c) => {
    const staff = requireRole(c, WRITE_ROLES);
    const { orgId, user } = staff;
    const acc = await findAccount(db, orgId, await allowedKinds(staff), pathId(c));
    const link = await findLink(db, orgId, acc.id, pathId(c, 'cid'));
    await db.transaction(async (tx) => {
      await tx.delete(accountContact).where(eq(accountContact.id, link.id));
      await audit(tx as Db, { orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: acc.id, action: 'contact_removed', actorUserId: user.id, details: { contact_id: link.contactId } });
    });
    return c.body(null, 204);
  });

  return app;
}
