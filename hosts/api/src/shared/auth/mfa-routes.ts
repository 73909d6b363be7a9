/** Spec 7.1/7.2: MFA status, setup (QR + two consecutive codes), and the sign-in challenge. */
import { Hono, type Context } from 'hono';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { AuditEntityKind, ConfirmMfaSetupRequest, EnableMfaRequest, MfaConfirmRequest, type MfaChallengeMethod } from '@si/contract';
import { user } from '../../db/schema.ts';
import { authenticate, type Authenticated, type UserRow } from '../../platform/http/auth.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { ApiError, badRequest, detailError, forbidden } from '../../platform/http/errors.ts';
import { body, pathId } from '../../platform/http/validate.ts';
import { audit } from '../../platform/audit.ts';
import { emailCodeHash, EMAIL_CODE_MINUTES, newEmailCode, newTotpSecret, totpQrDataUrl, verifyConsecutiveTotp, verifyTotp } from './mfa.ts';
import { assertNotThrottled, clearFailures, recordFailure, secondsBlocked, SIGN_IN_LIMITS, type Limit } from '../../platform/throttle.ts';
import { visibleUser } from '../users/profile.ts';

/** At most 5 e-mailed codes a quarter of an hour, and one a minute: a mailbox is not flooded, nor codes guessed by the batch. */
const RESEND_SECONDS = 60;
const emailSendLimits = (userId: number): Limit[] => [
  { key: `mfa:mail:${userId}`, max: 5, windowSeconds: 15 * 60 },
  { key: `mfa:mail-gap:${userId}`, max: 1, windowSeconds: RESEND_SECONDS },
];

export function mfaRoutes(deps: Deps) {
  const { db, tokens } = deps;
  const app = new Hono();

  /** Setup calls: a signed-in user for their own id, or the setup token handed out at sign-in. */
  async function setupCaller(c: Context): Promise<Authenticated> {
    const auth = await authenticate(c, deps, { access: true, mfa: ['setup'] });
    if (pathId(c) !== auth.user.id) throw forbidden();
    // The setup token proves only the password; once MFA is on, only a full session may change it.
    if (auth.claims.type === 'mfa' && auth.user.mfaActive) throw forbidden();
    return auth;
  }

  async function challengeCaller(c: Context): Promise<UserRow> {
    const { user: me } = await authenticate(c, deps, { mfa: ['challenge'] });
    if (pathId(c) !== me.id) throw forbidden();
    if (!me.mfaActive) throw detailError(400, 'MFA is not active for this user.');
    return me;
  }

  async function sessionTokens(target: UserRow) {
    await db.update(user).set({ lastLoginAt: new Date() }).where(eq(user.id, target.id));
    const { access, refresh } = await tokens.pair(target.id, target.organizationId, target.tokenVersion);
    return { access_token: access, refresh_token: refresh };
  }

  app.get('/api/users/:id/user_mfa', async (c) => {
    const { user: actor, claims } = await authenticate(c, deps, { access: true, mfa: ['setup', 'challenge'] });
    const id = pathId(c);
    const target = claims.type === 'access' ? (await visibleUser(deps, actor, id)).target : id === actor.id ? actor : undefined;
    if (!target) throw forbidden();
    return c.json({ active: target.mfaActive, challengeMethod: target.mfaActive ? ((target.mfaMethod ?? 'VIRTUAL') as MfaChallengeMethod) : null });
  });

  const enable = async (c: Context) => {
    const { user: me } = await setupCaller(c);
    await body(c, EnableMfaRequest);
    const secret = newTotpSecret();
    await db.update(user).set({ mfaPendingSecret: secret }).where(eq(user.id, me.id));
    const { dataUrl } = await totpQrDataUrl(secret, me.email);
    return c.json({ base64QRCode: dataUrl, secret });
  };
  app.post('/api/users/:id/enable_mfa', enable);
  app.post('/api/users/mfa/:id/enable_mfa', enable);

  const confirmSetup = async (c: Context) => {
    const { user: me } = await setupCaller(c);
    const input = await body(c, ConfirmMfaSetupRequest);
    const limit = SIGN_IN_LIMITS.mfaCode(me.id);
    await assertNotThrottled(db, [limit]);
    if (!me.mfaPendingSecret) throw detailError(400, 'Request a QR code first (enable_mfa).');
    const usedStep = await verifyConsecutiveTotp(me.mfaPendingSecret, input.qrCode1, input.qrCode2);
    if (usedStep === null) {
      await recordFailure(db, [limit]);
      throw badRequest({ non_field_errors: ['Enter two consecutive codes from your authenticator app.'] });
    }
    await clearFailures(db, limit);
    const [updated] = await db
      .update(user)
      .set({ mfaSecret: me.mfaPendingSecret, mfaPendingSecret: null, mfaActive: true, mfaMethod: input.challengeMethod, mfaLastStep: usedStep })
      .where(eq(user.id, me.id))
      .returning();
    await audit(db, {
      orgId: me.organizationId,
      entityKind: AuditEntityKind.USER,
      entityId: me.id,
      action: 'mfa_enabled',
      actorUserId: me.id,
      details: { challengeMethod: input.challengeMethod },
    });
    return c.json(await sessionTokens(updated!));
  };
  app.post('/api/users/:id/confirm_mfa_setup', confirmSetup);
  app.post('/api/users/mfa/:id/confirm_mfa_setup', confirmSetup);

  app.get('/api/users/mfa/:id/challenge', async (c) => {
    const me = await challengeCaller(c);
    const method = (me.mfaMethod ?? 'VIRTUAL') as MfaChallengeMethod;
    // An authenticator-app user gets no e-mailed code, not even as a fallback: with one, the
    // mailbox alone (which can already reset the password) would open the account.
    if (method === 'VIRTUAL') return c.json({ challengeMethod: method, email_sent: false });
    const wait = await secondsBlocked(db, emailSendLimits(me.id));
    if (wait > 0) {
      throw new ApiError(429, { detail: `A code was sent a short while ago. Ask for a new one in ${wait} seconds.`, retry_after: wait }, { 'Retry-After': String(wait) });
    }
    await recordFailure(db, emailSendLimits(me.id));
    // A new code replaces the one before: only the latest mail's code works.
    const { code, hash, expiresAt } = newEmailCode(me.id);
    await db.update(user).set({ mfaEmailCodeHash: hash, mfaEmailCodeExpiresAt: expiresAt }).where(eq(user.id, me.id));
    await deps.mailer.send({
      orgId: me.organizationId,
      to: me.email,
      subject: `Your sign-in code: ${code}`,
      body: `Your sign-in code is ${code}. It expires in ${EMAIL_CODE_MINUTES} minutes and works once. If you did not try to sign in, change your password.`,
    });
    return c.json({ challengeMethod: method, email_sent: true, resend_after: RESEND_SECONDS, expires_in: EMAIL_CODE_MINUTES * 60 });
  });

  app.post('/api/users/mfa/:id/confirm', async (c) => {
    const me = await challengeCaller(c);
    const { qrCode } = await body(c, MfaConfirmRequest);
    const limit = SIGN_IN_LIMITS.mfaCode(me.id);
    await assertNotThrottled(db, [limit]);
    const method = (me.mfaMethod ?? 'VIRTUAL') as MfaChallengeMethod;
    const totpStep = method !== 'EMAIL' && me.mfaSecret ? await verifyTotp(me.mfaSecret, qrCode, me.mfaLastStep) : null;
    // Claim the step atomically: of two sign-ins racing with one code, only one gets it.
    const totpOk =
      totpStep !== null &&
      (
        await db
          .update(user)
          .set({ mfaLastStep: totpStep })
          .where(and(eq(user.id, me.id), or(isNull(user.mfaLastStep), lt(user.mfaLastStep, totpStep))))
          .returning({ id: user.id })
      ).length === 1;
    // An e-mailed code works once and until it expires: claimed atomically, so of two sign-ins
    // racing with one code only one gets it. Never for an authenticator-app user.
    const emailOk =
      !totpOk &&
      method !== 'VIRTUAL' &&
      (
        await db
          .update(user)
          .set({ mfaEmailCodeHash: null, mfaEmailCodeExpiresAt: null })
          .where(and(eq(user.id, me.id), eq(user.mfaEmailCodeHash, emailCodeHash(me.id, qrCode)), gt(user.mfaEmailCodeExpiresAt, new Date())))
          .returning({ id: user.id })
      ).length === 1;
    if (!totpOk && !emailOk) {
      await recordFailure(db, [limit]);
      throw badRequest({ qrCode: ['Invalid or expired code.'] });
    }
    await clearFailures(db, limit);
    return c.json(await sessionTokens(me));
  });

  return app;
}
