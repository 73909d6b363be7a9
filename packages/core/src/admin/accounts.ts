/**
 * Typed calls of accounts (the screens' workspaces), the contact directory, the contacts on an
 * account and their portal links: one function per call of `packages/contract/src/accounts.ts`.
 * The account pickers use `listAccounts` and `listAccountContacts` too.
 */
import type { z } from 'zod';
import type {
  AccountBulk,
  AccountTimelineRow,
  AccountBulkAction,
  AccountContactAdd,
  AccountContactRow,
  AccountCreate,
  AccountDirectoryRow,
  AccountRow,
  AccountUpdate,
  ContactRow,
  ContactWrite,
  Page,
  PortalAccessRow,
  PortalLinkIssue,
  PortalLinkIssued,
  PortalLinkState,
} from '@si/contract';
import { apiRequest } from '../http/api.ts';
import type { ListParams } from './client.ts';
import { attachmentName, type ReportFile } from './reports.ts';

export type { AccountBulkAction, AccountContactRow, AccountDirectoryRow, AccountRow, ContactRow, PortalAccessRow, PortalLinkIssued, PortalLinkState };

type Query = Record<string, string | number | boolean>;

/** Drops empty filters so the server applies its defaults instead of validating "". */
function query(params: object): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value as string | number | boolean;
  }
  return out;
}

// ---------------------------------------------------------------- accounts

/** The accounts list's filters (AccountListQuery): all optional; `archived` false (default) lists active ones. */
export type AccountFilters = {
  module_kind?: number;
  lead?: number;
  team?: number;
  office?: number;
  on_hold?: boolean;
  overdue?: boolean;
  archived?: boolean;
  custom_field?: number;
  custom_value?: string;
};
export type AccountListParams = ListParams & AccountFilters;
export type AccountCreateInput = z.input<typeof AccountCreate>;
export type AccountUpdateInput = z.input<typeof AccountUpdate>;
export type AccountBulkInput = z.input<typeof AccountBulk>;

/** The organization's accounts in its allowed modules; `search` matches the name. */
export function listAccounts(params: AccountListParams, signal?: AbortSignal): Promise<Page<AccountRow>> {
  return apiRequest('GET', '/api/accounts', { searchParams: query(params), signal });
}

export type AccountsCsv = { blob: Blob; filename: string };

/** Every account matching the filters as a CSV file, with the name the server gave it. */
export async function exportAccountsCsv(params: Omit<AccountListParams, 'page' | 'page_size'> & Partial<ListParams>, signal?: AbortSignal): Promise<AccountsCsv> {
  let disposition: string | null = null;
  const { page: _page, page_size: _size, ...filters } = params;
  const blob = await apiRequest<Blob>('GET', '/api/accounts/export.csv', {
    searchParams: query(filters),
    responseType: 'blob',
    signal,
    onHeaders: (headers) => {
      disposition = headers.get('content-disposition');
    },
  });
  return { blob, filename: attachmentName(disposition) || 'workspaces.csv' };
}

/** Every file of the workspace as one ZIP (`<requirement>/<file>`), named after the workspace. */
export async function downloadAccountFiles(id: number, signal?: AbortSignal): Promise<ReportFile> {
  let disposition: string | null = null;
  const blob = await apiRequest<Blob>('GET', `/api/accounts/${id}/files.zip`, {
    responseType: 'blob',
    signal,
    onHeaders: (headers) => {
      disposition = headers.get('content-disposition');
    },
  });
  return { blob, filename: attachmentName(disposition) || `workspace-${id}.zip` };
}

export function createAccount(input: AccountCreateInput): Promise<AccountRow> {
  return apiRequest('POST', '/api/accounts', { json: input });
}
export function getAccount(id: number, signal?: AbortSignal): Promise<AccountRow> {
  return apiRequest('GET', `/api/accounts/${id}`, { signal });
}
/** Only the fields sent change; `archived` archives (true) or restores (false). */
export function updateAccount(id: number, input: AccountUpdateInput): Promise<AccountRow> {
  return apiRequest('PATCH', `/api/accounts/${id}`, { json: input });
}
/** One action on several accounts, all or none; answers how many changed. */
export function bulkAccounts(input: AccountBulkInput): Promise<{ updated: number }> {
  return apiRequest('POST', '/api/accounts/bulk', { json: input });
}

// ---------------------------------------------------------------- contacts on an account, portal links

/** The contacts of one account, with the role each plays there and their portal link's state. */
export function listAccountContacts(accountId: number, signal?: AbortSignal): Promise<{ count: number; results: AccountContactRow[] }> {
  return apiRequest('GET', `/api/accounts/${accountId}/contacts`, { signal });
}
/** Adds an existing contact (`contact_id`) or a new one (`contact`). */
export function addAccountContact(accountId: number, input: z.input<typeof AccountContactAdd>): Promise<AccountContactRow> {
  return apiRequest('POST', `/api/accounts/${accountId}/contacts`, { json: input });
}
export function updateAccountContact(accountId: number, contactId: number, input: { contact_role_id: number | null }): Promise<AccountContactRow> {
  return apiRequest('PATCH', `/api/accounts/${accountId}/contacts/${contactId}`, { json: input });
}
/** Takes the contact off the account; the contact stays in the directory. */
export function removeAccountContact(accountId: number, contactId: number): Promise<void> {
  return apiRequest('DELETE', `/api/accounts/${accountId}/contacts/${contactId}`, { responseType: 'none' });
}
/** Issues (or rotates) the contact's portal link; the answer holds the address once. */
export function issuePortalLink(accountId: number, contactId: number, input: z.input<typeof PortalLinkIssue> = {}): Promise<PortalLinkIssued> {
  return apiRequest('POST', `/api/accounts/${accountId}/contacts/${contactId}/link`, { json: input });
}
/** A new expiry for the current link; null: it never expires. */
export function setPortalLinkExpiry(accountId: number, contactId: number, expiresAt: string | null): Promise<AccountContactRow> {
  return apiRequest('PATCH', `/api/accounts/${accountId}/contacts/${contactId}/link`, { json: { expires_at: expiresAt } });
}
export function revokePortalLink(accountId: number, contactId: number): Promise<void> {
  return apiRequest('DELETE', `/api/accounts/${accountId}/contacts/${contactId}/link`, { responseType: 'none' });
}
export function listPortalAccess(accountId: number, contactId: number, params: ListParams, signal?: AbortSignal): Promise<Page<PortalAccessRow>> {
  return apiRequest('GET', `/api/accounts/${accountId}/contacts/${contactId}/access_log`, { searchParams: query(params), signal });
}

// ---------------------------------------------------------------- the contact directory

export type ContactInput = z.input<typeof ContactWrite>;

/** `not_on_account`: only contacts not yet on that account (the add-contact picker). */
export function listContacts(params: ListParams & { not_on_account?: number }, signal?: AbortSignal): Promise<Page<ContactRow>> {
  return apiRequest('GET', '/api/contacts', { searchParams: query(params), signal });
}
export function createContact(input: ContactInput): Promise<ContactRow> {
  return apiRequest('POST', '/api/contacts', { json: input });
}
export function getContact(id: number, signal?: AbortSignal): Promise<ContactRow> {
  return apiRequest('GET', `/api/contacts/${id}`, { signal });
}
export function updateContact(id: number, input: Partial<ContactInput>): Promise<ContactRow> {
  return apiRequest('PATCH', `/api/contacts/${id}`, { json: input });
}

// ---------------------------------------------------------------- the activity timeline

export type { AccountTimelineRow };

/** The workspace's events (its own, its items', files' and contacts' portal sessions), newest first. */
export function listAccountTimeline(accountId: number, params: ListParams, signal?: AbortSignal): Promise<Page<AccountTimelineRow>> {
  return apiRequest('GET', `/api/accounts/${accountId}/timeline`, { searchParams: query(params), signal });
}
