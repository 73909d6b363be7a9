import '@si/elements/settings/settings-lists/settings-lists';
import { moduleKindOf } from '../../modules/routing/utils/routeModule.ts';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';

/** /{prefix}/customfields: the custom fields of the route's module (the element does the work, on the signed-in session). */
export default function CustomFieldsPage({ route }: PageProps) {
  const kind = moduleKindOf(route);
  return <si-custom-fields-admin key={kind} module-kind={kind} />;
}
