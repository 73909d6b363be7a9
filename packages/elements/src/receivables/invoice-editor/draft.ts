/**
 * The draft as the editor holds it (text as typed) and what it sends: the PATCH body and the
 * live totals, computed with the server's own rounding (invoiceMoney of @si/contract/money).
 */
import type { InvoiceRow, InvoiceUpdate, ReceivablesSettingsRow } from '@si/contract';
import { invoiceMoney, minorUnits, type InvoiceMoney } from '@si/contract/money';

export type LineDraft = { key: number; description: string; quantity: string; unit_price: string; tax_rate: string; discount: string };
export type TermsMode = 'net' | 'custom' | 'fixed';

export type Draft = {
  title: string;
  currency: string;
  language: 'en' | 'fr' | 'ar';
  issue_date: string;
  terms: TermsMode;
  /** One of NET_TERMS when `terms` is net; the typed days when custom. */
  days: string;
  due_date: string;
  lines: LineDraft[];
  memo: string;
};

export const NET_TERMS = ['0', '15', '30', '45', '60', '90'] as const;
export const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY', 'CNY', 'INR', 'AED', 'SAR', 'QAR', 'KWD', 'MAD', 'EGP', 'XOF', 'ZAR'] as const;
export const LINE_FIELDS = ['description', 'quantity', 'unit_price', 'tax_rate', 'discount'] as const;
export type LineField = (typeof LINE_FIELDS)[number];

let nextKey = 1;
/** A fresh line; keys stay stable while lines move, so focus and React state follow the line. */
export const newLine = (from: Partial<LineDraft> = {}): LineDraft => ({
  description: '',
  quantity: '1',
  unit_price: '0',
  tax_rate: '0',
  discount: '0',
  ...from,
  key: nextKey++,
});

/** Drops the zeros a numeric(18,4) column adds back ("2.5000" -> "2.5"), so the field shows what was typed. */
export const plain = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);

/**
 * A money figure as a person writes it in its currency: the stored zeros beyond the currency's
 * minor units dropped, never the minor units themselves ("350.0000" USD -> "350.00",
 * "12.5000" -> "12.50", "1.2345" -> "1.2345", "1200.0000" JPY -> "1200").
 */
export function moneyField(value: string, currency: string): string {
  const [whole, fraction = ''] = value.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(minorUnits(currency), '0');
  return kept ? `${whole}.${kept}` : whole!;
}

/** The draft of an invoice not yet written down: the account's, with the organization's defaults. */
export function blankInvoice(account: { id: number; name: string }, settings: Pick<ReceivablesSettingsRow, 'default_currency' | 'payment_terms_days'>): InvoiceRow {
  const zero = '0';
  return {
    id: 0,
    account_id: account.id,
    account_name: account.name,
    doc_type: 'invoice',
    state: 'draft',
    number: null,
    title: '',
    currency: settings.default_currency,
    language: 'en',
    issue_date: null,
    due_date: null,
    payment_terms_days: settings.payment_terms_days,
    lines: [],
    memo: '',
    subtotal: zero,
    tax: zero,
    total: zero,
    balance: zero,
    days_overdue: 0,
    credited_invoice_id: null,
    finalized_at: null,
    sent_at: null,
    voided_at: null,
    void_reason: null,
    external_reference: null,
    pdf_file_id: null,
    created_at: '',
    updated_at: '',
  };
}

/** True when the draft holds something a person wrote (a blank new draft is never stored). */
export const hasContent = (draft: Draft) => !!(draft.title.trim() || draft.memo.trim() || draft.lines.some((line) => line.description.trim()));

export function draftOf(row: InvoiceRow): Draft {
  const days = row.payment_terms_days;
  const terms: TermsMode = days === null ? (row.due_date ? 'fixed' : 'net') : (NET_TERMS as readonly string[]).includes(String(days)) ? 'net' : 'custom';
  return {
    title: row.title,
    currency: row.currency,
    language: row.language,
    issue_date: row.issue_date ?? '',
    terms,
    days: days === null ? '30' : String(days),
    due_date: row.due_date ?? '',
    lines: row.lines.map((line) =>
      newLine({ description: line.description, quantity: plain(line.quantity), unit_price: moneyField(line.unit_price, row.currency), tax_rate: plain(line.tax_rate), discount: plain(line.discount) }),
    ),
    memo: row.memo,
  };
}

/** The PATCH body: every field of the draft, so a save is the whole draft as shown. */
export function changesOf(draft: Draft): InvoiceUpdate {
  const fixed = draft.terms === 'fixed';
  return {
    title: draft.title,
    currency: draft.currency.trim().toUpperCase(),
    language: draft.language,
    issue_date: draft.issue_date || null,
    payment_terms_days: fixed ? null : Number(draft.days.trim()),
    due_date: fixed ? draft.due_date || null : null,
    lines: draft.lines.map(({ description, quantity, unit_price, tax_rate, discount }) => ({
      description,
      quantity: quantity.trim(),
      unit_price: unit_price.trim(),
      tax_rate: tax_rate.trim() || '0',
      discount: discount.trim() || '0',
    })),
    memo: draft.memo,
  };
}

/**
 * What autosave sends: the whole draft but its lines without a description yet (a line just
 * added, still blank, is kept on screen and saved once it is written), so a save a person did
 * not ask for never answers with a message about a field they have not reached.
 */
export function autosaveOf(draft: Draft): InvoiceUpdate {
  return changesOf({ ...draft, lines: draft.lines.filter((line) => line.description.trim()) });
}

/** The custom days are a whole number from 0 to 365 (checked before a save). */
export const validDays = (days: string) => /^\d{1,3}$/.test(days.trim()) && Number(days) <= 365;

const DECIMAL = /^\d{1,14}(\.\d{1,4})?$/;
const number = (value: string, fallback = '0') => (DECIMAL.test(value.trim()) ? value.trim() : fallback);
const currencyOf = (code: string) => (/^[A-Za-z]{3}$/.test(code.trim()) ? code.trim().toUpperCase() : 'USD');

/** The totals as they stand; a figure that is not a number yet counts as 0 until it is one. */
export function totalsOf(draft: Draft): InvoiceMoney {
  const lines = draft.lines.map((line) => ({
    quantity: number(line.quantity),
    unit_price: number(line.unit_price),
    tax_rate: number(line.tax_rate),
    discount: Number(number(line.discount)) > 100 ? '100' : number(line.discount),
  }));
  return invoiceMoney(lines, currencyOf(draft.currency));
}

/** Moves the line at `from` by `by` places (-1 up, +1 down); the same array when it cannot. */
export function moveLine(lines: LineDraft[], from: number, by: -1 | 1): LineDraft[] {
  const to = from + by;
  if (to < 0 || to >= lines.length) return lines;
  const next = [...lines];
  const [line] = next.splice(from, 1);
  next.splice(to, 0, line!);
  return next;
}

/** Where the editor keeps the changes not saved yet, so a reload or a failed save loses nothing. */
export const backupKey = (invoice: Pick<InvoiceRow, 'id' | 'account_id'>) => `si:invoice-draft:${invoice.id || `new-${invoice.account_id}`}`;

export function readBackup(key: string): Draft | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as { draft?: Draft } | null;
    if (!saved?.draft || !Array.isArray(saved.draft.lines)) return undefined;
    // New keys: the stored ones may collide with lines made since.
    return { ...saved.draft, lines: saved.draft.lines.map(({ key: _key, ...line }) => newLine(line)) };
  } catch {
    return undefined;
  }
}

export function writeBackup(key: string, draft: Draft | undefined): void {
  try {
    if (draft) localStorage.setItem(key, JSON.stringify({ draft, at: new Date().toISOString() }));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or refused (a private window): the form still holds the text.
  }
}
