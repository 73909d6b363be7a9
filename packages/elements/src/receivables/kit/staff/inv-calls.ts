/**
 * The staff calls of the invoice screens (drafts, editor, free-form document), on core's one
 * client; paths and bodies are the route catalogue's (contract/src/api/receivables.ts).
 */
import type { CreditNoteCreate, InvoiceDocumentSaved, InvoiceRow, InvoiceUpdate, Page } from '@si/contract';
import { apiRequest } from '@si/core';
import type { ListParams } from '@si/core/admin';

export type InvoiceDocument = { body: string; template: string; variables: Record<string, string> };

const one = (id: number) => `/api/invoices/${id}`;

/** Drafts (or any state) of the organization, paged and searchable. */
export function listInvoices(params: ListParams & { state?: string; account?: number }, signal?: AbortSignal): Promise<Page<InvoiceRow>> {
  const searchParams: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') searchParams[key] = value as string | number;
  return apiRequest<Page<InvoiceRow>>('GET', '/api/invoices', { searchParams, signal });
}

export const createInvoice = (accountId: number, fields: InvoiceUpdate = {}) => apiRequest<InvoiceRow>('POST', '/api/invoices', { json: { account_id: accountId, ...fields } });
export const getInvoice = (id: number, signal?: AbortSignal) => apiRequest<InvoiceRow>('GET', one(id), { signal });
export const updateInvoice = (id: number, changes: InvoiceUpdate) => apiRequest<InvoiceRow>('PATCH', one(id), { json: changes });
export const deleteInvoice = (id: number) => apiRequest<void>('DELETE', one(id), { responseType: 'none' });
export const finalizeInvoice = (id: number) => apiRequest<InvoiceRow>('POST', `${one(id)}/finalize`);
export const voidInvoice = (id: number, reason: string) => apiRequest<InvoiceRow>('POST', `${one(id)}/void`, { json: { reason } });
export const sendInvoice = (id: number) => apiRequest<{ sent_to: string[] }>('POST', `${one(id)}/send`, { json: {} });
export const createCreditNote = (id: number, body: CreditNoteCreate) => apiRequest<InvoiceRow>('POST', `${one(id)}/credit_notes`, { json: body });
export const invoicePdf = (id: number) => apiRequest<Blob>('GET', `${one(id)}/pdf`, { responseType: 'blob' });
export const getInvoiceDocument = (id: number, signal?: AbortSignal) => apiRequest<InvoiceDocument>('GET', `${one(id)}/document`, { signal });
export const saveInvoiceDocument = (id: number, body: string) => apiRequest<InvoiceDocumentSaved>('PUT', `${one(id)}/document`, { json: { body } });
