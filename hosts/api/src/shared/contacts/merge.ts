/**
 * Merging two contacts of the directory: the source is folded into the target (which is kept) in
 * one transaction, so a duplicate made by an import, a lead's conversion or a typo becomes one
 * person with everything of both.
 *
 * - Places on accounts: where only the source was on an account, its place (and role) becomes the
 *   target's; where both were, the target's place is kept and the source's portal visits, uploads
 *   and payment sessions are moved onto it before the source's place goes.
 * - Portal links: the target keeps its own. The source's stop working: a place that moves loses
 *   its link (staff issue the target one there), since it was mailed to the source's address; a
 *   revocation staff made stays.
 * - Every other row naming the source (MOVED_COLUMNS: items, files, comments, answers, figures,
 *   status history, workflow triggers, secure shares, converted leads) names the target; a
 *   reminder already claimed for the target is not claimed twice; workflow conditions and actions
 *   naming the source name the target.
 * - The target's empty names, company and phone are filled from the source; its e-mail is kept.
 *
 * Two checkouts open on one invoice, one by each contact on the same account, cannot both stay
 * open on one place (and closing either could lose a payment under way): the merge is refused
 * (409) until they end. A test (merge.test.ts) holds MOVED_COLUMNS and the special cases equal to
 * every foreign key the schema has onto a contact or an account's contact, so a new one is decided.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AuditEntityKind, CONTACT_MERGE_CHECKOUT, type ContactRow } from '@si/contract';
import type { Db } from '../../db/client.ts';
import {
  accountContact,
  answer,
  comment,
  contact,
  file,
  item,
  itemHistory,
  metric,
  paymentSession,
  portalAccess,
  reminderSent,
  salesLead,
  secureFileShare,
  upload,
  workflowTransition,
  covenantResult,
  drawRequest,
  loanHistory,
  loanParty,
  type StoredAction,
  type StoredCondition,
} from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import { badRequest, detailError, notFound } from '../../platform/http/errors.ts';
import { refMessage } from '../../platform/http/refs.ts';
import { accountCount, toContactRow } from './directory.ts';

/** Columns naming a contact that simply change from the source to the target (no unique key holds them). */
export const MOVED_COLUMNS: PgColumn[] = [
  item.assigneeContactId,
  item.createdByContactId,
  file.uploadedByContactId,
  comment.authorContactId,
  answer.answeredByContactId,
  metric.reportedByContactId,
  itemHistory.actorContactId,
  workflowTransition.triggerContactId,
  secureFileShare.contactId,
  salesLead.convertedContactId,
  covenantResult.reportedByContactId,
  drawRequest.requestedByContactId,
  loanHistory.contactId,
];

/** Columns naming a contact that the merge handles one by one (a unique key holds each). */
export const SPECIAL_COLUMNS: PgColumn[] = [accountContact.contactId, reminderSent.contactId, loanParty.contactId];

/** Columns naming an account's contact (a place): moved onto the target's place where both had one. */
export const PLACE_COLUMNS: PgColumn[] = [paymentSession.accountContactId, upload.accountContactId, portalAccess.accountContactId];

const FILLED = ['firstName', 'lastName', 'companyName', 'phone'] as const;
const FILLED_WIRE: Record<(typeof FILLED)[number], string> = { firstName: 'first_name', lastName: 'last_name', companyName: 'company_name', phone: 'phone' };

export interface ContactMergeInput {
  orgId: number;
  userId: number;
  /** The contact merged, then deleted (the path's). */
  sourceId: number;
  /** The contact kept (`into_id`). */
  targetId: number;
}

/** A condition's or action's contact ids with `from` replaced by `to`; the same object when none named `from`. */
function renamed<T extends StoredCondition | StoredAction>(entry: T, from: number, to: number): T {
  const next: T = { ...entry };
  let changed = false;
  if (entry.contact_id === from) {
    next.contact_id = to;
    changed = true;
  }
  const ids = 'contact_ids' in entry ? entry.contact_ids : undefined;
  if (ids?.includes(from)) {
    (next as StoredCondition).contact_ids = [...new Set(ids.map((id) => (id === from ? to : id)))];
    changed = true;
  }
  return changed ? next : entry;
}

/**
 * Merges contact `sourceId` into `targetId` of organization `orgId` and answers the target as the
 * directory shows it. 404 when the source is not the organization's; 400 on `into_id` when the
 * target is not; 409 when both pay the same invoice right now.
 */
export async function mergeContacts(db: Db, input: ContactMergeInput): Promise<ContactRow> {
  const { orgId, userId, sourceId, targetId } = input;
  return db.transaction(async (txn) => {
    const tx = txn as Db;
    // Both rows locked in id order, so two merges of the same pair wait for each other.
    const pair = await tx
      .select()
      .from(contact)
      .where(and(eq(contact.organizationId, orgId), inArray(contact.id, [sourceId, targetId])))
      .orderBy(asc(contact.id))
      .for('update');
    const source = pair.find((c) => c.id === sourceId);
    const target = pair.find((c) => c.id === targetId);
    if (!source) throw notFound();
    if (!target) throw badRequest({ into_id: [refMessage('contact')] });

    const [clash] = await tx
      .select({ id: paymentSession.id })
      .from(paymentSession)
      .innerJoin(accountContact, eq(accountContact.id, paymentSession.accountContactId))
      .where(
        and(
          eq(accountContact.contactId, sourceId),
          eq(paymentSession.status, 'open'),
          sql`exists (select 1 from ${paymentSession} other join ${accountContact} theirs on theirs.id = other.account_contact_id
                where theirs.contact_id = ${targetId} and theirs.account_id = ${accountContact.accountId}
                  and other.item_id = ${paymentSession.itemId} and other.status = 'open')`,
        ),
      )
      .limit(1);
    if (clash) throw detailError(409, CONTACT_MERGE_CHECKOUT);

    // Where both are on an account: what hangs on the source's place moves to the target's, then the place goes.
    const shared = await tx
      .select({ id: accountContact.id, accountId: accountContact.accountId })
      .from(accountContact)
      .where(
        and(
          eq(accountContact.contactId, sourceId),
          sql`exists (select 1 from ${accountContact} theirs where theirs.contact_id = ${targetId} and theirs.account_id = ${accountContact.accountId})`,
        ),
      );
    if (shared.length) {
      for (const column of PLACE_COLUMNS) {
        await tx.execute(sql`update ${column.table} set ${sql.identifier(column.name)} = theirs.id
          from ${accountContact} mine, ${accountContact} theirs
          where ${column} = mine.id and mine.contact_id = ${sourceId} and theirs.contact_id = ${targetId} and theirs.account_id = mine.account_id`);
      }
      await tx.delete(accountContact).where(inArray(accountContact.id, shared.map((s) => s.id)));
    }
    // Where only the source was: the place is the target's, without the link mailed to the source.
    const moved = await tx
      .update(accountContact)
      .set({
        contactId: targetId,
        tokenHash: null,
        tokenExpiresAt: null,
        linkIssuedAt: null,
        linkSentAt: null,
        emailConfirmedAt: null,
        mfaCodeHash: null,
        mfaCodeExpiresAt: null,
        mfaCodeAttempts: 0,
      })
      .where(eq(accountContact.contactId, sourceId))
      .returning({ accountId: accountContact.accountId });

    // A reminder step claimed for both is the target's once; the source's copy goes with the source.
    await tx.execute(sql`update ${reminderSent} set contact_id = ${targetId}
      where ${reminderSent.contactId} = ${sourceId} and not exists (
        select 1 from ${reminderSent} kept where kept.contact_id = ${targetId} and kept.item_id = ${reminderSent.itemId}
          and kept.step = ${reminderSent.step} and kept.due_date = ${reminderSent.dueDate})`);
    // A loan's borrower or guarantor: the target takes the source's place unless it holds the same one already
    // (the source's copy goes with the source).
    await tx.execute(sql`update ${loanParty} set contact_id = ${targetId}
      where ${loanParty.contactId} = ${sourceId} and not exists (
        select 1 from ${loanParty} kept where kept.contact_id = ${targetId} and kept.account_id = ${loanParty.accountId} and kept.role = ${loanParty.role})`);
    for (const column of MOVED_COLUMNS) {
      await tx.execute(sql`update ${column.table} set ${sql.identifier(column.name)} = ${targetId} where ${column} = ${sourceId}`);
    }

    // Workflow conditions and actions keep contact ids in their JSON.
    const named = await tx
      .select({ id: workflowTransition.id, conditions: workflowTransition.conditions, actions: workflowTransition.actions })
      .from(workflowTransition)
      .where(
        and(
          eq(workflowTransition.organizationId, orgId),
          or(
            sql`${workflowTransition.conditions} @> ${JSON.stringify([{ contact_id: sourceId }])}::jsonb`,
            sql`${workflowTransition.conditions} @> ${JSON.stringify([{ contact_ids: [sourceId] }])}::jsonb`,
            sql`${workflowTransition.actions} @> ${JSON.stringify([{ contact_id: sourceId }])}::jsonb`,
          ),
        ),
      );
    for (const t of named) {
      await tx
        .update(workflowTransition)
        .set({ conditions: t.conditions.map((c) => renamed(c, sourceId, targetId)), actions: t.actions.map((a) => renamed(a, sourceId, targetId)) })
        .where(eq(workflowTransition.id, t.id));
    }

    const filled = FILLED.filter((key) => target[key].trim() === '' && source[key].trim() !== '');
    if (filled.length) {
      await tx
        .update(contact)
        .set(Object.fromEntries(filled.map((key) => [key, source[key]])))
        .where(eq(contact.id, targetId));
    }
    await tx.delete(contact).where(eq(contact.id, sourceId));
    await audit(tx, {
      orgId,
      entityKind: AuditEntityKind.CONTACT,
      entityId: targetId,
      action: 'contact_merged',
      actorUserId: userId,
      details: {
        merged_contact_id: sourceId,
        merged_email: source.email,
        filled: filled.map((key) => FILLED_WIRE[key]),
        accounts_moved: moved.map((m) => m.accountId),
        accounts_shared: shared.map((s) => s.accountId),
      },
    });
    const [kept] = await tx.select({ contact, accounts: accountCount }).from(contact).where(eq(contact.id, targetId));
    return toContactRow(kept!.contact, kept!.accounts);
  });
}
