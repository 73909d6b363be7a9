/**
 * CORS for the token endpoints: an origin gets CORS headers only when the organization behind
 * the token lists it in its `portal_allowed_origins` config (a JSON array of origins). Before
 * the token's organization is known (preflights, unknown tokens) the union of every
 * organization's list applies, which reveals nothing about any one of them.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ConfigProperty } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { allowedOriginsByOrganization, cachedConfig, readConfigValue } from '../../platform/config.ts';

const PORTAL_PATHS = [
  /^\/api\/filedrop(_mfa_challenge|_mfa_verify)?\/?$/,
  /^\/api\/filedrop\/(answer|figure)\/?$/,
  /^\/api\/(fetch|preview|download)_sales_files\/?$/,
  /^\/api\/fetch_latest_statement_files\/?$/,
  /^\/api\/payments\/(get_or_create|update)_payment_session\/?$/,
  /^\/api\/portal_comments\//,
  /^\/api\/customer-confirm-email\/?$/,
  /^\/api\/customer\/portal\//,
  /^\/api\/preview_external_reference\/?$/,
  /^\/api\/portal\//,
  /^\/api\/clm\/portal_data\/?$/,
];
export const isPortalPath = (path: string) => PORTAL_PATHS.some((re) => re.test(path));

const ALLOW_HEADERS = 'Content-Type, X-Portal-Grant, Tus-Resumable, Upload-Length, Upload-Metadata, Upload-Offset, Upload-Defer-Length, Upload-Concat, X-HTTP-Method-Override, X-Requested-With';
const EXPOSE_HEADERS = 'Location, Upload-File-Id, Upload-Offset, Upload-Length, Upload-Metadata, Upload-Expires, Tus-Resumable, Tus-Version, Tus-Extension, Tus-Max-Size, Retry-After';
const ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

// The organization a portal request turned out to belong to, set by resolvePortal.
const orgOfRequest = new WeakMap<Request, number>();
export const markPortalOrg = (req: Request, orgId: number) => orgOfRequest.set(req, orgId);

function origins(raw: string | undefined): string[] {
  const value = readConfigValue(raw);
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    try {
      return typeof entry === 'string' ? [new URL(entry).origin] : [];
    } catch {
      return [];
    }
  });
}

/** The origins one organization lists, or (orgId undefined) every organization's; from the config cache. */
async function allowedFor(db: Db, orgId: number | undefined): Promise<Set<string>> {
  if (orgId !== undefined) return new Set(origins(await cachedConfig(db, orgId, ConfigProperty.PORTAL_ALLOWED_ORIGINS)));
  return new Set([...(await allowedOriginsByOrganization(db)).values()].flatMap(origins));
}

function setCors(c: Context, origin: string, preflight: boolean) {
  c.header('Access-Control-Allow-Origin', origin);
  c.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
  if (preflight) {
    c.header('Access-Control-Allow-Methods', ALLOW_METHODS);
    c.header('Access-Control-Allow-Headers', ALLOW_HEADERS);
    c.header('Access-Control-Max-Age', '600');
  }
}

export function portalCors(db: Db, ownOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    c.header('Vary', 'Origin', { append: true });
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      if (origin && (origin === ownOrigin || (await allowedFor(db, undefined)).has(origin))) setCors(c, origin, true);
      return c.body(null, 204);
    }
    await next();
    if (!origin || origin === ownOrigin) return;
    // Headers a handler (tus) set on its own are replaced by this decision.
    for (const name of ['Access-Control-Allow-Origin', 'Access-Control-Expose-Headers', 'Access-Control-Allow-Credentials']) c.res.headers.delete(name);
    if ((await allowedFor(db, orgOfRequest.get(c.req.raw))).has(origin)) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    }
  };
}
