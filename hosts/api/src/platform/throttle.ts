/**
 * Fixed-window failure counters kept in the database (one atomic upsert), so the limits hold
 * across several server processes sharing one PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { throttle } from '../db/schema.ts';
import { detailError } from './http/errors.ts';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

const WINDOW = 15 * 60;
export const SIGN_IN_LIMITS = {
  perAccount: (email: string): Limit => ({ key: `signin:email:${email.toLowerCase()}`, max: 5, windowSeconds: WINDOW }),
  perAddress: (ip: string): Limit => ({ key: `signin:ip:${ip}`, max: 20, windowSeconds: WINDOW }),
  mfaCode: (userId: number): Limit => ({ key: `mfa:user:${userId}`, max: 5, windowSeconds: WINDOW }),
};

/** Seconds until the limit frees up, or 0 when the caller may try again now. */
async function blockedFor(db: Db, limit: Limit, now: Date): Promise<number> {
  const [row] = await db.select().from(throttle).where(eq(throttle.key, limit.key)).limit(1);
  if (!row) return 0;
  const endsAt = row.windowStart.getTime() + limit.windowSeconds * 1000;
  if (endsAt <= now.getTime() || row.count < limit.max) return 0;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
}

/** Seconds until every one of the limits frees up; 0 when none is used up. */
export async function secondsBlocked(db: Db, limits: Limit[], now = new Date()): Promise<number> {
  let wait = 0;
  for (const limit of limits) wait = Math.max(wait, await blockedFor(db, limit, now));
  return wait;
}

/** Throws 429 with Retry-After when any of the limits is used up. */
export async function assertNotThrottled(db: Db, limits: Limit[], now = new Date()): Promise<void> {
  const wait = await secondsBlocked(db, limits, now);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw detailError(429, `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      'Retry-After': String(wait),
    });
  }
}

export async function recordFailure(db: Db, limits: Limit[], now = new Date()): Promise<void> {
  for (const limit of limits) {
    const windowOpen = new Date(now.getTime() - limit.windowSeconds * 1000);
    await db
      .insert(throttle)
      .values({ key: limit.key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: throttle.key,
        set: {
          count: sql`CASE WHEN ${throttle.windowStart} > ${windowOpen} THEN ${throttle.count} + 1 ELSE 1 END`,
          windowStart: sql`CASE WHEN ${throttle.windowStart} > ${windowOpen} THEN ${throttle.windowStart} ELSE ${now} END`,
        },
      });
  }
}

export async function clearFailures(db: Db, limit: Limit): Promise<void> {
  await db.delete(throttle).where(eq(throttle.key, limit.key));
}
