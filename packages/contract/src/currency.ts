/**
 * Currencies' minor units (ISO 4217), apart from the other limits so that only the screens that
 * show or check amounts load the table (the shared runtime leaves it out: see vite.config.ts).
 */
/** ISO 4217 currencies whose minor unit is not 2 digits; every other code has 2 (money.ts rounds to these). */
const CURRENCY_MINOR_UNITS: Record<string, number> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  CLF: 4, UYW: 4,
};

/** Digits after the decimal point in the currency's minor unit (JPY 0, USD 2, KWD 3). */
export const minorUnits = (currency: string): number => CURRENCY_MINOR_UNITS[currency.toUpperCase()] ?? 2;

/** Languages written right to left, whose pages would reorder a currency's Latin letters. */
const RIGHT_TO_LEFT = /^(ar|fa|he|ur|ps|ckb|dv|yi)(-|$)/i;
const FSI = '\u2068';
const PDI = '\u2069';
const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An exact decimal amount ("1250.5") with its ISO code in the reader's language, by the language's
 * own conventions (Intl: "$1,250.50" in English, "1 250,50 $US" in French, "1,250.50 US$" in Arabic)
 * and the currency's minor units. In a right-to-left language the currency's own letters are
 * isolated (FSI ... PDI), so the page's direction cannot turn "US$" into "$US" or "JP¥" into "¥JP".
 * The amount goes to Intl as a string, so no float rounds it; an unknown code shows the fixed
 * amount and the code as sent.
 */
export function formatCurrency(amount: string, currency: string, lang: string): string {
  const code = currency.trim().toUpperCase();
  const digits = minorUnits(code);
  const key = `${lang} ${code}`;
  let format = currencyFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(lang, { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits });
    } catch {
      // A code Intl refuses (bad data) still shows, with the amount in the reader's digits.
      try {
        const plain = new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
        return `${plain.format(amount as unknown as number)} ${currency}`.trim();
      } catch {
        return `${amount} ${currency}`.trim();
      }
    }
    currencyFormats.set(key, format);
  }
  // Intl formats a decimal string exactly (Intl.NumberFormat v3); the cast only satisfies older lib types.
  const value = amount as unknown as number;
  if (!RIGHT_TO_LEFT.test(lang)) return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' && /[A-Za-z]/.test(part.value) ? `${FSI}${part.value}${PDI}` : part.value))
    .join('');
}
