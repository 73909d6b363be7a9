/**
 * Session JWTs (HS256 via jose) and one-time tokens (reset, activation, sign-up e-mail).
 * JWT claims: sub (user id), org, type access|refresh|mfa, ver (the user's token version), jti.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oneTimeToken } from '../db/schema.ts';

type TokenType = 'access' | 'refresh' | 'mfa';
/** What an MFA token may be used for: answering a challenge, or setting MFA up. */
export type MfaPurpose = 'challenge' | 'setup';

export interface TokenClaims {
  userId: number;
  orgId: number;
  type: TokenType;
  ver: number;
  purpose?: MfaPurpose;
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
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setJti(randomUUID())
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
      return { userId, orgId: payload.org, type, ver: payload.ver, purpose };
    } catch (err) {
      if (err instanceof InvalidToken || err instanceof errors.JOSEError) throw new InvalidToken((err as Error).message);
      throw err;
    }
  }

  return {
    sign,
    verify,
    async pair(userId: number, orgId: number, ver: number) {
      const [access, refresh] = await Promise.all([
        sign({ userId, orgId, ver, type: 'access' }),
        sign({ userId, orgId, ver, type: 'refresh' }),
      ]);
      return { access, refresh };
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

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
