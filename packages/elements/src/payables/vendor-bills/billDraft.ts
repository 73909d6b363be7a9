/**
 * A bill as the staff form holds it (text as typed) and what it sends: the body of a new bill or
 * of a change, and the live totals, computed with the server's own rounding (`invoiceMoney` of
 * `@si/contract/money`, which prices bills and invoices alike), so the total shown while typing is
 * the total stored.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BillCreate, BillDetail, BillUpdate } from '@si/contract';
import { invoiceMoney, type InvoiceMoney } from '@si/contract/money';
import { amountProblem, BILL_ACCOUNT_CODE_MAX, BILL_MEMO_MAX, BILL_NUMBER_MAX, DAY, validCurrency } from '../kit/bills/billWords.ts';

export type BillLineDraft = { key: number; description: string; quantity: string; unit_price: string; tax_rate: string; account_code: string; discount: string };
export const BILL_LINE_FIELDS = ['description', 'quantity', 'unit_price', 'tax_rate', 'account_code'] as const;
export type BillLineField = (typeof BILL_LINE_FIELDS)[number];

export type BillDraft = {
  number: string;
  bill_date: string;
  due_date: string;
  currency: string;
  memo: string;
  lines: BillLineDraft[];
};

let nextKey = 1;
/** A fresh line; its key stays while lines are removed, so React state and focus follow the line. */
export const newBillLine = (from: Partial<BillLineDraft> = {}): BillLineDraft => ({
  description: '',
  quantity: '1',
  unit_price: '',
  tax_rate: '0',
  account_code: '',
  discount: '0',
  ...from,
  key: nextKey++,
});

/** Drops the zeros a numeric(18,4) column adds back ("2.5000" -> "2.5"), so a field shows what was typed. */
export const plainNumber = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);

export function emptyBillDraft(today: string, currency = 'USD'): BillDraft {
  return { number: '', bill_date: today, due_date: '', currency, memo: '', lines: [newBillLine()] };
}

export function billDraftOf(bill: BillDetail): BillDraft {
  return {
    number: bill.number,
    bill_date: bill.bill_date ?? '',
    due_date: bill.due_date ?? '',
    currency: bill.currency,
    memo: bill.memo,
    lines: bill.lines.map((l) =>
      newBillLine({
        description: l.description,
        quantity: plainNumber(l.quantity),
        unit_price: plainNumber(l.unit_price),
        tax_rate: plainNumber(l.tax_rate),
        discount: plainNumber(l.discount),
        account_code: l.account_code,
      }),
    ),
  };
}

const NUMBER = /^-?\d{1,14}(\.\d{1,4})?$/;
const numberOr0 = (value: string) => (NUMBER.test(value.trim()) ? value.trim() : '0');
const currencyOf = (code: string) => (validCurrency(code) ? code.trim().toUpperCase() : 'USD');

/** The totals as they stand; a figure that is not a number yet counts as 0 until it is one. */
export function billTotals(draft: BillDraft): InvoiceMoney {
  const lines = draft.lines.map((l) => {
    const rate = numberOr0(l.tax_rate);
    return { quantity: numberOr0(l.quantity), unit_price: numberOr0(l.unit_price), tax_rate: Number(rate) > 100 || Number(rate) < 0 ? '0' : rate, discount: numberOr0(l.discount) };
  });
  return invoiceMoney(lines, currencyOf(draft.currency));
}

/** The fields as the server reads them (BillUpdate; a new bill adds its vendor). */
export function billBody(draft: BillDraft): Required<Pick<BillUpdate, 'number' | 'bill_date' | 'due_date' | 'currency' | 'lines' | 'memo'>> {
  return {
    number: draft.number.trim(),
    bill_date: draft.bill_date,
    due_date: draft.due_date || null,
    currency: draft.currency.trim().toUpperCase(),
    memo: draft.memo,
    lines: draft.lines.map((l) => ({
      description: l.description.trim(),
      quantity: l.quantity.trim(),
      unit_price: l.unit_price.trim(),
      tax_rate: l.tax_rate.trim() || '0',
      discount: l.discount.trim() || '0',
      account_code: l.account_code.trim(),
    })),
  };
}

export type NewBillBody = Omit<BillCreate, 'title' | 'purchase_order_id'>;

/** The field messages before anything is sent, keyed as the server keys them (`lines.0.unit_price`). */
export function billProblems(draft: BillDraft, i18n: I18n): Record<string, string> {
  const problems: Record<string, string> = {};
  const currency = draft.currency.trim();
  const number = draft.number.trim();
  if (!number) problems.number = i18n._(msg`Enter the vendor's bill number.`);
  else if (number.length > BILL_NUMBER_MAX) problems.number = i18n._(msg`Ensure this field has no more than ${BILL_NUMBER_MAX} characters.`);
  if (!DAY.test(draft.bill_date)) problems.bill_date = i18n._(msg`Enter the bill's date.`);
  if (draft.due_date && !DAY.test(draft.due_date)) problems.due_date = i18n._(msg`Enter a date.`);
  else if (draft.due_date && DAY.test(draft.bill_date) && draft.due_date < draft.bill_date) problems.due_date = i18n._(msg`The due date cannot be before the bill date.`);
  if (!validCurrency(currency)) problems.currency = i18n._(msg`Enter a three-letter currency code, such as USD.`);
  if (draft.memo.length > BILL_MEMO_MAX) problems.memo = i18n._(msg`Ensure this field has no more than ${BILL_MEMO_MAX} characters.`);
  if (!draft.lines.length) problems.lines = i18n._(msg`Add at least one line.`);
  draft.lines.forEach((l, i) => {
    if (!l.description.trim()) problems[`lines.${i}.description`] = i18n._(msg`Describe what is billed.`);
    const quantity = l.quantity.trim();
    if (!/^\d{1,14}(\.\d{1,4})?$/.test(quantity)) problems[`lines.${i}.quantity`] = i18n._(msg`Enter a quantity such as 1 or 2.5.`);
    else if (Number(quantity) <= 0) problems[`lines.${i}.quantity`] = i18n._(msg`Enter a quantity more than zero.`);
    const price = amountProblem(l.unit_price, currency, i18n, { signed: true });
    if (price) problems[`lines.${i}.unit_price`] = price;
    const rate = l.tax_rate.trim() || '0';
    if (!/^\d{1,3}(\.\d{1,4})?$/.test(rate) || Number(rate) > 100) problems[`lines.${i}.tax_rate`] = i18n._(msg`Enter a tax rate from 0 to 100.`);
    const code = l.account_code.trim();
    if (code.length > BILL_ACCOUNT_CODE_MAX) problems[`lines.${i}.account_code`] = i18n._(msg`Ensure this field has no more than ${BILL_ACCOUNT_CODE_MAX} characters.`);
    else if (!/^[\p{L}\p{N}.\-_/ ]*$/u.test(code)) problems[`lines.${i}.account_code`] = i18n._(msg`Use letters, digits, dots and dashes for the account code.`);
  });
  if (!Object.keys(problems).some((k) => k.startsWith('lines.')) && Number(billTotals(draft).total) < 0) problems.lines = i18n._(msg`The bill total cannot be negative.`);
  return problems;
}
