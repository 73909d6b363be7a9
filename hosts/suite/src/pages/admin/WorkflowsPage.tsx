import '@si/elements/workflows/workflows-admin/workflows-admin';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { moduleKindOf, prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';

/** /{prefix}/workflows: the workflows of the product's module kind; a workflow (or a new one) opens /{prefix}/workflows/:id inside the suite. */
export default function WorkflowsPage({ route }: PageProps) {
  const ref = useSuiteLinks();
  return <si-workflows-admin ref={ref} module-kind={moduleKindOf(route)} detail-href={`${prefixOf(route)}/workflows/{id}`} />;
}
