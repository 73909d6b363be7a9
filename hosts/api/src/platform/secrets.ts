/**
 * Secret config properties (the payment provider's API key, the accounting system's client
 * secret) are stored sealed with AES-256-GCM, so a database dump or backup does not hand them
 * out. The key is derived (HKDF-SHA256) from the server's JWT secret, which is kept outside the
 * database (JWT_SECRET, or data/jwt-secret). A value stored before sealing existed reads as it
 * is and is sealed on its next write.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';
let key: Buffer | undefined;

/** Called once by createApp with the server's secret. */
export function configureSecretKey(serverSecret: string): void {
  key = Buffer.from(hkdfSync('sha256', serverSecret, 'si-config-secrets', 'config property secrets v1', 32));
}

const isSealed = (stored: string) => stored.startsWith(PREFIX);

export function sealSecret(plain: string): string {
  if (!key || plain === '') return plain;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/**
 * The plain value of a stored one. A value sealed under another key (the server secret was
 * changed) cannot be read: it counts as unset, and the administrator enters it again.
 */
export function openSecret(stored: string, log: (line: string) => void = console.warn): string {
  if (!isSealed(stored)) return stored;
  try {
    if (!key) throw new Error('no key configured');
    const [iv, body] = stored.slice(PREFIX.length).split('.');
    const bytes = Buffer.from(body ?? '', 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64url'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
  } catch (error) {
    log(`[config] a sealed secret could not be opened (${(error as Error).message}); treated as unset`);
    return '';
  }
}
