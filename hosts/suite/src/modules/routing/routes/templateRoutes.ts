import { moduleRoutes } from '../utils/moduleRoutes.ts';

/**
 * Spec 2.11: template demo pages, login required, content layout. The spec gives no
 * paths, so they follow the admin template they come from (apps/..., charts/..., ...).
 */
export const templateRoutes = moduleRoutes('template', 'template', 'content', [
  ['/apps/calendar', 'templateDemo', 4],
  ['/apps/invoice/list', 'templateDemo', 4],
  ['/apps/invoice/preview/:id', 'templateDemo', 4],
  ['/apps/invoice/edit/:id', 'templateDemo', 4],
  ['/apps/invoice/add', 'templateDemo', 4],
  ['/apps/user/list', 'templateDemo', 4],
  ['/apps/user/view/:id', 'templateDemo', 4],
  ['/apps/ecommerce/product/list', 'templateDemo', 4],
  ['/apps/ecommerce/product/add', 'templateDemo', 4],
  ['/apps/ecommerce/order/list', 'templateDemo', 4],
  ['/apps/ecommerce/order/details/:id', 'templateDemo', 4],
  ['/charts/:name', 'templateDemo', 4],
  ['/components/:name', 'templateDemo', 4],
  ['/forms/:name', 'templateDemo', 4],
  ['/extensions/:name', 'templateDemo', 4],
  ['/tables/:name', 'templateDemo', 4],
  ['/pages/:name', 'templateDemo', 4],
  ['/pages/authentication/:name', 'templateDemo', 4],
  ['/pages/misc/:name', 'templateDemo', 4],
]).map((route) => ({ ...route, page: 'templateDemo' as const }));
