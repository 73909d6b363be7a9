/**
 * A contact's portal link on an account: issue or rotate (a new token whose hash replaces the old
 * one, so the old link stops at once), optionally mailed; change its expiry; revoke; and read the
 * calls made with it. The token is answered once and never stored.
 */
import { Hono } from 'hono';
import { and, count, eq } from 'drizzle-orm';
import { AuditEntityKind, LINK_EXPIRY_IN_PAST, PORTAL_LINK_LIMITS, PortalLinkExpiry, PortalLinkIssue, portalActivity, type PortalAccessRow, type PortalLinkIssued } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { accountContact, contact, organization, portalAccess } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest, detailError, type FieldErrors } from '../../platform/http/errors.ts';
import { listParams, pageOf } from '../../platform/http/paging.ts';
import { requireRole, staffAuth, staffOf, WRITE_ROLES, type StaffEnv } from '../../platform/http/roles.ts';
import { body, pathId } from '../../platform/http/validate.ts';
import { allowedKinds } from '../items/rows.ts';
import { customerNotificationsOn, greetingOf, NOTIFICATIONS_OFF, salutation } from '../organizations/mail-settings.ts';
import { contactName } from '../portal/access.ts';
import { issuePortalLink } from '../portal/links.ts';
import { browserOf, plainIp } from '../portal/access-words.ts';
import { findAccount, findLink, oneAccountContact } from './contact-rows.ts';

const NO_LINK = 'This contact has no portal link yet.';

/** null = no expiry; a past date or one beyond the longest lifetime is a 400 on expires_at. */
function checkExpiry(raw: string | null): Date | null {
  if (raw === null) return null;
  const at = new Date(raw);
  const errors: FieldErrors = {};
  if (at.getTime() <= Date.now()) errors.expires_at = [LINK_EXPIRY_IN_PAST];
  else if (at.getTime() > Date.now() + PORTAL_LINK_LIMITS.maxDays * 86400_000) errors.expires_at = [`At most ${PORTAL_LINK_LIMITS.maxDays} days from now.`];
  if (Object.keys(errors).length) throw badRequest(errors);
  return at;
}

/** The link mail: the organization's greeting (or "Hello") and the contact's name, then the link. */
async function mailLink(deps: Deps, orgId: number, to: typeof contact.$inferSelect, accountName: string, url: string, expiresAt: Date | null) {
  const [org] = await deps.db.select({ name: organization.name }).from(organization).where(eq(organization.id, orgId));
  const lines = [
    salutation(await greetingOf(deps.db, orgId), contactName(to)),
    '',
    `${org!.name} has opened a secure portal for ${accountName}. Use this link to see what is asked of you and to send your documents:`,
    url,
    '',
    expiresAt ? `The link works until ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.` : 'Keep this link private: anyone holding it can open the portal.',
  ];
  await deps.mailer.send({ to: to.email, subject: `${org!.name}: your secure portal link`, body: lines.join('\n'), links: [url], orgId });
}

export function portalLinkRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const auth = staffAuth(deps);
  const path = '/api/accounts/:id{[0-9]+}/contacts/:cid{[0-9]+}/link';

  async function target(c: Parameters<typeof pathId>[0], write: boolean) {
    const staff = write ? requireRole(c, WRITE_ROLES) : staffOf(c);
    const acc = await findAccount(db, staff.orgId, await allowedKinds(staff), pathId(c));
    const link = await findLink(db, staff.orgId, acc.id, pathId(c, 'cid'));
    return { staff, acc, link };
  }

  app.post(path, auth, async (c) => {
    const { staff, acc, link } = await target(c, true);
    const input = await body(c, PortalLinkIssue);
    const expiresAt = checkExpiry(input.expires_at);
    // Asked to mail the link while customer notifications are off: say so, and change nothing.
    if (input.send && !(await customerNotificationsOn(db, staff.orgId))) throw detailError(409, NOTIFICATIONS_OFF);
    const { token, url } = await db.transaction(async (tx) => {
      const issued = await issuePortalLink(tx as Db, link.id, { publicUrl: deps.settings.publicUrl, moduleKind: acc.moduleKind, expiresAt, sent: false });
      await audit(tx as Db, { orgId: staff.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: acc.id, action: 'portal_link_issued', actorUserId: staff.user.id, details: { contact_id: link.contactId, expires_at: input.expires_at, send: input.send } });
      return issued;
    });
    let sentTo: string | null = null;
    if (input.send) {
      const [who] = await db.select().from(contact).where(eq(contact.id, link.contactId));
      await mailLink(deps, staff.orgId, who!, acc.name, url, expiresAt);
      await db.update(accountContact).set({ linkSentAt: new Date() }).where(eq(accountContact.id, link.id));
      sentTo = who!.email;
    }
    const answer: PortalLinkIssued = { url, token, expires_at: expiresAt?.toISOString() ?? null, sent_to: sentTo, contact: await oneAccountContact(db, staff.orgId, acc.id, link.contactId) };
    return c.json(answer, 201);
  });

  app.patch(path, auth, async (c) => {
    const { staff, acc, link } = await target(c, true);
    const input = await body(c, PortalLinkExpiry);
    if (!link.tokenHash) throw detailError(400, NO_LINK);
    const expiresAt = checkExpiry(input.expires_at);
    await db.transaction(async (tx) => {
      await tx.update(accountContact).set({ tokenExpiresAt: expiresAt }).where(eq(accountContact.id, link.id));
      await audit(tx as Db, { orgId: staff.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: acc.id, action: 'portal_link_expiry_changed', actorUserId: staff.user.id, details: { contact_id: link.contactId, expires_at: input.expires_at } });
    });
    return c.json(await oneAccountContact(db, staff.orgId, acc.id, link.contactId));
  });

  app.delete(path, auth, async (c) => {
    const { staff, acc, link } = await target(c, true);
    if (!link.tokenHash) throw detailError(400, NO_LINK);
    await db.transaction(async (tx) => {
      // Revoking twice keeps the first time.
      await tx.update(accountContact).set({ tokenRevokedAt: link.tokenRevokedAt ?? new Date() }).where(eq(accountContact.id, link.id));
      await audit(tx as Db, { orgId: staff.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: acc.id, action: 'portal_link_revoked', actorUserId: staff.user.id, details: { contact_id: link.contactId } });
    });
    return c.body(null, 204);
  });

  app.get('/api/accounts/:id{[0-9]+}/contacts/:cid{[0-9]+}/access_log', auth, async (c) => {
    const { staff, link } = await target(c, false);
    // Identity order is arrival order: newest first without sorting on the timestamp.
    const params = listParams(c, { orderings: { at: portalAccess.id }, defaultOrdering: '-at', search: [], tiebreak: portalAccess.id });
    const where = and(eq(portalAccess.accountContactId, link.id), eq(portalAccess.organizationId, staff.orgId));
    const [total] = await db.select({ n: count() }).from(portalAccess).where(where);
    const rows = await db.select().from(portalAccess).where(where).orderBy(...params.orderBy).limit(params.limit).offset(params.offset);
    const results: PortalAccessRow[] = rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      ip: plainIp(r.ip),
      user_agent: r.userAgent,
      browser: browserOf(r.userAgent),
      action: r.action === 'write' ? 'write' : 'read',
      activity: portalActivity(r.what),
      what: r.what,
    }));
    return c.json(pageOf(c, params, Number(total?.n ?? 0), results));
  });

  return app;
}
