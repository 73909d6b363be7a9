/**
 * Zod-free bounds of the workspace screens (`@si/contract/workspace-limits`): the file types a
 * requirement may accept and the reminder schedule's day ranges. The schemas in requirements.ts
 * and reminders.ts read them from here, so the browser checks the same values without zod.
 */

/** The file types a requirement may accept (the portals' own list). */
export const REQUIREMENT_FILE_TYPES = ['.pdf', '.png', '.jpg', '.jpeg', '.xlsx', '.docx', '.csv'] as const;

/** A reminder schedule's day fields: days before, every N days after, stop N days after the due date. */
export const REMINDER_LIMITS = { daysBefore: 60, everyDaysAfter: 60, stopAfterDays: 365 } as const;
