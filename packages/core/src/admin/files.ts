/**
 * Typed calls of the checklists, standard files, secure file share and team detail screens.
 * File uploads go through XMLHttpRequest so the screens can show upload progress
 * (fetch has no upload progress over HTTP/1.1).
 */
import type { z } from 'zod';
import type {
  ChecklistApplyRequest,
  ChecklistItemRow,
  ChecklistItemWrite,
  ChecklistRow,
  ChecklistWrite,
  Page,
  SecureFileShareWrite,
  SecureFileShareRow,
  StandardFileRow,
  StandardFileWrite,
  TeamRow,
} from '@si/contract';
import { STANDARD_FILE_LIMITS } from '@si/contract/limits';
import { OPERATIONS } from '@si/contract/operations';
import { ApiError } from '../http/ApiError.ts';
import { urlFor } from '../http/api.ts';
import { api, type ApiBody } from '../http/operation.ts';
import { $auth } from '../session/stores.ts';
import type { ListParams } from './client.ts';

/** The largest file the server takes for a standard file or a secure share (25 MB; 413 above). */
export const ADMIN_FILE_MAX_BYTES = STANDARD_FILE_LIMITS.bytes;
/** The file types the server accepts (checked by content there). */
export const ADMIN_FILE_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.xlsx', '.docx', '.csv'] as const;

/** Why a chosen file cannot be sent, before sending it: 'type', 'size', 'empty', or undefined when fine. */
export function adminFileProblem(file: { name: string; size: number }): 'type' | 'size' | 'empty' | undefined {
  const dot = file.name.lastIndexOf('.');
  const ext = dot < 0 ? '' : file.name.slice(dot).toLowerCase();
  if (!(ADMIN_FILE_EXTENSIONS as readonly string[]).includes(ext)) return 'type';
  if (file.size > ADMIN_FILE_MAX_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return undefined;
}

export type UploadProgress = (loaded: number, total: number) => void;

function xhrOnce<T>(path: string, form: FormData, onProgress: UploadProgress | undefined, signal: AbortSignal | undefined): Promise<{ status: number; statusText: string; data: T | undefined }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlFor(path));
    xhr.setRequestHeader('Accept', 'application/json');
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
      resolve({ status: xhr.status, statusText: xhr.statusText, data: data as T });
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, statusText: 'Network error' }));
    xhr.onabort = () => reject(new ApiError({ status: 0, statusText: 'Aborted', aborted: true }));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * POSTs a multipart form with upload progress. A 401 (expired access token) renews the
 * session through the ordinary client once, then sends again.
 */
export async function postForm<T>(path: string, form: FormData, onProgress?: UploadProgress, signal?: AbortSignal): Promise<T> {
  const used = $auth.get()?.access;
  let answer = await xhrOnce<T>(path, form, onProgress, signal);
  if (answer.status === 401 && used) {
    // Any authenticated call through apiRequest refreshes the access token on a 401.
    await api('listStandardFiles', { query: { page: 1, page_size: 10 } }).catch(() => undefined);
    if ($auth.get()?.access && $auth.get()?.access !== used) answer = await xhrOnce<T>(path, form, onProgress, signal);
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiError({ data: answer.data, status: answer.status, statusText: answer.statusText });
  return answer.data as T;
}

// Checklists
// The bodies as the server reads them (defaults filled in), so every field is sent.
export type ChecklistInput = z.output<typeof ChecklistWrite>;
/** The codes widen to what a form's select holds; the server refuses an unknown one. */
export type ChecklistItemInput = Omit<z.output<typeof ChecklistItemWrite>, 'kind' | 'assignment_kind' | 'threshold_kind'> & {
  kind: string;
  assignment_kind: number;
  threshold_kind: number;
};
export type ChecklistApplyInput = z.input<typeof ChecklistApplyRequest>;
export type ChecklistApplyResult = {
  account_id: number;
  checklist_id: number;
  items: { id: number; kind: string; title: string; status: string; due_date: string | null; assignment_kind: number; assignee_contact_id: number | null }[];
};

export function listChecklists(params: ListParams & { module_kind?: number | '' }, signal?: AbortSignal): Promise<Page<ChecklistRow>> {
  return api('listChecklists', { query: params, signal });
}
export function getChecklist(id: number, signal?: AbortSignal): Promise<ChecklistRow> {
  return api('getChecklist', { params: { id }, signal });
}
export function createChecklist(input: ChecklistInput): Promise<ChecklistRow> {
  return api('createChecklist', { json: input });
}
export function updateChecklist(id: number, input: Partial<ChecklistInput>): Promise<ChecklistRow> {
  return api('updateChecklist', { params: { id }, json: input });
}
export function deleteChecklist(id: number): Promise<void> {
  return api('deleteChecklist', { params: { id }, responseType: 'none' });
}
export function listChecklistItems(id: number, signal?: AbortSignal): Promise<ChecklistItemRow[]> {
  return api('listChecklistItems', { params: { id }, signal });
}
export function createChecklistItem(id: number, input: ChecklistItemInput): Promise<ChecklistItemRow> {
  // The codes are widened to what a select holds; the server refuses an unknown one.
  return api('addChecklistItem', { params: { id }, json: input as ApiBody<'addChecklistItem'> });
}
export function updateChecklistItem(id: number, itemId: number, input: Partial<ChecklistItemInput>): Promise<ChecklistItemRow> {
  return api('updateChecklistItem', { params: { id, itemId }, json: input as ApiBody<'updateChecklistItem'> });
}
export function deleteChecklistItem(id: number, itemId: number): Promise<void> {
  return api('deleteChecklistItem', { params: { id, itemId }, responseType: 'none' });
}
export function applyChecklist(id: number, input: ChecklistApplyInput): Promise<ChecklistApplyResult> {
  return api('applyChecklist', { params: { id }, json: input });
}
/** The organization's contact roles, for the "assign to a role" choice of a template (first hundred by name). */
export function checklistContactRoles(signal?: AbortSignal): Promise<Page<{ id: number; name: string }>> {
  return api('listContactRoles', { query: { page: 1, page_size: 100, ordering: 'name' }, signal });
}

// Standard files
export type StandardFileInput = z.output<typeof StandardFileWrite>;

export function listStandardFiles(params: ListParams, signal?: AbortSignal): Promise<Page<StandardFileRow>> {
  return api('listStandardFiles', { query: params, signal });
}
export function uploadStandardFile(file: File, input: StandardFileInput, onProgress?: UploadProgress, signal?: AbortSignal): Promise<StandardFileRow> {
  const form = new FormData();
  form.append('file', file);
  if (input.name) form.append('name', input.name);
  form.append('description', input.description);
  return postForm(OPERATIONS.createStandardFile.path, form, onProgress, signal);
}
export function updateStandardFile(id: number, input: Partial<StandardFileInput>): Promise<StandardFileRow> {
  return api('updateStandardFile', { params: { id }, json: input });
}
export function deleteStandardFile(id: number): Promise<void> {
  return api('deleteStandardFile', { params: { id }, responseType: 'none' });
}
/** The file's bytes (the download needs the session's Authorization header, so a plain link cannot fetch it). */
export function downloadStandardFile(id: number, signal?: AbortSignal): Promise<Blob> {
  return api('downloadStandardFile', { params: { id }, responseType: 'blob', signal });
}

// Secure file share
export type SecureShareInput = Omit<SecureFileShareWrite, 'standard_file_id'>;
export type SecureShareCreated = SecureFileShareRow & { link: string };

export function listSecureShares(params: ListParams, signal?: AbortSignal): Promise<Page<SecureFileShareRow>> {
  return api('listSecureFileShares', { query: params, signal });
}
/** Shares an uploaded file (multipart, with progress) or, with `standardFileId`, a copy of a standard file. */
export function createSecureShare(input: SecureShareInput, source: { file: File } | { standardFileId: number }, onProgress?: UploadProgress): Promise<SecureShareCreated> {
  if ('standardFileId' in source) {
    return api('createSecureFileShare', { json: { ...input, standard_file_id: source.standardFileId } });
  }
  const form = new FormData();
  form.append('file', source.file);
  form.append('contact_id', String(input.contact_id));
  form.append('expires_in_days', String(input.expires_in_days));
  form.append('message', input.message);
  return postForm(OPERATIONS.createSecureFileShare.path, form, onProgress);
}
export function updateSecureShare(id: number, input: Partial<Pick<SecureShareInput, 'expires_in_days' | 'message'>>): Promise<SecureFileShareRow> {
  return api('updateSecureFileShare', { params: { id }, json: input });
}
/** Revokes the link: the share and its bytes are removed. */
export function deleteSecureShare(id: number): Promise<void> {
  return api('revokeSecureFileShare', { params: { id }, responseType: 'none' });
}

// One team
export function getTeam(id: number, signal?: AbortSignal): Promise<TeamRow> {
  return api('getTeam', { params: { id }, signal });
}
export function renameTeam(id: number, name: string): Promise<TeamRow> {
  return api('updateTeam', { params: { id }, json: { name } });
}
