import '@si/elements';
import { PRODUCT_MODULE_KIND } from '@si/contract/enums';
import type { PageProps } from '../modules/routing/utils/PageProps.ts';

/** /{prefix}/customfields: the custom fields of the route's module (the element does the work, on the signed-in session). */
export default function CustomFieldsPage({ route }: PageProps) {
  const kind = route.product ? PRODUCT_MODULE_KIND[route.product as keyof typeof PRODUCT_MODULE_KIND] : undefined;
  return <si-custom-fields-admin key={kind} module-kind={kind} />;
}
