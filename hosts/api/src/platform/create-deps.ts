/** Builds what every route needs from the app's options: the mailer, the token service, file storage. */
import type { Context } from 'hono';
import { join } from 'node:path';
import type { Db } from '../db/client.ts';
import { REPO_ROOT } from '../env.ts';
import type { AppSettings, Deps } from './http/deps.ts';
import { createMailer, type Mailer } from './mail.ts';
import { configureSecretKey } from './secrets.ts';
import { watchConfig } from './config.ts';
import { activeStepsCache } from '../shared/workflow/engine/state.ts';
import { createStorage, type Storage } from './storage.ts';
import { createTokenService } from './tokens.ts';

export interface AppOptions {
  db: Db;
  settings: AppSettings;
  mailer?: Mailer;
  /** File bytes; default from settings (S3 when configured, else local disk). */
  storage?: Storage;
  log?: (line: string) => void;
  /** Serves GET/HEAD paths no API route matched (the built suite and elements); main.ts only. */
  staticHandler?: (c: Context) => Promise<Response>;
}

export function createDeps(options: AppOptions): { deps: Deps; storage: Storage; uploadsDir: string } {
  const log = options.log ?? ((line: string) => console.log(line));
  configureSecretKey(options.settings);
  watchConfig(options.db);
  activeStepsCache.watch(options.db);
  const deps: Deps = {
    db: options.db,
    settings: options.settings,
    log,
    mailer: options.mailer ?? createMailer({ db: options.db, log }),
    tokens: createTokenService(options.settings),
  };
  const filesDir = options.settings.filesDir ?? join(REPO_ROOT, 'data/files');
  const storage = options.storage ?? createStorage({ filesDir, s3: options.settings.s3 });
  return { deps, storage, uploadsDir: join(filesDir, '.uploads') };
}
