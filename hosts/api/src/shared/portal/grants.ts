/**
 * File-drop MFA: a 6-digit code mailed to the contact (10 minutes, 5 tries), and once it is
 * right a grant: an HS256 JWT of its own type, bound to the token (its hash) and its link,
 * valid 12 hours. Re-issuing or revoking the token retires every grant made for it.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountContact } from '../../db/schema.ts';
import { sha256 } from '../../platform/tokens.ts';

const GRANT_HOURS = 12;
export const CODE_MINUTES = 10;
const CODE_TRIES = 5;
const GRANT_TYPE = 'portal_grant';

type Link = { id: number; tokenHash: string | null };

export async function signGrant(secret: string, link: Link): Promise<{ grant: string; expires_at: string }> {
  const expires = Math.floor(Date.now() / 1000) + GRANT_HOURS * 3600;
  const grant = await new SignJWT({ type: GRANT_TYPE, th: link.tokenHash })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(link.id))
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(new TextEncoder().encode(secret));
  return { grant, expires_at: new Date(expires * 1000).toISOString() };
}

export async function verifyGrant(secret: string, grant: string, link: Link): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(grant, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    return payload.type === GRANT_TYPE && payload.sub === String(link.id) && link.tokenHash !== null && payload.th === link.tokenHash;
  } catch {
    return false;
  }
}

const codeHash = (linkId: number, code: string) => sha256(`portal-mfa:${linkId}:${code}`);

/** Stores a fresh code for the link (replacing any earlier one) and returns it for the mail. */
export async function issueCode(db: Db, linkId: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(accountContact)
    .set({ mfaCodeHash: codeHash(linkId, code), mfaCodeExpiresAt: new Date(Date.now() + CODE_MINUTES * 60_000), mfaCodeAttempts: 0 })
    .where(eq(accountContact.id, linkId));
  return code;
}

type CodeCheck = 'ok' | 'wrong' | 'expired' | 'exhausted';

/** Checks a code; a right one is used up, a wrong one counts toward the 5 tries. */
export async function checkCode(db: Db, link: typeof accountContact.$inferSelect, code: string): Promise<CodeCheck> {
  if (!link.mfaCodeHash || !link.mfaCodeExpiresAt || link.mfaCodeExpiresAt.getTime() <= Date.now()) return 'expired';
  if (link.mfaCodeAttempts >= CODE_TRIES) return 'exhausted';
  const expected = Buffer.from(link.mfaCodeHash);
  const given = Buffer.from(codeHash(link.id, code));
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    await db.update(accountContact).set({ mfaCodeHash: null, mfaCodeExpiresAt: null, mfaCodeAttempts: 0 }).where(eq(accountContact.id, link.id));
    return 'ok';
  }
  // Incremented in SQL so parallel guesses cannot share one try.
  await db.update(accountContact).set({ mfaCodeAttempts: sql`${accountContact.mfaCodeAttempts} + 1` }).where(eq(accountContact.id, link.id));
  return link.mfaCodeAttempts + 1 >= CODE_TRIES ? 'exhausted' : 'wrong';
}

/** "j***@e***.com": enough for the contact to recognise the address, little for anyone else. */
export function emailHint(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}
