/**
 * Typed calls of the Reports screens (issue 5): the signed-in user's exception report (JSON,
 * PDF or XLSX), a user's detail and pending-items reports, and the organization's summary,
 * account detail and task (per assignee) reports. Shapes: docs/api.md "Reports".
 */
import type { Page, TaskState } from '@si/contract';
import { ApiError } from '../http/ApiError.ts';
import { apiRequest } from '../http/api.ts';
import type { ListParams } from './client.ts';

type Query = Record<string, string | number | boolean>;

function query(params: Record<string, string | number | undefined | null>): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  }
  return out;
}

export type ReportAccount = { id: number; name: string; module_kind: number };
export type ReportItem = { id: number; title: string; kind: string; status: string; state: TaskState };
/** The five counts every report groups items by. */
export type StateCounts = { total: number; todo: number; in_progress: number; done: number; overdue: number };

// ---- the user's exception report ----

export type ExceptionsReportFilters = { lead_only: boolean; filter: string; workspace_type: number | null };
export type ExceptionRow = {
  account: ReportAccount;
  item: ReportItem;
  due_date: string;
  days_overdue: number;
  assignee: string | null;
  lead: string | null;
};
export type ExceptionsReport = {
  user: { id: number; name: string; email: string };
  generated_at: string;
  lead_only: boolean;
  workspace_type: number | null;
  filter: string;
  count: number;
  truncated: boolean;
  results: ExceptionRow[];
};

export function exceptionsReport(userId: number, filters: ExceptionsReportFilters, signal?: AbortSignal): Promise<ExceptionsReport> {
  return apiRequest('POST', `/api/users/${userId}/userExceptionsReport`, { json: { ...filters, format: 'json' }, signal });
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
  const body = await apiRequest<ReadableStream<Uint8Array> | null>('POST', `/api/users/${userId}/userExceptionsReport`, {
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

export type UserDetailReport = {
  user: { id: number; name: string; email: string; is_active: boolean; last_login_at: string | null };
  accounts_led: number;
  items: StateCounts;
  by_module: (StateCounts & { module_kind: number })[];
  recent_activity: { id: number; entity_kind: number; entity_id: number | null; action: string; created_at: string }[];
};

export function userDetailReport(userId: number, signal?: AbortSignal): Promise<UserDetailReport> {
  return apiRequest('GET', `/api/users/${userId}/userDetailReport`, { signal });
}

export type PendingItem = ReportItem & { due_date: string | null; days_overdue: number; assignee: string | null };
export type PendingAccount = { account: ReportAccount; items: PendingItem[] };
export type PendingItemsPage = Page<PendingAccount> & { page: number; per_page: number };

export function userPendingItemsReport(
  userId: number,
  params: { page: number; per_page: number; workspace_type?: number },
  signal?: AbortSignal,
): Promise<PendingItemsPage> {
  return apiRequest('GET', `/api/users/${userId}/userPendingItemsReport`, { searchParams: query(params), signal });
}

// ---- organization reports ----

export type SummaryRow = StateCounts & { id: number; name: string; module_kind: number; lead_user_id: number | null };

export function summaryReport(params: ListParams & { module_kind?: number }, signal?: AbortSignal): Promise<Page<SummaryRow>> {
  return apiRequest('GET', '/api/reports/summary', { searchParams: query(params), signal });
}

export type DetailsItem = ReportItem & {
  due_date: string | null;
  days_overdue: number;
  assignee: string | null;
  last_change: { to_status: string; at: string } | null;
};
export type DetailsReport = {
  account: ReportAccount & { account_hold: boolean; lead: { id: number; name: string } | null };
  items: DetailsItem[];
};

export function accountDetailsReport(accountId: number, signal?: AbortSignal): Promise<DetailsReport> {
  return apiRequest('GET', `/api/reports/details/${accountId}`, { signal });
}

export type TaskReportRow = StateCounts & { assignee: { type: 'user' | 'team'; id: number; name: string } };
export type TaskReport = { date: number; module_kind: number | null; results: TaskReportRow[] };

/** `date`: 1 any, 2 today, 3 past 7 days, 4 this month, 5 this year (on the due date). */
export function taskReport(params: { date: number; module_kind?: number }, signal?: AbortSignal): Promise<TaskReport> {
  return apiRequest('GET', '/api/reports/tasks', { searchParams: query(params), signal });
}
