import type { RouteDefinition } from '../utils/RouteDefinition.ts';
import { routeName } from '../utils/routeName.ts';

/**
 * Spec 2.11: template demo pages, login required, content layout. The spec gives no
 * paths, so they follow the admin template they come from (apps/..., charts/..., ...).
 */
const TEMPLATE_PATHS = [
  '/apps/calendar',
  '/apps/invoice/list',
  '/apps/invoice/preview/:id',
  '/apps/invoice/edit/:id',
  '/apps/invoice/add',
  '/apps/user/list',
  '/apps/user/view/:id',
  '/apps/ecommerce/product/list',
  '/apps/ecommerce/product/add',
  '/apps/ecommerce/order/list',
  '/apps/ecommerce/order/details/:id',
  '/charts/:name',
  '/components/:name',
  '/forms/:name',
  '/extensions/:name',
  '/tables/:name',
  '/pages/:name',
  '/pages/authentication/:name',
  '/pages/misc/:name',
];

export const templateRoutes: RouteDefinition[] = TEMPLATE_PATHS.map((path) => ({
  name: routeName(path),
  path,
  layout: 'content',
  guard: 'login',
  page: 'templateDemo',
}));
