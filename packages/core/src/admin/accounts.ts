/**
 * Accounts directory (staff pickers): choose an account by name and one of its contacts, instead
 * of typing their numbers. GET /api/accounts and GET /api/accounts/{id}/contacts.
 */
import type { AccountContactRow, AccountDirectoryRow, Page } from '@si/contract';
import { apiRequest } from '../http/api.ts';
import type { ListParams } from './client.ts';

export type { AccountContactRow, AccountDirectoryRow };

export type AccountListParams = ListParams & { module_kind?: number };

/** The organization's accounts in its allowed modules, by name; `search` matches the name. */
export function listAccounts(params: AccountListParams, signal?: AbortSignal): Promise<Page<AccountDirectoryRow>> {
  const searchParams: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') searchParams[key] = value as string | number;
  return apiRequest('GET', '/api/accounts', { searchParams, signal });
}

/** The contacts of one account, with the role each plays there. */
export function listAccountContacts(accountId: number, signal?: AbortSignal): Promise<{ count: number; results: AccountContactRow[] }> {
  return apiRequest('GET', `/api/accounts/${accountId}/contacts`, { signal });
}
