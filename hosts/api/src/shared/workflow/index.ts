/** Workflows: workflows, their steps and transitions. */
import { Hono } from 'hono';
import type { Deps } from '../../platform/http/deps.ts';
import { staffAuth, type StaffEnv } from '../../platform/http/roles.ts';
import { transitionRoutes } from './transitions.ts';
import { workflowCrudRoutes } from './workflows.ts';

export function workflowRoutes(deps: Deps) {
  const app = new Hono<StaffEnv>();
  app.use('/api/workflows', staffAuth(deps));
  app.use('/api/workflows/*', staffAuth(deps));
  app.use('/api/workflow_transitions/*', staffAuth(deps));
  app.route('/', workflowCrudRoutes(deps));
  app.route('/', transitionRoutes(deps));
  return app;
}
