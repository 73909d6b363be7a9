/**
 * The lead form's fill-time stamp: the time the form was handed out, signed (HMAC-SHA256) for
 * that form's key, so a post says how long its visitor took and a robot cannot write its own.
 * `<seconds since the epoch>.<signature, base64url>`. The key is derived (HKDF) from the server's
 * secrets key, or its JWT secret when it has none, as sealed config values are (platform/secrets.ts):
 * changing it only makes the stamps already handed out too old.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { SALES_LIMITS } from '@si/contract';
import type { AppSettings } from '../../../platform/http/deps.ts';

const keys = new WeakMap<AppSettings, Buffer>();

function keyOf(settings: AppSettings): Buffer {
  let key = keys.get(settings);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', settings.secretsKey ?? settings.jwtSecret, 'si-lead-form', 'lead form fill-time stamp v1', 32));
    keys.set(settings, key);
  }
  return key;
}

const signature = (settings: AppSettings, formKey: string, seconds: string) => createHmac('sha256', keyOf(settings)).update(`${formKey}.${seconds}`).digest();

/** A stamp for form `formKey`, handed out at `at` (milliseconds; now by default). */
export function issueStamp(settings: AppSettings, formKey: string, at = Date.now()): string {
  const seconds = String(Math.floor(at / 1000));
  return `${seconds}.${signature(settings, formKey, seconds).toString('base64url')}`;
}

/** The stamp's age in seconds at `now`, or undefined when it is not one of this form's (or is from the future). */
export function stampAge(settings: AppSettings, formKey: string, stamp: string, now = Date.now()): number | undefined {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(stamp);
  if (!match) return undefined;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(settings, formKey, match[1]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const age = Math.floor(now / 1000) - Number(match[1]);
  return age < 0 ? undefined : age;
}

/** Whether a post with this stamp may be stored: a stamp of this form, at least the fill time old, not older than a day. */
export function stampHolds(settings: AppSettings, formKey: string, stamp: string, now = Date.now()): boolean {
  const age = stampAge(settings, formKey, stamp, now);
  return age !== undefined && age >= SALES_LIMITS.formMinSeconds && age <= SALES_LIMITS.formStampSeconds;
}

/** A stamp still worth keeping on a form shown again: this form's and not expired (it may be too young yet). */
export function stampLive(settings: AppSettings, formKey: string, stamp: string, now = Date.now()): boolean {
  const age = stampAge(settings, formKey, stamp, now);
  return age !== undefined && age <= SALES_LIMITS.formStampSeconds;
}
