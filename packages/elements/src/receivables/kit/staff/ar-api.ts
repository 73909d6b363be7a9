/**
 * The staff's receivables calls the accounts screens make (the route catalogue's
 * packages/contract/src/api/receivables.ts): customer accounts with their balances, an account's
 * invoices, credit notes, payments and statement, and the PDFs, which need the session's
 * Authorization header and so arrive as Blobs.
 */
import type { z } from 'zod';
import type { InvoiceRow, Page, PaymentCreate, PaymentRefundCreate, PaymentRefundRow, PaymentRow, ReceivableAccountRow, StatementScheduleRow, StatementView } from '@si/contract';
import { Big } from '@si/contract/money';
import { apiRequest } from '@si/core';
import { attachmentName, type ListParams } from '@si/core/admin';

export type { InvoiceRow, PaymentRefundRow, PaymentRow, ReceivableAccountRow, StatementScheduleRow, StatementView };

type Query = Record<string, string | number | boolean>;

/** Drops empty filters so the server applies its defaults instead of validating "". */
function query(params: object): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value as string | number | boolean;
  }
  return out;
}

export function listReceivableAccounts(params: ListParams & { overdue?: boolean }, signal?: AbortSignal): Promise<Page<ReceivableAccountRow>> {
  return apiRequest('GET', '/api/receivables/accounts', { searchParams: query(params), signal });
}

export type InvoiceFilters = { account?: number; doc_type?: 'invoice' | 'credit_note'; state?: string };

export function listInvoices(params: ListParams & InvoiceFilters, signal?: AbortSignal): Promise<Page<InvoiceRow>> {
  return apiRequest('GET', '/api/invoices', { searchParams: query(params), signal });
}

/** The account's invoices a payment may pay (open or partly paid), oldest due first. */
export async function openInvoices(account: number, signal?: AbortSignal): Promise<InvoiceRow[]> {
  const pages = await Promise.all(
    (['open', 'partially_paid'] as const).map((state) => listInvoices({ page: 1, page_size: 100, ordering: 'due_date', account, doc_type: 'invoice', state }, signal)),
  );
  const key = (row: InvoiceRow) => `${row.due_date ?? row.issue_date ?? '9999-12-31'}#${String(row.id).padStart(12, '0')}`;
  return pages.flatMap((page) => page.results).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

export function voidInvoice(id: number, reason: string): Promise<InvoiceRow> {
  return apiRequest('POST', `/api/invoices/${id}/void`, { json: { reason } });
}

export function sendInvoice(id: number): Promise<{ sent_to: string[] }> {
  return apiRequest('POST', `/api/invoices/${id}/send`, { json: {} });
}

export function createCreditNote(id: number, input: { amount: string; reason: string }): Promise<InvoiceRow> {
  return apiRequest('POST', `/api/invoices/${id}/credit_notes`, { json: input });
}

export function listPayments(account: number, params: ListParams, signal?: AbortSignal): Promise<Page<PaymentRow>> {
  return apiRequest('GET', `/api/accounts/${account}/payments`, { searchParams: query(params), signal });
}

export type PaymentInput = z.input<typeof PaymentCreate>;

/** Records once per `idempotencyKey`: a retry (or a second click) with the same key answers the first payment. */
export function recordPayment(account: number, input: PaymentInput, idempotencyKey: string): Promise<PaymentRow> {
  return apiRequest('POST', `/api/accounts/${account}/payments`, { json: input, headers: { 'Idempotency-Key': idempotencyKey } });
}

export type RefundInput = z.input<typeof PaymentRefundCreate>;

/** Refunds once per `idempotencyKey`: a retry (or a second click) with the same key answers the first refund. */
export function refundPayment(payment: number, input: RefundInput, idempotencyKey: string): Promise<PaymentRefundRow> {
  return apiRequest('POST', `/api/payments/${payment}/refund`, { json: input, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function applyCredit(account: number, currency: string): Promise<{ applied: string; invoices: number[] }> {
  return apiRequest('POST', `/api/accounts/${account}/apply_credit`, { json: { currency } });
}

export function getStatement(account: number, asOf: string, signal?: AbortSignal): Promise<StatementView> {
  return apiRequest('GET', `/api/accounts/${account}/statement`, { searchParams: query({ as_of: asOf }), signal });
}

export function sendStatement(account: number, asOf: string): Promise<{ sent_to: string[]; statement_id: number }> {
  return apiRequest('POST', `/api/accounts/${account}/statement/send`, { json: { as_of: asOf } });
}

export function getStatementSchedule(account: number, signal?: AbortSignal): Promise<StatementScheduleRow> {
  return apiRequest('GET', `/api/accounts/${account}/statement_schedule`, { signal });
}

export function setStatementSchedule(account: number, input: { enabled: boolean; day_of_month: number }): Promise<StatementScheduleRow> {
  return apiRequest('PUT', `/api/accounts/${account}/statement_schedule`, { json: input });
}

/** The PDFs of the accounts screens, by the route catalogue's paths. */
export const pdfPath = {
  invoice: (id: number) => `/api/invoices/${id}/pdf`,
  receipt: (id: number) => `/api/payments/${id}/receipt`,
  statement: (account: number, asOf: string) => `/api/accounts/${account}/statement/pdf?as_of=${encodeURIComponent(asOf)}`,
};

/** The file of an API path as a Blob, with the name the server's Content-Disposition gives (else `fallback`). */
export async function fetchPdf(path: string, fallback: string): Promise<{ blob: Blob; filename: string }> {
  let disposition: string | null = null;
  const [bare, search] = path.split('?');
  const blob = await apiRequest<Blob>('GET', bare, {
    searchParams: search ? Object.fromEntries(new URLSearchParams(search)) : undefined,
    responseType: 'blob',
    onHeaders: (headers) => {
      disposition = headers.get('content-disposition');
    },
  });
  return { blob, filename: attachmentName(disposition) || fallback };
}

/** The organization's default invoice currency (the payment form's currency when no invoice is open). */
export async function defaultCurrency(signal?: AbortSignal): Promise<string> {
  const settings = await apiRequest<{ default_currency: string }>('GET', '/api/receivables/settings', { signal });
  return settings.default_currency;
}

/**
 * The account's unapplied credit per currency: what its payments left unallocated and what its
 * open credit notes still have to apply (the first hundred of each, newest first).
 */
export async function accountCredit(account: number, signal?: AbortSignal): Promise<{ currency: string; amount: string }[]> {
  const [payments, notes] = await Promise.all([
    listPayments(account, { page: 1, page_size: 100 }, signal),
    listInvoices({ page: 1, page_size: 100, account, doc_type: 'credit_note', state: 'open' }, signal),
  ]);
  const sums = new Map<string, Big>();
  const add = (currency: string, amount: string) => sums.set(currency, (sums.get(currency) ?? new Big(0)).plus(amount || '0'));
  for (const payment of payments.results) add(payment.currency, payment.unapplied);
  for (const note of notes.results) add(note.currency, note.balance);
  return [...sums]
    .filter(([, amount]) => amount.gt(0))
    .map(([currency, amount]) => ({ currency, amount: amount.toString() }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}
