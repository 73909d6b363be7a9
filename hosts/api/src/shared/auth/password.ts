/** Spec 7.1: password reset by mail, its confirmation, and activation of invited users. */
import { Hono } from 'hono';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AuditEntityKind, ResetPasswordConfirmRequest, ResetPasswordRequest, SetPasswordRequest } from '@si/contract';
import { oneTimeToken, user } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { body } from '../../platform/http/validate.ts';
import { audit } from '../../platform/audit.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { assertNotThrottled, clearFailures, recordFailure, SIGN_IN_LIMITS, type Limit } from '../../platform/throttle.ts';
import { consumeOneTimeToken, findOneTimeToken, issueOneTimeToken, ONE_TIME_LIFETIME_HOURS } from '../../platform/tokens.ts';
import { findUserByEmail } from '../users/users.ts';

const INVALID_RESET_TOKEN = 'Invalid token for given user.';
const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');
function decodeUid(uid: string): number | undefined {
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

// Caps reset mails per address so the endpoint cannot be used to flood someone's inbox.
const resetMailLimit = (email: string): Limit => ({ key: `reset:email:${email.toLowerCase()}`, max: 5, windowSeconds: 3600 });

export function passwordRoutes(deps: Deps) {
  const { db, mailer, settings } = deps;
  const app = new Hono();

  /** New password for a user: bump the token version so every older session ends. */
  async function setPassword(userId: number, password: string, activate: boolean) {
    await db
      .update(user)
      .set({ passwordHash: await hashPassword(password), tokenVersion: sql`${user.tokenVersion} + 1`, ...(activate ? { isActive: true } : {}) })
      .where(eq(user.id, userId));
    // Other outstanding links of the same kind stop working once one has been used.
    await db
      .update(oneTimeToken)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeToken.userId, userId), isNull(oneTimeToken.usedAt)));
  }

  app.post('/auth/users/reset_password', async (c) => {
    const { email } = await body(c, ResetPasswordRequest);
    const found = await findUserByEmail(db, email);
    // The answer is 204 whatever happens, so it never tells whether an account exists.
    if (found?.isActive) {
      const limit = resetMailLimit(found.email);
      const allowed = await assertNotThrottled(db, [limit]).then(() => true, () => false);
      if (allowed) {
        await recordFailure(db, [limit]);
        const token = await issueOneTimeToken(db, 'password_reset', { userId: found.id });
        const link = `${settings.publicUrl}/public/reset-password/${encodeUid(found.id)}/${token}`;
        await mailer
          .send({
            orgId: found.organizationId,
            to: found.email,
            subject: 'Reset your password',
            body: `Hello ${found.firstName || found.email},\n\nSomeone asked to reset the password of your account. If it was you, choose a new password here:\n${link}\n\nThe link works once and expires in ${ONE_TIME_LIFETIME_HOURS.password_reset} hour. If it was not you, ignore this mail.`,
            links: [link],
          })
          .catch((err: Error) => deps.log(`[mail] reset mail to ${found.email} failed: ${err.message}`));
      }
    }
    return c.body(null, 204);
  });

  app.post('/auth/users/reset_password_confirm', async (c) => {
    const input = await body(c, ResetPasswordConfirmRequest);
    const userId = decodeUid(input.uid);
    const [target] = userId ? await db.select().from(user).where(eq(user.id, userId)).limit(1) : [];
    if (!target) throw badRequest({ uid: ["Invalid user id or user doesn't exist."] });
    const row = await findOneTimeToken(db, 'password_reset', input.token);
    if (!row || row.userId !== target.id || !(await consumeOneTimeToken(db, row.id))) {
      throw badRequest({ token: [INVALID_RESET_TOKEN] });
    }
    await setPassword(target.id, input.new_password, false);
    await clearFailures(db, SIGN_IN_LIMITS.perAccount(target.email));
    await audit(db, { orgId: target.organizationId, entityKind: AuditEntityKind.USER, entityId: target.id, action: 'password_reset', actorUserId: target.id });
    return c.body(null, 204);
  });

  app.post('/api/set-password', async (c) => {
    const input = await body(c, SetPasswordRequest);
    const row = await findOneTimeToken(db, 'activation', input.token);
    if (!row?.userId || !(await consumeOneTimeToken(db, row.id))) {
      throw badRequest({ token: ['Invalid or expired activation link.'] });
    }
    const [target] = await db.select().from(user).where(eq(user.id, row.userId)).limit(1);
    if (!target) throw badRequest({ token: ['Invalid or expired activation link.'] });
    await setPassword(target.id, input.password, true);
    await audit(db, { orgId: target.organizationId, entityKind: AuditEntityKind.USER, entityId: target.id, action: 'password_set', actorUserId: target.id });
    return c.body(null, 204);
  });

  return app;
}
