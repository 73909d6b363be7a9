/**
 * Portal access: a token opens exactly one account for exactly one contact. Every portal call
 * starts here: unknown, expired or revoked tokens are 404; the file-drop MFA gate and the
 * account hold are checked here too, so no route can forget them.
 */
import type { Context } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { ConfigProperty, moduleById, portalModuleOfKind, type ModuleDescriptor } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { account, accountContact, contact, organization } from '../../db/schema.ts';
import { clientAddress } from '../../platform/http/auth.ts';
import { ApiError, detailError } from '../../platform/http/errors.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { cachedConfig, readConfigValue } from '../../platform/config.ts';
import { randomBytes } from 'node:crypto';
import { sha256 } from '../../platform/tokens.ts';
import { verifyGrant } from './grants.ts';
import { markPortalOrg } from './cors.ts';
import { logPortalAccess, type AccessRow } from './access-log.ts';

export type AccountRow = typeof account.$inferSelect;
export type AccountContactRow = typeof accountContact.$inferSelect;
type ContactRow = typeof contact.$inferSelect;

export interface PortalAccess {
  orgId: number;
  organizationName: string;
  account: AccountRow;
  link: AccountContactRow;
  contact: ContactRow;
  token: string;
}

export const TOKEN_NOT_FOUND = 'This link is not valid. It may have expired or been revoked.';
const DEFAULT_HOLD_MESSAGE = 'Your account is on hold. Uploads and payments are paused; please contact us.';
export const MFA_REQUIRED = 'Enter the code we sent to your e-mail address to continue.';
export const PORTAL_TOKEN_DAYS = 90;

/** A new portal token: 256 random bits, base64url; only its SHA-256 goes to the database. */
export function newPortalToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

/** The portal an account of this module kind opens; an unknown kind opens the document-collection portal. */
export const portalOfKind = (kind: number): ModuleDescriptor => portalModuleOfKind(kind) ?? moduleById('document-collection');

/** The link behind a token hash, with its account, contact and organization name: one round trip. */
const tokenQuery = preparedQuery('portal_token', (db, name) =>
  db
    .select({ link: accountContact, account, contact, organizationName: organization.name })
    .from(accountContact)
    .innerJoin(account, eq(account.id, accountContact.accountId))
    .innerJoin(contact, eq(contact.id, accountContact.contactId))
    .innerJoin(organization, eq(organization.id, accountContact.organizationId))
    .where(eq(accountContact.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare(name),
);

/** The token's live link, or undefined (unknown, expired, revoked). */
export async function findByToken(db: Db, token: string) {
  if (!token || token.length > 200) return undefined;
  const [row] = await tokenQuery(db).execute({ hash: sha256(token) });
  if (!row) return undefined;
  const { link } = row;
  // An archived workspace's links are refused like revoked ones.
  if (link.tokenRevokedAt || row.account.archivedAt) return undefined;
  if (link.tokenExpiresAt && link.tokenExpiresAt.getTime() <= Date.now()) return undefined;
  return row;
}

export async function mfaGateOn(db: Db, orgId: number): Promise<boolean> {
  return readConfigValue(await cachedConfig(db, orgId, ConfigProperty.FILEDROP_MFA_CHALLENGE_ENABLED)) === true;
}

/** The grant of a request: the X-Portal-Grant header, or `grant` in the query for plain links. */
const grantOf = (c: Context) => c.req.header('x-portal-grant') ?? c.req.query('grant') ?? '';

/** resolvePortal for a hono route: the request's own grant. */
export const portalOf = (c: Context, deps: Deps, token: unknown, opts?: { skipMfa?: boolean }) =>
  resolvePortal(c.req.raw, deps, token, grantOf(c), { ...opts, ip: clientAddress(c, deps.settings.trustProxyHops) });

/**
 * One access-log row per call made with a live token: method and path only (the token rides in
 * the query or body and never lands here). Started before the MFA check and awaited after it, so
 * it costs no extra round trip on the way, and is never lost; rows of concurrent calls share
 * one insert (access-log.ts).
 */
function logAccess(deps: Deps, req: Request, link: AccountContactRow, ip: string): Promise<unknown> {
  const what = `${req.method} ${new URL(req.url).pathname}`.slice(0, 200);
  const row: AccessRow = {
    organizationId: link.organizationId,
    accountContactId: link.id,
    at: new Date(),
    ip: ip.slice(0, 64),
    userAgent: (req.headers.get('user-agent') ?? '').slice(0, 300),
    action: req.method === 'GET' || req.method === 'HEAD' ? 'read' : 'write',
    what,
  };
  return logPortalAccess(deps.db, row, (err) => deps.log(`[portal] access log failed: ${err.message}`));
}

/**
 * The account and contact behind a token, for a request. `grant` defaults to the request's
 * (header or query); tus hooks pass the raw Request and the grant they read themselves.
 */
export async function resolvePortal(
  req: Request,
  deps: Deps,
  token: unknown,
  grant: string,
  opts: { skipMfa?: boolean; ip?: string } = {},
): Promise<PortalAccess> {
  const value = typeof token === 'string' ? token.trim() : '';
  if (!value) throw new ApiError(400, { token: ['Field is required'] });
  const row = await findByToken(deps.db, value);
  if (!row) throw detailError(404, TOKEN_NOT_FOUND);
  const access: PortalAccess = { orgId: row.link.organizationId, organizationName: row.organizationName, account: row.account, link: row.link, contact: row.contact, token: value };
  markPortalOrg(req, access.orgId);
  const logged = logAccess(deps, req, row.link, opts.ip ?? '');
  try {
    if (!opts.skipMfa && (await mfaGateOn(deps.db, access.orgId))) {
      const ok = grant !== '' && (await verifyGrant(deps.settings.jwtSecret, grant, row.link));
      if (!ok) throw new ApiError(403, { detail: MFA_REQUIRED, mfa_required: true });
    }
  } finally {
    await logged;
  }
  return access;
}

/** The message shown to a contact of an account on hold (banner and 403 answers). */
export async function holdMessage(db: Db, access: { orgId: number; account: AccountRow }): Promise<string> {
  if (access.account.accountHoldMessage.trim()) return access.account.accountHoldMessage;
  const configured = await cachedConfig(db, access.orgId, ConfigProperty.PORTAL_ACCOUNT_HOLD_MESSAGE);
  return configured?.trim() ? configured : DEFAULT_HOLD_MESSAGE;
}

/** Uploads and payments stop while the account is on hold (reads and comments go on). */
export async function assertNotOnHold(db: Db, access: { orgId: number; account: AccountRow }): Promise<void> {
  if (access.account.accountHold) throw detailError(403, await holdMessage(db, access));
}

export const contactName = (c: Pick<ContactRow, 'firstName' | 'lastName' | 'companyName'>) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ') || c.companyName;

/** The `token` of a JSON body, read before the body is validated (an unknown token is a 404 first). */
export const tokenIn = (raw: unknown): unknown => (raw && typeof raw === 'object' ? (raw as { token?: unknown }).token : undefined);
