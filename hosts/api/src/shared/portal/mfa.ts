/**
 * The file-drop MFA gate (spec 7.4): GET /api/filedrop_mfa_challenge mails a 6-digit code to
 * the token's contact; POST /api/filedrop_mfa_verify trades a right code for a grant that the
 * portal sends as X-Portal-Grant on that token's calls.
 */
import { Hono } from 'hono';
import { AuditEntityKind, FiledropMfaVerifyRequest } from '@si/contract';
import type { Deps } from '../../platform/http/deps.ts';
import { ApiError, detailError } from '../../platform/http/errors.ts';
import { check, readJson } from '../../platform/http/validate.ts';
import { audit } from '../../platform/audit.ts';
import { assertNotThrottled, recordFailure, type Limit } from '../../platform/throttle.ts';
import { greetingOf, salutation } from '../organizations/mail-settings.ts';
import { contactName, mfaGateOn, portalOf, tokenIn } from './access.ts';
import { checkCode, CODE_MINUTES, emailHint, issueCode, signGrant } from './grants.ts';

const mailLimit = (linkId: number): Limit => ({ key: `portal-mfa-mail:${linkId}`, max: 5, windowSeconds: 15 * 60 });

const CODE_MESSAGES = {
  wrong: 'Invalid or expired code.',
  expired: 'This code has expired. Request a new code.',
  exhausted: 'Too many wrong codes. Request a new code.',
} as const;

export function portalMfaRoutes(deps: Deps) {
  const app = new Hono();
  const { db } = deps;

  app.get('/api/filedrop_mfa_challenge', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'), { skipMfa: true });
    if (!(await mfaGateOn(db, p.orgId))) throw detailError(400, 'This portal does not ask for an e-mailed code.');
    await assertNotThrottled(db, [mailLimit(p.link.id)]);
    await recordFailure(db, [mailLimit(p.link.id)]);
    const code = await issueCode(db, p.link.id);
    await deps.mailer.send({
      orgId: p.orgId,
      to: p.contact.email,
      subject: `Your code for ${p.organizationName}`,
      body: `${salutation(await greetingOf(db, p.orgId), contactName(p.contact))}\n\nYour one-time code is ${code}. It is valid for ${CODE_MINUTES} minutes.\n\nIf you did not open a link from ${p.organizationName}, ignore this message.`,
    });
    return c.json({ email_hint: emailHint(p.contact.email) });
  });

  app.post('/api/filedrop_mfa_verify', async (c) => {
    const raw = await readJson(c);
    const p = await portalOf(c, deps, tokenIn(raw), { skipMfa: true });
    const { code } = check(FiledropMfaVerifyRequest, raw);
    const result = await checkCode(db, p.link, code);
    if (result !== 'ok') throw new ApiError(400, { code: [CODE_MESSAGES[result]] });
    await audit(db, { orgId: p.orgId, entityKind: AuditEntityKind.CONTACT, entityId: p.contact.id, action: 'portal_code_verified', details: { account_id: p.account.id } });
    return c.json(await signGrant(deps.settings.jwtSecret, p.link));
  });

  return app;
}
