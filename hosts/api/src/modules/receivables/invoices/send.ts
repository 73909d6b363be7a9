/**
 * Mailing an invoice to the account's contacts: each mail carries the contact's portal link
 * and the invoice's PDF. A portal token is never stored (only its hash), so the link is issued
 * anew for each recipient, as "send link" on the account does: the newest mail holds the working
 * link, its expiry is kept when it had one still running. A contact whose link staff revoked is
 * never sent one behind their back.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { AuditEntityKind, ConfigProperty, ReceivablesMessage } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { accountContact, contact, invoice } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import { getConfig, readConfigValue } from '../../../platform/config.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, detailError } from '../../../platform/http/errors.ts';
import { assertRefs } from '../../../platform/http/refs.ts';
import type { MailMessage } from '../../../platform/mail.ts';
import { accountingEmailOf, customerNotificationsOn, greetingOf, NOTIFICATIONS_OFF, salutation } from '../../../shared/organizations/mail-settings.ts';
import { contactName } from '../../../shared/portal/access.ts';
import { defaultLinkExpiry, issuePortalLink } from '../../../shared/portal/links.ts';
import type { Loaded } from './rows.ts';
import { RECEIVABLES_KIND } from '../module.ts';

export { customerNotificationsOn, NOTIFICATIONS_OFF };
export const NOT_FINALIZED = 'Finalize the invoice before sending it.';
export const NO_RECIPIENTS = 'This account has no contact to send the invoice to.';
const NOT_ON_ACCOUNT = 'Must be the id of a contact of this account.';
const REVOKED = "This contact's portal link was revoked; issue a new link on the account before sending.";

/** "save and send document notification": saving the free-form document also mails it. */
export async function saveAndSendOn(db: Db, orgId: number): Promise<boolean> {
  return readConfigValue(await getConfig(db, orgId, ConfigProperty.SAVE_AND_SEND_DOCUMENT_NOTIFICATION)) === true;
}

export function assertSendable(r: Loaded): void {
  if (r.invoice.state === 'draft') throw detailError(409, NOT_FINALIZED);
  if (r.invoice.state === 'void') throw detailError(409, ReceivablesMessage.ALREADY_VOID);
}

export interface Pdf {
  name: string;
  bytes: Uint8Array;
}

/**
 * Issues each recipient's link and audits, in one transaction; then mails, then marks the
 * invoice sent. Answers the addresses mailed. An account with no contact to mail is refused (409),
 * unless `noneIsEmpty` asks for an empty answer instead (saving the document still succeeds).
 */
export async function sendInvoice(deps: Deps, orgId: number, orgName: string, r: Loaded, pdf: Pdf, opts: { contactIds?: number[]; actorUserId: number; noneIsEmpty?: boolean }): Promise<string[]> {
  const { db } = deps;
  if (!(await customerNotificationsOn(db, orgId))) throw detailError(409, NOTIFICATIONS_OFF);
  if (opts.contactIds) await assertRefs(db, orgId, { contact_ids: opts.contactIds });
  const links = await db
    .select({ link: accountContact, who: contact })
    .from(accountContact)
    .innerJoin(contact, eq(contact.id, accountContact.contactId))
    .where(and(eq(accountContact.accountId, r.item.accountId), eq(accountContact.organizationId, orgId), ...(opts.contactIds ? [inArray(accountContact.contactId, opts.contactIds)] : [])))
    .orderBy(accountContact.id);
  if (opts.contactIds) {
    const found = new Map(links.map((l) => [l.link.contactId, l]));
    if (opts.contactIds.some((id) => !found.has(id))) throw badRequest({ contact_ids: [NOT_ON_ACCOUNT] });
    if (links.some((l) => l.link.tokenRevokedAt)) throw badRequest({ contact_ids: [REVOKED] });
  }
  const recipients = links.filter((l) => !l.link.tokenRevokedAt);
  if (!recipients.length) {
    if (opts.noneIsEmpty) return [];
    throw detailError(409, NO_RECIPIENTS);
  }

  const now = new Date();
  const greeting = await greetingOf(db, orgId);
  const replyTo = await accountingEmailOf(db, orgId);
  const inv = r.invoice;
  const currency = inv.currency ?? 'USD';
  const what = inv.docType === 'credit_note' ? 'credit note' : 'invoice';
  const messages: MailMessage[] = [];
  await db.transaction(async (txRaw) => {
    const tx = txRaw as Db;
    for (const { link, who } of recipients) {
      const running = link.tokenHash && (link.tokenExpiresAt === null || link.tokenExpiresAt > now);
      const expiresAt = running ? link.tokenExpiresAt : defaultLinkExpiry(now);
      const { url } = await issuePortalLink(tx, link.id, { publicUrl: deps.settings.publicUrl, moduleKind: RECEIVABLES_KIND, expiresAt, sent: true, now, keepRevoked: true });
      const name = contactName(who);
      const amount = `${formatAmount(inv.total ?? '0', currency)} ${currency}`;
      const body = [
        salutation(greeting, name),
        '',
        inv.docType === 'credit_note'
          ? `${orgName} has issued credit note ${inv.number} of ${amount} to ${r.accountName}.`
          : `${orgName} has sent ${r.accountName} invoice ${inv.number} for ${amount}${r.item.dueDate ? `, due ${r.item.dueDate}` : ''}.`,
        '',
        inv.docType === 'credit_note' ? 'See it in your secure portal:' : 'See and pay it in your secure portal:',
        url,
        '',
        `The ${what} is attached as ${pdf.name}.`,
        expiresAt ? `The link works until ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.` : 'Keep this link private: anyone holding it can open the portal.',
      ].join('\n');
      messages.push({
        to: who.email,
        subject: `${orgName}: ${what} ${inv.number}`,
        body,
        links: [url],
        orgId,
        replyTo,
        attachments: [{ filename: pdf.name, contentType: 'application/pdf', content: pdf.bytes }],
      });
    }
    await audit(tx, { orgId, entityKind: AuditEntityKind.ITEM, entityId: r.item.id, action: 'invoice_sent', actorUserId: opts.actorUserId, details: { number: inv.number, contact_ids: recipients.map((l) => l.link.contactId), to: recipients.map((l) => l.who.email) } });
  });
  for (const m of messages) await deps.mailer.send(m);
  await db.update(invoice).set({ sentAt: new Date() }).where(eq(invoice.itemId, r.item.id));
  return messages.map((m) => m.to);
}
