/** The expiry date offered when issuing a link, and its checks; dates are the reader's local days. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PORTAL_LINK_LIMITS } from '@si/contract/limits';

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const inDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return d;
};

export const defaultExpiryDay = () => dayText(inDays(PORTAL_LINK_LIMITS.defaultDays));
export const firstExpiryDay = () => dayText(inDays(1));
export const lastExpiryDay = () => dayText(inDays(PORTAL_LINK_LIMITS.maxDays));

/** The end of the chosen day in the reader's time zone, as the API's ISO 8601 time. */
export function expiryOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, 23, 59, 59).toISOString();
}

/** The message for a chosen day, or undefined when it is fine (an empty day with "no expiry" is fine). */
export function checkExpiry(day: string, noExpiry: boolean, i18n: I18n): string | undefined {
  if (noExpiry) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return i18n._(msg`Choose the day the link expires.`);
  if (day < firstExpiryDay()) return i18n._(msg`The expiry must be in the future.`);
  const max = PORTAL_LINK_LIMITS.maxDays;
  if (day > lastExpiryDay()) return i18n._(msg`Choose a day within ${max} days.`);
  return undefined;
}
