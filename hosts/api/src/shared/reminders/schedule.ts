/**
 * Reminder schedules: reading the effective one (workspace's own, else the organization's
 * default, else REMINDER_DEFAULT) and the ladder of steps it gives an item's due date.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { REMINDER_DEFAULT, type ReminderSchedule } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { reminderSchedule } from '../../db/schema.ts';

export type ScheduleRow = typeof reminderSchedule.$inferSelect;

export const toSchedule = (r: ScheduleRow | undefined): ReminderSchedule =>
  r
    ? { enabled: r.enabled, days_before: r.daysBefore, on_due_date: r.onDueDate, every_days_after: r.everyDaysAfter, stop_after_days: r.stopAfterDays }
    : { ...REMINDER_DEFAULT };

export const toValues = (s: ReminderSchedule) => ({
  enabled: s.enabled,
  daysBefore: s.days_before,
  onDueDate: s.on_due_date,
  everyDaysAfter: s.every_days_after,
  stopAfterDays: s.stop_after_days,
});

export async function organizationDefault(db: Db, orgId: number): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(reminderSchedule)
    .where(and(eq(reminderSchedule.organizationId, orgId), isNull(reminderSchedule.accountId)))
    .limit(1);
  return row;
}

export async function accountOwn(db: Db, orgId: number, accountId: number): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(reminderSchedule)
    .where(and(eq(reminderSchedule.organizationId, orgId), eq(reminderSchedule.accountId, accountId)))
    .limit(1);
  return row;
}

/** Every schedule of these organizations, as a lookup of the effective schedule of an account. */
export async function scheduleLookup(db: Db, orgIds: number[]): Promise<(orgId: number, accountId: number) => ReminderSchedule> {
  const rows = orgIds.length ? await db.select().from(reminderSchedule).where(inArray(reminderSchedule.organizationId, orgIds)) : [];
  const defaults = new Map<number, ScheduleRow>();
  const own = new Map<number, ScheduleRow>();
  for (const r of rows) {
    if (r.accountId === null) defaults.set(r.organizationId, r);
    else own.set(r.accountId, r);
  }
  return (orgId, accountId) => toSchedule(own.get(accountId) ?? defaults.get(orgId));
}

const DAY_MS = 86_400_000;
/** A calendar day (YYYY-MM-DD) as days since the epoch, so steps compare as whole numbers. */
export const dayNumber = (isoDay: string) => Math.floor(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);

/**
 * The step of the ladder an item is at on `today`: the latest step whose day has come, or null
 * before the first step, after the stop, or when the schedule is off. Only the latest counts,
 * so a server that was down for a week sends one reminder, not the week's.
 */
export function currentStep(s: ReminderSchedule, dueDate: string, today: string): string | null {
  if (!s.enabled) return null;
  const after = dayNumber(today) - dayNumber(dueDate);
  if (s.stop_after_days !== null && after > s.stop_after_days) return null;
  if (after > 0 && s.every_days_after !== null && after >= s.every_days_after) {
    return `after:${Math.floor(after / s.every_days_after) * s.every_days_after}`;
  }
  if (after >= 0 && s.on_due_date) return 'due';
  if (s.days_before !== null && after >= -s.days_before) return 'before';
  return null;
}
