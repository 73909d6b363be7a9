/** The environment, validated once at start; each bad variable gets its own line. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3Settings } from './platform/storage.ts';

/** The repository root: relative defaults (data/, dist/) are taken from here, not from the cwd. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const port = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be between 1 and 65535`)
    .max(65535, `${name} must be between 1 and 65535`);

const positive = (name: string) => z.coerce.number({ error: `${name} must be a number` }).positive(`${name} must be greater than 0`);

const url = (name: string) => z.url({ error: `${name} must be a URL, e.g. http://localhost:8080` });

const EnvSchema = z.object({
  PORT: port('PORT').default(8080),
  TENANT_PORT: port('TENANT_PORT').default(8081),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce
    .number({ error: 'DATABASE_POOL_MAX must be a number' })
    .int('DATABASE_POOL_MAX must be a whole number')
    .min(1, 'DATABASE_POOL_MAX must be between 1 and 1000')
    .max(1000, 'DATABASE_POOL_MAX must be between 1 and 1000')
    .optional(),
  PGLITE_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters long').optional(),
  SECRETS_KEY: z.string().min(32, 'SECRETS_KEY must be at least 32 characters long').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  PUBLIC_URL: url('PUBLIC_URL').optional(),
  ACCESS_TOKEN_MINUTES: positive('ACCESS_TOKEN_MINUTES').default(5),
  REFRESH_TOKEN_DAYS: positive('REFRESH_TOKEN_DAYS').default(1),
  STATIC_DIR: z.string().min(1).optional(),
  DEMO_JSON: z.string().min(1).optional(),
  FILES_DIR: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_').optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: url('S3_ENDPOINT').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false' }).optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['silent', 'info'], { error: 'LOG_LEVEL must be silent or info' }).optional(),
  TRUST_PROXY_HOPS: z.coerce
    .number({ error: 'TRUST_PROXY_HOPS must be a number' })
    .int('TRUST_PROXY_HOPS must be a whole number')
    .min(0, 'TRUST_PROXY_HOPS must be between 0 and 10')
    .max(10, 'TRUST_PROXY_HOPS must be between 0 and 10')
    .default(0),
  REMINDER_INTERVAL_MS: z.coerce
    .number({ error: 'REMINDER_INTERVAL_MS must be a number' })
    .int('REMINDER_INTERVAL_MS must be a whole number')
    .refine((v) => v === 0 || (v >= 1000 && v <= 86_400_000), 'REMINDER_INTERVAL_MS must be 0 (off) or between 1000 and 86400000')
    .default(60_000),
});

export interface Env {
  port: number;
  tenantPort: number;
  databaseUrl?: string;
  /** PostgreSQL connections this process may hold; default from the cores and max_connections (db/client.ts). */
  databasePoolMax?: number;
  pgliteDir: string;
  jwtSecret: string;
  /** Seals secret config properties; kept apart from jwtSecret so rotating that one leaves them readable. */
  secretsKey: string;
  smtpUrl?: string;
  publicUrl: string;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  staticDir: string;
  demoJson: string;
  filesDir: string;
  stripeWebhookSecret?: string;
  s3?: S3Settings;
  production: boolean;
  quiet: boolean;
  trustProxyHops: number;
  /** How often the reminder scheduler runs; 0 turns it off. */
  reminderIntervalMs: number;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Reads, or creates once, a secret kept outside the database: the JWT secret (which keeps
 * sessions valid across restarts) and the secrets key (which opens sealed config properties).
 */
function storedSecret(file: string): string {
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set": shells and .env files often leave them blank.
  const input = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(input);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((i) => (i.path.length ? `${String(i.path[0])}: ${i.message}` : i.message)));
  }
  const e = parsed.data;
  if (e.SECRETS_KEY !== undefined && e.SECRETS_KEY === e.JWT_SECRET) {
    throw new EnvError(['SECRETS_KEY: SECRETS_KEY must differ from JWT_SECRET, so that rotating one leaves the other']);
  }
  const fromRoot = (p: string) => resolve(REPO_ROOT, p);
  let secretsKey = e.SECRETS_KEY;
  return {
    port: e.PORT,
    tenantPort: e.TENANT_PORT,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    pgliteDir: fromRoot(e.PGLITE_DIR ?? 'data/pglite'),
    jwtSecret: e.JWT_SECRET ?? storedSecret(fromRoot('data/jwt-secret')),
    // Read, or created, when first asked for: reading the environment (as tests do) writes no file for it.
    get secretsKey() {
      return (secretsKey ??= storedSecret(fromRoot('data/secrets-key')));
    },
    smtpUrl: e.SMTP_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
    refreshTokenDays: e.REFRESH_TOKEN_DAYS,
    staticDir: fromRoot(e.STATIC_DIR ?? 'dist'),
    demoJson: fromRoot(e.DEMO_JSON ?? 'data/demo.json'),
    filesDir: fromRoot(e.FILES_DIR ?? 'data/files'),
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    production: e.NODE_ENV === 'production',
    quiet: e.NODE_ENV === 'test' || e.LOG_LEVEL === 'silent',
    trustProxyHops: e.TRUST_PROXY_HOPS,
    reminderIntervalMs: e.REMINDER_INTERVAL_MS,
  };
}
