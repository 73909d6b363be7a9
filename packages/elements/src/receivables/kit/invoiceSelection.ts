/**
 * The statement's invoices a customer ticks to pay in one checkout: which are still open, how
 * much of each, the total and the request's `items`. Amounts are whole minor units (bigint, as
 * payAmount.ts reads them), so the total is exact without a decimal library in the portal.
 */
import type { LatestStatement } from '@si/contract';
import { readPayAmount, type PayAmount } from './payAmount.ts';

export type StatementInvoice = NonNullable<LatestStatement['statement']>['invoices'][number];

/** An invoice of the statement and what it owes now: nothing when paid since (or no longer known). */
export type SelectableInvoice = { invoice: StatementInvoice; due: PayAmount | undefined };

/** Ticked invoices by id, each with the amount typed (the balance unless changed). */
export type Selection = Record<number, string>;

export function selectable(invoices: StatementInvoice[], digits: number): SelectableInvoice[] {
  return invoices.map((invoice) => {
    const due = readPayAmount(invoice.open_balance ?? '0', digits);
    return { invoice, due: typeof due !== 'string' && due.minor > 0n ? due : undefined };
  });
}

/** A decimal text of whole minor units: 275000n with 2 digits is "2750.00". */
export function minorToValue(minor: bigint, digits: number): string {
  if (!digits) return minor.toString();
  const text = minor.toString().padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** The sum of the ticked amounts that read as amounts (the others are flagged when paying). */
export function selectionTotal(selection: Selection, digits: number): string {
  let minor = 0n;
  for (const text of Object.values(selection)) {
    const read = readPayAmount(text, digits);
    if (typeof read !== 'string' && read.minor > 0n) minor += read.minor;
  }
  return minorToValue(minor, digits);
}
