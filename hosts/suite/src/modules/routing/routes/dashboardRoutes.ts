import { MODULES } from '@si/contract/modules';
import type { RouteDefinition } from '../utils/RouteDefinition.ts';
import { routeName } from '../utils/routeName.ts';

/** Spec 2.3: one dashboard per module, each in its module's layout. */
export const dashboardRoutes: RouteDefinition[] = MODULES.map((module) => ({
  name: routeName(module.dashboardPath),
  path: module.dashboardPath,
  layout: module.layout,
  guard: 'login',
  page: 'dashboard',
  module: module.id,
}));
