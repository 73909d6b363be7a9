/** argon2id password hashing. */
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// OWASP's argon2id minimum (19 MiB, 2 passes): ~50 ms a hash on this class of machine.
// Algorithm is an ambient const enum (not importable as a value here); 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Verifying against a real hash for unknown e-mails keeps both failures equally slow,
// so response time does not tell which e-mail addresses have accounts.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** A random password for demo users: 20 characters from an unambiguous alphabet. */
export function randomPassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
