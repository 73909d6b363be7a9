/**
 * The actions on a vendor's bank details, one function per verb, knowing no HTTP:
 * `submitBankDetails` (the vendor, in its portal, or staff, for the vendor: a new pending change
 * that replaces one still waiting), `verifyBankDetails` (a second staff member: the change becomes
 * the details payments go to) and `rejectBankDetails` (with the reason the vendor sees).
 *
 * Every write first locks the vendor's account row (`FOR UPDATE`), so the writes on one vendor's
 * details run one after the other: of two verifications at once one wins and the other finds the
 * change no longer pending (409); two submissions never both insert a pending row. A replaced
 * change becomes `superseded` with nobody as its decider and keeps its id, so a verifier who read
 * it can never verify a newer change by mistake: the newer one has an id of its own.
 */
import { and, eq } from 'drizzle-orm';
import { AuditEntityKind, BankDetailsMessage, type BankDetailsWrite } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { account, organization } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { detailError, notFound } from '../../../platform/http/errors.ts';
import type { MailMessage } from '../../../platform/mail.ts';
import { vendorBankDetails } from '../schema.ts';
import { assertBankCodes } from './checks.ts';
import { changeMails } from './mail.ts';
import { maskNumber, type BankDetailsRecord } from './rows.ts';

async function organizationName(db: Db, orgId: number): Promise<string> {
  const [org] = await db.select({ name: organization.name }).from(organization).where(eq(organization.id, orgId));
  return org?.name ?? '';
}

/** Who gives new details: a staff member (by user id and name) or a portal contact (by name). */
export type Requester = { kind: 'staff'; userId: number; name: string } | { kind: 'contact'; contactId: number; name: string };

/** The audit's view of a set of details: never the whole number. */
const audited = (r: BankDetailsRecord) => ({
  bank_details_id: r.id,
  holder_name: r.holderName,
  ...(r.iban ? { iban: maskNumber(r.iban), bic: r.bic } : { account_number: maskNumber(r.accountNumber), routing_number: r.routingNumber }),
});

/** Locks the account row for the rest of the transaction; its name for the mails. */
async function lockAccount(tx: Db, orgId: number, accountId: number): Promise<string> {
  const [row] = await tx.select({ name: account.name }).from(account).where(and(eq(account.id, accountId), eq(account.organizationId, orgId))).for('update');
  if (!row) throw notFound();
  return row.name;
}

async function sendAll(deps: Deps, mails: MailMessage[]): Promise<void> {
  for (const m of mails) {
    try {
      await deps.mailer.send(m);
    } catch (err) {
      // The change stands; a mail server hiccup must not undo it. The log keeps the miss.
      deps.log(`[payables] bank details mail to ${m.to} failed: ${(err as Error).message}`);
    }
  }
}

/**
 * New details for a vendor account (already checked to be the organization's payables account):
 * pending until verified, replacing a change still waiting; the vendor's contacts are mailed.
 */
export async function submitBankDetails(deps: Deps, ctx: { orgId: number; accountId: number; by: Requester }, input: BankDetailsWrite): Promise<BankDetailsRecord> {
  assertBankCodes(input);
  const orgName = await organizationName(deps.db, ctx.orgId);
  const { row, mails } = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const accountName = await lockAccount(tx, ctx.orgId, ctx.accountId);
    const now = new Date();
    const replaced = await tx
      .update(vendorBankDetails)
      .set({ state: 'superseded', decidedAt: now, verifiedBy: null })
      .where(and(eq(vendorBankDetails.accountId, ctx.accountId), eq(vendorBankDetails.organizationId, ctx.orgId), eq(vendorBankDetails.state, 'pending')))
      .returning({ id: vendorBankDetails.id });
    const [created] = await tx
      .insert(vendorBankDetails)
      .values({
        organizationId: ctx.orgId,
        accountId: ctx.accountId,
        state: 'pending',
        holderName: input.holder_name,
        bankName: input.bank_name,
        iban: input.iban,
        bic: input.bic,
        accountNumber: input.account_number,
        routingNumber: input.routing_number,
        currency: input.currency ?? null,
        requestedBy: ctx.by.kind === 'staff' ? ctx.by.userId : null,
        requestedByContact: ctx.by.kind === 'contact' ? ctx.by.name.slice(0, 200) : null,
      })
      .returning();
    const actorUserId = ctx.by.kind === 'staff' ? ctx.by.userId : null;
    await audit(tx, {
      orgId: ctx.orgId,
      entityKind: AuditEntityKind.WORKSPACE,
      entityId: ctx.accountId,
      actorUserId,
      action: ctx.by.kind === 'staff' ? 'bank_details_requested' : 'bank_details_submitted',
      details: { ...audited(created!), ...(ctx.by.kind === 'contact' ? { contact_id: ctx.by.contactId, contact: ctx.by.name } : {}), replaced: replaced.map((r) => r.id) },
    });
    const by = ctx.by.kind === 'staff' ? `${ctx.by.name} of ${orgName}` : ctx.by.name;
    return { row: created!, mails: await changeMails(tx, { orgId: ctx.orgId, orgName, accountName, by, actorUserId }, created!) };
  });
  await sendAll(deps, mails);
  return row;
}

/** The pending change `id` of the organization, under its account's lock; 404 when it is not the organization's. */
async function lockedChange(tx: Db, orgId: number, id: number): Promise<BankDetailsRecord> {
  const [found] = await tx
    .select({ accountId: vendorBankDetails.accountId })
    .from(vendorBankDetails)
    .where(and(eq(vendorBankDetails.id, id), eq(vendorBankDetails.organizationId, orgId)));
  if (!found) throw notFound();
  await lockAccount(tx, orgId, found.accountId);
  // Read again under the lock: a verification or a replacement that committed meanwhile shows now.
  const [row] = await tx.select().from(vendorBankDetails).where(eq(vendorBankDetails.id, id));
  if (!row) throw notFound();
  if (row.state !== 'pending') throw detailError(409, BankDetailsMessage.NOT_PENDING);
  return row;
}

/** A second staff member verifies a pending change: it becomes the details paid to; the previous ones are superseded. */
export async function verifyBankDetails(deps: Deps, ctx: { orgId: number; userId: number }, id: number): Promise<BankDetailsRecord> {
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await lockedChange(tx, ctx.orgId, id);
    if (row.requestedBy === ctx.userId) throw detailError(403, BankDetailsMessage.REQUESTED_BY_YOU);
    const now = new Date();
    const previous = await tx
      .update(vendorBankDetails)
      .set({ state: 'superseded' })
      .where(and(eq(vendorBankDetails.accountId, row.accountId), eq(vendorBankDetails.state, 'verified')))
      .returning({ id: vendorBankDetails.id });
    const [verified] = await tx.update(vendorBankDetails).set({ state: 'verified', verifiedBy: ctx.userId, decidedAt: now }).where(eq(vendorBankDetails.id, row.id)).returning();
    await audit(tx, {
      orgId: ctx.orgId,
      entityKind: AuditEntityKind.WORKSPACE,
      entityId: row.accountId,
      actorUserId: ctx.userId,
      action: 'bank_details_verified',
      details: { ...audited(verified!), requested_by: row.requestedBy, requested_by_contact: row.requestedByContact, superseded: previous.map((p) => p.id) },
    });
    return verified!;
  });
}

/** Rejects a pending change with a reason the vendor sees; the verified details stay as they were. */
export async function rejectBankDetails(deps: Deps, ctx: { orgId: number; userId: number }, id: number, reason: string): Promise<BankDetailsRecord> {
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await lockedChange(tx, ctx.orgId, id);
    const [rejected] = await tx
      .update(vendorBankDetails)
      .set({ state: 'rejected', verifiedBy: ctx.userId, decidedAt: new Date(), rejectReason: reason })
      .where(eq(vendorBankDetails.id, row.id))
      .returning();
    await audit(tx, { orgId: ctx.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: row.accountId, actorUserId: ctx.userId, action: 'bank_details_rejected', details: { ...audited(rejected!), reason } });
    return rejected!;
  });
}
