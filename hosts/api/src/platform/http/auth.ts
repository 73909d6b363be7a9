/**
 * Authentication of staff calls: `Authorization: JWT <token>` (or `Bearer`). A call says which
 * token types it accepts: access tokens, and for the MFA calls the short-lived MFA token.
 */
import type { Context } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { ApiErrorCode, OfficeRole } from '@si/contract';
import { preparedQuery } from '../../db/prepared.ts';
import { user } from '../../db/schema.ts';
import { ApiError } from './errors.ts';
import type { Deps } from './deps.ts';
import { InvalidToken, type MfaPurpose, type TokenClaims } from '../tokens.ts';

export type UserRow = typeof user.$inferSelect;
export interface Authenticated {
  user: UserRow;
  claims: TokenClaims;
  /** The roles the user holds in the offices of their organization (staff calls need them next). */
  roles: OfficeRole[];
}

/** The user, their office roles and whether the token's session was signed out, in one round trip. */
const callerQuery = preparedQuery('authenticated_user', (db, name) => {
  // Columns spelled out: in a one-table select drizzle would leave "id" unqualified inside the subquery.
  const roles = sql<string | null>`(select string_agg(uo.role, ',') from user_office uo where uo.user_id = "user"."id" and uo.organization_id = "user"."organization_id")`;
  const revoked = sql<boolean>`exists (select 1 from revoked_token rt where rt.jti = ${sql.placeholder('session')})`;
  return db.select({ user, roles, revoked }).from(user).where(eq(user.id, sql.placeholder('userId'))).limit(1).prepare(name);
});

const WWW = { 'WWW-Authenticate': 'JWT realm="api"' };
export const TOKEN_NOT_VALID = 'Given token not valid for any token type';
export const notAuthenticated = (detail: string, code?: ApiErrorCode) =>
  new ApiError(401, code ? { detail, code } : { detail }, WWW);

function bearer(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (!header) return undefined;
  const match = /^(JWT|Bearer)\s+(\S+)\s*$/i.exec(header);
  if (!match) throw notAuthenticated('Authorization header must contain two space-delimited values: JWT <token>.', 'bad_authorization_header');
  return match[2];
}

export async function authenticate(
  c: Context,
  deps: Deps,
  accept: { access?: boolean; mfa?: MfaPurpose[] } = { access: true },
): Promise<Authenticated> {
  const token = bearer(c);
  if (!token) throw notAuthenticated('Authentication credentials were not provided.');
  let claims: TokenClaims | undefined;
  for (const type of ['access', 'mfa'] as const) {
    if (type === 'access' && !accept.access) continue;
    if (type === 'mfa' && !accept.mfa?.length) continue;
    try {
      claims = await deps.tokens.verify(token, type);
      break;
    } catch (err) {
      if (!(err instanceof InvalidToken)) throw err;
    }
  }
  if (!claims || (claims.type === 'mfa' && !accept.mfa?.includes(claims.purpose ?? 'challenge'))) {
    throw notAuthenticated(TOKEN_NOT_VALID, 'token_not_valid');
  }
  // '' names no session: a token without one (MFA, or issued before sessions were named) is not looked up.
  const [found] = await callerQuery(deps.db).execute({ userId: claims.userId, session: claims.session ?? '' });
  const row = found?.user;
  // Setting a password and deactivation bump token_version, which retires every token issued before;
  // a signed-out session is refused for the rest of its tokens' lives.
  if (!row || row.organizationId !== claims.orgId || row.tokenVersion !== claims.ver || found.revoked === true) {
    throw notAuthenticated(TOKEN_NOT_VALID, 'token_not_valid');
  }
  if (!row.isActive) throw notAuthenticated('User is inactive', 'user_inactive');
  return { user: row, claims, roles: found.roles ? (found.roles.split(',') as OfficeRole[]) : [] };
}

/**
 * The client's address for per-address throttling; in-process tests have no socket.
 * Behind `trustedProxies` reverse proxies (TRUST_PROXY_HOPS), each of which appends the
 * address it saw to X-Forwarded-For, the client is the entry that many places from the
 * right: entries further left were written by the client itself and prove nothing. With
 * no trusted proxy the header is ignored, so forging it cannot dodge the throttle.
 */
export function clientAddress(c: Context, trustedProxies = 0): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const socket = env?.incoming?.socket?.remoteAddress ?? 'unknown';
  if (trustedProxies <= 0) return socket;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (hops.length === 0) return socket;
  // Fewer entries than trusted proxies: the leftmost is the farthest address any proxy saw.
  const seen = hops[Math.max(0, hops.length - trustedProxies)]!;
  return seen.slice(0, 64);
}
