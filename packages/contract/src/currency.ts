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
