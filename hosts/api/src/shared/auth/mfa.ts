/** TOTP (otplib) and e-mailed one-time codes for multi-factor sign-in. */
import { generate, generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import { randomInt, timingSafeEqual } from 'node:crypto';
import { sha256 } from '../../platform/tokens.ts';

const PERIOD = 30;
const ISSUER = 'Secure Invoice Suite';
export const EMAIL_CODE_MINUTES = 10;

export const newTotpSecret = () => generateSecret();

const stepNow = () => Math.floor(Date.now() / 1000 / PERIOD);
const codeAt = (secret: string, step: number) => generate({ secret, epoch: step * PERIOD });

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The TOTP code for now; used by the seed's demo and by tests, like an authenticator app. */
export const currentTotp = (secret: string, offsetSteps = 0) => codeAt(secret, stepNow() + offsetSteps);

/**
 * The 30-second step whose code `code` is (the current one, or one either side for clock
 * drift), or null. A step at or before `usedStep` (the newest one already accepted) is not
 * matched: a code works once.
 */
export async function verifyTotp(secret: string, code: string, usedStep: number | null = null): Promise<number | null> {
  const now = stepNow();
  for (const step of [now, now - 1, now + 1]) {
    if (usedStep !== null && step <= usedStep) continue;
    if (sameCode(await codeAt(secret, step), code)) return step;
  }
  return null;
}

/**
 * Setup proof: two codes of consecutive steps (e.g. the previous and the current one),
 * which shows the authenticator holds the secret and its clock is right.
 */
export async function verifyConsecutiveTotp(secret: string, first: string, second: string): Promise<number | null> {
  const now = stepNow();
  for (let step = now - 2; step <= now; step++) {
    // The second code's step is the newest one used: a sign-in right after setup needs a newer one.
    if (sameCode(await codeAt(secret, step), first) && sameCode(await codeAt(secret, step + 1), second)) return step + 1;
  }
  return null;
}

export async function totpQrDataUrl(secret: string, email: string): Promise<{ uri: string; dataUrl: string }> {
  const uri = generateURI({ issuer: ISSUER, label: email, secret });
  return { uri, dataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
}

export function newEmailCode(userId: number) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, hash: emailCodeHash(userId, code), expiresAt: new Date(Date.now() + EMAIL_CODE_MINUTES * 60_000) };
}

export const emailCodeHash = (userId: number, code: string) => sha256(`${userId}:${code}`);
