/** Spec 7.1: sign-in (jwt create), refresh, sign-out (jwt logout) and the current user. */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { ConfigProperty, JwtCreateRequest, JwtLogoutRequest, JwtRefreshRequest, type JwtCreateResponse, type MfaChallengeMethod } from '@si/contract';
import { user } from '../../db/schema.ts';
import { authenticate, clientAddress, notAuthenticated, TOKEN_NOT_VALID } from '../../platform/http/auth.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { body } from '../../platform/http/validate.ts';
import { getConfig, readConfigValue } from '../../platform/config.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { assertNotThrottled, clearFailures, recordFailure, SIGN_IN_LIMITS } from '../../platform/throttle.ts';
import { InvalidToken, isSessionRevoked, revokeSession, type TokenClaims } from '../../platform/tokens.ts';
import { findUserByEmail, serializeUser } from '../users/users.ts';

const NO_ACTIVE_ACCOUNT = 'No active account found with the given credentials';
const INVALID_REFRESH = 'Token is invalid or expired';

export function jwtRoutes(deps: Deps) {
  const { db, tokens } = deps;
  const app = new Hono();

  app.post('/auth/jwt/create', async (c) => {
    const { email, password } = await body(c, JwtCreateRequest);
    const limits = [SIGN_IN_LIMITS.perAccount(email), SIGN_IN_LIMITS.perAddress(clientAddress(c, deps.settings.trustProxyHops))];
    await assertNotThrottled(db, limits);

    const found = await findUserByEmail(db, email);
    const passwordOk = await verifyPassword(found?.passwordHash || undefined, password);
    if (!found || !passwordOk || !found.isActive) {
      await recordFailure(db, limits);
      // Same answer for an unknown e-mail, a wrong password and an inactive account.
      throw notAuthenticated(NO_ACTIVE_ACCOUNT, 'no_active_account');
    }
    await clearFailures(db, limits[0]!);

    const base = { userId: found.id, orgId: found.organizationId, ver: found.tokenVersion };
    if (found.mfaActive) {
      const token = await tokens.sign({ ...base, type: 'mfa', purpose: 'challenge' });
      const method = (found.mfaMethod ?? 'VIRTUAL') as MfaChallengeMethod;
      return c.json({ token, mfa: 'challenge', user_id: found.id, challenge_method: method } satisfies JwtCreateResponse);
    }
    if (readConfigValue(await getConfig(db, found.organizationId, ConfigProperty.MFA_REQUIRED)) === true) {
      const token = await tokens.sign({ ...base, type: 'mfa', purpose: 'setup' });
      return c.json({ token, mfa: 'setup', user_id: found.id } satisfies JwtCreateResponse);
    }
    await db.update(user).set({ lastLoginAt: new Date() }).where(eq(user.id, found.id));
    return c.json((await tokens.pair(found.id, found.organizationId, found.tokenVersion)) satisfies JwtCreateResponse);
  });

  /** The claims of a refresh token whose signature, expiry and type hold; else 401. */
  async function refreshClaims(refresh: string): Promise<TokenClaims> {
    try {
      return await tokens.verify(refresh, 'refresh');
    } catch (err) {
      if (err instanceof InvalidToken) throw notAuthenticated(INVALID_REFRESH, 'token_not_valid');
      throw err;
    }
  }

  app.post('/auth/jwt/refresh', async (c) => {
    const { refresh } = await body(c, JwtRefreshRequest);
    const claims = await refreshClaims(refresh);
    const [[row], revoked] = await Promise.all([
      db.select().from(user).where(eq(user.id, claims.userId)).limit(1),
      isSessionRevoked(db, claims.session!),
    ]);
    if (revoked) throw notAuthenticated('Token is blacklisted', 'token_not_valid');
    if (!row || !row.isActive || row.tokenVersion !== claims.ver || row.organizationId !== claims.orgId) {
      throw notAuthenticated(TOKEN_NOT_VALID, 'token_not_valid');
    }
    const access = await tokens.sign({ userId: row.id, orgId: row.organizationId, ver: row.tokenVersion, type: 'access', session: claims.session });
    return c.json({ access });
  });

  // Sign-out: the refresh token is proof enough (no access token needed, it may have expired).
  // Its session ends on the server: the refresh token and every access token of it are refused.
  app.post('/auth/jwt/logout', async (c) => {
    const { refresh } = await body(c, JwtLogoutRequest);
    const claims = await refreshClaims(refresh);
    const expires = claims.exp ?? Date.now() / 1000 + deps.settings.refreshTokenDays * 86400;
    await revokeSession(db, claims.session!, new Date(expires * 1000));
    return c.body(null, 204);
  });

  app.get('/auth/users/me', async (c) => {
    const { user: me } = await authenticate(c, deps);
    return c.json(await serializeUser(db, me));
  });

  return app;
}
