import '@si/elements/workflows/workflow-editor/workflow-editor';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';

/** /{prefix}/workflows/:id: one workflow's steps and transitions; a transition opens /{prefix}/workflow/transitions/:id inside the suite. */
export default function WorkflowPage({ route, params }: PageProps) {
  const ref = useSuiteLinks();
  const prefix = prefixOf(route);
  return (
    <si-workflow-editor
      key={params.id}
      ref={ref}
      workflow-id={params.id}
      transition-href={`${prefix}/workflow/transitions/{id}`}
      list-href={`${prefix}/workflows`}
    />
  );
}
