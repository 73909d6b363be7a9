/**
 * Typed calls of the receivables invoice and account screens: invoices and credit notes (drafts,
 * editor, free-form document), an account's payments, credit and statement, and their PDFs, which
 * need the session's Authorization header and so arrive as Blobs.
 */
import type { z } from 'zod';
import type {
  CreditNoteCreate,
  InvoiceDocument,
  InvoiceDocumentSaved,
  InvoiceRow,
  InvoiceState,
  InvoiceUpdate,
  Page,
  PaymentCreate,
  PaymentRefundCreate,
  PaymentRefundRow,
  PaymentRow,
  StatementScheduleRow,
  StatementView,
} from '@si/contract';
import { Big } from '@si/contract/money';
import { api, type ApiCallOptions } from '../http/operation.ts';
import type { ListParams } from './client.ts';
import { attachmentName } from './reports.ts';

export type { InvoiceDocument, InvoiceRow, PaymentRefundRow, PaymentRow, StatementScheduleRow, StatementView };

export type InvoiceFilters = { account?: number; doc_type?: 'invoice' | 'credit_note'; state?: InvoiceState };

/** Invoices and credit notes (drafts with `state: 'draft'`), paged and searchable. */
export function listInvoices(params: ListParams & InvoiceFilters, signal?: AbortSignal): Promise<Page<InvoiceRow>> {
  return api('listInvoices', { query: params, signal });
}
export function createInvoice(accountId: number, fields: InvoiceUpdate = {}): Promise<InvoiceRow> {
  return api('createInvoice', { json: { account_id: accountId, ...fields } });
}
export function getInvoice(id: number, signal?: AbortSignal): Promise<InvoiceRow> {
  return api('getInvoice', { params: { id }, signal });
}
export function updateInvoice(id: number, changes: InvoiceUpdate): Promise<InvoiceRow> {
  return api('updateInvoice', { params: { id }, json: changes });
}
export function deleteInvoice(id: number): Promise<void> {
  return api('deleteInvoice', { params: { id }, responseType: 'none' });
}
export function finalizeInvoice(id: number): Promise<InvoiceRow> {
  return api('finalizeInvoice', { params: { id } });
}
export function voidInvoice(id: number, reason: string): Promise<InvoiceRow> {
  return api('voidInvoice', { params: { id }, json: { reason } });
}
/** Mails the invoice's portal link and PDF to the account's contacts. */
export function sendInvoice(id: number): Promise<{ sent_to: string[] }> {
  return api('sendInvoice', { params: { id }, json: {} });
}
export type CreditNoteInput = z.input<typeof CreditNoteCreate>;
export function createCreditNote(id: number, input: CreditNoteInput): Promise<InvoiceRow> {
  return api('createCreditNote', { params: { id }, json: input });
}
export function invoicePdf(id: number): Promise<Blob> {
  return api('getInvoicePdf', { params: { id }, responseType: 'blob' });
}
export function getInvoiceDocument(id: number, signal?: AbortSignal): Promise<InvoiceDocument> {
  return api('getInvoiceDocument', { params: { id }, signal });
}
export function saveInvoiceDocument(id: number, body: string): Promise<InvoiceDocumentSaved> {
  return api('saveInvoiceDocument', { params: { id }, json: { body } });
}

/** The account's invoices a payment may pay (open or partly paid), oldest due first. */
export async function openInvoices(account: number, signal?: AbortSignal): Promise<InvoiceRow[]> {
  const pages = await Promise.all(
    (['open', 'partially_paid'] as const).map((state) => listInvoices({ page: 1, page_size: 100, ordering: 'due_date', account, doc_type: 'invoice', state }, signal)),
  );
  const key = (row: InvoiceRow) => `${row.due_date ?? row.issue_date ?? '9999-12-31'}#${String(row.id).padStart(12, '0')}`;
  return pages.flatMap((page) => page.results).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

export function listPayments(account: number, params: ListParams, signal?: AbortSignal): Promise<Page<PaymentRow>> {
  return api('listAccountPayments', { params: { id: account }, query: params, signal });
}

export type PaymentInput = z.input<typeof PaymentCreate>;

/** Records once per `idempotencyKey`: a retry (or a second click) with the same key answers the first payment. */
export function recordPayment(account: number, input: PaymentInput, idempotencyKey: string): Promise<PaymentRow> {
  return api('recordPayment', { params: { id: account }, json: input, headers: { 'Idempotency-Key': idempotencyKey } });
}

export type RefundInput = z.input<typeof PaymentRefundCreate>;

/** Refunds once per `idempotencyKey`: a retry (or a second click) with the same key answers the first refund. */
export function refundPayment(payment: number, input: RefundInput, idempotencyKey: string): Promise<PaymentRefundRow> {
  return api('refundPayment', { params: { id: payment }, json: input, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function applyCredit(account: number, currency: string): Promise<{ applied: string; invoices: number[] }> {
  return api('applyCredit', { params: { id: account }, json: { currency } });
}

export function getStatement(account: number, asOf: string, signal?: AbortSignal): Promise<StatementView> {
  return api('getStatement', { params: { id: account }, query: { as_of: asOf }, signal });
}
export function sendStatement(account: number, asOf: string): Promise<{ sent_to: string[]; statement_id: number }> {
  return api('sendStatement', { params: { id: account }, json: { as_of: asOf } });
}
export function getStatementSchedule(account: number, signal?: AbortSignal): Promise<StatementScheduleRow> {
  return api('getStatementSchedule', { params: { id: account }, signal });
}
export function setStatementSchedule(account: number, input: { enabled: boolean; day_of_month: number }): Promise<StatementScheduleRow> {
  return api('setStatementSchedule', { params: { id: account }, json: input });
}

/** A PDF of the accounts screens: the operation that answers it and its parameters. */
export type PdfRequest =
  | { operationId: 'getInvoicePdf'; options: ApiCallOptions<'getInvoicePdf'> }
  | { operationId: 'getPaymentReceipt'; options: ApiCallOptions<'getPaymentReceipt'> }
  | { operationId: 'getStatementPdf'; options: ApiCallOptions<'getStatementPdf'> };

export const pdfRequest = {
  invoice: (id: number): PdfRequest => ({ operationId: 'getInvoicePdf', options: { params: { id } } }),
  receipt: (id: number): PdfRequest => ({ operationId: 'getPaymentReceipt', options: { params: { id } } }),
  statement: (account: number, asOf: string): PdfRequest => ({ operationId: 'getStatementPdf', options: { params: { id: account }, query: { as_of: asOf } } }),
};

/** The PDF as a Blob, with the name the server's Content-Disposition gives (else `fallback`). */
export async function fetchPdf(request: PdfRequest, fallback: string): Promise<{ blob: Blob; filename: string }> {
  let disposition: string | null = null;
  const onHeaders = (headers: Headers) => {
    disposition = headers.get('content-disposition');
  };
  // One call for the three operations: each request was built for its own operation above.
  const call = api as (operationId: PdfRequest['operationId'], options: object) => Promise<Blob>;
  const blob = await call(request.operationId, { ...request.options, responseType: 'blob', onHeaders });
  return { blob, filename: attachmentName(disposition) || fallback };
}

/** The organization's default invoice currency (the payment form's currency when no invoice is open). */
export async function defaultCurrency(signal?: AbortSignal): Promise<string> {
  const settings = await api('getReceivablesSettings', { signal });
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
