/**
 * The accounting system's client secret expires on a date the administrators enter
 * (`business_central_client_secret_expiry`). From CLIENT_SECRET_WARNING_DAYS before it, the
 * integration settings and the receivables dashboard say so (computed on read: nothing is written
 * by looking), and the receivables scheduler mails the administrators (OA users) 30, 7 and 1 days
 * before and on the day it expires, once per step, while team notifications are on.
 */
import { and, eq, sql } from 'drizzle-orm';
import { AuditEntityKind, BUSINESS_CENTRAL_FIELDS, CLIENT_SECRET_WARNING_DAYS, ConfigProperty, moduleById, type ClientSecretWarning } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { auditEvent, configProperty, organization, user, userOffice } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import { getConfig } from '../../platform/config.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { today } from '../dates/days.ts';
import { greetingOf, salutation, teamNotificationsOn } from './mail-settings.ts';

const DAY_MS = 86_400_000;
/** The days before expiry a mail goes out (0: the day it expires). */
export const SECRET_MAIL_STEPS = [30, 7, 1, 0] as const;
const MAILED = 'accounting_secret_warning_mailed';

const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);

/** The warning for an expiry date on `today` (both ISO dates), or null: none set, unreadable, or more than the warning period away. */
export function secretWarning(expiry: string | undefined, today: string): ClientSecretWarning | null {
  const on = (expiry ?? '').trim().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(on) || Number.isNaN(Date.parse(on))) return null;
  const daysLeft = dayNumber(on) - dayNumber(today);
  if (daysLeft > CLIENT_SECRET_WARNING_DAYS) return null;
  return { state: daysLeft < 0 ? 'expired' : 'expiring', expires_on: on, days_left: daysLeft };
}

/** The organization's warning now, when it has a client secret stored (no secret: nothing expires). */
export async function accountingSecretWarning(db: Db, orgId: number, now = new Date()): Promise<ClientSecretWarning | null> {
  if (!(await getConfig(db, orgId, BUSINESS_CENTRAL_FIELDS.client_secret))) return null;
  return secretWarning(await getConfig(db, orgId, ConfigProperty.BC_CLIENT_SECRET_EXPIRY), today(now));
}

/** The step a warning is at: the smallest mail step not before today (30, 7, 1 or 0), or 0 once expired. */
const stepOf = (w: ClientSecretWarning) => (w.days_left <= 0 ? 0 : SECRET_MAIL_STEPS.filter((s) => s >= w.days_left).at(-1)!);

/** The organization's active administrators (office role OA). */
async function administrators(db: Db, orgId: number) {
  return db
    .selectDistinct({ id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName })
    .from(user)
    .innerJoin(userOffice, eq(userOffice.userId, user.id))
    .where(and(eq(user.organizationId, orgId), eq(user.isActive, true), eq(userOffice.role, 'OA')))
    .orderBy(user.id);
}

/** Mails each organization's administrators at each step once; returns the number of mails. Run by the receivables scheduler. */
export async function runSecretExpiryMails(deps: Deps, now: Date): Promise<number> {
  const { db } = deps;
  const dated = await db
    .select({ orgId: configProperty.organizationId, name: organization.name })
    .from(configProperty)
    .innerJoin(organization, eq(organization.id, configProperty.organizationId))
    .where(and(eq(configProperty.name, ConfigProperty.BC_CLIENT_SECRET_EXPIRY), sql`${configProperty.value} <> ''`));
  let sent = 0;
  for (const { orgId, name } of dated) {
    const warning = await accountingSecretWarning(db, orgId, now);
    // Expired a while ago: the screens keep saying so, the mails stop after the day itself.
    if (!warning || warning.days_left < -1 || !(await teamNotificationsOn(db, orgId))) continue;
    const key = `${warning.expires_on}:${stepOf(warning)}`;
    const [done] = await db
      .select({ id: auditEvent.id })
      .from(auditEvent)
      .where(and(eq(auditEvent.organizationId, orgId), eq(auditEvent.action, MAILED), sql`${auditEvent.details}->>'key' = ${key}`))
      .limit(1);
    if (done) continue;
    const admins = await administrators(db, orgId);
    if (!admins.length) continue;
    const greeting = await greetingOf(db, orgId);
    const link = `${deps.settings.publicUrl.replace(/\/+$/, '')}/${moduleById('receivables').prefix}/settings/businessCentral`;
    const when = warning.days_left < 0 ? `expired on ${warning.expires_on}` : warning.days_left === 0 ? `expires today, ${warning.expires_on}` : `expires on ${warning.expires_on}, in ${warning.days_left} day${warning.days_left === 1 ? '' : 's'}`;
    // The step is recorded first: a second process or a failed mail never sends it twice.
    await audit(db, { orgId, entityKind: AuditEntityKind.USER, entityId: admins[0]!.id, action: MAILED, details: { key, expires_on: warning.expires_on, days_left: warning.days_left, to: admins.map((a) => a.email) } });
    for (const a of admins) {
      try {
        await deps.mailer.send({
          orgId,
          to: a.email,
          subject: `${name}: the accounting system's client secret ${warning.days_left < 0 ? 'has expired' : 'expires soon'}`,
          body: [
            salutation(greeting, `${a.firstName} ${a.lastName}`.trim()),
            '',
            `The client secret ${name} uses to connect to the accounting system (Business Central) ${when}.`,
            'Once it has expired, invoices and customers are no longer synchronized.',
            '',
            'Create a new secret in the accounting system, then enter it and its new expiry date in the accounting integration settings:',
            link,
          ].join('\n'),
          links: [link],
        });
        sent++;
      } catch (err) {
        deps.log(`[receivables] secret expiry mail to ${a.email} failed: ${(err as Error).message}`);
      }
    }
  }
  return sent;
}
