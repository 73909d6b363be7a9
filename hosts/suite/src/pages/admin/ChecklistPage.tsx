import '@si/elements/settings/checklist-editor/checklist-editor';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';

/** /{prefix}/checklists/:id: one checklist's item templates and applying it to an account; "Back to checklists" stays inside the suite. */
export default function ChecklistPage({ route, params }: PageProps) {
  const ref = useSuiteLinks();
  return <si-checklist-editor key={params.id} ref={ref} checklist-id={params.id} back-href={`${prefixOf(route)}/checklists`} />;
}
