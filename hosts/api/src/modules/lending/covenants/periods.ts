/**
 * A covenant's test periods: from its first test date, one every FREQUENCY_MONTHS until the
 * loan's maturity (three years after the first test when the loan has none). Month-end aware: a
 * first test on a month's last day keeps to month ends (31 Mar, 30 Jun, 30 Sep, 31 Dec), any
 * other day keeps its day, clamped to a shorter month (31 Jan monthly: 28 Feb, 31 Mar).
 */
import { FREQUENCY_MONTHS, LENDING_LIMITS, type CovenantFrequency } from '@si/contract/lending';

const daysIn = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/** `day` (YYYY-MM-DD) moved `months` later, month-end aware as the header says. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const lastDay = d === daysIn(y, m - 1);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month0 = total % 12;
  const size = daysIn(year, month0);
  return `${year}-${pad(month0 + 1)}-${pad(lastDay ? size : Math.min(d, size))}`;
}

export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The test dates of a covenant: from `first` at its frequency, up to `until` (inclusive), at most testsPerCovenant. */
export function testDates(first: string, frequency: CovenantFrequency, maturity: string | null): string[] {
  const until = maturity ?? addMonths(first, 36);
  const step = FREQUENCY_MONTHS[frequency];
  const out: string[] = [];
  for (let k = 0; out.length < LENDING_LIMITS.testsPerCovenant; k++) {
    const at = addMonths(first, k * step);
    if (at > until) break;
    out.push(at);
  }
  return out;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const PERIOD: Record<CovenantFrequency, string> = { monthly: 'month', quarterly: 'quarter', annual: 'year' };

/** A test's requirement title: "DSCR, quarter ending 30 Sep 2026". */
export function testTitle(name: string, frequency: CovenantFrequency, testDate: string): string {
  const [y, m, d] = testDate.split('-').map(Number) as [number, number, number];
  return `${name}, ${PERIOD[frequency]} ending ${d} ${MONTHS[m - 1]} ${y}`;
}
