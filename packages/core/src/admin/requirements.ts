/**
 * Typed calls of a workspace's requirements: the list, writes, reorder, review, the staff
 * upload on the contact's behalf (with progress), each file's download and preview, and staff
 * comments with internal notes.
 * See docs/api.md "Requirements and review".
 */
import type { z } from 'zod';
import type { RequirementCreate, RequirementRow, RequirementUpdate, ReviewDecision, StaffComment, StaffCommentCreate } from '@si/contract';
import { OPERATIONS } from '@si/contract/operations';
import { api, operationPath, type ApiBody } from '../http/operation.ts';
import { postForm, type UploadProgress } from './files.ts';
import { attachmentName, type ReportFile } from './reports.ts';

export type { RequirementRow, ReviewDecision, StaffComment };
/** The codes widen to what a form's select holds; the server refuses an unknown one. */
export type RequirementInput = Omit<z.input<typeof RequirementCreate>, 'kind' | 'assignment_kind' | 'threshold_kind'> & {
  kind: string;
  assignment_kind?: number;
  threshold_kind?: number;
};
export type RequirementChange = Omit<z.input<typeof RequirementUpdate>, 'assignment_kind' | 'threshold_kind'> & { assignment_kind?: number; threshold_kind?: number };
export type StaffCommentInput = z.input<typeof StaffCommentCreate>;
export type CommentTarget = { target_type: StaffComment['target_type']; target_id: number };

/** The workspace's requirements, by section then position. */
export function listRequirements(accountId: number, signal?: AbortSignal): Promise<{ count: number; results: RequirementRow[] }> {
  return api('listRequirements', { params: { id: accountId }, signal });
}
export function createRequirement(accountId: number, input: RequirementInput): Promise<RequirementRow> {
  // The codes are widened to what a select holds; the server refuses an unknown one.
  return api('createRequirement', { params: { id: accountId }, json: input as ApiBody<'createRequirement'> });
}
export function updateRequirement(id: number, input: RequirementChange): Promise<RequirementRow> {
  return api('updateRequirement', { params: { id }, json: input as ApiBody<'updateRequirement'> });
}
export function deleteRequirement(id: number): Promise<void> {
  return api('deleteRequirement', { params: { id }, responseType: 'none' });
}
/** Every requirement id of the account, in the new order. */
export function reorderRequirements(accountId: number, ids: number[]): Promise<{ count: number; results: RequirementRow[] }> {
  return api('reorderRequirements', { params: { id: accountId }, json: { ids } });
}
/** `reason` is required when returned: the contact sees it. */
export function reviewRequirement(id: number, decision: ReviewDecision, reason = ''): Promise<RequirementRow> {
  return api('reviewRequirement', { params: { id }, json: { decision, reason } });
}
/** A staff upload on the contact's behalf (the item's types and size limit apply; 413 above it). */
export function uploadRequirementFile(id: number, file: File, onProgress?: UploadProgress, signal?: AbortSignal): Promise<{ file: { id: number; name: string; size: number; version: number } }> {
  const form = new FormData();
  form.set('file', file);
  return postForm(operationPath(OPERATIONS.uploadItemFile.path, { id }), form, onProgress, signal);
}

/**
 * One file of the workspace, as sent for `download` or for `preview` (the server shows only PDFs
 * and images inline), with the name it gave; the call carries the staff's Authorization header.
 */
export async function fetchWorkspaceFile(id: number, mode: 'download' | 'preview', signal?: AbortSignal): Promise<ReportFile> {
  let disposition: string | null = null;
  const blob = await api<'downloadFile' | 'previewFile', Blob>(mode === 'download' ? 'downloadFile' : 'previewFile', {
    params: { id },
    responseType: 'blob',
    signal,
    onHeaders: (headers) => {
      disposition = headers.get('content-disposition');
    },
  });
  return { blob, filename: attachmentName(disposition) || `file-${id}` };
}

export function listStaffComments(accountId: number, target?: CommentTarget, signal?: AbortSignal): Promise<{ comments: StaffComment[] }> {
  return api('listStaffComments', { params: { id: accountId }, query: target ? { ...target } : {}, signal });
}
/** `internal: true` is a note the contact never sees. */
export function addStaffComment(accountId: number, input: StaffCommentInput): Promise<StaffComment> {
  return api('addStaffComment', { params: { id: accountId }, json: input });
}
