/** Money, dates and PDF files of the staff invoice screens. */
import { formatCurrency } from '@si/contract/currency';
import { formatAmount } from '@si/contract/money';

/**
 * An exact decimal amount ("1250.5") in the reader's language with the currency's minor units
 * ("$1,250.50", "¥1,250", "KWD 1.250"). The amount goes to Intl as a decimal string, so no float
 * rounds it; an unknown code shows the fixed amount and the code as typed.
 */
export function formatMoney(amount: string, currency: string, lang: string): string {
  const code = currency.trim().toUpperCase();
  let fixed: string;
  try {
    fixed = formatAmount(amount, code);
  } catch {
    return amount;
  }
  return formatCurrency(fixed, code, lang);
}

/** An ISO date (YYYY-MM-DD) in the reader's language, read in UTC so no time zone moves it. */
export function formatDay(date: string | null, lang: string): string {
  if (!date) return '—';
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(parsed);
}

/** Hands a downloaded file to the browser under `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The file name of an invoice's PDF: its number, or "draft-12" before it has one. */
export const pdfName = (invoice: { id: number; number: string | null }) => `${invoice.number ?? `draft-${invoice.id}`}.pdf`;
