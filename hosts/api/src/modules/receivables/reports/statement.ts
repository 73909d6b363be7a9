/**
 * Statements of account: the view (opening balance, dated lines with the running balance,
 * closing balance, aging and open invoices, in one currency), its PDF, and sending it: a
 * STATEMENT item with its `statement` row (the portal's latest statement) and the PDF as the
 * item's file, mailed (attached) to the account's contacts with their portal link.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { AuditEntityKind, ItemKind, type StatementView } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { account, accountContact, contact, item, organization, statement } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, detailError } from '../../../platform/http/errors.ts';
import type { Storage } from '../../../platform/storage.ts';
import { linkState } from '../../../shared/accounts/contact-rows.ts';
import { putBytes, recordFileVersion } from '../../../shared/files/store.ts';
import { accountingEmailOf, greetingOf, salutation } from '../../../shared/organizations/mail-settings.ts';
import { contactName } from '../../../shared/portal/access.ts';
import { defaultLinkExpiry, issuePortalLink } from '../../../shared/portal/links.ts';
import type { StatementInvoice } from '../schema.ts';
import { customerNotificationsOn, NOTIFICATIONS_OFF } from '../invoices/send.ts';
import { accountCurrencies, accountLedger, agingInvoices, defaultCurrency, totalsOf } from './balances.ts';
import { today } from '../../../shared/dates/days.ts';
import { renderStatementPdf } from '../../../shared/pdf/lazy.ts';
import { pdfOrganization } from '../invoices/pdf.ts';

export type AccountRecord = typeof account.$inferSelect;

export const FROM_AFTER_AS_OF = 'The start of the period must be on or before the as-of date.';

/** The first day of the month of an ISO date. */
export const monthStart = (iso: string) => `${iso.slice(0, 8)}01`;

/** The account's statement currency: the one asked, else the one it uses most, else the organization's default. */
export async function statementCurrency(db: Db, orgId: number, accountId: number, asked?: string): Promise<string> {
  if (asked) return asked;
  return (await accountCurrencies(db, orgId, accountId))[0] ?? (await defaultCurrency(db, orgId));
}

export async function statementView(db: Db, orgId: number, acc: AccountRecord, q: { as_of?: string; from?: string; currency?: string }): Promise<StatementView> {
  const asOf = q.as_of ?? today();
  const from = q.from ?? monthStart(asOf);
  if (from > asOf) throw badRequest({ from: [FROM_AFTER_AS_OF] });
  const currency = await statementCurrency(db, orgId, acc.id, q.currency);
  const ledger = await accountLedger(db, { orgId, accountId: acc.id, currency, from, asOf });
  const open = await agingInvoices(db, { orgId, accountId: acc.id, asOf, currency });
  return {
    account_id: acc.id,
    account_name: acc.name,
    currency,
    from,
    as_of: asOf,
    opening_balance: ledger.opening,
    lines: ledger.lines,
    closing_balance: ledger.closing,
    aging: totalsOf(open, currency),
    open_invoices: open.map(({ currency: _currency, ...row }) => row),
  };
}

export async function organizationName(db: Db, orgId: number): Promise<string> {
  const [org] = await db.select({ name: organization.name }).from(organization).where(eq(organization.id, orgId));
  return org?.name ?? '';
}

export async function renderStatement(db: Db, orgId: number, view: StatementView): Promise<Uint8Array> {
  return renderStatementPdf({
    language: 'en',
    organization: await pdfOrganization(db, orgId),
    customer: { name: view.account_name },
    currency: view.currency,
    from: view.from,
    asOf: view.as_of,
    openingBalance: view.opening_balance,
    lines: view.lines,
    closingBalance: view.closing_balance,
    aging: view.aging,
    openInvoices: view.open_invoices,
  });
}

export const statementFileName = (view: StatementView) => `statement-${view.as_of}-${view.currency}.pdf`;

export interface SendResult {
  sent_to: string[];
  statement_id: number;
}

/**
 * Makes the statement as of `asOf` (STATEMENT item, statement row, PDF file) and mails it to the
 * account's contacts (or the ones named). A contact whose portal link is active is pointed to
 * it (tokens are never stored, so it cannot be repeated); one without an active link gets a new
 * link in the mail. `contactIds` must be contacts of the account (400 on contact_ids). With
 * "customer notifications enabled" off, nothing is made or sent (409).
 */
export async function sendStatement(
  deps: Deps,
  storage: Storage,
  s: { orgId: number; acc: AccountRecord; asOf?: string; currency?: string; contactIds?: number[]; actorUserId: number | null },
): Promise<SendResult> {
  const { db } = deps;
  if (!(await customerNotificationsOn(db, s.orgId))) throw detailError(409, NOTIFICATIONS_OFF);
  const asOf = s.asOf ?? today();
  const recipients = await db
    .select({ link: accountContact, contact })
    .from(accountContact)
    .innerJoin(contact, eq(contact.id, accountContact.contactId))
    .where(and(eq(accountContact.accountId, s.acc.id), eq(accountContact.organizationId, s.orgId), s.contactIds ? inArray(accountContact.contactId, s.contactIds) : undefined))
    .orderBy(accountContact.id);
  if (s.contactIds && new Set(recipients.map((r) => r.contact.id)).size !== new Set(s.contactIds).size) {
    throw badRequest({ contact_ids: ['Must be the ids of contacts of this account.'] });
  }
  const view = await statementView(db, s.orgId, s.acc, { as_of: asOf, from: monthStart(asOf), currency: s.currency });
  const pdf = Buffer.from(await renderStatement(db, s.orgId, view));
  const stored = await putBytes(storage, s.orgId, 'application/pdf', { bytes: pdf });
  const invoices: StatementInvoice[] = view.open_invoices.map((i) => ({ id: i.id, number: i.number ?? '', issue_date: i.issue_date ?? '', due_date: i.due_date, total: i.total, balance: i.open }));
  const now = new Date();
  const links = new Map<number, string>();
  const statementId = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [st] = await tx
      .insert(item)
      .values({ organizationId: s.orgId, accountId: s.acc.id, kind: ItemKind.STATEMENT, status: 'sent', title: `Statement ${view.as_of} (${view.currency})` })
      .returning({ id: item.id });
    await tx.insert(statement).values({
      itemId: st!.id,
      statementDate: view.as_of,
      currency: view.currency,
      totalDue: view.aging.total,
      agingCurrent: view.aging.current,
      agingDays1To30: view.aging.days_1_30,
      agingDays31To60: view.aging.days_31_60,
      agingDays61To90: view.aging.days_61_90,
      agingDaysOver90: view.aging.days_over_90,
      invoices,
    });
    await recordFileVersion(tx, { orgId: s.orgId, accountId: s.acc.id, itemId: st!.id, name: statementFileName(view), contentType: 'application/pdf', by: { userId: s.actorUserId }, ...stored });
    for (const r of recipients) {
      if (linkState(r.link, now.getTime()) === 'active') {
        await tx.update(accountContact).set({ linkSentAt: now }).where(eq(accountContact.id, r.link.id));
        continue;
      }
      const { url } = await issuePortalLink(tx, r.link.id, { publicUrl: deps.settings.publicUrl, moduleKind: s.acc.moduleKind, expiresAt: defaultLinkExpiry(now), sent: true, now });
      links.set(r.link.id, url);
    }
    await audit(tx, {
      orgId: s.orgId,
      entityKind: AuditEntityKind.WORKSPACE,
      entityId: s.acc.id,
      action: 'statement_sent',
      actorUserId: s.actorUserId,
      details: { statement_id: st!.id, as_of: view.as_of, currency: view.currency, total_due: view.aging.total, to: recipients.map((r) => r.contact.email) },
    });
    return st!.id;
  });
  const orgName = await organizationName(db, s.orgId);
  const greeting = await greetingOf(db, s.orgId);
  const replyTo = await accountingEmailOf(db, s.orgId);
  const sentTo: string[] = [];
  for (const r of recipients) {
    const url = links.get(r.link.id);
    const name = contactName(r.contact);
    const body = [
      salutation(greeting, name),
      '',
      `${orgName} has sent you the statement of account of ${s.acc.name} as of ${view.as_of}.`,
      '',
      `Opening balance (${view.from}): ${view.opening_balance} ${view.currency}`,
      `Closing balance (${view.as_of}): ${view.closing_balance} ${view.currency}`,
      `Total due: ${view.aging.total} ${view.currency} (current ${view.aging.current}, 1-30 days ${view.aging.days_1_30}, 31-60 days ${view.aging.days_31_60}, 61-90 days ${view.aging.days_61_90}, over 90 days ${view.aging.days_over_90})`,
      '',
      url
        ? `The statement (PDF) and your open invoices are in your portal:\n${url}\nKeep this link private: anyone holding it can open the portal.`
        : 'The statement (PDF) and your open invoices are in your portal: open the portal link you were sent earlier. If you no longer have it, reply to this e-mail and we will send you a new one.',
    ].join('\n');
    try {
      await deps.mailer.send({
        to: r.contact.email,
        subject: `${orgName}: statement of account ${view.as_of}`,
        body,
        links: url ? [url] : [],
        orgId: s.orgId,
        replyTo,
        attachments: [{ filename: statementFileName(view), contentType: 'application/pdf', content: pdf }],
      });
      sentTo.push(r.contact.email);
    } catch (err) {
      deps.log(`[statements] mail to ${r.contact.email} failed: ${(err as Error).message}`);
    }
  }
  return { sent_to: sentTo, statement_id: statementId };
}

