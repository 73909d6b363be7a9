/**
 * The organization settings every outgoing mail reads: whether customers (contacts) and staff
 * (team members) are notified at all, the greeting a mail opens with, the accounting address
 * replies go to, and the subject of the file-collection notification.
 *
 * The switches stop notifications, not the mails a person asks for themselves (a password reset,
 * a sign-in code, an invitation): those always leave.
 */
import { ConfigProperty } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { getConfig, readConfigValue } from '../../platform/config.ts';

export const NOTIFICATIONS_OFF = 'Customer notifications are turned off for this organization ("Notify customers" in the organization settings); nothing was sent.';
export const DEFAULT_GREETING = 'Hello';

/** A switch that reads true unless it is set and reads false: an organization that never set it notifies. */
async function switchOn(db: Db, orgId: number, name: string): Promise<boolean> {
  const raw = await getConfig(db, orgId, name);
  return raw === undefined || readConfigValue(raw) !== false;
}

/** Mails to contacts (invoices, statements, reminders, portal links, workflow mails, file shares). */
export const customerNotificationsOn = (db: Db, orgId: number) => switchOn(db, orgId, ConfigProperty.CUSTOMER_NOTIFICATIONS_ENABLED);

/** Notification mails to staff (workflow mails to users and teams, the accounting-secret warning). */
export const teamNotificationsOn = (db: Db, orgId: number) => switchOn(db, orgId, ConfigProperty.TEAM_NOTIFICATIONS_ENABLED);

/** The organization's greeting ("Dear", "Hi"), else "Hello". */
export async function greetingOf(db: Db, orgId: number): Promise<string> {
  return (await getConfig(db, orgId, ConfigProperty.EMAIL_SALUTATION_GREETING))?.trim() || DEFAULT_GREETING;
}

/** The opening line: "Dear Ana Lima," or "Dear," without a name. */
export const salutation = (greeting: string, name: string) => `${greeting}${name ? ` ${name}` : ''},`;

/** The accounting e-mail: the reply-to address of invoice and statement mails; undefined when unset. */
export async function accountingEmailOf(db: Db, orgId: number): Promise<string | undefined> {
  return (await getConfig(db, orgId, ConfigProperty.ACCOUNTING_EMAIL))?.trim() || undefined;
}

/** The file-collection notification's subject (a file arrived on a requirement), else the built-in one. */
export async function filedropSubjectOf(db: Db, orgId: number, itemTitle: string): Promise<string> {
  const own = (await getConfig(db, orgId, ConfigProperty.FILEDROP_NOTIFICATION_EMAIL_SUBJECT))?.trim();
  return own ? `${own}: "${itemTitle}"` : `New file on "${itemTitle}"`;
}
