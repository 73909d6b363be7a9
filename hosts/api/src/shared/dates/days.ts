/**
 * Calendar days as the API writes them: ISO `YYYY-MM-DD` of the UTC day, the form of every date
 * column and field. The server does not know a reader's time zone, so "today" is UTC's.
 */

/** The UTC day of an instant. */
export const isoDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Today (the UTC day of `now`). */
export const today = (now: Date = new Date()): string => isoDay(now);

/** The UTC day `days` after `from` (before it when negative): a due date from today, a demo's dates. */
export const dayOffset = (days: number, from: Date | number = new Date()): string => isoDay(new Date(new Date(from).getTime() + days * 86_400_000));
