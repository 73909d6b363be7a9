import { PRODUCT_MODULE_KIND, type SuiteProduct } from '@si/contract/enums';
import type { RouteDefinition } from './RouteDefinition.ts';

/** The module kind a route's product works on (spec 3), sent as `module-kind` to the shared screens; none outside the products. */
export function moduleKindOf(route: RouteDefinition): number | undefined {
  const product = route.product;
  return product && product in PRODUCT_MODULE_KIND ? PRODUCT_MODULE_KIND[product as SuiteProduct] : undefined;
}

/** The route's module prefix: `/bank` of `/bank/workflows/:id`, for the link templates the elements take. */
export function prefixOf(route: RouteDefinition): string {
  return `/${route.path.split('/')[1] ?? ''}`;
}
