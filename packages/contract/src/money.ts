/**
 * Exact money for receivables, on big.js (a small, maintained arbitrary-precision decimal
 * library; chosen over dinero.js because amounts travel as decimal strings in JSON and the
 * database's numeric columns, which big.js reads and writes as they are).
 *
 * Rounding, stated once: every line's net amount (quantity x unit price, less its discount)
 * and its tax (net x rate) are rounded half away from zero ("half up") to the currency's minor
 * units; the invoice's subtotal, tax and total are sums of those rounded figures, so the lines
 * always add up to the totals a customer sees. Percent late fees round the same way.
 *
 * Imported as `@si/contract/money` (not from the package root) so screens without money do not
 * bundle big.js.
 */
import Big from 'big.js';
import { minorUnits } from './currency.ts';

export { Big };

/** Digits after the decimal point in the currency's minor unit (JPY 0, USD 2, KWD 3); the table lives in limits.ts so the browser has it without big.js. */
export { minorUnits };

/** Half away from zero (big.js roundHalfUp). */
export const ROUND_HALF_UP = 1;

/** A decimal string or Big, rounded to the currency's minor units. */
export const roundMoney = (value: Big.BigSource, currency: string): Big => new Big(value).round(minorUnits(currency), ROUND_HALF_UP);

/** The amount as the currency's fixed decimal string: "12.30" USD, "1200" JPY, "1.250" KWD. */
export const formatAmount = (value: Big.BigSource, currency: string): string => roundMoney(value, currency).toFixed(minorUnits(currency));

/** The lines' money: what a line as entered comes to. */
export interface LineInput {
  quantity: Big.BigSource;
  unit_price: Big.BigSource;
  /** Percent, 0-100. */
  tax_rate?: Big.BigSource;
  /** Percent off, 0-100. */
  discount?: Big.BigSource;
}

export interface LineMoney {
  /** Net of the discount, rounded. */
  amount: string;
  /** On the net amount, rounded. */
  tax: string;
}

export interface InvoiceMoney {
  lines: LineMoney[];
  subtotal: string;
  tax: string;
  total: string;
}

export function lineMoney(line: LineInput, currency: string): LineMoney {
  const gross = new Big(line.quantity).times(line.unit_price);
  const discount = new Big(line.discount ?? 0);
  const net = roundMoney(gross.times(new Big(100).minus(discount)).div(100), currency);
  const tax = roundMoney(net.times(line.tax_rate ?? 0).div(100), currency);
  return { amount: formatAmount(net, currency), tax: formatAmount(tax, currency) };
}

/** Lines and totals: totals are the sums of the rounded line figures. */
export function invoiceMoney(lines: readonly LineInput[], currency: string): InvoiceMoney {
  const each = lines.map((l) => lineMoney(l, currency));
  const subtotal = each.reduce((sum, l) => sum.plus(l.amount), new Big(0));
  const tax = each.reduce((sum, l) => sum.plus(l.tax), new Big(0));
  return { lines: each, subtotal: formatAmount(subtotal, currency), tax: formatAmount(tax, currency), total: formatAmount(subtotal.plus(tax), currency) };
}

/** Sum of decimal strings, exact. */
export const sumMoney = (values: readonly Big.BigSource[]): Big => values.reduce<Big>((sum, v) => sum.plus(v), new Big(0));

/** Aging buckets by days past due on the as-of date (0 or less: current). */
export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/**
 * Each bucket's days past due, from and to inclusive (null: no bound), in AGING_BUCKETS' order:
 * the one definition agingBucket and the SQL of every aging report (receivables, payables) read.
 */
export const AGING_BUCKET_DAYS: Readonly<Record<AgingBucket, readonly [from: number | null, to: number | null]>> = {
  current: [null, 0],
  days_1_30: [1, 30],
  days_31_60: [31, 60],
  days_61_90: [61, 90],
  days_over_90: [91, null],
};

export function agingBucket(daysPastDue: number): AgingBucket {
  const inside = (b: AgingBucket) => {
    const [from, to] = AGING_BUCKET_DAYS[b];
    return (from === null || daysPastDue >= from) && (to === null || daysPastDue <= to);
  };
  return AGING_BUCKETS.find(inside) ?? 'days_over_90';
}

/** Whole days from `from` to `to`, both ISO dates (YYYY-MM-DD), in UTC so no time zone shifts a day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** An ISO date plus whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
