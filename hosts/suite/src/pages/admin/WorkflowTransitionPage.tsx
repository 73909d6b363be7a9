import '@si/elements/workflows/transition-editor/transition-editor';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';

/** /{prefix}/workflow/transitions/:id: one transition, whole; the link back opens its workflow inside the suite. */
export default function WorkflowTransitionPage({ route, params }: PageProps) {
  const ref = useSuiteLinks();
  return <si-transition-editor key={params.id} ref={ref} transition-id={params.id} workflow-href={`${prefixOf(route)}/workflows/{id}`} />;
}
