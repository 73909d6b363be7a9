/**
 * Claiming reminder steps and writing the mails. A step is claimed with INSERT ... ON CONFLICT DO
 * NOTHING RETURNING on reminder_sent's unique key; only what this call claimed is mailed, so a
 * restart, a second API process or a repeated click never mails the same step twice.
 */
import { eq, inArray } from 'drizzle-orm';
import { AuditEntityKind, ConfigProperty, ModuleKind, moduleOfKind } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { organization, reminderSent } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import { getConfig } from '../../platform/config.ts';
import type { Deps } from '../../platform/http/deps.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { accountingEmailOf, greetingOf, salutation } from '../organizations/mail-settings.ts';
import type { OpenItem, Recipient } from './recipients.ts';
import { dayNumber } from './schedule.ts';
import { isoDay } from '../dates/days.ts';

export const DEFAULT_REMINDER_SUBJECT = 'Reminder: items are due';

export interface Claim {
  item: OpenItem;
  recipient: Recipient;
  step: string;
}

/** A mail written inside the claiming transaction, sent once it commits. */
export interface PendingMail {
  message: MailMessage;
  accountId: number;
  contactId: number;
  claimIds: number[];
  items: OpenItem[];
}

const CHUNK = 500;

/** The module's past-due subject, else the general one, else the built-in text. */
async function subjectFor(tx: Db, orgId: number, moduleKind: number): Promise<string> {
  const own = moduleOfKind(moduleKind)?.config.pastDueReminderSubject;
  for (const name of [own, ConfigProperty.PAST_DUE_REMINDER_SUBJECT]) {
    if (!name) continue;
    const value = (await getConfig(tx, orgId, name))?.trim();
    if (value) return value;
  }
  return DEFAULT_REMINDER_SUBJECT;
}

function dueText(dueDate: string | null, today: string): string {
  if (!dueDate) return 'no due date';
  const late = dayNumber(today) - dayNumber(dueDate);
  if (late > 0) return `was due ${dueDate} (${late} day${late === 1 ? '' : 's'} overdue)`;
  if (late === 0) return `due today, ${dueDate}`;
  return `due ${dueDate} (in ${-late} day${late === -1 ? '' : 's'})`;
}

/** The mail names the items and points to the link the contact already has: it never carries a token. */
function body(greeting: string, name: string, orgName: string, accountName: string, items: OpenItem[], today: string): string {
  return [
    salutation(greeting, name),
    '',
    `${orgName} is waiting for the following on "${accountName}":`,
    '',
    ...items.map((i) => `- ${i.title}: ${dueText(i.dueDate, today)}`),
    '',
    'Please open the portal link you were sent earlier to respond. If you no longer have it, reply to this e-mail and we will send you a new one.',
  ].join('\n');
}

/** Claims the steps, groups what was claimed into one mail per contact and workspace, and audits each mail. */
export async function claimAndCompose(tx: Db, claims: Claim[], now: Date, actorUserId: number | null): Promise<PendingMail[]> {
  const claimed = new Map<string, number>();
  for (let i = 0; i < claims.length; i += CHUNK) {
    const values = claims.slice(i, i + CHUNK).map((c) => ({ organizationId: c.item.orgId, itemId: c.item.id, contactId: c.recipient.contactId, step: c.step, dueDate: c.item.dueDate ?? '', sentAt: now }));
    const rows = await tx
      .insert(reminderSent)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: reminderSent.id, itemId: reminderSent.itemId, contactId: reminderSent.contactId, step: reminderSent.step });
    for (const r of rows) claimed.set(`${r.itemId}/${r.contactId}/${r.step}`, r.id);
  }
  const groups = new Map<string, { claim: Claim; ids: number[]; items: OpenItem[]; steps: Set<string> }>();
  for (const c of claims) {
    const id = claimed.get(`${c.item.id}/${c.recipient.contactId}/${c.step}`);
    if (id === undefined) continue;
    const key = `${c.item.accountId}/${c.recipient.contactId}`;
    const group = groups.get(key) ?? { claim: c, ids: [], items: [], steps: new Set<string>() };
    group.ids.push(id);
    group.steps.add(c.step);
    group.items.push(c.item);
    groups.set(key, group);
  }
  const today = isoDay(now);
  const orgs = new Map<number, { name: string; greeting: string; accounting?: string }>();
  const pending: PendingMail[] = [];
  for (const { claim, ids, items, steps } of groups.values()) {
    const { item: first, recipient } = claim;
    if (!orgs.has(first.orgId)) {
      const [org] = await tx.select({ name: organization.name }).from(organization).where(eq(organization.id, first.orgId));
      orgs.set(first.orgId, { name: org?.name ?? 'We', greeting: await greetingOf(tx, first.orgId), accounting: await accountingEmailOf(tx, first.orgId) });
    }
    const org = orgs.get(first.orgId)!;
    const subject = await subjectFor(tx, first.orgId, first.moduleKind);
    const message: MailMessage = { to: recipient.email, subject, body: body(org.greeting, recipient.name, org.name, first.accountName, items, today), orgId: first.orgId };
    // A customer answering an invoice reminder writes to the accounting e-mail.
    if (first.moduleKind === ModuleKind.SECURE_INVOICE_SALES && org.accounting) message.replyTo = org.accounting;
    await audit(tx, {
      orgId: first.orgId,
      entityKind: AuditEntityKind.WORKSPACE,
      entityId: first.accountId,
      action: 'reminder_sent',
      actorUserId,
      details: { recipient_contact_id: recipient.contactId, to: recipient.email, steps: [...steps], item_ids: items.map((i) => i.id) },
    });
    pending.push({ message, accountId: first.accountId, contactId: recipient.contactId, claimIds: ids, items });
  }
  return pending;
}

/**
 * Sends after commit. A mail that fails gives its claims back, so the next tick tries again
 * instead of the contact silently missing that reminder.
 */
export async function deliver(deps: Deps, pending: PendingMail[]): Promise<number> {
  let sent = 0;
  for (const p of pending) {
    try {
      await deps.mailer.send(p.message);
      sent++;
    } catch (err) {
      deps.log(`[reminders] mail to ${p.message.to} failed: ${(err as Error).message}`);
      await deps.db.delete(reminderSent).where(inArray(reminderSent.id, p.claimIds));
    }
  }
  return sent;
}
