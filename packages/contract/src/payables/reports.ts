/**
 * Payables reports: what the organization owes its vendors (and payees), as receivables' reports
 * say what customers owe it.
 *
 * - The aging as of any day: per vendor and currency, the bills owed that day in the receivables
 *   buckets (current, 1-30, 31-60, 61-90, over 90 days past due), a total per currency, and a
 *   vendor's bills owed that day. A bill is owed on a day when it was billed on or before it (its
 *   bill date, else the day it was entered), was not paid by then, and is neither void nor
 *   rejected; what it owed is its total less the vendor credits applied to it by then.
 * - The vendor accounts report for a period: per vendor and currency, what was owed before it,
 *   billed, paid and credited in it, what is owed at its end and how much of that is overdue.
 *
 * Both answer JSON, CSV, XLSX or PDF (`format`).
 */
import { z } from 'zod';
import { day, decimalString, whole } from '../answers.ts';
import { queryWholeNumber, singleLine } from '../fields.ts';
import { AGING_BUCKETS, currencyCode, IsoDate } from '../receivables.ts';
import { BILL_STATES } from './bills.ts';

const FORMAT = z.enum(['json', 'csv', 'xlsx', 'pdf'], { error: 'Choose json, csv, xlsx or pdf.' });

/** GET /api/payables/aging: the day (default today), one currency, a search on the vendor's name. Answers AgingReport. */
export const PayablesAgingQuery = z.object({
  as_of: IsoDate.optional(),
  currency: currencyCode.optional(),
  search: singleLine(200).optional(),
  format: FORMAT.optional(),
});

/** GET /api/payables/aging/{accountId}: the day (default today). */
export const PayablesAgingBillsQuery = z.object({ as_of: IsoDate.optional() });

/** One bill owed on the as-of day. */
export const AgingBillRow = z.object({
  id: whole,
  /** The vendor's own number. */
  number: z.string(),
  currency: z.string(),
  /** The bill date, else the day it was entered. */
  bill_date: day,
  due_date: day.nullable(),
  /** Where the bill is now (it may have been paid since the as-of day). */
  state: z.enum(BILL_STATES),
  total: decimalString,
  /** Owed on the as-of day. */
  open: decimalString,
  days_past_due: whole,
  bucket: z.enum(AGING_BUCKETS),
});
export type AgingBillRow = z.output<typeof AgingBillRow>;

/** A vendor's bills owed on the as-of day, oldest due first. */
export const AgingBills = z.object({ results: z.array(AgingBillRow) });
export type AgingBills = z.output<typeof AgingBills>;

/** GET /api/payables/accounts_report: the period, a search on the vendor's name, the page of the JSON (100 rows). */
export const PayablesAccountsReportQuery = z.object({
  from: IsoDate,
  to: IsoDate,
  search: singleLine(200).optional(),
  format: FORMAT.optional(),
  page: queryWholeNumber(1, 100_000).optional(),
});

export const VendorAccountsReportRow = z.object({
  account_id: whole,
  account_name: z.string(),
  currency: z.string(),
  /** Owed the day before the period. */
  opening_balance: decimalString,
  /** Bills billed in the period (their totals). */
  billed: decimalString,
  /** Paid to the vendor in the period. */
  paid: decimalString,
  /** Vendor credits applied to its bills in the period. */
  credited: decimalString,
  /** Owed on the last day of the period. */
  closing_balance: decimalString,
  /** The part of the closing balance past due on the last day. */
  overdue_balance: decimalString,
});
export type VendorAccountsReportRow = z.output<typeof VendorAccountsReportRow>;
