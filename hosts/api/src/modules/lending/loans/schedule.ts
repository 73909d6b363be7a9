/**
 * A loan's repayment schedule, computed exactly (big.js) from its amount, its rate a year (fixed,
 * or the index's current value plus the margin), its term and its payments a year:
 *
 * - amortizing: level payments, P·r / (1 − (1 + r)^−n) with r the rate a period, rounded to the
 *   currency's minor units; each period's interest is the balance times r, rounded; the principal
 *   is the rest; the last payment pays the balance left, so it absorbs the rounding.
 * - interest_only: each period pays its interest; the last also pays the whole principal.
 * - bullet: nothing until maturity, then the principal and the term's interest (not compounded).
 *
 * A payment's date is the origination date plus its periods' months (the month's last day when the
 * day does not exist in it); none without an origination date. Nothing is computed without a rate
 * or a term, or when the term is not a whole number of periods.
 */
import type { LoanSchedule, LoanScheduleRow, Repayment } from '@si/contract';
import { Big, minorUnits, roundMoney } from '@si/contract/money';

export interface ScheduleInput {
  amount: string;
  currency: string;
  /** Percent a year; null when not known. */
  rate: string | null;
  termMonths: number | null;
  repayment: Repayment;
  paymentsPerYear: number;
  originationDate: string | null;
}

/** Digits kept in the growth factor (1 + r)^n: far more than a cent of any loan needs. */
const PRECISION = 40;

/** (1 + r)^n by squaring, rounded to PRECISION decimals at each step (exact powers grow to thousands of digits). */
function growth(r: Big, n: number): Big {
  let result = new Big(1);
  let base = new Big(1).plus(r);
  let k = n;
  while (k > 0) {
    if (k & 1) result = result.times(base).round(PRECISION);
    base = base.times(base).round(PRECISION);
    k >>= 1;
  }
  return result;
}

/** `day` plus `months` months, clamped to the month's last day ("2025-01-31" + 1 = "2025-02-28"). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(year, month, Math.min(d, last)));
  return date.toISOString().slice(0, 10);
}

/** The rate a year a loan's schedule uses: the fixed rate, or the index's value plus the margin; null when either is missing. */
export function effectiveRate(loan: { rateKind: string; fixedRate: string | null; indexRate: string | null; margin: string | null }): string | null {
  if (loan.rateKind === 'fixed') return loan.fixedRate === null ? null : new Big(loan.fixedRate).toFixed(4);
  if (loan.indexRate === null || loan.margin === null) return null;
  return new Big(loan.indexRate).plus(loan.margin).toFixed(4);
}

/** The loan's schedule, or null when it cannot be computed yet. */
export function loanSchedule(input: ScheduleInput): LoanSchedule | null {
  const { currency, termMonths, paymentsPerYear: perYear } = input;
  if (input.rate === null || termMonths === null || !perYear) return null;
  const monthsPerPeriod = 12 / perYear;
  if (!Number.isInteger(monthsPerPeriod) || termMonths % monthsPerPeriod !== 0) return null;
  const n = termMonths / monthsPerPeriod;
  if (n < 1) return null;
  const units = minorUnits(currency);
  const money = (v: Big) => roundMoney(v, currency);
  const text = (v: Big) => v.toFixed(units);
  const principal = new Big(input.amount);
  const r = new Big(input.rate).div(100).div(perYear);
  const dateOf = (k: number) => (input.originationDate ? addMonths(input.originationDate, k * monthsPerPeriod) : null);
  const rows: LoanScheduleRow[] = [];

  if (input.repayment === 'bullet') {
    const interest = money(principal.times(r).times(n));
    rows.push({ number: 1, date: dateOf(n), payment: text(principal.plus(interest)), interest: text(interest), principal: text(principal), balance: text(new Big(0)) });
  } else {
    let level: Big | null = null;
    if (input.repayment === 'amortizing') {
      level = r.eq(0) ? money(principal.div(n)) : money(principal.times(r).div(new Big(1).minus(new Big(1).div(growth(r, n)))));
    }
    let balance = principal;
    for (let k = 1; k <= n; k++) {
      const interest = money(balance.times(r));
      let paid: Big;
      if (k === n) paid = balance;
      else if (level) paid = level.minus(interest);
      else paid = new Big(0);
      // A level payment below the period's interest (a negative rate's odd case) never pays more than the balance.
      if (paid.gt(balance)) paid = balance;
      balance = balance.minus(paid);
      rows.push({ number: k, date: dateOf(k), payment: text(paid.plus(interest)), interest: text(interest), principal: text(paid), balance: text(balance) });
    }
  }
  const sum = (pick: (row: LoanScheduleRow) => string) => text(rows.reduce((s, row) => s.plus(pick(row)), new Big(0)));
  return { rate: new Big(input.rate).toFixed(4), rows, totals: { payment: sum((x) => x.payment), interest: sum((x) => x.interest), principal: sum((x) => x.principal) } };
}
