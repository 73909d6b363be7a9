import { formatCurrency } from '@si/contract/currency';

/**
 * Amounts arrive as decimal strings; they are formatted for the reader's locale and currency, in the
 * currency's minor units (KWD 643.625, JPY 1,400), by the one money formatter the elements use too.
 */
export function formatAmount(amount: string, currency: string, locale: string): string {
  if (!/^\s*-?\d+(\.\d+)?\s*$/.test(amount)) return `${amount} ${currency}`;
  return formatCurrency(amount.trim(), currency, locale);
}

export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(count);
}
