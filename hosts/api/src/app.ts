/** Builds the hono app: platform middleware (log, security headers, CORS, body limits, errors), then the shared and module routes. */
import { Hono, type Context } from 'hono';
import { PORTAL_UPLOAD_PATH } from '@si/contract';
import { createDeps, type AppOptions } from './platform/create-deps.ts';
import { addressRules, apiBodyLimit, closeAfterRefusedBody, crossOrigin, errorAnswer, notFoundAnswer, requestLog } from './platform/http/middleware.ts';
import { apiCompression } from './platform/http/compression.ts';
import { securityHeaders } from './platform/security-headers.ts';
import { isPortalPath, portalCors } from './shared/portal/cors.ts';
import { LOGO_PATH } from './shared/organizations/index.ts';
import { isAdminUpload } from './shared/settings/standard-files/upload.ts';
import { isAccountImport } from './shared/imports/index.ts';
import { isBillUpload } from './modules/payables/bills/upload.ts';
import { sharedRoutes } from './shared/routes.ts';
import { receivablesRoutes } from './modules/receivables/index.ts';
import { payablesRoutes } from './modules/payables/index.ts';
import { expensesRoutes } from './modules/expenses/index.ts';
import { isExpenseUpload } from './modules/expenses/receipts.ts';
import { isLeadImport } from './modules/sales/leads/import.ts';
import { contractsRoutes } from './modules/contracts/index.ts';
import { lendingRoutes } from './modules/lending/index.ts';
import { salesRoutes } from './modules/sales/index.ts';
import { openApiRoutes } from './platform/openapi.ts';

export type { AppOptions } from './platform/create-deps.ts';

export function createApp(options: AppOptions) {
  const { deps, storage, uploadsDir } = createDeps(options);
  const app = new Hono({ strict: false });

  app.use(requestLog(options.settings.quiet, deps.log));
  // Outside CORS, so preflights and every error answer get them too (platform/security-headers.ts).
  app.use(securityHeaders(options.settings.trustProxyHops));
  // Every 413 (from any body limit, the routes' own or tus's) tells a kept-alive client the connection closes.
  app.use(closeAfterRefusedBody);

  // Token portals answer only the origins the token's organization lists (portalCors); the rest any origin.
  const tokenCors = portalCors(options.db, new URL(options.settings.publicUrl).origin);
  app.use('/api/*', (c, next) => (isPortalPath(c.req.path) ? tokenCors(c, next) : crossOrigin(c, next)));
  app.use('/auth/*', crossOrigin);
  // Preflights are answered by CORS and never reach it; static files come precompressed (platform/static.ts).
  app.use('/api/*', apiCompression());
  app.use('/auth/*', apiCompression());
  // Control characters in the path or a query parameter are refused before any route reads them (after CORS, so the 400 carries it).
  app.use(addressRules);

  // The logo upload carries two images of up to 1 MB each and sets its own, larger limit.
  // tus chunks are larger than 1 MB too; the tus server bounds them by each upload's declared length.
  // Standard files and secure file shares take files of up to 25 MB (their own uploadLimit); the CSV import 5 MB; a bill's document and an expense's receipt 10 MB.
  const ownLimit = (c: Context) =>
    (c.req.method === 'POST' && c.req.path.replace(/\/$/, '') === LOGO_PATH) || c.req.path.startsWith(PORTAL_UPLOAD_PATH) || isAdminUpload(c.req.method, c.req.path) || isAccountImport(c.req.method, c.req.path) || isBillUpload(c.req.method, c.req.path) || isExpenseUpload(c.req.method, c.req.path) || isLeadImport(c.req.method, c.req.path);
  app.use('/api/*', apiBodyLimit(ownLimit));
  app.use('/auth/*', apiBodyLimit());

  app.onError(errorAnswer);

  app.route('/', sharedRoutes(deps, storage, uploadsDir));
  app.route('/', receivablesRoutes(deps, storage));
  app.route('/', payablesRoutes(deps, storage));
  app.route('/', expensesRoutes(deps, storage));
  app.route('/', contractsRoutes(deps));
  app.route('/', lendingRoutes(deps));
  app.route('/', salesRoutes(deps));
  app.route('/', openApiRoutes());

  if (options.staticHandler) app.on(['GET', 'HEAD'], '*', options.staticHandler);
  app.notFound(notFoundAnswer);
  return app;
}

export type App = ReturnType<typeof createApp>;
