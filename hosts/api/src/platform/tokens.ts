/**
 * Session JWTs (HS256 via jose) and one-time tokens (reset, activation, sign-up e-mail).
 * JWT claims: sub (user id), org, type access|refresh|mfa, ver (the user's token version), jti;
 * an access token also carries sid, the jti of the refresh token of its session.
 *
 * A session ends when: its refresh token expires; the user signs out (revokeSession stores the
 * session's id until its refresh token would have expired, and both the refresh call and every
 * authenticated call refuse it); the user's token_version is bumped (password set or reset,
 * deactivation); the user is inactive; or the JWT secret changes (the signature no longer holds).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oneTimeToken, revokedToken } from '../db/schema.ts';

type TokenType = 'access' | 'refresh' | 'mfa';
/** What an MFA token may be used for: answering a challenge, or setting MFA up. */
export type MfaPurpose = 'challenge' | 'setup';

export interface TokenClaims {
  userId: number;
  orgId: number;
  type: TokenType;
  ver: number;
  purpose?: MfaPurpose;
  /**
   * The session: the jti of its refresh token, which the access tokens it gives carry as `sid`.
   * Absent on MFA tokens (and on access tokens issued before sessions were named).
   */
  session?: string;
  /** Verified tokens: when the token expires, in seconds since the epoch. */
  exp?: number;
}

interface TokenSettings {
  jwtSecret: string;
  accessTokenMinutes: number;
  refreshTokenDays: number;
}

const MFA_TOKEN_SECONDS = 10 * 60;
/** Verified tokens remembered per token service: a few MB at most. */
const VERIFIED_MAX = 10_000;

export class InvalidToken extends Error {}

export function createTokenService(settings: TokenSettings) {
  const key = new TextEncoder().encode(settings.jwtSecret);
  const lifetime: Record<TokenType, number> = {
    access: settings.accessTokenMinutes * 60,
    refresh: settings.refreshTokenDays * 86400,
    mfa: MFA_TOKEN_SECONDS,
  };

  async function sign(claims: TokenClaims): Promise<string> {
    const now = Date.now() / 1000;
    const payload: Record<string, unknown> = { org: claims.orgId, type: claims.type, ver: claims.ver };
    if (claims.purpose) payload.purpose = claims.purpose;
    if (claims.type === 'access' && claims.session) payload.sid = claims.session;
    const jti = claims.type === 'refresh' && claims.session ? claims.session : randomUUID();
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setJti(jti)
      .setIssuedAt(Math.floor(now))
      // Fractional lifetimes (ACCESS_TOKEN_MINUTES=0.05) are allowed for expiry tests.
      .setExpirationTime(Math.max(Math.floor(now) + 1, Math.round(now + lifetime[claims.type])))
      .sign(key);
  }

  /**
   * Tokens whose signature was checked, until they expire: a token's signature and expiry never
   * change, so a second check of the same string can only agree. Revocation is not decided here:
   * the caller still reads the user's token_version and active flag on every request.
   */
  const verified = new Map<string, { payload: JWTPayload; until: number }>();
  async function signedPayload(token: string): Promise<JWTPayload> {
    const hit = verified.get(token);
    if (hit && hit.until > Date.now()) return hit.payload;
    if (hit) verified.delete(token);
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (typeof payload.exp === 'number' && payload.nbf === undefined) {
      // Oldest first out: a Map iterates in insertion order.
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, { payload, until: payload.exp * 1000 });
    }
    return payload;
  }

  /** Verifies signature, expiry and type; throws InvalidToken on anything wrong. */
  async function verify(token: string, type: TokenType): Promise<TokenClaims> {
    try {
      const payload = await signedPayload(token);
      const userId = Number(payload.sub);
      if (payload.type !== type || !Number.isSafeInteger(userId) || typeof payload.org !== 'number' || typeof payload.ver !== 'number') {
        throw new InvalidToken('wrong token type');
      }
      const purpose = payload.purpose === 'challenge' || payload.purpose === 'setup' ? payload.purpose : undefined;
      // A refresh token names its session by its jti; an access token by sid (older ones have none).
      const named = type === 'refresh' ? payload.jti : type === 'access' ? payload.sid : undefined;
      let session: string | undefined;
      if (typeof named === 'string' && named !== '' && named.length <= 64) session = named;
      else if (named !== undefined || type === 'refresh') throw new InvalidToken('bad session id');
      return { userId, orgId: payload.org, type, ver: payload.ver, purpose, session, exp: payload.exp };
    } catch (err) {
      if (err instanceof InvalidToken || err instanceof errors.JOSEError) throw new InvalidToken((err as Error).message);
      throw err;
    }
  }

  return {
    sign,
    verify,
    /** A new session: a refresh token, and an access token of the same session. */
    async pair(userId: number, orgId: number, ver: number) {
      const session = randomUUID();
      const [access, refresh] = await Promise.all([
        sign({ userId, orgId, ver, type: 'access', session }),
        sign({ userId, orgId, ver, type: 'refresh', session }),
      ]);
      return { access, refresh };
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

// ---- signed-out sessions ---------------------------------------------------------------

/**
 * Ends a session for good: its refresh token and every access token of it are refused from now
 * on. Kept until `until` (the refresh token's expiry), after which the tokens are refused anyway;
 * rows past that are pruned here. Revoking twice is harmless.
 */
export async function revokeSession(db: Db, session: string, until: Date): Promise<void> {
  await db.delete(revokedToken).where(lte(revokedToken.expiresAt, new Date()));
  await db.insert(revokedToken).values({ jti: session, expiresAt: until }).onConflictDoNothing();
}

export async function isSessionRevoked(db: Db, session: string): Promise<boolean> {
  const [row] = await db.select({ jti: revokedToken.jti }).from(revokedToken).where(eq(revokedToken.jti, session)).limit(1);
  return row !== undefined;
}

// ---- one-time tokens -------------------------------------------------------------------

type OneTimeKind = 'password_reset' | 'activation' | 'signup_email';
export const ONE_TIME_LIFETIME_HOURS: Record<OneTimeKind, number> = { password_reset: 1, activation: 72, signup_email: 24 };

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function issueOneTimeToken(db: Db, kind: OneTimeKind, target: { userId?: number; email?: string }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(oneTimeToken).values({
    kind,
    tokenHash: sha256(token),
    userId: target.userId,
    email: target.email?.toLowerCase(),
    expiresAt: new Date(Date.now() + ONE_TIME_LIFETIME_HOURS[kind] * 3600_000),
  });
  return token;
}

/** The live (unused, unexpired) token row of this kind, or undefined. */
export async function findOneTimeToken(db: Db, kind: OneTimeKind, token: string) {
  const [row] = await db
    .select()
    .from(oneTimeToken)
    .where(and(eq(oneTimeToken.tokenHash, sha256(token)), eq(oneTimeToken.kind, kind), isNull(oneTimeToken.usedAt), gt(oneTimeToken.expiresAt, new Date())))
    .limit(1);
  return row;
}

/** Marks the token used; false when another request used it first (single use under races). */
export async function consumeOneTimeToken(db: Db, id: number): Promise<boolean> {
  const used = await db
    .update(oneTimeToken)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeToken.id, id), isNull(oneTimeToken.usedAt)))
    .returning({ id: oneTimeToken.id });
  return used.length === 1;
}
