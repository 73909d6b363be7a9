/**
 * Reminder schedules and "remind now". A schedule is the organization's default or one
 * workspace's own; without either, REMINDER_DEFAULT applies. An OA writes the organization's
 * default; IC, OA and LRA write a workspace's own; a View Only user (VO) reads.
 *
 * Calls:
 * - GET /api/reminder_schedule                          ReminderScheduleRow (organization default)
 * - PUT /api/reminder_schedule                          ReminderScheduleWrite -> ReminderScheduleRow
 * - GET /api/accounts/{id}/reminder_schedule            AccountReminderScheduleRow (the effective one)
 * - PUT /api/accounts/{id}/reminder_schedule            AccountReminderSchedulePut -> AccountReminderScheduleRow
 * - POST /api/accounts/{id}/contacts/{cid}/remind       -> RemindNowResult (400 when the contact has no open items)
 */
import { z } from 'zod';
import { day, instant, whole } from './answers.ts';
import { REMINDER_LIMITS } from './workspace-limits.ts';

/** What applies when neither the workspace nor the organization has a schedule of its own. */
export const REMINDER_DEFAULT = { enabled: true, days_before: 3, on_due_date: true, every_days_after: 7, stop_after_days: 30 } as const;

export { REMINDER_LIMITS };

const days = (max: number) => {
  const message = `Enter a whole number of days from 1 to ${max}, or null.`;
  return z.number({ error: message }).int(message).min(1, message).max(max, message).nullable();
};
const bool = z.boolean({ error: 'Must be true or false.' });

const scheduleFields = {
  enabled: bool,
  /** Days before the due date for the first reminder; null = none before. */
  days_before: days(REMINDER_LIMITS.daysBefore),
  on_due_date: bool,
  /** Repeat every N days after the due date; null = no reminders after it. */
  every_days_after: days(REMINDER_LIMITS.everyDaysAfter),
  /** No reminders later than N days after the due date; null = no end. */
  stop_after_days: days(REMINDER_LIMITS.stopAfterDays),
};

/** Any subset of the fields; the ones left out keep their current (effective) value. */
export const ReminderScheduleWrite = z.object(scheduleFields).partial().strict();
export type ReminderScheduleWrite = z.output<typeof ReminderScheduleWrite>;

/** A workspace's own schedule (any subset of the fields), or `{inherit: true}` to drop it and follow the default. */
export const AccountReminderSchedulePut = z
  .object({ ...scheduleFields, inherit: bool })
  .partial()
  .strict()
  .superRefine((b, ctx) => {
    const fields = Object.keys(b).filter((k) => k !== 'inherit');
    if (b.inherit === true && fields.length) ctx.addIssue({ code: 'custom', path: ['inherit'], message: 'Send either inherit or the schedule, not both.' });
    if (b.inherit === undefined && !fields.length) ctx.addIssue({ code: 'custom', path: ['non_field_errors'], message: 'Send the schedule, or inherit: true.' });
  });
export type AccountReminderSchedulePut = z.output<typeof AccountReminderSchedulePut>;

export const ReminderSchedule = z.object({
  enabled: z.boolean(),
  days_before: whole.nullable(),
  on_due_date: z.boolean(),
  every_days_after: whole.nullable(),
  stop_after_days: whole.nullable(),
});
export type ReminderSchedule = z.output<typeof ReminderSchedule>;

export const ReminderScheduleRow = ReminderSchedule.extend({
  /** true: no row saved, REMINDER_DEFAULT applies. */
  built_in: z.boolean(),
  updated_at: instant.nullable(),
});
export type ReminderScheduleRow = z.output<typeof ReminderScheduleRow>;

export const AccountReminderScheduleRow = ReminderSchedule.extend({
  /** true: the workspace follows the organization's default (or the built-in one). */
  inherited: z.boolean(),
  updated_at: instant.nullable(),
  /** false: the organization turned customer notifications off, so no reminder is mailed whatever the schedule says. */
  customer_notifications: z.boolean(),
});
export type AccountReminderScheduleRow = z.output<typeof AccountReminderScheduleRow>;

export const NO_OPEN_ITEMS = 'This contact has no open items on this workspace.';
export const NO_LIVE_LINK = 'This contact has no active portal link; send one first.';
export const WORKSPACE_NOT_REMINDABLE = 'Reminders are not sent for a workspace that is archived or on hold.';

export const RemindNowResult = z.object({ sent_to: z.string(), items: z.array(z.object({ id: whole, title: z.string(), due_date: day.nullable() })) });
export type RemindNowResult = z.output<typeof RemindNowResult>;
