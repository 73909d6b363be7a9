/**
 * Every failed API call reaches its caller as an ApiError carrying the response's
 * data, status and status text (spec 7). Status 0 means the server was not reached
 * (network failure) or the caller aborted the request (`aborted` is then true).
 */
export class ApiError extends Error {
  readonly data: unknown;
  readonly status: number;
  readonly statusText: string;
  readonly aborted: boolean;

  constructor(init: { data?: unknown; status: number; statusText: string; aborted?: boolean; cause?: unknown }) {
    const what = init.aborted ? 'Request aborted' : init.status === 0 ? 'Network error' : `HTTP ${init.status}`;
    super(init.statusText ? `${what}: ${init.statusText}` : what, { cause: init.cause });
    this.name = 'ApiError';
    this.data = init.data;
    this.status = init.status;
    this.statusText = init.statusText;
    this.aborted = init.aborted ?? false;
  }
}

function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstMessage(item);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * First message per field from a Django-REST-style body (`{field: [messages]}`);
 * `detail` and `non_field_errors` land under the '' key. Errors without such a body
 * (network, HTML error pages, non-ApiError values) give `{}` so the caller can show
 * its own generic text (see `describeError`).
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!(error instanceof ApiError)) return result;
  const data = error.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return result;
  for (const [key, value] of Object.entries(data)) {
    // `code` beside `detail` is the error's machine name (no_active_account), never words to show.
    if (key === 'code' && typeof value === 'string') continue;
    const message = firstMessage(value);
    if (!message) continue;
    const field = key === 'detail' || key === 'non_field_errors' ? '' : key;
    if (!(field in result)) result[field] = message;
  }
  return result;
}
