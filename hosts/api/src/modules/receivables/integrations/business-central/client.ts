/**
 * A client of the Business Central API v2.0: an OAuth2 client-credentials token from the
 * organization's token URL (cached until shortly before it expires), then the sales invoices
 * with their lines, page by page (`value[]` and `@odata.nextLink`), from
 * {base}/v2.0/{tenant}/{environment}/api/v2.0/companies({companyId})/salesInvoices.
 *
 * Every call has a timeout. 429 and 503 are retried after the Retry-After the server asks for
 * (seconds or an HTTP date), else after an exponential back-off with jitter, up to a number of
 * attempts and a bounded total wait; other 5xx answers and network failures are retried a few
 * times. When the limits are reached the call throws a BusinessCentralError whose message says
 * why, and the sync records it; nothing here crashes the process.
 */
import { createHash } from 'node:crypto';
import { AccountingSystemError } from '../driver.ts';

/** A failure that stops the run; its message is shown to staff in the sync log. */
export class BusinessCentralError extends AccountingSystemError {}

export interface RetryPolicy {
  /** Tries of one call answered 429 or 503 (the first one included). */
  throttledAttempts: number;
  /** Tries of one call answered another 5xx or failing on the network. */
  serverErrorAttempts: number;
  /** The first back-off; doubled at each further try. */
  baseDelayMs: number;
  /** No single wait is longer (a larger Retry-After is cut down to it). */
  maxDelayMs: number;
  /** The waits of one call add up to at most this. */
  maxTotalWaitMs: number;
  /** Per request. */
  timeoutMs: number;
  sleep: (ms: number) => Promise<void>;
  /** 0 <= x < 1; the jitter's source (tests pin it). */
  random: () => number;
  now: () => number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  throttledAttempts: 5,
  serverErrorAttempts: 3,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  maxTotalWaitMs: 90_000,
  timeoutMs: 30_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
  now: Date.now,
};

export interface BusinessCentralSettings {
  baseUri: string;
  tenantId: string;
  environment: string;
  companyId: string;
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  scope: string;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
const statusLine = (status: number) => `${status}${STATUS_TEXT[status] ? ` ${STATUS_TEXT[status]}` : ''}`;

/** Retry-After as milliseconds: delta seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** A short reason from an error answer: OData's `error.message`, OAuth's `error_description`, or the start of the text. */
function reasonOf(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; error_description?: unknown };
    if (typeof body.error_description === 'string') return body.error_description.slice(0, 300);
    if (body.error && typeof body.error === 'object' && typeof body.error.message === 'string') return body.error.message.slice(0, 300);
    if (typeof body.error === 'string') return body.error.slice(0, 300);
  } catch {
    // not JSON: the text itself
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}

interface Answer {
  status: number;
  text: string;
}

/**
 * One call with the retry policy. `what` names the call in messages ("Business Central", "The
 * token endpoint"). Answers any final status (the caller judges 4xx); throws after the limits.
 */
export async function callWithRetry(what: string, url: string, init: RequestInit, policy: RetryPolicy): Promise<Answer> {
  let waited = 0;
  let throttled = 0;
  let failures = 0;
  for (;;) {
    let status = 0;
    let retryAfter: number | undefined;
    let failure = '';
    try {
      const res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(policy.timeoutMs) });
      status = res.status;
      if (status !== 429 && status !== 503 && status < 500) return { status, text: await res.text() };
      retryAfter = retryAfterMs(res.headers.get('retry-after'), policy.now());
      await res.body?.cancel().catch(() => {});
    } catch (err) {
      const e = err as Error;
      failure = e.name === 'TimeoutError' ? `no answer within ${Math.round(policy.timeoutMs / 1000)} s` : e.message;
    }
    let delay: number;
    if (status === 429 || status === 503) {
      throttled += 1;
      if (throttled >= policy.throttledAttempts) throw new BusinessCentralError(`${what} kept answering ${statusLine(status)} after ${throttled} attempts`);
      const backoff = policy.baseDelayMs * 2 ** (throttled - 1);
      // The server's Retry-After first; a little jitter on top so many clients do not return at once.
      delay = (retryAfter ?? backoff) + Math.floor(policy.random() * Math.min(backoff, 1000));
    } else {
      failures += 1;
      const why = status ? `answered ${statusLine(status)}` : `could not be reached (${failure})`;
      if (failures >= policy.serverErrorAttempts) throw new BusinessCentralError(`${what} ${why} after ${failures} attempts`);
      const backoff = policy.baseDelayMs * 2 ** (failures - 1);
      delay = backoff / 2 + Math.floor(policy.random() * (backoff / 2));
    }
    delay = Math.min(delay, policy.maxDelayMs);
    if (waited + delay > policy.maxTotalWaitMs) {
      const last = status ? statusLine(status) : 'no answer';
      throw new BusinessCentralError(`${what} kept answering ${last}; waiting longer than ${Math.round(policy.maxTotalWaitMs / 1000)} s in all was not allowed`);
    }
    waited += delay;
    await policy.sleep(delay);
  }
}

interface CachedToken {
  token: string;
  expiresAt: number;
}
// Per token URL, client and secret: a changed secret never reuses the old token.
const tokens = new Map<string, CachedToken>();
const tokenKey = (s: BusinessCentralSettings) => createHash('sha256').update(JSON.stringify([s.tokenUrl, s.clientId, s.clientSecret, s.scope])).digest('hex');

/** Forgets every cached token (tests; and a 401 from the API forgets its own). */
export function clearTokenCache(): void {
  tokens.clear();
}

/** The segment of the path after {base}: base URIs are stored both with and without the "/v2.0" suffix. */
export function salesInvoicesUrl(s: BusinessCentralSettings, since: string): string {
  const base = s.baseUri.replace(/\/+$/, '').replace(/\/v2\.0$/i, '');
  const path = `${base}/v2.0/${encodeURIComponent(s.tenantId)}/${encodeURIComponent(s.environment)}/api/v2.0/companies(${encodeURIComponent(s.companyId)})/salesInvoices`;
  return `${path}?$filter=${encodeURIComponent(`invoiceDate ge ${since}`)}&$expand=salesInvoiceLines`;
}

export interface InvoicePage {
  /** The page's records as sent (checked one by one by the sync). */
  records: unknown[];
  number: number;
}

export class BusinessCentralClient {
  constructor(
    private readonly settings: BusinessCentralSettings,
    private readonly policy: RetryPolicy = DEFAULT_RETRY,
  ) {}

  async token(): Promise<string> {
    const key = tokenKey(this.settings);
    const cached = tokens.get(key);
    if (cached && cached.expiresAt > this.policy.now()) return cached.token;
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: this.settings.clientId, client_secret: this.settings.clientSecret, scope: this.settings.scope });
    const res = await callWithRetry('The token endpoint', this.settings.tokenUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: form.toString() }, this.policy);
    if (res.status !== 200) throw new BusinessCentralError(`The token endpoint refused the client credentials (${statusLine(res.status)}): ${reasonOf(res.text) || 'no reason given'}`);
    let body: { access_token?: unknown; expires_in?: unknown };
    try {
      body = JSON.parse(res.text) as typeof body;
    } catch {
      throw new BusinessCentralError('The token endpoint answered something that is not JSON');
    }
    if (typeof body.access_token !== 'string' || body.access_token === '') throw new BusinessCentralError('The token endpoint answered without an access_token');
    const seconds = Number(body.expires_in);
    const life = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 300_000;
    // Renewed a minute early (or halfway through a short life) so it never expires mid-call.
    tokens.set(key, { token: body.access_token, expiresAt: this.policy.now() + Math.max(life - 60_000, life / 2) });
    return body.access_token;
  }

  private async getJson(url: string, pageNumber: number): Promise<unknown> {
    for (let tries = 0; ; tries++) {
      const token = await this.token();
      const res = await callWithRetry('Business Central', url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }, this.policy);
      if (res.status === 401 && tries === 0) {
        // The token may have been revoked early: one new token, one more try.
        tokens.delete(tokenKey(this.settings));
        continue;
      }
      if (res.status !== 200) throw new BusinessCentralError(`Business Central answered ${statusLine(res.status)} for page ${pageNumber} of the sales invoices: ${reasonOf(res.text) || 'no reason given'}`);
      try {
        return JSON.parse(res.text);
      } catch {
        throw new BusinessCentralError(`Business Central sent page ${pageNumber} of the sales invoices as invalid JSON`);
      }
    }
  }

  /** The sales invoices dated on or after `since` (YYYY-MM-DD), one page at a time. */
  async *salesInvoices(since: string, maxPages = 1000): AsyncGenerator<InvoicePage> {
    const first = salesInvoicesUrl(this.settings, since);
    const origin = new URL(first).origin;
    const seen = new Set<string>();
    let url: string | undefined = first;
    for (let number = 1; url; number++) {
      if (number > maxPages) throw new BusinessCentralError(`Business Central sent more than ${maxPages} pages; the sync stopped there`);
      seen.add(url);
      const body = await this.getJson(url, number);
      if (!body || typeof body !== 'object' || !Array.isArray((body as { value?: unknown }).value)) {
        throw new BusinessCentralError(`Business Central sent page ${number} of the sales invoices without a "value" list`);
      }
      const next = (body as { '@odata.nextLink'?: unknown })['@odata.nextLink'];
      yield { records: (body as { value: unknown[] }).value, number };
      if (next === undefined || next === null) break;
      let nextUrl: URL;
      try {
        nextUrl = new URL(String(next), url);
      } catch {
        throw new BusinessCentralError(`Business Central sent page ${number} with an invalid @odata.nextLink`);
      }
      // The bearer token goes only to the configured server, and a link back to a seen page would loop.
      if (nextUrl.origin !== origin) throw new BusinessCentralError(`Business Central's @odata.nextLink on page ${number} points to another server (${nextUrl.origin}); it was not followed`);
      if (seen.has(nextUrl.href)) throw new BusinessCentralError(`Business Central's @odata.nextLink on page ${number} repeats an earlier page`);
      url = nextUrl.href;
    }
  }
}
