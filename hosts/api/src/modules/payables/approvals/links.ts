/**
 * Approval links: when a bill's step opens, each of its approvers (except the one who entered the
 * bill) gets a mail with Approve and Reject links. Both carry one token bound to that approver,
 * that bill and that step; only its SHA-256 is stored, it expires after 72 hours and is used once
 * (approving or rejecting uses it). Reading a link (GET) changes nothing: the suite shows a page
 * asking to confirm, which POSTs the decision.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { APPROVAL_LINK_HOURS, ApprovalLinkMessage, WRITE_ROLES } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { account, item, organization, user, userOffice } from '../../../db/schema.ts';
import type { MailMessage } from '../../../platform/mail.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { detailError } from '../../../platform/http/errors.ts';
import { sha256 } from '../../../platform/tokens.ts';
import { newPortalToken } from '../../../shared/portal/access.ts';
import { bill, billApprovalDecision, billApprovalLink, billApprovalStep } from '../schema.ts';

/** The suite's confirmation page for a token (the suite routes it). */
export const approvalLinkUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/public/approve/${token}`;

/**
 * Opens the bill's current step (the first not completed): a link per approver, and the mails to
 * send once the transaction commits.
 */
export async function openStep(tx: Db, publicUrl: string, orgId: number, itemId: number, now = new Date()): Promise<MailMessage[]> {
  const steps = await tx.select().from(billApprovalStep).where(and(eq(billApprovalStep.itemId, itemId), eq(billApprovalStep.organizationId, orgId))).orderBy(asc(billApprovalStep.position));
  const step = steps.find((s) => s.completedAt === null);
  if (!step) return [];
  const [b] = await tx
    .select({ number: bill.number, total: bill.total, currency: bill.currency, enteredBy: bill.enteredBy, vendor: account.name })
    .from(bill)
    .innerJoin(account, eq(account.id, bill.accountId))
    .where(eq(bill.itemId, itemId));
  if (!b) return [];
  const ids = step.approverIds.filter((id) => id !== b.enteredBy);
  if (!ids.length) return [];
  const people = await tx.select({ id: user.id, email: user.email, firstName: user.firstName }).from(user).where(and(eq(user.organizationId, orgId), eq(user.isActive, true), inArray(user.id, ids)));
  const expiresAt = new Date(now.getTime() + APPROVAL_LINK_HOURS * 3_600_000);
  const mails: MailMessage[] = [];
  for (const p of people) {
    const { token, hash } = newPortalToken();
    await tx.insert(billApprovalLink).values({ organizationId: orgId, itemId, stepId: step.id, userId: p.id, tokenHash: hash, expiresAt });
    const url = approvalLinkUrl(publicUrl, token);
    const amount = `${formatAmount(b.total, b.currency)} ${b.currency}`;
    const links = [`${url}?decision=approve`, `${url}?decision=reject`];
    mails.push({
      orgId,
      to: p.email,
      subject: `Bill ${b.number} from ${b.vendor} (${amount}) waits for your approval`,
      body: [
        `Hello ${p.firstName || p.email},`,
        '',
        `Bill ${b.number} from ${b.vendor}, ${amount}, waits for your approval (step ${step.position} of ${steps.length}).`,
        '',
        `Approve: ${links[0]}`,
        `Reject: ${links[1]}`,
        '',
        `Each link asks you to confirm, works once and expires in ${APPROVAL_LINK_HOURS} hours.`,
      ].join('\n'),
      links,
    });
  }
  return mails;
}

/** Sends mails after the work that made them committed; a mail that fails does not undo the decision. */
export async function sendAll(deps: Deps, mails: MailMessage[]): Promise<void> {
  for (const m of mails) {
    try {
      await deps.mailer.send(m);
    } catch (error) {
      if (!deps.settings.quiet) console.error('[approvals] mail failed', error);
    }
  }
}

/** The link behind a token, checked: usable now by an approver still allowed (refusals as the contract lists them). */
export async function usableLink(db: Db, token: string, now = new Date()) {
  const [link] = await db.select().from(billApprovalLink).where(eq(billApprovalLink.tokenHash, sha256(token)));
  if (!link) throw detailError(404, ApprovalLinkMessage.UNKNOWN);
  if (link.usedAt) throw detailError(410, ApprovalLinkMessage.USED);
  if (link.expiresAt.getTime() <= now.getTime()) throw detailError(410, ApprovalLinkMessage.EXPIRED);
  if (link.stepId === null) throw detailError(410, ApprovalLinkMessage.CHANGED);
  const [b] = await db
    .select({ state: bill.state, number: bill.number, total: bill.total, currency: bill.currency, billDate: bill.billDate, dueDate: item.dueDate, vendor: account.name, org: organization.name })
    .from(bill)
    .innerJoin(account, eq(account.id, bill.accountId))
    .innerJoin(item, eq(item.id, bill.itemId))
    .innerJoin(organization, eq(organization.id, bill.organizationId))
    .where(and(eq(bill.itemId, link.itemId), eq(bill.organizationId, link.organizationId)));
  const steps = await db.select().from(billApprovalStep).where(eq(billApprovalStep.itemId, link.itemId)).orderBy(asc(billApprovalStep.position));
  const step = steps.find((s) => s.id === link.stepId);
  const current = steps.find((s) => s.completedAt === null);
  if (!b || !step) throw detailError(410, ApprovalLinkMessage.CHANGED);
  if (b.state !== 'in_approval' || current?.id !== step.id) throw detailError(410, ApprovalLinkMessage.DECIDED);
  const [[person], roles, decided] = await Promise.all([
    db.select({ firstName: user.firstName, lastName: user.lastName, email: user.email, active: user.isActive }).from(user).where(and(eq(user.id, link.userId), eq(user.organizationId, link.organizationId))),
    db.select({ role: userOffice.role }).from(userOffice).where(and(eq(userOffice.userId, link.userId), eq(userOffice.organizationId, link.organizationId))),
    db.select({ userId: billApprovalDecision.userId }).from(billApprovalDecision).where(eq(billApprovalDecision.stepId, step.id)),
  ]);
  if (!person?.active || !roles.some((r) => (WRITE_ROLES as readonly string[]).includes(r.role)) || !step.approverIds.includes(link.userId)) throw detailError(403, ApprovalLinkMessage.NOT_ALLOWED);
  if (decided.some((d) => d.userId === link.userId)) throw detailError(410, ApprovalLinkMessage.USED);
  return { link, bill: b, step, steps: steps.length, approvals: decided.length, approver: `${person.firstName} ${person.lastName}`.trim() || person.email };
}

/** Marks the link used (once: of two at once, one claims it); false when it was already used. */
export async function claimLink(db: Db, linkId: number, now = new Date()): Promise<boolean> {
  const [row] = await db.update(billApprovalLink).set({ usedAt: now }).where(and(eq(billApprovalLink.id, linkId), isNull(billApprovalLink.usedAt))).returning({ id: billApprovalLink.id });
  return !!row;
}

/** Gives a claimed link back when the decision it carried was refused (nothing happened). */
export async function releaseLink(db: Db, linkId: number): Promise<void> {
  await db.update(billApprovalLink).set({ usedAt: null }).where(eq(billApprovalLink.id, linkId));
}
