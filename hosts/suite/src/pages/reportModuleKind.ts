import { PRODUCT_MODULE_KIND, type SuiteProduct } from '@si/contract/enums';
import type { RouteDefinition } from '../modules/routing/utils/RouteDefinition.ts';

/** The module kind the reports of this route's product narrow to (spec 3); none outside the products. */
export function reportModuleKind(route: RouteDefinition): number | undefined {
  const product = route.product;
  return product && product in PRODUCT_MODULE_KIND ? PRODUCT_MODULE_KIND[product as SuiteProduct] : undefined;
}

/** The route's prefix (`/bank` of `/bank/report/summary`). */
export function prefixOf(route: RouteDefinition): string {
  return `/${route.path.split('/')[1] ?? ''}`;
}
