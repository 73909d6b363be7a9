/**
 * Typed calls of the Reports screens: the signed-in user's exception report (JSON,
 * PDF or XLSX), a user's detail and pending-items reports, and the organization's summary,
 * account detail and task (per assignee) reports. Shapes: docs/api.md "Reports".
 */
import type { z } from 'zod';
import type {
  DetailsReport,
  ExceptionsReport,
  ExceptionsReportRequest,
  Page,
  PendingItemsPage,
  SummaryRow,
  TaskReport,
  UserDetailReport,
} from '@si/contract';
import { ApiError } from '../http/ApiError.ts';
import { api } from '../http/operation.ts';
import type { ListParams } from './client.ts';

// ---- the user's exception report ----

export type ExceptionsReportFilters = Omit<z.output<typeof ExceptionsReportRequest>, 'format'>;
export type {
  ReportAccount,
  ReportItem,
  StateCounts,
  ExceptionRow,
  ExceptionsReport,
  UserDetailReport,
  PendingItem,
  PendingAccount,
  PendingItemsPage,
  SummaryRow,
  DetailsItem,
  DetailsReport,
  TaskReportRow,
  TaskReport,
} from '@si/contract';

export function exceptionsReport(userId: number, filters: ExceptionsReportFilters, signal?: AbortSignal): Promise<ExceptionsReport> {
  return api('getExceptionsReport', { params: { id: userId }, json: { ...filters, format: 'json' }, signal });
}

export type ReportFile = { blob: Blob; filename: string };

/** The file name of an `attachment` answer (`filename*=UTF-8''…` first, then `filename="…"`); '' without one. */
export function attachmentName(disposition: string | null): string {
  if (!disposition) return '';
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  return (plain?.[1] ?? plain?.[2] ?? '').trim();
}

/**
 * Reads a download's body to its end, telling `onProgress` the share received so far (0-1),
 * or null while the server sent no length.
 */
async function readAll(body: ReadableStream<Uint8Array> | null, headers: Headers | null, onProgress?: (fraction: number | null) => void): Promise<Blob> {
  const type = headers?.get('content-type') ?? '';
  if (!body) return new Blob([], { type });
  const total = Number(headers?.get('content-length')) || 0;
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = body.getReader();
  onProgress?.(total ? 0 : null);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress?.(total ? Math.min(1, received / total) : null);
  }
  return new Blob(chunks as BlobPart[], { type });
}

/**
 * The same report as a PDF or XLSX file, with the name the server gave it (through the usual
 * auth and refresh); `onProgress` follows the bytes as they arrive.
 */
export async function downloadExceptionsReport(
  userId: number,
  filters: ExceptionsReportFilters,
  format: 'pdf' | 'xlsx',
  options: { signal?: AbortSignal; onProgress?: (fraction: number | null) => void } = {},
): Promise<ReportFile> {
  const answer: { headers: Headers | null } = { headers: null };
  const body = await api<'getExceptionsReport', ReadableStream<Uint8Array> | null>('getExceptionsReport', {
    params: { id: userId },
    json: { ...filters, format },
    responseType: 'stream',
    signal: options.signal,
    onHeaders: (headers) => {
      answer.headers = headers;
    },
  });
  let blob: Blob;
  try {
    blob = await readAll(body, answer.headers, options.onProgress);
  } catch (cause) {
    // The stream fails when the caller aborts mid-download or the connection drops.
    throw new ApiError({ status: 0, statusText: options.signal?.aborted ? 'Aborted' : String(cause), aborted: options.signal?.aborted === true, cause });
  }
  return { blob, filename: attachmentName(answer.headers?.get('content-disposition') ?? null) || `exception-report-${userId}.${format}` };
}

// ---- a user's reports ----

export function userDetailReport(userId: number, signal?: AbortSignal): Promise<UserDetailReport> {
  return api('getUserDetailReport', { params: { id: userId }, signal });
}

export function userPendingItemsReport(
  userId: number,
  params: { page: number; per_page: number; workspace_type?: number },
  signal?: AbortSignal,
): Promise<PendingItemsPage> {
  return api('getPendingItemsReport', { params: { id: userId }, query: params, signal });
}

// ---- organization reports ----

export function summaryReport(params: ListParams & { module_kind?: number }, signal?: AbortSignal): Promise<Page<SummaryRow>> {
  return api('getSummaryReport', { query: params, signal });
}

export function accountDetailsReport(accountId: number, signal?: AbortSignal): Promise<DetailsReport> {
  return api('getDetailsReport', { params: { id: accountId }, signal });
}

/** `date`: 1 any, 2 today, 3 past 7 days, 4 this month, 5 this year (on the due date). */
export function taskReport(params: { date: number; module_kind?: number }, signal?: AbortSignal): Promise<TaskReport> {
  return api('getTaskReport', { query: params, signal });
}
