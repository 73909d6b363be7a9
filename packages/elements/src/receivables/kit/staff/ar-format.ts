/**
 * Money, dates and labels of the staff's receivables screens: amounts are decimal strings shown
 * with Intl.NumberFormat in the currency's minor units (JPY 0, USD 2, KWD 3), computed with
 * big.js (`@si/contract/money`) and never as floats.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InvoiceRow, PaymentMethod } from '@si/contract';
import { formatCurrency } from '@si/contract/currency';
import { Big, minorUnits } from '@si/contract/money';

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let found = formatters.get(key) as F | undefined;
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/** "1250.5" USD in the reader's language, with the currency's minor units. */
export function money(amount: string | null | undefined, currency: string, lang: string): string {
  if (amount === null || amount === undefined || amount === '') return '';
  let value: Big;
  try {
    value = new Big(amount);
  } catch {
    return amount;
  }
  return formatCurrency(value.toFixed(minorUnits(currency)), currency, lang);
}

/** An ISO date (or timestamp) as a medium date, in UTC so no time zone shifts the day. */
export function day(date: string | null | undefined, lang: string): string {
  if (!date) return '';
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return (cached(`date ${lang}`, () => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' })) as Intl.DateTimeFormat).format(parsed);
}

/** Today as YYYY-MM-DD in the reader's time zone (the as-of and received-on defaults). */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const STATES: Record<InvoiceRow['state'], MessageDescriptor> = {
  draft: msg`Draft`,
  open: msg`Open`,
  partially_paid: msg`Partially paid`,
  paid: msg`Paid`,
  void: msg({ message: 'Void', context: 'invoice state' }),
  applied: msg`Applied`,
};

/** An invoice's or credit note's state in words. */
export function stateLabel(state: string, i18n: I18n): string {
  return Object.hasOwn(STATES, state) ? i18n._(STATES[state as InvoiceRow['state']]) : state;
}

const METHODS: Record<PaymentMethod, MessageDescriptor> = {
  bank_transfer: msg`Bank transfer`,
  check: msg`Check`,
  cash: msg`Cash`,
  card: msg`Card`,
  other: msg`Other`,
};

export function methodLabel(method: string, i18n: I18n): string {
  return Object.hasOwn(METHODS, method) ? i18n._(METHODS[method as PaymentMethod]) : method;
}

/** The payment methods a staff member records, in the order the form offers them. */
export const OFFLINE_METHODS = ['bank_transfer', 'check', 'cash', 'card', 'other'] as const;

/** A decimal string a form may send: digits, at most the currency's minor units after the point. */
export function amountError(value: string, currency: string, i18n: I18n, { positive = true } = {}): string | undefined {
  const text = value.trim();
  if (!text) return i18n._(msg`This field is required.`);
  const digits = minorUnits(currency || 'USD');
  const shape = digits ? new RegExp(`^\\d{1,14}(\\.\\d{1,${digits}})?$`) : /^\d{1,14}$/;
  if (!shape.test(text)) return digits ? i18n._(msg`Enter an amount such as 1250.00, with at most ${digits} decimals.`) : i18n._(msg`Enter a whole amount, without decimals.`);
  if (positive && new Big(text).lte(0)) return i18n._(msg`Enter an amount greater than zero.`);
  return undefined;
}

/**
 * Bounds of the forms, as RECEIVABLES_LIMITS of `@si/contract/receivables` states them (copied, so
 * the screens do not bundle zod; the server checks them again).
 */
export const AR_LIMITS = { reason: 500, reference: 200, refundReason: 1000 } as const;
