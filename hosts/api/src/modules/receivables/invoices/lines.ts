/**
 * An invoice's lines as stored, with their money: each line's net amount and tax rounded to the
 * currency's minor units, and the totals as sums of those (invoiceMoney of @si/contract/money).
 */
import type { InvoiceLineWrite } from '@si/contract';
import { Big, invoiceMoney, minorUnits, roundMoney } from '@si/contract/money';
import type { StoredInvoiceLine } from '../schema.ts';

export interface Priced {
  lines: StoredInvoiceLine[];
  subtotal: string;
  tax: string;
  total: string;
}

/** Decimal text without trailing zeros ("12.50" -> "12.5"), as big.js writes it. */
const plain = (v: string | number) => new Big(v).toString();

export function priceLines(lines: readonly InvoiceLineWrite[], currency: string): Priced {
  const m = invoiceMoney(lines, currency);
  return {
    lines: lines.map((l, i) => ({
      description: l.description,
      quantity: plain(l.quantity),
      unit_price: plain(l.unit_price),
      tax_rate: plain(l.tax_rate),
      discount: plain(l.discount),
      amount: m.lines[i]!.amount,
      tax: m.lines[i]!.tax,
    })),
    subtotal: m.subtotal,
    tax: m.tax,
    total: m.total,
  };
}

/** The stored lines again as input (a draft whose currency changes is priced again). */
export const asInput = (lines: readonly StoredInvoiceLine[]): InvoiceLineWrite[] =>
  lines.map((l) => ({ description: l.description, quantity: String(l.quantity), unit_price: String(l.unit_price), tax_rate: l.tax_rate ?? '0', discount: l.discount ?? '0' }));

/** An amount typed in the currency: more decimals than its minor unit is a mistake, not something to round away. */
export function fitsCurrency(amount: string, currency: string): string | undefined {
  if (roundMoney(amount, currency).eq(amount)) return undefined;
  const digits = minorUnits(currency);
  return digits === 0 ? `${currency} has no decimals: enter a whole amount.` : `Enter at most ${digits} decimal${digits === 1 ? '' : 's'} for ${currency}.`;
}
