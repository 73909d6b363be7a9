/**
 * Amounts arrive as decimal strings; they are formatted for the reader's locale and currency.
 * Number() keeps cents exactly for any realistic invoice total (well under 2^53 cents).
 */
export function formatAmount(amount: string, currency: string, locale: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    // A currency code Intl does not know (bad data) still shows, never crashes the page.
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(value)} ${currency}`;
  }
}

export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(count);
}
