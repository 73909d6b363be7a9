/**
 * The loan screens' calls (staff only): the list and its CSV, a loan and its history, the changes
 * of its sections, the lending settings; and what their forms choose from (products, categories,
 * users, contacts of the directory), each read on its own so one failing leaves the others usable.
 */
import type { LendingSettingsInput, LendingSettingsRow, LoanCreateInput, LoanDetail, LoanHistoryPage, LoanRow, Page } from '@si/contract';
import { apiRequest } from '@si/core';
import { api, categoriesApi, listContacts, productsApi, type ListParams } from '@si/core/admin';

export type Choice = { id: number; name: string };

/** The list's filters as the API takes them. */
export type LoanFilters = { status?: string; product_id?: string | number; category_id?: string | number; officer?: string | number; rating?: string; workspace_kind?: string | number };

const LOANS = '/api/lending/loans';
const one = (id: number) => `${LOANS}/${id}`;

/** Leaves out the values not set. */
function searchOf(query: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') out[key] = typeof value === 'number' ? value : String(value);
  return out;
}

export const listLoans = (params: ListParams & LoanFilters, signal?: AbortSignal) => apiRequest<Page<LoanRow>>('GET', LOANS, { searchParams: searchOf(params), signal });

/** The list's loans as a CSV file, with its name from the answer. */
export async function exportLoansCsv(filters: LoanFilters & { search?: string; ordering?: string }, signal?: AbortSignal): Promise<{ blob: Blob; filename: string }> {
  let disposition: string | null = null;
  const blob = await apiRequest<Blob>('GET', `${LOANS}/export`, {
    searchParams: searchOf(filters),
    responseType: 'blob',
    signal,
    onHeaders: (headers) => {
      disposition = headers.get('content-disposition');
    },
  });
  const named = /filename="([^"]+)"/.exec(disposition ?? '');
  return { blob, filename: named?.[1] ?? 'loans.csv' };
}

export const createLoan = (input: LoanCreateInput) => apiRequest<LoanDetail>('POST', LOANS, { json: input });
export const getLoan = (id: number, signal?: AbortSignal) => apiRequest<LoanDetail>('GET', one(id), { signal });
export const loanHistory = (id: number, page: number, signal?: AbortSignal) => apiRequest<LoanHistoryPage>('GET', `${one(id)}/history`, { searchParams: { page, page_size: 25 }, signal });
export const updateLoanDetails = (id: number, json: Record<string, unknown>) => apiRequest<LoanDetail>('PATCH', `${one(id)}/details`, { json });
export const updateLoanTerm = (id: number, json: Record<string, unknown>) => apiRequest<LoanDetail>('PATCH', `${one(id)}/term`, { json });
export const addLoanParty = (id: number, json: { contact_id: number; role: string; guarantee_amount: string | null }) => apiRequest<LoanDetail>('POST', `${one(id)}/parties`, { json });
export const removeLoanParty = (id: number, partyId: number) => apiRequest<LoanDetail>('DELETE', `${one(id)}/parties/${partyId}`);
export const rateLoan = (id: number, json: { rating: string; reason: string }) => apiRequest<LoanDetail>('POST', `${one(id)}/rating`, { json });
export const addPolicyException = (id: number, json: { policy: string; reason: string }) => apiRequest<LoanDetail>('POST', `${one(id)}/policy-exceptions`, { json });
export const getLendingSettings = (signal?: AbortSignal) => apiRequest<LendingSettingsRow>('GET', '/api/lending/settings', { signal });
export const saveLendingSettings = (json: LendingSettingsInput) => apiRequest<LendingSettingsRow>('PUT', '/api/lending/settings', { json });

const FIRST = { page: 1, page_size: 100 } as const;

export async function loadProducts(signal: AbortSignal): Promise<Choice[]> {
  return (await productsApi.list({ ...FIRST, ordering: 'name' }, signal)).results.map((p) => ({ id: p.id, name: p.name }));
}

export async function loadCategories(signal: AbortSignal): Promise<Choice[]> {
  return (await categoriesApi.list({ ...FIRST, ordering: 'name' }, signal)).results.map((c) => ({ id: c.id, name: c.name }));
}

/** The organization's active users (officers), by last name. */
export async function loadOfficers(signal: AbortSignal): Promise<Choice[]> {
  const page = await api('listUsers', { query: { ...FIRST, ordering: 'last_name', is_active: 'true' }, signal });
  return page.results.map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}`.trim() || u.email }));
}

/** Contacts of the directory matching `search` (a party is chosen from them). */
export async function findContacts(search: string, signal?: AbortSignal): Promise<(Choice & { email: string })[]> {
  const page = await listContacts({ page: 1, page_size: 25, ordering: 'last_name', search: search || undefined }, signal);
  return page.results.map((c) => ({ id: c.id, name: `${c.first_name} ${c.last_name}`.trim() || c.company_name || c.email, email: c.email }));
}

/** The HTTP status of a failed call, if any. */
export const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;

/** The body a failed call answered with (a 409 carries the loan as it is now). */
export const dataOf = (error: unknown): unknown => (error as { data?: unknown } | null)?.data;

/** A select's choices: the empty one first, then each; `keep` stays listed when the list lacks it. */
export function choiceOptions(rows: Choice[] | undefined, none: string, keep?: Choice | null): [string, string][] {
  const listed = rows ?? [];
  const kept = keep && !listed.some((r) => r.id === keep.id) ? [keep] : [];
  return [['', none], ...[...kept, ...listed].map((r): [string, string] => [String(r.id), r.name])];
}
