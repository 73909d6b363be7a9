/** What every route needs, built once per app instance (tests build one per fresh database). */
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../mail.ts';
import type { TokenService } from '../tokens.ts';
import type { S3Settings } from '../storage.ts';

export interface AppSettings {
  publicUrl: string;
  jwtSecret: string;
  /** Seals secret config properties (SECRETS_KEY or data/secrets-key); unset: they are sealed under a key derived from jwtSecret. */
  secretsKey?: string;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  production: boolean;
  quiet: boolean;
  /** Local file store (and tus's partial uploads under `.uploads`); default data/files. */
  filesDir?: string;
  /** An S3-compatible bucket for file bytes instead of filesDir. */
  s3?: S3Settings;
  /** Reverse proxies in front of the server whose X-Forwarded-For entries are believed (TRUST_PROXY_HOPS; default none). */
  trustProxyHops?: number;
  /** Verifies Stripe webhooks (STRIPE_WEBHOOK_SECRET); without it the webhook answers 503. */
  stripeWebhookSecret?: string;
}

export interface Deps {
  db: Db;
  settings: AppSettings;
  mailer: Mailer;
  tokens: TokenService;
  log: (line: string) => void;
}
