import '@si/elements/settings/checklists-admin/checklists-admin';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { moduleKindOf, prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';

/** /{prefix}/checklists: the checklists, filtered to the product's module kind at first; a checklist opens /{prefix}/checklists/:id inside the suite. */
export default function ChecklistsPage({ route }: PageProps) {
  const ref = useSuiteLinks();
  return <si-checklists-admin ref={ref} module-kind={moduleKindOf(route)} detail-href={`${prefixOf(route)}/checklists/{id}`} />;
}
