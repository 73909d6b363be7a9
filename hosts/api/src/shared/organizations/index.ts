/** Organization configuration (spec 7.3): config properties, allowed modules, logo, accounting integration. */
import { Hono } from 'hono';
import type { Deps } from '../../platform/http/deps.ts';
import { businessCentralRoutes } from './business-central.ts';
import { configPropertyRoutes } from './config-property.ts';
import { logoRoutes } from './logo.ts';

export { LOGO_BODY_LIMIT, LOGO_PATH } from './logo.ts';

export function organizationRoutes(deps: Deps) {
  const app = new Hono();
  app.route('/', configPropertyRoutes(deps));
  app.route('/', logoRoutes(deps));
  app.route('/', businessCentralRoutes(deps));
  return app;
}
