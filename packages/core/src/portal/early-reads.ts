/**
 * The first reads of a portal element, started by its loader (`/elements/<name>.js`) as soon
 * as the loader runs: before the element's code (React, the runtime chunk) has arrived, let
 * alone rendered. The build inlines this module into the loader of every element that declares
 * `warm` reads (packages/elements/build/hoist-chunk-graph.ts), so it imports nothing and uses
 * only what a browser has. The answers wait on the page until the element's own first read
 * takes them (warmPortal in client.ts), which turns them into data or an ApiError exactly as
 * its own calls do.
 */

/**
 * The portal reads that may start before an element renders, and their paths: PORTAL_PATHS'
 * own (client.ts; the shared runtime keeps its copy so that it does not carry this module).
 */
export const EARLY_PATHS = { context: '/api/filedrop', details: '/api/portal/details' } as const;
export type WarmRead = keyof typeof EARLY_PATHS;

/** Where a token's file-drop MFA grant waits in sessionStorage: grant.ts's key. */
export const GRANT_PREFIX = 'si-portal-grant:';

/** The page's early reads live under `globalThis[Symbol.for(EARLY_READS)]`, keyed `<read> <token>`. */
export const EARLY_READS = 'si.portal.early-reads';

/** A read's answer as it came: client.ts parses it the way the API client does. */
export type EarlyAnswer = { status: number; statusText: string; text: string };
export type EarlyRead = {
  /** Date.now() when it was sent; an answer nobody took within 10 seconds is not used. */
  at: number;
  /** The element's `api-base` as the API client normalizes it ('' for the page's origin). */
  base: string;
  answer: Promise<EarlyAnswer>;
};

/**
 * Sends `reads` for every `tag` element on the page with a token, unless the element is already
 * defined (its own code then reads for itself). A missing token or a bad `api-base` starts
 * nothing: the element's own reads report those.
 */
export function startEarlyReads(tag: string, reads: readonly WarmRead[]): void {
  if (customElements.get(tag)) return;
  const early = ((globalThis as unknown as Record<symbol, Record<string, EarlyRead>>)[Symbol.for(EARLY_READS)] ??= {});
  for (const element of document.querySelectorAll(tag)) {
    const token = (element.getAttribute('token') ?? '').trim();
    const base = (element.getAttribute('api-base') ?? '').trim().replace(/\/+$/, '');
    if (!token || (base && !/^(https?:\/)?\//i.test(base))) continue;
    // The API client's headers for a portal call: a plain GET needs no CORS preflight.
    const headers: Record<string, string> = { Accept: 'application/json' };
    try {
      const stored = JSON.parse(sessionStorage.getItem(GRANT_PREFIX + token)!) as { grant?: unknown; expiresAt?: number } | null;
      if (typeof stored?.grant === 'string' && !(stored.expiresAt! <= Date.now())) headers['X-Portal-Grant'] = stored.grant;
    } catch {
      // No storage (a sandboxed frame): no grant, as for the API client.
    }
    for (const read of reads) {
      early[`${read} ${token}`] ??= {
        at: Date.now(),
        base,
        answer: fetch(`${base || location.origin}${EARLY_PATHS[read]}?token=${encodeURIComponent(token)}`, { headers }).then(async (response) => ({
          status: response.status,
          statusText: response.statusText,
          text: await response.text(),
        })),
      };
      // The element reports a failure when it takes the answer.
      early[`${read} ${token}`]!.answer.catch(() => undefined);
    }
  }
}
