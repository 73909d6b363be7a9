/**
 * Receivables (secure invoice, sales side): staff invoices and credit notes, payments and
 * credit, statements, reports, settings and the accounting-system sync; the invoice portal's
 * statement, pay instructions and payments.
 */
import { Hono } from 'hono';
import type { Deps } from '../../platform/http/deps.ts';
import type { Storage } from '../../platform/storage.ts';
import { receivablesPortalRoutes } from './portal.ts';
import { portalPaymentRoutes } from './portal-payments.ts';
import { sandboxRoutes } from './sandbox.ts';
import { invoiceRoutes } from './invoices/routes.ts';
import { ledgerRoutes } from './ledger/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { businessCentralRoutes } from './integrations/routes.ts';

export function receivablesRoutes(deps: Deps, storage: Storage) {
  const app = new Hono();
  app.route('/', receivablesPortalRoutes(deps));
  app.route('/', portalPaymentRoutes(deps));
  app.route('/', sandboxRoutes(deps));
  app.route('/', invoiceRoutes(deps, storage));
  app.route('/', ledgerRoutes(deps, storage));
  app.route('/', reportRoutes(deps, storage));
  app.route('/', businessCentralRoutes(deps, storage));
  return app;
}
