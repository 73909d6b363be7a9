/**
 * The security headers of every answer, chosen by what is served (docs/security.md, "Headers"):
 *
 * - the suite's pages and assets: a Content-Security-Policy with no inline script, no framing,
 *   the referrer kept to the origin, no camera/microphone/geolocation/payment, same-origin
 *   opener and resource policies;
 * - the docs pages: the same, except that styles may be inline (their own `<style>` block and
 *   the API reference's renderer);
 * - /elements/*: tenant pages load them from other origins, so only `nosniff` (and no
 *   Cross-Origin-Resource-Policy, no framing rule: they are scripts, not pages);
 * - /api/* and /auth/*: `nosniff` and no referrer; no policy that a PDF shown inline or a logo
 *   on a tenant's page would trip over. A handler's own header (the sandbox checkout's CSP) wins.
 *
 * Every /api and /auth answer is `Cache-Control: no-store` unless its handler chose otherwise:
 * nearly all of them depend on a credential (a session, a portal token, a grant), and none may
 * be kept by a browser or a shared cache for the next person at that computer.
 *
 * Strict-Transport-Security only on answers that went out over HTTPS: the request URL's scheme,
 * or X-Forwarded-Proto as written by a trusted proxy (TRUST_PROXY_HOPS), never as the client wrote it.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

export const HSTS = 'max-age=31536000; includeSubDomains';

const SUITE_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Elements style themselves with constructed stylesheets and set their few dynamic styles
  // through the CSSOM, which CSP does not govern; checked in Chromium (e2e/security-headers.test.ts).
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // data: because Shoelace loads its bundled icons with fetch.
  connectSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const DOCS_CSP = { ...SUITE_CSP, styleSrc: ["'self'", "'unsafe-inline'"], workerSrc: ["'self'", 'blob:'] };

const PAGE_HEADERS: NonNullable<Parameters<typeof secureHeaders>[0]> = {
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  strictTransportSecurity: false,
  // `false` is `feature=()`: off for the page and anything it embeds.
  permissionsPolicy: {
    camera: false,
    microphone: false,
    geolocation: false,
    payment: false,
    usb: false,
    accelerometer: false,
    gyroscope: false,
    magnetometer: false,
    browsingTopics: false,
  },
  overwrite: false,
};

const suitePage = secureHeaders({ ...PAGE_HEADERS, contentSecurityPolicy: SUITE_CSP });
const docsPage = secureHeaders({ ...PAGE_HEADERS, contentSecurityPolicy: DOCS_CSP });

/** Only the headers that cannot break a cross-origin use of the answer. */
const crossOriginSafe = (referrerPolicy: string | false) =>
  secureHeaders({
    referrerPolicy,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    overwrite: false,
  });
const apiAnswer = crossOriginSafe('no-referrer');
const elementFile = crossOriginSafe(false);

/**
 * Whether the client reached us over HTTPS. Behind `trustedProxies` proxies, each of which
 * appends the scheme it received to X-Forwarded-Proto, the entry that many places from the
 * right is the outermost trusted proxy's (the same counting as clientAddress).
 */
export function cameOverHttps(c: Context, trustedProxies = 0): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (trustedProxies <= 0) return false;
  const hops = (c.req.header('x-forwarded-proto') ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (hops.length === 0) return false;
  return hops[Math.max(0, hops.length - trustedProxies)] === 'https';
}

export type PathKind = 'api' | 'elements' | 'docs' | 'suite';

export function pathKind(path: string): PathKind {
  if (/^\/(api|auth)(\/|$)/.test(path)) return 'api';
  if (/^\/elements(\/|$)/.test(path)) return 'elements';
  if (/^\/docs(\/|$)/.test(path)) return 'docs';
  return 'suite';
}

const BY_KIND: Record<PathKind, MiddlewareHandler> = { api: apiAnswer, elements: elementFile, docs: docsPage, suite: suitePage };

export function securityHeaders(trustedProxies = 0): MiddlewareHandler {
  return async (c, next) => {
    const kind = pathKind(c.req.path);
    await BY_KIND[kind](c, next);
    if (kind === 'api' && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    if (cameOverHttps(c, trustedProxies)) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}
