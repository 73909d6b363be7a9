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
  CustomFieldValueRow,
  Page,
  PortalAccessRow,
  PortalLinkIssue,
  PortalLinkIssued,
  PortalLinkState,
} from '@si/contract';
import { api, type ApiBody } from '../http/operation.ts';
import type { ListParams } from './client.ts';
import { attachmentName, type ReportFile } from './reports.ts';

export type { AccountBulkAction, AccountContactRow, AccountDirectoryRow, AccountRow, ContactRow, CustomFieldValueRow, PortalAccessRow, PortalLinkIssued, PortalLinkState };
/** A workspace's changes: any subset of its fields. */
export type AccountChanges = Partial<AccountUpdate>;
/** What the workspace screen's new-contact form fills in. */
export type NewContact = Pick<ContactWrite, 'party_type' | 'first_name' | 'last_name' | 'company_name' | 'email' | 'phone'>;

/** Every custom field of the account's module with its value (null when unset). */
export function getCustomFieldValues(id: number, signal?: AbortSignal): Promise<CustomFieldValueRow[]> {
  return api('getCustomFieldValues', { params: { id }, signal });
}
/** Sets the fields named (null clears); the server answers every field again. */
export function saveCustomFieldValues(id: number, values: Record<string, string | number | null>): Promise<CustomFieldValueRow[]> {
  return api('setCustomFieldValues', { params: { id }, json: { values } });
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
  return api('listAccounts', { query: params, signal });
}

export type AccountsCsv = { blob: Blob; filename: string };

/** Every account matching the filters as a CSV file, with the name the server gave it. */
export async function exportAccountsCsv(params: Omit<AccountListParams, 'page' | 'page_size'> & Partial<ListParams>, signal?: AbortSignal): Promise<AccountsCsv> {
  let disposition: string | null = null;
  const { page: _page, page_size: _size, ...filters } = params;
  const blob = await api<'exportAccounts', Blob>('exportAccounts', {
    query: filters,
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
  const blob = await api<'downloadAccountFiles', Blob>('downloadAccountFiles', {
    params: { id },
    responseType: 'blob',
    signal,
    onHeaders: (headers) => {
      disposition = headers.get('content-disposition');
    },
  });
  return { blob, filename: attachmentName(disposition) || `workspace-${id}.zip` };
}

export function createAccount(input: AccountCreateInput): Promise<AccountRow> {
  return api('createAccount', { json: input });
}
export function getAccount(id: number, signal?: AbortSignal): Promise<AccountRow> {
  return api('getAccount', { params: { id }, signal });
}
/** Only the fields sent change; `archived` archives (true) or restores (false). */
export function updateAccount(id: number, input: AccountUpdateInput): Promise<AccountRow> {
  return api('updateAccount', { params: { id }, json: input });
}
/** One action on several accounts, all or none; answers how many changed. */
export function bulkAccounts(input: AccountBulkInput): Promise<{ updated: number }> {
  return api('bulkUpdateAccounts', { json: input });
}

// ---------------------------------------------------------------- contacts on an account, portal links

/** The contacts of one account, with the role each plays there and their portal link's state. */
export function listAccountContacts(accountId: number, signal?: AbortSignal): Promise<{ count: number; results: AccountContactRow[] }> {
  return api('listAccountContacts', { params: { id: accountId }, signal });
}
/** Adds an existing contact (`contact_id`) or a new one (`contact`). */
export function addAccountContact(accountId: number, input: z.input<typeof AccountContactAdd>): Promise<AccountContactRow> {
  return api('addAccountContact', { params: { id: accountId }, json: input });
}
export function updateAccountContact(accountId: number, contactId: number, input: { contact_role_id: number | null }): Promise<AccountContactRow> {
  return api('updateAccountContact', { params: { id: accountId, cid: contactId }, json: input });
}
/** Takes the contact off the account; the contact stays in the directory. */
export function removeAccountContact(accountId: number, contactId: number): Promise<void> {
  return api('removeAccountContact', { params: { id: accountId, cid: contactId }, responseType: 'none' });
}
/** Issues (or rotates) the contact's portal link; the answer holds the address once. */
export function issuePortalLink(accountId: number, contactId: number, input: z.input<typeof PortalLinkIssue> = {}): Promise<PortalLinkIssued> {
  return api('issuePortalLink', { params: { id: accountId, cid: contactId }, json: input });
}
/** A new expiry for the current link; null: it never expires. */
export function setPortalLinkExpiry(accountId: number, contactId: number, expiresAt: string | null): Promise<AccountContactRow> {
  return api('setPortalLinkExpiry', { params: { id: accountId, cid: contactId }, json: { expires_at: expiresAt } });
}
export function revokePortalLink(accountId: number, contactId: number): Promise<void> {
  return api('revokePortalLink', { params: { id: accountId, cid: contactId }, responseType: 'none' });
}
export function listPortalAccess(accountId: number, contactId: number, params: ListParams, signal?: AbortSignal): Promise<Page<PortalAccessRow>> {
  return api('listPortalAccess', { params: { id: accountId, cid: contactId }, query: params, signal });
}

// ---------------------------------------------------------------- the contact directory

export type ContactInput = z.input<typeof ContactWrite>;

/** `not_on_account`: only contacts not yet on that account (the add-contact picker). */
export function listContacts(params: ListParams & { not_on_account?: number }, signal?: AbortSignal): Promise<Page<ContactRow>> {
  return api('listContacts', { query: params, signal });
}
export function createContact(input: ContactInput): Promise<ContactRow> {
  return api('createContact', { json: input });
}
export function getContact(id: number, signal?: AbortSignal): Promise<ContactRow> {
  return api('getContact', { params: { id }, signal });
}
export function updateContact(id: number, input: Partial<ContactInput>): Promise<ContactRow> {
  // The catalogue names the whole write; the PATCH changes only the fields sent.
  return api('updateContact', { params: { id }, json: input as ApiBody<'updateContact'> });
}

// ---------------------------------------------------------------- the activity timeline

export type { AccountTimelineRow };

/** The workspace's events (its own, its items', files' and contacts' portal sessions), newest first. */
export function listAccountTimeline(accountId: number, params: ListParams, signal?: AbortSignal): Promise<Page<AccountTimelineRow>> {
  return api('listAccountTimeline', { params: { id: accountId }, query: params, signal });
}
