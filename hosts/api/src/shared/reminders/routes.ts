/**
 * The reminder calls: the organization's default schedule (an OA writes it), a workspace's own
 * schedule or inheriting the default (IC, OA, LRA write), and "remind now" for one contact.
 */
import { Hono, type Context } from 'hono';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  AccountReminderSchedulePut,
  AuditEntityKind,
  NO_LIVE_LINK,
  NO_OPEN_ITEMS,
  ReminderScheduleWrite,
  WORKSPACE_NOT_REMINDABLE,
  type AccountReminderScheduleRow,
  type ReminderSchedule,
  type ReminderScheduleRow,
  type RemindNowResult,
} from '@si/contract';
import type { Db } from '../../db/client.ts';
import { account, accountContact, reminderSchedule } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { detailError, notFound } from '../../platform/http/errors.ts';
import { requireRole, staffAuth, staffOf, WRITE_ROLES, type Staff, type StaffEnv } from '../../platform/http/roles.ts';
import { body, pathId } from '../../platform/http/validate.ts';
import { allowedKinds } from '../items/rows.ts';
import { customerNotificationsOn } from '../organizations/mail-settings.ts';
import { remindContact } from './remind.ts';
import { accountOwn, organizationDefault, toSchedule, toValues, type ScheduleRow } from './schedule.ts';

const iso = (d: Date | undefined) => d?.toISOString() ?? null;

const orgAnswer = (row: ScheduleRow | undefined): ReminderScheduleRow => ({ ...toSchedule(row), built_in: !row, updated_at: iso(row?.updatedAt) });

async function accountAnswer(db: Db, orgId: number, accountId: number): Promise<AccountReminderScheduleRow> {
  const own = await accountOwn(db, orgId, accountId);
  const effective = own ?? (await organizationDefault(db, orgId));
  return { ...toSchedule(effective), inherited: !own, updated_at: iso(effective?.updatedAt), customer_notifications: await customerNotificationsOn(db, orgId) };
}

export function reminderRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const auth = staffAuth(deps);

  /** The workspace of the path, if it is the caller's and in a module they may use; else 404. */
  async function workspace(c: Context, staff: Staff) {
    const kinds = await allowedKinds(staff);
    const [row] = await db
      .select({ id: account.id, hold: account.accountHold, archivedAt: account.archivedAt })
      .from(account)
      .where(and(eq(account.id, pathId(c)), eq(account.organizationId, staff.orgId), inArray(account.moduleKind, kinds.length ? kinds : [0])));
    if (!row) throw notFound();
    return row;
  }

  app.get('/api/reminder_schedule', auth, async (c) => c.json(orgAnswer(await organizationDefault(db, staffOf(c).orgId))));

  app.put('/api/reminder_schedule', auth, async (c) => {
    const staff = requireRole(c, ['OA']);
    const input = await body(c, ReminderScheduleWrite);
    const row = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const before = toSchedule(await organizationDefault(tx, staff.orgId));
      const next: ReminderSchedule = { ...before, ...input };
      const values = { ...toValues(next), updatedAt: new Date() };
      const [saved] = await tx
        .insert(reminderSchedule)
        .values({ organizationId: staff.orgId, accountId: null, ...values })
        .onConflictDoUpdate({ target: reminderSchedule.organizationId, targetWhere: sql`account_id is null`, set: values })
        .returning();
      await audit(tx, { orgId: staff.orgId, entityKind: AuditEntityKind.USER, entityId: staff.user.id, action: 'reminder_schedule_saved', actorUserId: staff.user.id, details: { before, after: next } });
      return saved;
    });
    return c.json(orgAnswer(row));
  });

  app.get('/api/accounts/:id{[0-9]+}/reminder_schedule', auth, async (c) => {
    const staff = staffOf(c);
    const ws = await workspace(c, staff);
    return c.json(await accountAnswer(db, staff.orgId, ws.id));
  });

  app.put('/api/accounts/:id{[0-9]+}/reminder_schedule', auth, async (c) => {
    const staff = requireRole(c, WRITE_ROLES);
    const ws = await workspace(c, staff);
    const { inherit, ...fields } = await body(c, AccountReminderSchedulePut);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const before = await accountAnswer(tx, staff.orgId, ws.id);
      const record = (details: Record<string, unknown>) =>
        audit(tx, { orgId: staff.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: ws.id, action: 'reminder_schedule_saved', actorUserId: staff.user.id, details });
      if (inherit === true) {
        await tx.delete(reminderSchedule).where(and(eq(reminderSchedule.organizationId, staff.orgId), eq(reminderSchedule.accountId, ws.id)));
        if (!before.inherited) await record({ inherit: true });
        return;
      }
      // inherit: false alone copies the effective schedule into the workspace's own row.
      const next: ReminderSchedule = { ...pick(before), ...fields };
      const values = { ...toValues(next), updatedAt: new Date() };
      await tx
        .insert(reminderSchedule)
        .values({ organizationId: staff.orgId, accountId: ws.id, ...values })
        .onConflictDoUpdate({ target: [reminderSchedule.organizationId, reminderSchedule.accountId], set: values });
      await record({ before: pick(before), after: next });
    });
    return c.json(await accountAnswer(db, staff.orgId, ws.id));
  });

  app.post('/api/accounts/:id{[0-9]+}/contacts/:contactId{[0-9]+}/remind', auth, async (c) => {
    const staff = requireRole(c, WRITE_ROLES);
    const ws = await workspace(c, staff);
    const contactId = pathId(c, 'contactId');
    const [link] = await db
      .select({ hash: accountContact.tokenHash, expires: accountContact.tokenExpiresAt, revoked: accountContact.tokenRevokedAt })
      .from(accountContact)
      .where(and(eq(accountContact.accountId, ws.id), eq(accountContact.contactId, contactId), eq(accountContact.organizationId, staff.orgId)));
    if (!link) throw notFound();
    if (ws.hold || ws.archivedAt) throw detailError(400, WORKSPACE_NOT_REMINDABLE);
    if (!link.hash || link.revoked || (link.expires && link.expires <= new Date())) throw detailError(400, NO_LIVE_LINK);
    const sent = await remindContact(deps, staff.orgId, ws.id, contactId, staff.user.id);
    if (!sent) throw detailError(400, NO_OPEN_ITEMS);
    const answer: RemindNowResult = { sent_to: sent.to, items: sent.items.map((i) => ({ id: i.id, title: i.title, due_date: i.dueDate })) };
    return c.json(answer);
  });

  return app;
}

const pick = (s: ReminderSchedule): ReminderSchedule => ({
  enabled: s.enabled,
  days_before: s.days_before,
  on_due_date: s.on_due_date,
  every_days_after: s.every_days_after,
  stop_after_days: s.stop_after_days,
});
