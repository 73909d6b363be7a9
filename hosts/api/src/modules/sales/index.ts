/**
 * Sales pipeline: leads (typed, imported, or sent by the lead form a tenant embeds) and their
 * conversion, deals on the pipelines' boards with their forecast and handover, activities on the
 * timelines, and the sales settings.
 */
import { Hono } from 'hono';
import type { Deps } from '../../platform/http/deps.ts';
import { activityRoutes } from './activities/routes.ts';
import { salesContactRoutes } from './contacts/routes.ts';
import { dealRoutes } from './deals/routes.ts';
import { leadRoutes } from './leads/routes.ts';
import { salesReportRoutes } from './reports/routes.ts';

export function salesRoutes(deps: Deps) {
  const app = new Hono();
  app.route('/', leadRoutes(deps));
  app.route('/', dealRoutes(deps));
  app.route('/', activityRoutes(deps));
  app.route('/', salesContactRoutes(deps));
  app.route('/', salesReportRoutes(deps));
  return app;
}
