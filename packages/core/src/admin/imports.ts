/**
 * The typed call of the workspace import (`POST /api/accounts/import`). It goes through
 * XMLHttpRequest so the screen can show upload progress (fetch has none over HTTP/1.1); a 401
 * renews the session through the ordinary client once, then sends again.
 */
import type { AccountImportErrors, AccountImportResult, ImportMapping, ImportRowError } from '@si/contract';
import { OPERATIONS } from '@si/contract/operations';
import { ApiError } from '../http/ApiError.ts';
import { urlFor } from '../http/api.ts';
import { api } from '../http/operation.ts';
import { $auth } from '../session/stores.ts';
import type { UploadProgress } from './files.ts';

export type { AccountImportErrors, AccountImportResult, ImportMapping, ImportRowError };
export type AccountImportInput = { module_kind: number; mapping: ImportMapping; csv: string };

export const ACCOUNT_IMPORT_PATH = OPERATIONS.importAccounts.path;

function sendOnce(body: string, onProgress: UploadProgress | undefined, signal: AbortSignal | undefined): Promise<{ status: number; statusText: string; data: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlFor(ACCOUNT_IMPORT_PATH));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/json');
    const token = $auth.get()?.access;
    if (token) xhr.setRequestHeader('Authorization', `JWT ${token}`);
    if (onProgress) xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = xhr.responseText;
      }
      resolve({ status: xhr.status, statusText: xhr.statusText, data });
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, statusText: 'Network error' }));
    xhr.onabort = () => reject(new ApiError({ status: 0, statusText: 'Aborted', aborted: true }));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * Imports workspaces and contacts from the file's text. All rows or none: a 400 whose data is
 * AccountImportErrors (see `importRowErrors`) means nothing was stored.
 */
export async function importAccounts(input: AccountImportInput, onProgress?: UploadProgress, signal?: AbortSignal): Promise<AccountImportResult> {
  const body = JSON.stringify(input);
  const used = $auth.get()?.access;
  let answer = await sendOnce(body, onProgress, signal);
  if (answer.status === 401 && used) {
    // Any authenticated call through apiRequest refreshes the access token on a 401.
    await api('listAccounts', { query: { page: 1, page_size: 1 } }).catch(() => undefined);
    if ($auth.get()?.access && $auth.get()?.access !== used) answer = await sendOnce(body, onProgress, signal);
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiError({ data: answer.data, status: answer.status, statusText: answer.statusText });
  return answer.data as AccountImportResult;
}

/** The row errors of a refused import, or undefined when the error is of another kind. */
export function importRowErrors(error: unknown): AccountImportErrors | undefined {
  const data = error instanceof ApiError ? (error.data as Partial<AccountImportErrors> | undefined) : undefined;
  return data && Array.isArray(data.errors) ? { errors: data.errors, total: Number(data.total ?? data.errors.length) } : undefined;
}
