/**
 * One Business Central sales invoice (API v2.0 `salesInvoice` with `salesInvoiceLines`) checked
 * and turned into what the receivables tables store. A record that cannot be read is refused
 * with a reason, never half stored.
 */
import { Big, formatAmount } from '@si/contract/money';
import { RECEIVABLES_LIMITS, type InvoiceState } from '@si/contract';
import type { StoredInvoiceLine } from '../../schema.ts';
import type { CheckedRecord, ImportedInvoice } from '../driver.ts';

/** A Business Central invoice, read. */
export type BcInvoice = ImportedInvoice;

export type Checked = CheckedRecord;

const STATUSES = ['Draft', 'Open', 'Paid', 'Canceled', 'Corrective'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
// BC's "no date" and "no customer".
const EMPTY_DATE = '0001-01-01';
const EMPTY_GUID = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;

let currencies: Set<string> | undefined;
const knownCurrency = (code: string) => {
  try {
    currencies ??= new Set((Intl as unknown as { supportedValuesOf(key: string): string[] }).supportedValuesOf('currency'));
  } catch {
    currencies = new Set();
  }
  return currencies.has(code);
};

class Refused extends Error {}

const text = (r: Record<string, unknown>, field: string, opts: { required?: boolean; max?: number } = {}): string => {
  const v = r[field];
  if (v === undefined || v === null || v === '') {
    if (opts.required) throw new Refused(`${field} is missing`);
    return '';
  }
  if (typeof v !== 'string') throw new Refused(`${field} is not text`);
  if (opts.max && v.length > opts.max) throw new Refused(`${field} is longer than ${opts.max} characters`);
  return v.trim();
};

/** A JSON number (or numeric text) as an exact decimal; BC sends decimals as JSON numbers. */
const amount = (r: Record<string, unknown>, field: string, required = true): Big => {
  const v = r[field];
  if (v === undefined || v === null) {
    if (required) throw new Refused(`${field} is missing`);
    return new Big(0);
  }
  if ((typeof v !== 'number' || !Number.isFinite(v)) && (typeof v !== 'string' || !/^-?\d+(\.\d+)?$/.test(v))) throw new Refused(`${field} is not a number`);
  const big = new Big(String(v));
  if (big.abs().gte(new Big(10).pow(RECEIVABLES_LIMITS.amountDigits))) throw new Refused(`${field} is too large`);
  return big;
};

const date = (r: Record<string, unknown>, field: string, required: boolean): string | null => {
  const v = r[field];
  if (v === undefined || v === null || v === '' || v === EMPTY_DATE) {
    if (required) throw new Refused(`${field} is missing`);
    return null;
  }
  if (typeof v !== 'string' || !DATE.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) throw new Refused(`${field} is not a date (YYYY-MM-DD)`);
  return v;
};

function line(raw: unknown, index: number, currency: string): StoredInvoiceLine {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Refused(`line ${index + 1} is not an object`);
  const r = raw as Record<string, unknown>;
  const where = (e: unknown) => new Refused(`line ${index + 1}: ${(e as Error).message}`);
  try {
    const quantity = amount(r, 'quantity', false);
    return {
      description: text(r, 'description').slice(0, RECEIVABLES_LIMITS.lineDescription),
      quantity: quantity.toString(),
      unit_price: amount(r, 'unitPrice', false).toString(),
      tax_rate: amount(r, 'taxPercent', false).toString(),
      discount: amount(r, 'discountPercent', false).toString(),
      amount: formatAmount(amount(r, 'amountExcludingTax', false), currency),
      tax: formatAmount(amount(r, 'totalTaxAmount', false), currency),
    };
  } catch (e) {
    throw e instanceof Refused ? where(e) : e;
  }
}

/** Checks one record; `defaultCurrency` stands for BC's empty currency code (the company's local currency). */
export function checkRecord(raw: unknown, position: string, defaultCurrency: string): Checked {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, reference: position, reason: 'the record is not an object' };
  const r = raw as Record<string, unknown>;
  const reference = typeof r.number === 'string' && r.number ? r.number : typeof r.id === 'string' && r.id ? r.id : position;
  try {
    const id = text(r, 'id', { required: true, max: 100 });
    const status = text(r, 'status', { required: true });
    if (!(STATUSES as readonly string[]).includes(status)) throw new Refused(`status "${status.slice(0, 40)}" is not one of ${STATUSES.join(', ')}`);
    if (status === 'Draft') return { ok: false, skip: true };
    const number = text(r, 'number', { required: true, max: 60 });
    const customerId = text(r, 'customerId', { required: true, max: 100 });
    if (EMPTY_GUID.test(customerId)) throw new Refused('customerId is empty');
    const customerName = text(r, 'customerName', { max: 1000 }).slice(0, 200) || text(r, 'customerNumber', { max: 200 }) || customerId;
    const code = text(r, 'currencyCode', { max: 10 }).toUpperCase();
    const currency = code || defaultCurrency;
    if (!/^[A-Z]{3}$/.test(currency) || !knownCurrency(currency)) throw new Refused(`currencyCode "${code.slice(0, 10)}" is not an ISO 4217 currency`);
    const invoiceDate = date(r, 'invoiceDate', true)!;
    const dueDate = date(r, 'dueDate', false);
    const subtotal = amount(r, 'totalAmountExcludingTax');
    const tax = amount(r, 'totalTaxAmount');
    const total = amount(r, 'totalAmountIncludingTax');
    const remaining = amount(r, 'remainingAmount');
    if (remaining.lt(0)) throw new Refused('remainingAmount is negative');
    const rawLines = r.salesInvoiceLines ?? [];
    if (!Array.isArray(rawLines)) throw new Refused('salesInvoiceLines is not a list');
    if (rawLines.length > RECEIVABLES_LIMITS.lines) throw new Refused(`more than ${RECEIVABLES_LIMITS.lines} lines`);
    const lines = rawLines.map((l, i) => line(l, i, currency));
    let state: InvoiceState;
    if (status === 'Canceled') state = 'void';
    else if (remaining.eq(0)) state = 'paid';
    else if (remaining.lt(total)) state = 'partially_paid';
    else state = 'open';
    return {
      ok: true,
      invoice: {
        id,
        number,
        invoiceDate,
        dueDate,
        customerId,
        customerName,
        currency,
        state,
        subtotal: formatAmount(subtotal, currency),
        tax: formatAmount(tax, currency),
        total: formatAmount(total, currency),
        balance: formatAmount(state === 'void' ? 0 : remaining, currency),
        lines,
      },
    };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, reference: reference.slice(0, 100), reason: e.message };
    throw e;
  }
}
