/** Builds the hono app: platform middleware (limits, errors, log) and the routes; nothing else. */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { Db } from './db/client.ts';
import type { AppSettings, Deps } from './lib/deps.ts';
import { ApiError } from './lib/errors.ts';
import { configureSecretKey } from './services/secrets.ts';
import { createMailer, type Mailer } from './services/mail.ts';
import { createTokenService } from './services/tokens.ts';
import { jwtRoutes } from './routes/auth/jwt.ts';
import { passwordRoutes } from './routes/auth/password.ts';
import { profileRoutes } from './routes/users/profile.ts';
import { mfaRoutes } from './routes/users/mfa.ts';
import { freeSignUpRoutes } from './routes/signup/free-sign-up.ts';
import { join } from 'node:path';
import { PORTAL_UPLOAD_PATH } from '@si/contract';
import { REPO_ROOT } from './env.ts';
import { createStorage, type Storage } from './services/storage.ts';
import { isPortalPath, portalCors } from './services/portal/cors.ts';
import { portalContextRoutes } from './routes/portal/context.ts';
import { portalFileRoutes } from './routes/portal/files.ts';
import { portalCommentRoutes } from './routes/portal/comments.ts';
import { portalMfaRoutes } from './routes/portal/mfa.ts';
import { portalPaymentRoutes } from './routes/portal/payments.ts';
import { sandboxRoutes } from './routes/portal/sandbox.ts';
import { portalUploadRoutes } from './routes/portal/uploads.ts';
import { LOGO_PATH, organizationRoutes } from './routes/organizations/index.ts';
import { bankAccountDetailsRoutes } from './routes/bank-account-details/index.ts';
import { dashboardRoutes } from './routes/dashboard/index.ts';
import { workflowRoutes } from './routes/workflows/index.ts';
import { itemStatusRoutes } from './routes/items-status/index.ts';
import { taskRoutes } from './routes/tasks/index.ts';
import { auditLogRoutes } from './routes/audit-log/index.ts';
import { reportRoutes } from './routes/reports/index.ts';
import { officeRoutes } from './routes/offices/index.ts';
import { teamRoutes } from './routes/teams/index.ts';
import { contactRoleRoutes } from './routes/contact-roles/index.ts';
import { expectedDocumentTypeRoutes } from './routes/expected-document-types/index.ts';
import { categoryRoutes } from './routes/categories/index.ts';
import { productRoutes } from './routes/products/index.ts';
import { usersAdminRoutes } from './routes/users-admin/index.ts';
import { customFieldRoutes } from './routes/custom-fields/index.ts';
import { pipelineRoutes } from './routes/pipelines/index.ts';
import { checklistRoutes } from './routes/checklists/index.ts';
import { standardFileRoutes } from './routes/standard-files/index.ts';
import { isAdminUpload } from './routes/standard-files/upload.ts';
import { secureFileShareRoutes } from './routes/secure-file-share/index.ts';
import { accountsDirectoryRoutes } from './routes/accounts-directory/index.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

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

/** PostgreSQL's unique_violation, the same code from pg and PGlite. */
const isUniqueViolation = (err: unknown) => (err as { code?: unknown })?.code === '23505';

export function createApp(options: AppOptions) {
  const log = options.log ?? ((line: string) => console.log(line));
  configureSecretKey(options.settings.jwtSecret);
  const deps: Deps = {
    db: options.db,
    settings: options.settings,
    log,
    mailer: options.mailer ?? createMailer({ db: options.db, log }),
    tokens: createTokenService(options.settings),
  };
  const storage = options.storage ?? createStorage({ filesDir: filesDir(options.settings), s3: options.settings.s3 });

  const app = new Hono({ strict: false });

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    if (!options.settings.quiet) {
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
    }
  });

  // Elements embedded on tenant sites call the API from other origins. Sessions travel in the
  // Authorization header, never in cookies, so allowing any origin opens no CSRF hole.
  const crossOrigin = cors({ origin: '*', allowHeaders: ['Authorization', 'Content-Type'], exposeHeaders: ['Retry-After'], maxAge: 600 });
  // Token portals are different: only the origins the token's organization lists (portalCors).
  const tokenCors = portalCors(options.db, new URL(options.settings.publicUrl).origin);
  app.use('/api/*', (c, next) => (isPortalPath(c.req.path) ? tokenCors(c, next) : crossOrigin(c, next)));
  app.use('/auth/*', crossOrigin);

  const apiBodyLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ detail: 'Request body is larger than 1 MB.' }, 413) });
  // The logo upload carries two images of up to 1 MB each and sets its own, larger limit.
  // tus chunks are larger than 1 MB too; the tus server bounds them by each upload's declared length.
  // Standard files and secure file shares take files of up to 25 MB (their own uploadLimit).
  const ownLimit = (c: Context) =>
    (c.req.method === 'POST' && c.req.path.replace(/\/$/, '') === LOGO_PATH) || c.req.path.startsWith(PORTAL_UPLOAD_PATH) || isAdminUpload(c.req.method, c.req.path);
  app.use('/api/*', (c, next) => (ownLimit(c) ? next() : apiBodyLimit(c, next)));
  app.use(
    '/auth/*',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ detail: 'Request body is larger than 1 MB.' }, 413) }),
  );

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.body, err.status, err.headers);
    if (isUniqueViolation(err)) return c.json({ detail: 'A record with these values already exists.' }, 409);
    // Unexpected: the stack goes to the log, never to the client.
    console.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, err);
    return c.json({ detail: 'Internal server error' }, 500);
  });

  app.route('/', jwtRoutes(deps));
  app.route('/', passwordRoutes(deps));
  app.route('/', mfaRoutes(deps));
  app.route('/', profileRoutes(deps));
  app.route('/', freeSignUpRoutes(deps));
  app.route('/', portalContextRoutes(deps));
  app.route('/', portalFileRoutes(deps, storage));
  app.route('/', portalCommentRoutes(deps));
  app.route('/', portalMfaRoutes(deps));
  app.route('/', portalPaymentRoutes(deps));
  app.route('/', sandboxRoutes(deps));
  app.route('/', portalUploadRoutes(deps, storage, join(filesDir(options.settings), '.uploads')));
  app.route('/', organizationRoutes(deps));
  app.route('/', bankAccountDetailsRoutes(deps));
  app.route('/', dashboardRoutes(deps));
  app.route('/', workflowRoutes(deps));
  app.route('/', itemStatusRoutes(deps, storage));
  app.route('/', taskRoutes(deps));
  app.route('/', auditLogRoutes(deps));
  app.route('/', reportRoutes(deps));
  app.route('/', officeRoutes(deps));
  app.route('/', teamRoutes(deps));
  app.route('/', contactRoleRoutes(deps));
  app.route('/', expectedDocumentTypeRoutes(deps));
  app.route('/', categoryRoutes(deps));
  app.route('/', productRoutes(deps));
  app.route('/', usersAdminRoutes(deps));
  app.route('/', customFieldRoutes(deps));
  app.route('/', pipelineRoutes(deps));
  app.route('/', checklistRoutes(deps));
  app.route('/', standardFileRoutes(deps, storage));
  app.route('/', secureFileShareRoutes(deps, storage));
  app.route('/', accountsDirectoryRoutes(deps));

  if (options.staticHandler) app.on(['GET', 'HEAD'], '*', options.staticHandler);
  app.notFound((c) => c.json({ detail: 'Not found.' }, 404));
  return app;
}

export type App = ReturnType<typeof createApp>;

const filesDir = (settings: AppSettings) => settings.filesDir ?? join(REPO_ROOT, 'data/files');
