/**
 * Payables (accounts payable): vendors' bills from receipt through approval to payment, the
 * bank details vendors are paid to (verified by a second staff member), payment runs with their
 * CSV and ISO 20022 pain.001 files, vendor credits applied to bills, the aging and vendor accounts
 * reports, and the vendor portal's side of each.
 */
import { Hono } from 'hono';
import type { Deps } from '../../platform/http/deps.ts';
import type { Storage } from '../../platform/storage.ts';
import { billApprovalLinkRoutes } from './approvals/public.ts';
import { billApprovalRoutes } from './approvals/routes.ts';
import { bankDetailsRoutes } from './bank-details/routes.ts';
import { billRoutes } from './bills/routes.ts';
import { purchaseOrderRoutes } from './orders/routes.ts';
import { paymentRunRoutes } from './payment-runs/routes.ts';
import { billReadingRoutes } from './reading/routes.ts';
import { payablesReportRoutes } from './reports/routes.ts';
import { vendorCreditRoutes } from './credits/routes.ts';

export function payablesRoutes(deps: Deps, storage: Storage) {
  const app = new Hono();
  app.route('/', bankDetailsRoutes(deps));
  app.route('/', billRoutes(deps, storage));
  app.route('/', purchaseOrderRoutes(deps));
  app.route('/', paymentRunRoutes(deps));
  app.route('/', billReadingRoutes(deps));
  app.route('/', billApprovalRoutes(deps));
  app.route('/', billApprovalLinkRoutes(deps));
  app.route('/', payablesReportRoutes(deps));
  app.route('/', vendorCreditRoutes(deps));
  void deps;
  void storage;
  return app;
}
