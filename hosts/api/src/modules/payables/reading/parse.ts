/**
 * Reading a bill's text into suggestions: pure functions over the lines of each page (however the
 * text was obtained). Every suggestion keeps the page and the words it came from, and a confidence
 * (0..1) the screen may use to order them; nothing here is trusted, a person confirms each value.
 *
 * - number: after a label (Invoice No., Invoice #, Invoice number, Bill number, Facture n°, Receipt #);
 * - dates: ISO (2025-03-12), "12 March 2025", "March 12, 2025", French "12 mars 2025", and numeric
 *   12/03/2025, 12.03.2025, 12-03-2025 (day first unless the organization's locale says month first,
 *   or one part is over 12); the bill date after "Invoice date", "Date", "Date de facture"…, the due
 *   date after "Due date", "Payment due", "Échéance"…;
 * - total: after Total, Amount due, Balance due, Grand total, Total TTC, Net à payer… (never a
 *   subtotal, a tax line or "Total HT"); the largest labelled amount wins;
 * - currency: an ISO code or a symbol on the total's line first, then anywhere;
 * - vendor name: the first line of the first page that is not a label, a date or an amount (weak).
 */
import { BILL_READING_FIELDS, type BillReadingField, type BillSuggestion } from '@si/contract';

export interface PageText {
  /** 1-based page number. */
  page: number;
  lines: string[];
}

export type DateOrder = 'dmy' | 'mdy';

export type Suggestions = Partial<Record<BillReadingField, BillSuggestion>>;

const MONTHS: Record<string, number> = {
  january: 1, jan: 1, janvier: 1, janv: 1,
  february: 2, feb: 2, février: 2, fevrier: 2, févr: 2, fevr: 2, fév: 2,
  march: 3, mar: 3, mars: 3,
  april: 4, apr: 4, avril: 4, avr: 4,
  may: 5, mai: 5,
  june: 6, jun: 6, juin: 6,
  july: 7, jul: 7, juillet: 7, juil: 7,
  august: 8, aug: 8, août: 8, aout: 8,
  september: 9, sep: 9, sept: 9, septembre: 9,
  october: 10, oct: 10, octobre: 10,
  november: 11, nov: 11, novembre: 11,
  december: 12, dec: 12, décembre: 12, decembre: 12, déc: 12,
};
const MONTH_WORD = '([A-Za-zÀ-ÿ]{3,9})\\.?';

function iso(y: number, m: number, d: number): string | undefined {
  if (y < 100) y += 2000;
  if (y < 1990 || y > 2100 || m < 1 || m > 12 || d < 1) return undefined;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > days) return undefined;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const monthOf = (word: string): number | undefined => MONTHS[word.toLowerCase()];

export interface FoundDate {
  value: string;
  /** The words the date was read from. */
  text: string;
  index: number;
}

/** Every date in a line, in the order they appear, as ISO dates. */
export function findDates(line: string, order: DateOrder = 'dmy'): FoundDate[] {
  const found: FoundDate[] = [];
  const taken: [number, number][] = [];
  const add = (m: RegExpExecArray, value: string | undefined) => {
    if (!value) return;
    const end = m.index + m[0].length;
    if (taken.some(([a, b]) => m.index < b && end > a)) return;
    taken.push([m.index, end]);
    found.push({ value, text: m[0].trim(), index: m.index });
  };
  const each = (re: RegExp, read: (m: RegExpExecArray) => string | undefined) => {
    for (const m of line.matchAll(re)) add(m as RegExpExecArray, read(m as RegExpExecArray));
  };
  // 2025-03-12, 2025/03/12
  each(/\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/g, (m) => iso(+m[1]!, +m[2]!, +m[3]!));
  // 12 March 2025, 1er mars 2025, 12-Mar-2025
  each(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|er)?[\\s-]+${MONTH_WORD}[\\s,-]+(\\d{4})\\b`, 'g'), (m) => {
    const month = monthOf(m[2]!);
    return month ? iso(+m[3]!, month, +m[1]!) : undefined;
  });
  // March 12, 2025
  each(new RegExp(`\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'g'), (m) => {
    const month = monthOf(m[1]!);
    return month ? iso(+m[3]!, month, +m[2]!) : undefined;
  });
  // 12/03/2025, 12.03.2025, 12-03-25
  each(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/g, (m) => {
    const a = +m[1]!;
    const b = +m[2]!;
    const y = +m[3]!;
    if (a > 12 && b <= 12) return iso(y, b, a);
    if (b > 12 && a <= 12) return iso(y, a, b);
    return order === 'mdy' ? iso(y, a, b) : iso(y, b, a);
  });
  return found.sort((x, y) => x.index - y.index);
}

/** A single date read from a piece of text, or undefined. */
export const parseDate = (text: string, order: DateOrder = 'dmy'): string | undefined => findDates(text, order)[0]?.value;

/**
 * An amount as written on a bill ("1,234.56", "1.234,56", "1 234,56", "€ 99", "1234.5") as a plain
 * decimal string ("1234.56"), or undefined when it is not an amount.
 */
export function parseAmount(raw: string): string | undefined {
  let s = raw.replace(/[\s\u00a0\u202f']/g, '');
  s = s.replace(/^[^\d-]+|[^\d]+$/g, '');
  const negative = s.startsWith('-');
  if (negative) s = s.slice(1);
  if (!/^\d[\d.,]*$/.test(s)) return undefined;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let whole = s;
  let decimals = '';
  if (lastDot >= 0 && lastComma >= 0) {
    // Both used: the last one is the decimal separator ("1,234.56", "1.234,56").
    const sep = Math.max(lastDot, lastComma);
    whole = s.slice(0, sep);
    decimals = s.slice(sep + 1);
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const parts = s.split(mark);
    const tail = parts[parts.length - 1]!;
    // Used once and followed by one or two digits: decimals; otherwise thousands ("1,234", "1.234.567").
    if (parts.length === 2 && tail.length >= 1 && tail.length <= 2) {
      whole = parts[0]!;
      decimals = tail;
    } else if (parts.slice(1).some((p) => p.length !== 3)) return undefined;
  }
  whole = whole.replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole) || (decimals && !/^\d+$/.test(decimals))) return undefined;
  whole = whole.replace(/^0+(?=\d)/, '');
  return `${negative ? '-' : ''}${whole}${decimals ? `.${decimals}` : ''}`;
}

const AMOUNT_RE = /(?:[A-Z]{3}\s?|[$€£¥₹]\s?)?-?\d{1,3}(?:[ ,.\u00a0\u202f']\d{3})*(?:[.,]\d{1,2})?(?!\d)(?:\s?(?:[A-Z]{3}\b|[$€£¥₹]))?|-?\d+(?:[.,]\d{1,2})?/g;

const CURRENCY_CODES = ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD', 'JPY', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'SAR', 'AED', 'MAD', 'XOF', 'INR', 'CNY', 'NZD', 'ZAR'];
const SYMBOLS: [RegExp, string, number][] = [
  [/€/, 'EUR', 0.9],
  [/£/, 'GBP', 0.9],
  [/(?:CA\$|C\$)/, 'CAD', 0.85],
  [/(?:AU\$|A\$)/, 'AUD', 0.85],
  [/US\$/, 'USD', 0.9],
  [/\$/, 'USD', 0.6],
  [/¥/, 'JPY', 0.6],
  [/₹/, 'INR', 0.9],
];

/** The currency a piece of text names: an ISO code first, then a symbol. */
export function findCurrency(text: string): { value: string; confidence: number; text: string } | undefined {
  const code = text.match(new RegExp(`\\b(${CURRENCY_CODES.join('|')})\\b`));
  if (code) return { value: code[1]!, confidence: 0.9, text: code[1]! };
  for (const [re, value, confidence] of SYMBOLS) {
    const m = text.match(re);
    if (m) return { value, confidence, text: m[0] };
  }
  return undefined;
}

const NUMBER_LABEL =
  /\b(?:invoice|bill|receipt|facture|re[çc]u|inv)\.?\s*(?:no\.?|nr\.?|num(?:ber|[ée]ro)?\.?|#|n[°ºo]\.?)\s*[:.]?\s*#?\s*([A-Z0-9][A-Z0-9\-/._]{0,58}[A-Z0-9]|[A-Z0-9])/i;

const CODE = '([A-Z0-9][A-Z0-9\\-/._]{0,58}[A-Z0-9]|[A-Z0-9])';
/** "Invoice INV-0042", "Facture F2025-12": the document's word and a code with a digit. */
const WORD_AND_CODE = new RegExp(`\\b(?:invoice|facture|bill)\\s*[:#]?\\s+#?${CODE}\\b`, 'i');
/** "Number INV-0042", "Numéro F-12", "N° 1234", "Ref. 88-1" at the start of a line (once the document says it is an invoice). */
const BARE_NUMBER = new RegExp(`^(?:number|num[ée]ro|no\\.?|n[°º]|ref(?:erence)?\\.?|r[ée]f[ée]rence)\\s*[:.]?\\s*#?${CODE}(?:\\s{2,}|$)`, 'i');
const INVOICE_WORD = /\b(?:invoice|facture|bill|receipt|re[çc]u)\b/i;

const numberLike = (v: string, order: DateOrder) => /\d/.test(v) && !findDates(v, order).length;

function findNumber(pages: PageText[], order: DateOrder): BillSuggestion | undefined {
  let fallback: BillSuggestion | undefined;
  const invoice = pages.some((p) => p.lines.some((l) => INVOICE_WORD.test(l)));
  for (const { page, lines } of pages) {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      const text = line.trim();
      const m = line.match(NUMBER_LABEL);
      if (m && numberLike(m[1]!, order)) return { value: m[1]!, page, text, confidence: 0.9 };
      // The label alone on its line, the number on the next.
      if (!m && /^(?:invoice|bill|facture)\s*(?:no\.?|number|num[ée]ro|#|n[°º])\s*:?$/i.test(text)) {
        const next = lines[i + 1]?.trim();
        if (next && /^[A-Z0-9][A-Z0-9\-/._]{0,59}$/i.test(next) && numberLike(next, order)) return { value: next, page, text: `${text} ${next}`, confidence: 0.75 };
      }
      if (fallback) continue;
      const bare = invoice ? text.match(BARE_NUMBER) : null;
      if (bare && numberLike(bare[1]!, order)) fallback = { value: bare[1]!, page, text, confidence: 0.7 };
      const word = text.match(WORD_AND_CODE);
      if (!fallback && word && numberLike(word[1]!, order) && !/^\d{1,2}$/.test(word[1]!)) fallback = { value: word[1]!, page, text, confidence: 0.6 };
    }
  }
  return fallback;
}

const DUE_LABEL = /\b(?:due\s+date|date\s+due|payment\s+due|due\s+on|due\s+by|pay\s+by|payable\s+by|[ée]ch[ée]ance|date\s+d['’]\s*[ée]ch[ée]ance|à\s+payer\s+avant|payable\s+avant)\b/i;
const BILL_DATE_LABEL = /\b(?:invoice\s+date|bill\s+date|date\s+of\s+issue|issue\s+date|issued(?:\s+on)?|date\s+de\s+(?:la\s+)?facture|date\s+d['’]\s*[ée]mission|date\s+de\s+facturation|date)\b/i;

/** A labelled date on the label's line (after it), or alone on the next line. */
function labelledDate(pages: PageText[], label: RegExp, order: DateOrder, skip?: RegExp): BillSuggestion | undefined {
  for (const { page, lines } of pages) {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      const m = label.exec(line);
      if (!m || (skip && skip.test(line))) continue;
      const after = findDates(line.slice(m.index + m[0].length), order);
      if (after[0]) return { value: after[0].value, page, text: line.trim(), confidence: 0.85 };
      const next = lines[i + 1];
      const below = next ? findDates(next, order) : [];
      if (below[0] && !label.test(next!)) return { value: below[0].value, page, text: `${line.trim()} ${below[0].text}`, confidence: 0.7 };
    }
  }
  return undefined;
}

const TOTAL_LABEL =
  /\b(?:grand\s+total|total\s+(?:due|amount|ttc|payable|à\s+payer|to\s+pay)|amount\s+(?:due|payable)|balance\s+due|montant\s+(?:ttc|total|dû|à\s+payer)|net\s+à\s+payer|total)\b/i;
const NOT_TOTAL = /\b(?:sub\s*-?\s*total|sous[\s-]*total|total\s+(?:ht|hors\s+taxes?|excl\.?|excluding|before\s+tax|net|tax|vat|tva)|tax|vat|tva|discount|remise|quantity|qty|items?)\b/i;

function amountsIn(text: string): { value: string; text: string }[] {
  const out: { value: string; text: string }[] = [];
  for (const m of text.matchAll(AMOUNT_RE)) {
    const piece = m[0].trim();
    if (!/\d/.test(piece)) continue;
    // A percentage is not an amount.
    if (text.slice((m.index ?? 0) + m[0].length).trimStart().startsWith('%')) continue;
    const value = parseAmount(piece);
    if (value !== undefined && !value.startsWith('-')) out.push({ value, text: piece });
  }
  return out;
}

function findTotal(pages: PageText[]): { suggestion: BillSuggestion; line: string } | undefined {
  let best: { suggestion: BillSuggestion; line: string; n: number } | undefined;
  for (const { page, lines } of pages) {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      const m = TOTAL_LABEL.exec(line);
      if (!m || NOT_TOTAL.test(line.slice(0, m.index + m[0].length + 12))) continue;
      let candidates = amountsIn(line.slice(m.index + m[0].length)).map((a) => ({ ...a, text: line.trim(), confidence: 0.85 }));
      if (!candidates.length && lines[i + 1] !== undefined) {
        const next = lines[i + 1]!;
        if (!TOTAL_LABEL.test(next)) candidates = amountsIn(next).map((a) => ({ ...a, text: `${line.trim()} ${next.trim()}`, confidence: 0.7 }));
      }
      // The last amount of the line is the one in the total column.
      const pick = candidates[candidates.length - 1];
      if (!pick) continue;
      const n = Number(pick.value);
      if (!best || n > best.n) best = { n, line: pick.text, suggestion: { value: pick.value, page, text: pick.text, confidence: pick.confidence } };
    }
  }
  return best && { suggestion: best.suggestion, line: best.line };
}

function findVendorName(pages: PageText[], order: DateOrder): BillSuggestion | undefined {
  const first = pages[0];
  if (!first) return undefined;
  for (const raw of first.lines.slice(0, 8)) {
    // Columns laid side by side: the first one (the vendor's block is usually at the top left).
    const line = raw.trim().split(/\s{3,}/)[0]!.trim();
    if (line.length < 3 || line.length > 80 || !/\p{L}{2}/u.test(line)) continue;
    if (NUMBER_LABEL.test(line) || TOTAL_LABEL.test(line) || findDates(line, order).length || BARE_NUMBER.test(line)) continue;
    if (/^(?:invoice|bill|facture|receipt|tax invoice|re[çc]u|page)\b/i.test(line) || /@|https?:|www\.|^\+?\d/i.test(line)) continue;
    return { value: line, page: first.page, text: raw.trim(), confidence: 0.4 };
  }
  return undefined;
}

/**
 * The suggestions read from a bill's pages. `order` says how to read 03/04/2025 when neither part
 * tells (the organization's locale: 'mdy' for en-US, else 'dmy').
 */
export function suggestFromText(pages: PageText[], order: DateOrder = 'dmy'): Suggestions {
  const out: Suggestions = {};
  const number = findNumber(pages, order);
  if (number) out.number = number;
  const due = labelledDate(pages, DUE_LABEL, order);
  if (due) out.due_date = due;
  const billDate = labelledDate(pages, BILL_DATE_LABEL, order, DUE_LABEL);
  if (billDate) out.bill_date = billDate;
  else {
    // No labelled date: the first date of the document that is not the due date, less sure.
    for (const { page, lines } of pages) {
      const hit = lines.map((l) => ({ l, d: findDates(l, order).find((d) => d.value !== due?.value) })).find((x) => x.d && !DUE_LABEL.test(x.l));
      if (hit?.d) {
        out.bill_date = { value: hit.d.value, page, text: hit.l.trim(), confidence: 0.5 };
        break;
      }
    }
  }
  const total = findTotal(pages);
  if (total) out.total = total.suggestion;
  const onTotal = total && findCurrency(total.line);
  if (total && onTotal) out.currency = { value: onTotal.value, page: total.suggestion.page, text: total.line, confidence: onTotal.confidence };
  else {
    for (const { page, lines } of pages) {
      const line = lines.find((l) => findCurrency(l));
      const c = line && findCurrency(line);
      if (line && c) {
        out.currency = { value: c.value, page, text: line.trim(), confidence: c.confidence * 0.8 };
        break;
      }
    }
  }
  const vendor = findVendorName(pages, order);
  if (vendor) out.vendor_name = vendor;
  for (const key of Object.keys(out) as BillReadingField[]) if (!BILL_READING_FIELDS.includes(key)) delete out[key];
  return out;
}
