/** Receivables (secure invoice, sales side): the invoice portal's statement, pay instructions and payments. */
import { Hono } from 'hono';
import type { Deps } from '../../platform/http/deps.ts';
import { receivablesPortalRoutes } from './portal.ts';
import { portalPaymentRoutes } from './portal-payments.ts';
import { sandboxRoutes } from './sandbox.ts';

export function receivablesRoutes(deps: Deps) {
  const app = new Hono();
  app.route('/', receivablesPortalRoutes(deps));
  app.route('/', portalPaymentRoutes(deps));
  app.route('/', sandboxRoutes(deps));
  return app;
}
