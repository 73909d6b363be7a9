import { Big, minorUnits } from '@si/contract/money';
import type { InvoiceRow } from '@si/core/admin';

/**
 * A payment spread over the open invoices of its currency, oldest due first, each up to its
 * balance; amounts as the currency's fixed decimal strings ("" where nothing goes).
 */
export function oldestFirst(invoices: readonly InvoiceRow[], amount: string, currency: string): Record<number, string> {
  const digits = minorUnits(currency);
  let left: Big;
  try {
    left = new Big(amount.trim() || '0');
  } catch {
    left = new Big(0);
  }
  const out: Record<number, string> = {};
  for (const invoice of invoices) {
    if (invoice.currency !== currency) continue;
    const take = left.gt(invoice.balance) ? new Big(invoice.balance) : left;
    out[invoice.id] = take.gt(0) ? take.toFixed(digits) : '';
    left = left.minus(take);
  }
  return out;
}

/** The sum of the amounts entered; undefined when one of them is not a number. */
export function allocatedSum(amounts: readonly string[]): Big | undefined {
  let sum = new Big(0);
  for (const text of amounts) {
    if (!text.trim()) continue;
    try {
      sum = sum.plus(text.trim());
    } catch {
      return undefined;
    }
  }
  return sum;
}
