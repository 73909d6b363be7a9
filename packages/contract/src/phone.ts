/**
 * Phone numbers of contacts, read with libphonenumber-js (Google's libphonenumber metadata, kept
 * current by its maintainer): any international way of writing one is accepted ("+1 201 555
 * 0123", "+44 20 7946 0958", "0049 30 901820"), and it is stored as E.164 ("+12015550123"),
 * so a number is one string however it was typed. The `min` metadata knows every country's
 * number lengths and prefixes; it does not tell mobile from fixed lines, which nothing here needs.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export const PHONE_MESSAGE = 'Enter a phone number with its country code, such as +1 201 555 0123.';

/** The number as E.164, or undefined when it is not a phone number of any country. */
export function e164(text: string): string | undefined {
  // 00 is how most of the world dials abroad: the same as +.
  const typed = text.trim().replace(/^00(?=[1-9])/, '+');
  if (!typed.startsWith('+') || typed.length > 40) return undefined;
  const parsed = parsePhoneNumberFromString(typed);
  return parsed?.isValid() ? parsed.number : undefined;
}
