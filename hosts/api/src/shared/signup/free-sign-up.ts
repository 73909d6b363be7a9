/**
 * Free sign-up: verify a business e-mail (mail with a confirm link), confirm it, then create
 * the organization, its first office and its first Office Administrator, signed in at once.
 */
import { Hono } from 'hono';
import { APPLICATION_TYPES, AuditEntityKind, ConfigProperty, SignUpRequest, TrialConfirmEmailQuery, VerifyBusinessEmailRequest } from '@si/contract';
import { office, organization, user, userOffice } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { body, query } from '../../platform/http/validate.ts';
import { audit } from '../../platform/audit.ts';
import { setConfig } from '../../platform/config.ts';
import { isFreeMailAddress } from './free-mail.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { assertNotThrottled, recordFailure, type Limit } from '../../platform/throttle.ts';
import { consumeOneTimeToken, findOneTimeToken, issueOneTimeToken, ONE_TIME_LIFETIME_HOURS } from '../../platform/tokens.ts';
import { findUserByEmail, newUserIdentifier } from '../users/users.ts';

const BUSINESS_EMAIL_REQUIRED = 'Please use your business e-mail address.';
const EMAIL_TAKEN = 'An account with this e-mail already exists. Sign in or reset your password.';
const INVALID_LINK = 'This confirmation link is invalid or has expired.';
const verifyMailLimit = (email: string): Limit => ({ key: `signup:email:${email}`, max: 5, windowSeconds: 3600 });

export function freeSignUpRoutes(deps: Deps) {
  const { db, settings, tokens } = deps;
  const app = new Hono();

  async function liveToken(token: string, email: string) {
    const row = await findOneTimeToken(db, 'signup_email', token);
    if (!row || row.email !== email.toLowerCase()) throw badRequest({ token: [INVALID_LINK] });
    return row;
  }

  app.post('/api/free_sign_up/verify_business_email', async (c) => {
    const email = (await body(c, VerifyBusinessEmailRequest)).email.toLowerCase();
    if (isFreeMailAddress(email)) throw badRequest({ email: [BUSINESS_EMAIL_REQUIRED] });
    if (await findUserByEmail(db, email)) throw badRequest({ email: [EMAIL_TAKEN] });
    await assertNotThrottled(db, [verifyMailLimit(email)]);
    await recordFailure(db, [verifyMailLimit(email)]);
    const token = await issueOneTimeToken(db, 'signup_email', { email });
    const link = `${settings.publicUrl}/public/get-started/confirm-email?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
    await deps.mailer.send({
      to: email,
      subject: 'Confirm your e-mail address',
      body: `Welcome!\n\nConfirm your e-mail address to start your free trial:\n${link}\n\nThe link expires in ${ONE_TIME_LIFETIME_HOURS.signup_email} hours.`,
      links: [link],
    });
    return c.json({ email, email_sent: true });
  });

  app.get('/api/free_sign_up/trial_user_confirm_email', async (c) => {
    const { token, email } = query(c, TrialConfirmEmailQuery);
    await liveToken(token, email);
    return c.json({ email: email.toLowerCase(), confirmed: true });
  });

  app.post('/api/free_sign_up/signup', async (c) => {
    const input = await body(c, SignUpRequest);
    const email = input.email.toLowerCase();
    const row = await liveToken(input.token, email);
    if (await findUserByEmail(db, email)) throw badRequest({ email: [EMAIL_TAKEN] });
    if (!(await consumeOneTimeToken(db, row.id))) throw badRequest({ token: [INVALID_LINK] });
    const passwordHash = await hashPassword(input.password);

    const created = await db.transaction(async (tx) => {
      const [org] = await tx.insert(organization).values({ name: input.organization_name }).returning();
      const orgId = org!.id;
      const [hq] = await tx.insert(office).values({ organizationId: orgId, identifier: 'HQ', name: input.organization_name }).returning();
      const [owner] = await tx
        .insert(user)
        .values({
          organizationId: orgId,
          identifier: newUserIdentifier(),
          email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          homeOfficeId: hq!.id,
          lastLoginAt: new Date(),
        })
        .returning();
      await tx.insert(userOffice).values({ organizationId: orgId, userId: owner!.id, officeId: hq!.id, role: 'OA' });
      await setConfig(tx as typeof db, orgId, ConfigProperty.MODULES_ALLOWED, JSON.stringify(APPLICATION_TYPES));
      await setConfig(tx as typeof db, orgId, ConfigProperty.MFA_REQUIRED, 'false');
      await audit(tx as typeof db, { orgId, entityKind: AuditEntityKind.USER, entityId: owner!.id, action: 'signed_up', actorUserId: owner!.id });
      return owner!;
    });
    const pair = await tokens.pair(created.id, created.organizationId, created.tokenVersion);
    return c.json({ ...pair, user_id: created.id, organization_id: created.organizationId });
  });

  return app;
}
