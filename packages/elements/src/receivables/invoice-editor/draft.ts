/**
 * The draft as the editor holds it (text as typed) and what it sends: the PATCH body and the
 * live totals, computed with the server's own rounding (invoiceMoney of @si/contract/money).
 */
import type { InvoiceRow, InvoiceUpdate } from '@si/contract';
import { invoiceMoney, type InvoiceMoney } from '@si/contract/money';

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
      newLine({ description: line.description, quantity: plain(line.quantity), unit_price: plain(line.unit_price), tax_rate: plain(line.tax_rate), discount: plain(line.discount) }),
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
