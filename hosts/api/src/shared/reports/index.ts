/** Reports: the user reports of spec 7.2 and the organization reports of the Reports screens. */
import { Hono } from 'hono';
import type { Deps } from '../../platform/http/deps.ts';
import { staffAuth, type StaffEnv } from '../../platform/http/roles.ts';
import { orgReportRoutes } from './org.ts';
import { userReportRoutes } from './users.ts';

export function reportRoutes(deps: Deps) {
  const app = new Hono<StaffEnv>();
  // Only these /api/users paths: the MFA calls there take an MFA token, not staff sign-in.
  for (const path of ['userExceptionsReport', 'userPendingItemsReport', 'userDetailReport']) app.use(`/api/users/:id/${path}`, staffAuth(deps));
  app.use('/api/reports/*', staffAuth(deps));
  app.route('/', userReportRoutes(deps));
  app.route('/', orgReportRoutes(deps));
  return app;
}
