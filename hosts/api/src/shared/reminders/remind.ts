/**
 * "Remind now": a staff user mails contacts about their open items at once, outside the ladder
 * (step 'manual:<time>'), for one contact on a workspace or for whole workspaces (bulk action).
 */
import { and, gt, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reminderSent } from '../../db/schema.ts';
import { detailError } from '../../platform/http/errors.ts';
import { sendWhenCommitted, transactionId } from './after-commit.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { customerNotificationsOn, NOTIFICATIONS_OFF } from '../organizations/mail-settings.ts';
import { claimAndCompose, deliver, type Claim, type PendingMail } from './mail.ts';
import { openItemsWithRecipients, type OpenItem } from './recipients.ts';

/** A contact reminded by hand is not reminded by hand again for this long (repeated clicks, bulk runs). */
export const MANUAL_REMINDER_GAP_MINUTES = 10;
export const REMINDED_RECENTLY = `This contact was reminded less than ${MANUAL_REMINDER_GAP_MINUTES} minutes ago; try again later.`;

/** Contacts among `contactIds` with a manual reminder about any of these items in the last few minutes. */
async function remindedRecently(tx: Db, itemIds: number[], contactIds: number[], now: Date): Promise<Set<number>> {
  if (!itemIds.length || !contactIds.length) return new Set();
  const since = new Date(now.getTime() - MANUAL_REMINDER_GAP_MINUTES * 60_000);
  const rows = await tx
    .selectDistinct({ contactId: reminderSent.contactId })
    .from(reminderSent)
    .where(and(inArray(reminderSent.itemId, itemIds), inArray(reminderSent.contactId, contactIds), like(reminderSent.step, 'manual:%'), gt(reminderSent.sentAt, since)));
  return new Set(rows.map((r) => r.contactId));
}

async function compose(tx: Db, orgId: number, accountIds: number[], actorUserId: number, contactId?: number): Promise<PendingMail[]> {
  // Customer notifications off: refuse rather than look as if the reminder left.
  if (!(await customerNotificationsOn(tx, orgId))) throw detailError(409, NOTIFICATIONS_OFF);
  const now = new Date();
  const step = `manual:${now.toISOString()}`;
  const open = await openItemsWithRecipients(tx, { now, orgId, accountIds });
  const wanted = open.flatMap(({ item, recipients }) => recipients.filter((r) => contactId === undefined || r.contactId === contactId).map((recipient) => ({ item, recipient })));
  const recent = await remindedRecently(tx, [...new Set(wanted.map((w) => w.item.id))], [...new Set(wanted.map((w) => w.recipient.contactId))], now);
  // One contact asked for by name and reminded a moment ago: say so; in bulk, those are skipped.
  if (contactId !== undefined && recent.has(contactId)) throw detailError(429, REMINDED_RECENTLY);
  const claims: Claim[] = wanted.filter((w) => !recent.has(w.recipient.contactId)).map((w) => ({ ...w, step }));
  return claims.length ? claimAndCompose(tx, claims, now, actorUserId) : [];
}

/**
 * Reminds every contact with open items on these workspaces (of `orgId`; archived and held ones
 * are skipped) and returns the number of mails. Claims and audit events go in `tx`, the caller's
 * transaction; the mails leave once it commits and never if it rolls back.
 */
export async function remindAccounts(deps: Deps, tx: Db, orgId: number, accountIds: number[], actorUserId: number): Promise<number> {
  const pending = await compose(tx, orgId, accountIds, actorUserId);
  if (pending.length) sendWhenCommitted(deps, await transactionId(tx), pending);
  return pending.length;
}

/** One contact on one workspace, in a transaction of its own; the items mailed (none: nothing open). */
export async function remindContact(deps: Deps, orgId: number, accountId: number, contactId: number, actorUserId: number): Promise<{ to: string; items: OpenItem[] } | null> {
  const pending = await deps.db.transaction((tx) => compose(tx as unknown as Db, orgId, [accountId], actorUserId, contactId));
  await deliver(deps, pending);
  const mail = pending[0];
  return mail ? { to: mail.message.to, items: mail.items } : null;
}
