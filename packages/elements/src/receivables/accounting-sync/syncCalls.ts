/** The calls of the accounting sync screen: the sync log (paged) and "Sync now". */
import type { Page, SyncRunRow } from '@si/contract';
import { apiRequest } from '@si/core';
import type { ListParams } from '@si/core/admin';

export type { SyncRunRow };

export function listSyncRuns(params: ListParams, signal?: AbortSignal): Promise<Page<SyncRunRow>> {
  const searchParams: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') searchParams[key] = value;
  return apiRequest('GET', '/api/receivables/sync_runs', { searchParams, signal });
}

/** Runs the import now (Office Administrators) and answers the finished run, succeeded or failed. */
export function runBusinessCentralSync(): Promise<SyncRunRow> {
  return apiRequest('POST', '/api/receivables/business_central/sync', { json: {} });
}
