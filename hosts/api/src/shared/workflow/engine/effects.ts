/**
 * What actions and triggers do besides moving the status: mail people (through the mailer,
 * after commit) and assign the item. A target that no longer fits (a user made inactive, a
 * contact taken off the account) is skipped and the skip is written to the audit log.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { AssignmentKind, AuditEntityKind, moduleOfKind } from '@si/contract';
import { accountContact, contact, item, itemAssignment, team, teamMember, user } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import { customerNotificationsOn, greetingOf, salutation, teamNotificationsOn } from '../../organizations/mail-settings.ts';
import type { RunCtx } from './context.ts';

interface Recipient {
  email: string;
  name: string;
  staff: boolean;
}

/** A contact acting (portal upload) is named in the details; the audit log shows them as the actor. */
const byContact = (ctx: RunCtx) => (ctx.actor.contactId ? { contact_id: ctx.actor.contactId } : {});
const fullName = (r: { firstName: string; lastName: string; email: string }) => `${r.firstName} ${r.lastName}`.trim() || r.email;
// eslint-disable-next-line no-control-regex -- a line break in a subject would inject mail headers
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

async function staffUser(ctx: RunCtx, userId: number | null | undefined): Promise<Recipient[]> {
  if (!userId) return [];
  const rows = await ctx.tx
    .select({ email: user.email, firstName: user.firstName, lastName: user.lastName })
    .from(user)
    .where(and(eq(user.id, userId), eq(user.organizationId, ctx.orgId), eq(user.isActive, true)))
    .limit(1);
  return rows.map((r) => ({ email: r.email, name: fullName(r), staff: true }));
}

async function accountContacts(ctx: RunCtx, contactId?: number): Promise<Recipient[]> {
  const rows = await ctx.tx
    .select({ email: contact.email, firstName: contact.firstName, lastName: contact.lastName })
    .from(accountContact)
    .innerJoin(contact, eq(contact.id, accountContact.contactId))
    .where(
      and(
        eq(accountContact.accountId, ctx.account.id),
        isNull(accountContact.tokenRevokedAt),
        contactId === undefined ? undefined : eq(accountContact.contactId, contactId),
      ),
    )
    .orderBy(accountContact.id);
  return rows.map((r) => ({ email: r.email, name: fullName(r), staff: false }));
}

async function teamUsers(ctx: RunCtx, teamId: number | null | undefined): Promise<Recipient[]> {
  if (!teamId) return [];
  const rows = await ctx.tx
    .select({ email: user.email, firstName: user.firstName, lastName: user.lastName })
    .from(teamMember)
    .innerJoin(user, eq(user.id, teamMember.userId))
    .where(and(eq(teamMember.teamId, teamId), eq(teamMember.organizationId, ctx.orgId), eq(user.isActive, true)))
    .orderBy(user.id);
  return rows.map((r) => ({ email: r.email, name: fullName(r), staff: true }));
}

async function creator(ctx: RunCtx): Promise<Recipient[]> {
  if (ctx.item.createdByUserId) return staffUser(ctx, ctx.item.createdByUserId);
  if (ctx.item.createdByContactId) {
    const rows = await ctx.tx.select().from(contact).where(and(eq(contact.id, ctx.item.createdByContactId), eq(contact.organizationId, ctx.orgId))).limit(1);
    return rows.map((r) => ({ email: r.email, name: fullName(r), staff: false }));
  }
  return [];
}

export type NotifyTarget = 'creator' | 'lead' | 'contact' | 'contacts' | 'team' | 'user';

async function recipients(ctx: RunCtx, target: NotifyTarget, ref: { userId?: number | null; teamId?: number | null; contactId?: number | null }) {
  switch (target) {
    case 'creator':
      return creator(ctx);
    case 'lead':
      return staffUser(ctx, ctx.account.leadUserId);
    case 'contact':
      return ref.contactId ? accountContacts(ctx, ref.contactId) : [];
    case 'contacts':
      return accountContacts(ctx);
    case 'team':
      return teamUsers(ctx, ref.teamId);
    case 'user':
      return staffUser(ctx, ref.userId);
  }
}

/** Why a recipient was not mailed although a notification named them: the organization's switch is off. */
export const NOTIFICATIONS_OFF_REASON = {
  customer_notifications_off: 'Customer notifications are turned off in the organization settings.',
  team_notifications_off: 'Team notifications are turned off in the organization settings.',
} as const;

/**
 * Queues one mail per recipient (sent after commit) and records who was told, or that nobody
 * was. Contacts are mailed only while customer notifications are on, staff only while team
 * notifications are on; a recipient left out for that is recorded as such (the workspace's
 * activity shows it), never dropped silently.
 */
export async function notify(ctx: RunCtx, target: NotifyTarget, ref: Parameters<typeof recipients>[2], why: { subject: string; lines: string[]; code: number; via: 'action' | 'trigger' }) {
  const people = await recipients(ctx, target, ref);
  const unique = [...new Map(people.map((p) => [p.email.toLowerCase(), p])).values()];
  const customersOn = await customerNotificationsOn(ctx.tx, ctx.orgId);
  const teamOn = await teamNotificationsOn(ctx.tx, ctx.orgId);
  const told = unique.filter((p) => (p.staff ? teamOn : customersOn));
  const greeting = await greetingOf(ctx.tx, ctx.orgId);
  const link = `${ctx.deps.settings.publicUrl}${moduleOfKind(ctx.account.moduleKind)?.tasksPath ?? ''}`;
  for (const p of told) {
    const body = [salutation(greeting, p.name), '', ...why.lines, '', p.staff ? `Open your tasks: ${link}` : 'Open the link you received for this account to see it.'].join('\n');
    ctx.mails.push({ to: p.email, subject: oneLine(why.subject), body, links: p.staff ? [link] : [], orgId: ctx.orgId });
  }
  ctx.summary.notified.push(...told.map((p) => p.email));
  const base = { orgId: ctx.orgId, entityKind: AuditEntityKind.ITEM, entityId: ctx.item.id, actorUserId: ctx.actor.userId ?? null };
  const detail = { ...byContact(ctx), [why.via]: why.code, target };
  if (told.length || !unique.length) {
    await audit(ctx.tx, {
      ...base,
      action: told.length ? 'notified' : 'notification_skipped',
      details: { ...detail, to: told.map((p) => p.email), ...(told.length ? {} : { reason: `No ${target} to notify.` }) },
    });
  }
  for (const [code, off] of [
    ['customer_notifications_off', unique.filter((p) => !p.staff && !customersOn)],
    ['team_notifications_off', unique.filter((p) => p.staff && !teamOn)],
  ] as const) {
    if (!off.length) continue;
    ctx.summary.notifications_off.push(...off.map((p) => p.email));
    await audit(ctx.tx, { ...base, action: 'notification_skipped', details: { ...detail, to: off.map((p) => p.email), reason_code: code, reason: NOTIFICATIONS_OFF_REASON[code] } });
  }
}

export type AssignTarget = 'lead' | 'contact' | 'creator' | 'team' | 'user';

async function activeUserId(ctx: RunCtx, id: number | null | undefined) {
  if (!id) return undefined;
  const [u] = await ctx.tx.select({ id: user.id }).from(user).where(and(eq(user.id, id), eq(user.organizationId, ctx.orgId), eq(user.isActive, true))).limit(1);
  return u?.id;
}

/** Assigns the item; a staff assignee (user or team) replaces a contact assignee and the reverse. */
export async function assign(ctx: RunCtx, target: AssignTarget, ref: { userId?: number | null; teamId?: number | null; contactId?: number | null }, code: number) {
  let to: { type: 'user' | 'team' | 'contact'; id: number } | undefined;
  if (target === 'team' && ref.teamId) {
    const [t] = await ctx.tx.select({ id: team.id }).from(team).where(and(eq(team.id, ref.teamId), eq(team.organizationId, ctx.orgId))).limit(1);
    if (t) to = { type: 'team', id: t.id };
  } else if (target === 'contact' && ref.contactId) {
    if ((await accountContacts(ctx, ref.contactId)).length) to = { type: 'contact', id: ref.contactId };
  } else if (target === 'creator' && !ctx.item.createdByUserId && ctx.item.createdByContactId) {
    to = { type: 'contact', id: ctx.item.createdByContactId };
  } else {
    const wanted = target === 'lead' ? ctx.account.leadUserId : target === 'creator' ? ctx.item.createdByUserId : ref.userId;
    const id = await activeUserId(ctx, wanted);
    if (id) to = { type: 'user', id };
  }
  const base = { orgId: ctx.orgId, entityKind: AuditEntityKind.ITEM, entityId: ctx.item.id, actorUserId: ctx.actor.userId ?? null };
  if (!to) {
    await audit(ctx.tx, { ...base, action: 'assignment_skipped', details: { ...byContact(ctx), action: code, target, reason: `No ${target} to assign to.` } });
    return;
  }
  if (to.type === 'contact') {
    await ctx.tx.delete(itemAssignment).where(eq(itemAssignment.itemId, ctx.item.id));
    await ctx.tx.update(item).set({ assigneeContactId: to.id, assignmentKind: AssignmentKind.CONTACT, updatedAt: new Date() }).where(eq(item.id, ctx.item.id));
  } else {
    const row = { userId: to.type === 'user' ? to.id : null, teamId: to.type === 'team' ? to.id : null, assignedByUserId: ctx.actor.userId ?? null, assignedAt: new Date() };
    await ctx.tx
      .insert(itemAssignment)
      .values({ itemId: ctx.item.id, organizationId: ctx.orgId, ...row })
      .onConflictDoUpdate({ target: itemAssignment.itemId, set: row });
    // Assignment kind 2 (role): the item is with the organization's staff, not with a contact.
    await ctx.tx.update(item).set({ assigneeContactId: null, assignmentKind: AssignmentKind.ROLE, updatedAt: new Date() }).where(eq(item.id, ctx.item.id));
  }
  ctx.summary.assigned = to;
  await audit(ctx.tx, { ...base, action: 'assigned', details: { ...byContact(ctx), action: code, target, assignee_type: to.type, assignee_id: to.id } });
}
