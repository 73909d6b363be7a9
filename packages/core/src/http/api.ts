/**
 * The one HTTP client of the page (ky). Spec 4 and 7: `Authorization: JWT <access>`
 * when logged in, else the MFA token; no timeout but abortable; on a 401 exactly one
 * refresh (shared by concurrent requests) and one retry; a failed refresh logs out.
 */
import ky from 'ky';
import { $auth, $mfa, $user } from '../session/stores.ts';
import { ApiError } from './ApiError.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiRequestOptions = {
  json?: unknown;
  searchParams?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
  /** 'blob' for PDF/XLSX downloads; 'stream' hands over the body to read with progress; 'none' ignores it. */
  responseType?: 'json' | 'blob' | 'stream' | 'none';
  /** 'session' (default): access token, else MFA token; 'mfa': MFA token only; 'none': no header. */
  auth?: 'session' | 'mfa' | 'none';
  /** Extra request headers (the portals' `X-Portal-Grant`). */
  headers?: Record<string, string>;
  /** Sees the successful answer's headers before its body is read (a download's `Content-Disposition`). */
  onHeaders?: (headers: Headers) => void;
};

const REFRESH_PATH = '/auth/jwt/refresh';
const CREATE_PATH = '/auth/jwt/create/';

let apiBase = '';
let customFetch: typeof fetch | undefined;

// Retries and HTTP errors are handled here, not by ky, so the 401 rule is exact.
const client = ky.create({
  timeout: false,
  retry: 0,
  throwHttpErrors: false,
  // Read at call time so tests (and configureApi) can swap the transport.
  fetch: (input, init) => (customFetch ?? globalThis.fetch)(input, init),
});

/** Where the API lives; '' (default) means the page's own origin. */
export function configureApi(options: { base?: string; fetch?: typeof fetch }): void {
  if (options.base !== undefined) {
    const base = options.base.trim();
    if (base && !/^https?:\/\//i.test(base) && !base.startsWith('/')) {
      throw new TypeError(`API base must be an http(s) URL or a path, got "${options.base}"`);
    }
    apiBase = base.replace(/\/+$/, '');
  }
  if ('fetch' in options) customFetch = options.fetch;
}

export function getApiBase(): string {
  return apiBase;
}

/** The absolute URL of an API path on the configured base (links, tus endpoints). */
export function urlFor(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const rooted = path.startsWith('/') ? path : `/${path}`;
  const base = apiBase || (typeof location !== 'undefined' ? location.origin : '');
  return base + rooted;
}

function tokenFor(auth: ApiRequestOptions['auth']): string | undefined {
  if (auth === 'none') return undefined;
  const mfaToken = $mfa.get()?.token;
  if (auth === 'mfa') return mfaToken;
  return $auth.get()?.access ?? mfaToken;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(method: HttpMethod, path: string, options: ApiRequestOptions, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, Accept: options.responseType === 'blob' ? '*/*' : 'application/json' };
  if (token) headers.Authorization = `JWT ${token}`;
  try {
    return await client(urlFor(path), {
      method,
      headers,
      json: options.json,
      searchParams: options.searchParams,
      signal: options.signal,
    });
  } catch (cause) {
    const aborted = options.signal?.aborted === true || (cause instanceof DOMException && cause.name === 'AbortError');
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError({ status: 0, statusText: aborted ? 'Aborted' : reason, aborted, cause });
  }
}

let refreshing: Promise<boolean> | undefined;

/** One refresh for every request that hit a 401 meanwhile; resolves whether it worked. */
function refreshAccess(): Promise<boolean> {
  refreshing ??= (async () => {
    const used = $auth.get();
    if (!used) return false;
    try {
      const response = await send('POST', REFRESH_PATH, { json: { refresh: used.refresh } }, undefined);
      const body = response.ok ? await readBody(response) : undefined;
      const access = (body as { access?: unknown } | undefined)?.access;
      if (typeof access !== 'string' || !access) throw new Error(`refresh answered ${response.status}`);
      // Keep the old refresh token even if a new one came back (spec 7.1); and never
      // resurrect a session that was signed out while the refresh was in flight.
      if ($auth.get()?.refresh === used.refresh) $auth.set({ access, refresh: used.refresh });
      return true;
    } catch (error) {
      console.warn('Token refresh failed; signing out.', error);
      if ($auth.get()?.refresh === used.refresh) {
        $auth.set(undefined);
        $user.set(undefined);
      }
      return false;
    }
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

function mayRefresh(path: string, options: ApiRequestOptions, token: string | undefined): boolean {
  const bare = path.replace(/^https?:\/\/[^/]+/i, '').split('?')[0];
  const isAuthCall = bare.replace(/\/+$/, '') === REFRESH_PATH || bare.replace(/\/+$/, '') === CREATE_PATH.replace(/\/+$/, '');
  return !isAuthCall && (options.auth ?? 'session') === 'session' && token !== undefined && token === $auth.get()?.access;
}

/** Calls the API; resolves with the parsed body (or Blob), rejects with ApiError. */
export async function apiRequest<T>(method: HttpMethod, path: string, options: ApiRequestOptions = {}): Promise<T> {
  const token = tokenFor(options.auth);
  let response = await send(method, path, options, token);
  if (response.status === 401 && mayRefresh(path, options, token)) {
    // A request sent with an access token another request already replaced only retries.
    const current = $auth.get()?.access;
    const renewed = current !== undefined && current !== token ? true : await refreshAccess();
    if (renewed) response = await send(method, path, options, tokenFor(options.auth));
  }
  if (!response.ok) {
    const data = await readBody(response).catch(() => undefined);
    throw new ApiError({ data, status: response.status, statusText: response.statusText });
  }
  options.onHeaders?.(response.headers);
  if (options.responseType === 'none') return undefined as T;
  if (options.responseType === 'stream') return response.body as T;
  try {
    return (options.responseType === 'blob' ? await response.blob() : await readBody(response)) as T;
  } catch (cause) {
    // The body stream fails when the caller aborts mid-download or the connection drops.
    const aborted = options.signal?.aborted === true;
    throw new ApiError({ status: 0, statusText: aborted ? 'Aborted' : String(cause), aborted, cause });
  }
}
