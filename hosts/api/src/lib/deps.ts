/** What every route needs, built once per app instance (tests build one per fresh database). */
import type { Db } from '../db/client.ts';
import type { Mailer } from '../services/mail.ts';
import type { TokenService } from '../services/tokens.ts';

export interface AppSettings {
  publicUrl: string;
  jwtSecret: string;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  production: boolean;
  quiet: boolean;
}

export interface Deps {
  db: Db;
  settings: AppSettings;
  mailer: Mailer;
  tokens: TokenService;
  log: (line: string) => void;
}
