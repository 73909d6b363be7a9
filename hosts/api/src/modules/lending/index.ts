/**
 * Lending (the lender product): loans and their nine sections, covenants tested from the
 * borrower's own figures, portfolio monitoring and the compliance report, the loan pipeline with
 * its decisions, construction draws, and the borrower portal's loan request.
 */
import { Hono } from 'hono';
import type { Deps } from '../../platform/http/deps.ts';
import { covenantRoutes } from './covenants/routes.ts';
import { drawRoutes } from './draws/routes.ts';
import { loanRoutes } from './loans/routes.ts';
import { monitoringRoutes } from './monitoring/routes.ts';
import { pipelineRoutes } from './pipeline/routes.ts';
import { lendingPortalRoutes } from './portal.ts';

export function lendingRoutes(deps: Deps) {
  const app = new Hono();
  app.route('/', lendingPortalRoutes(deps));
  app.route('/', loanRoutes(deps));
  app.route('/', covenantRoutes(deps));
  app.route('/', monitoringRoutes(deps));
  app.route('/', pipelineRoutes(deps));
  app.route('/', drawRoutes(deps));
  return app;
}
