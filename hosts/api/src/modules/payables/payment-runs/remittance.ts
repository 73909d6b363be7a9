/**
 * The remittance advice of a paid run: each vendor's contacts (those whose portal link is not
 * revoked) are mailed the bills of theirs the run paid, with each bill's number and amount, the
 * day and the payment's reference, so they can match the money on their statement. With customer
 * notifications turned off nothing leaves, and the vendor's activity records that it did not.
 * The mails are made (and their audit written) in the run's transaction and sent after it commits.
 */
import { AuditEntityKind } from '@si/contract';
import { formatAmount, sumMoney } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { auditEvent } from '../../../db/schema.ts';
import type { MailMessage } from '../../../platform/mail.ts';
import { customerNotificationsOn, greetingOf, salutation } from '../../../shared/organizations/mail-settings.ts';
import { contactName } from '../../../shared/portal/access.ts';
import { NOTIFICATIONS_OFF_REASON } from '../../../shared/workflow/engine/effects.ts';
import type { RunBill } from './rows.ts';
import { vendorRecipients } from '../recipients.ts';

export interface PaidRun {
  id: number;
  orgId: number;
  orgName: string;
  currency: string;
  paidOn: string;
  reference: string;
  actorUserId: number;
}

/** The mails to send once the run's payment commits, one per contact of each vendor paid; audits who was told, or why nobody was. */
export async function remittanceMails(tx: Db, run: PaidRun, bills: readonly RunBill[]): Promise<MailMessage[]> {
  const byVendor = new Map<number, RunBill[]>();
  for (const b of bills) byVendor.set(b.accountId, [...(byVendor.get(b.accountId) ?? []), b]);
  const vendorIds = [...byVendor.keys()];
  if (!vendorIds.length) return [];
  const people = await vendorRecipients(tx, run.orgId, vendorIds);
  const on = await customerNotificationsOn(tx, run.orgId);
  const greeting = await greetingOf(tx, run.orgId);
  const mails: MailMessage[] = [];
  const audits: (typeof auditEvent.$inferInsert)[] = [];
  for (const [accountId, paid] of byVendor) {
    const to = people.get(accountId) ?? [];
    const base = { organizationId: run.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: accountId, actorUserId: run.actorUserId };
    const detail = { payment_run_id: run.id, reason: 'remittance' };
    if (!to.length) {
      audits.push({ ...base, action: 'notification_skipped', details: { ...detail, to: [], reason: 'No contact to notify.' } });
      continue;
    }
    if (!on) {
      const code = 'customer_notifications_off';
      audits.push({ ...base, action: 'notification_skipped', details: { ...detail, to: to.map((p) => p.email), reason_code: code, reason: NOTIFICATIONS_OFF_REASON[code] } });
      continue;
    }
    const total = formatAmount(sumMoney(paid.map((b) => b.amount)), run.currency);
    const lines = paid.map((b) => `- Invoice ${b.number}: ${formatAmount(b.amount, run.currency)} ${run.currency}`);
    for (const p of to) {
      mails.push({
        to: p.email,
        subject: `${run.orgName}: payment of ${total} ${run.currency} sent, reference ${run.reference}`,
        body: [
          salutation(greeting, contactName(p)),
          '',
          `${run.orgName} paid ${paid[0]!.vendorName} ${total} ${run.currency} on ${run.paidOn}, reference ${run.reference}, for these invoices:`,
          '',
          ...lines,
          '',
          `Paid on: ${run.paidOn}`,
          `Reference: ${run.reference}`,
          '',
          `The money is sent to the bank details ${run.orgName} holds as verified for you. If an amount is not what you expected, reply to ${run.orgName} quoting the reference.`,
        ].join('\n'),
        orgId: run.orgId,
      });
    }
    audits.push({ ...base, action: 'notified', details: { ...detail, to: to.map((p) => p.email), bills: paid.map((b) => b.itemId) } });
  }
  if (audits.length) await tx.insert(auditEvent).values(audits);
  return mails;
}
