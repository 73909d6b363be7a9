/**
 * Expenses (expense management): staff expense claims with their receipts (photos resized and
 * stripped of their metadata, PDFs), policy findings per category, approval by the claimant's
 * approvers, reimbursement through payables' bills and payment runs, billing expenses on to
 * customers' draft invoices, the claim's report PDF, the categories and the settings.
 */
import { Hono } from 'hono';
import type { Deps } from '../../platform/http/deps.ts';
import type { Storage } from '../../platform/storage.ts';
import { expenseRoutes } from './routes.ts';

export function expensesRoutes(deps: Deps, storage: Storage) {
  const app = new Hono();
  app.route('/', expenseRoutes(deps, storage));
  return app;
}
