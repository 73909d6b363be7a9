import type { ApplicationType } from '@si/contract';
import { APPLICATIONS } from '@si/contract/applications';
import type { ProductKey } from '../../screens/utils/productNames.ts';

/** The allowed-modules type that governs a product's dashboard and routes (the same table as the switcher and the server). */
export function applicationOfProduct(product: ProductKey | undefined): ApplicationType | undefined {
  if (!product) return undefined;
  return APPLICATIONS.find((application) => application.dashboard === `/apps/${product}`)?.requires;
}
