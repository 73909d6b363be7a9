/**
 * The mail that makes a change of bank details noticed: every contact of the vendor with a live
 * portal link is told that the details were changed, by whom, and that they will be used only
 * once the organization verifies them. A change someone else made (a forged request, a
 * compromised link) is thus seen by the vendor's other people too. With customer notifications
 * turned off nothing leaves, and the account's activity records that it did not.
 */
import { AuditEntityKind } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { audit } from '../../../platform/audit.ts';
import type { MailMessage } from '../../../platform/mail.ts';
import { customerNotificationsOn, greetingOf, salutation } from '../../../shared/organizations/mail-settings.ts';
import { contactName } from '../../../shared/portal/access.ts';
import { NOTIFICATIONS_OFF_REASON } from '../../../shared/workflow/engine/effects.ts';
import { maskNumber, type BankDetailsRecord } from './rows.ts';
import { vendorRecipients } from '../recipients.ts';

/**
 * The mails to send after the change commits; the audit row (who was told, or why nobody was) is
 * written in `tx`, with the change.
 */
export async function changeMails(tx: Db, ctx: { orgId: number; orgName: string; accountName: string; by: string; actorUserId: number | null }, row: BankDetailsRecord): Promise<MailMessage[]> {
  const unique = (await vendorRecipients(tx, ctx.orgId, [row.accountId])).get(row.accountId) ?? [];
  const base = { orgId: ctx.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: row.accountId, actorUserId: ctx.actorUserId };
  const detail = { bank_details_id: row.id, reason: 'bank_details_changed' };
  if (!unique.length) {
    await audit(tx, { ...base, action: 'notification_skipped', details: { ...detail, to: [], reason: 'No contact to notify.' } });
    return [];
  }
  if (!(await customerNotificationsOn(tx, ctx.orgId))) {
    const code = 'customer_notifications_off';
    await audit(tx, { ...base, action: 'notification_skipped', details: { ...detail, to: unique.map((p) => p.email), reason_code: code, reason: NOTIFICATIONS_OFF_REASON[code] } });
    return [];
  }
  const greeting = await greetingOf(tx, ctx.orgId);
  const number = row.iban ? `IBAN ${maskNumber(row.iban)}` : `account ${maskNumber(row.accountNumber)}`;
  const mails = unique.map((p) => ({
    to: p.email,
    subject: `${ctx.orgName}: your bank details were changed`,
    body: [
      salutation(greeting, contactName(p)),
      '',
      `The bank details ${ctx.orgName} pays ${ctx.accountName} to were changed by ${ctx.by}: ${row.holderName}, ${number}.`,
      `They will be used only once ${ctx.orgName} has verified them; until then, payments go to the details verified before.`,
      '',
      `If you did not ask for this change, contact ${ctx.orgName} at once, by a phone number you already know, not one given in a mail.`,
    ].join('\n'),
    orgId: ctx.orgId,
  }));
  await audit(tx, { ...base, action: 'notified', details: { ...detail, to: mails.map((m) => m.to) } });
  return mails;
}
