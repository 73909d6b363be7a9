import '@si/elements';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { moduleKindOf, prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';

/** /{prefix}/workspaces: the module's workspaces; a workspace (or a new one) opens /{prefix}/workspaceDetails/:accountType/:accountId inside the suite. */
export default function WorkspacesPage({ route }: PageProps) {
  const ref = useSuiteLinks();
  return <si-workspaces-admin ref={ref} module-kind={moduleKindOf(route)} detail-href={`${prefixOf(route)}/workspaceDetails/{module_kind}/{id}`} />;
}
