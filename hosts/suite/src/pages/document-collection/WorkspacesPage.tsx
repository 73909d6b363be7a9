import { useState } from 'react';
import '@si/elements/workspaces/workspace-import/workspace-import';
import '@si/elements/workspaces/workspaces-admin/workspaces-admin';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { moduleKindOf, prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';

/**
 * /{prefix}/workspaces: the CSV import (writers only) above the module's workspaces; a workspace
 * (or a new one) opens /{prefix}/workspaceDetails/:accountType/:accountId inside the suite. After
 * an import the list is drawn again, so the new workspaces show.
 */
export default function WorkspacesPage({ route }: PageProps) {
  const ref = useSuiteLinks();
  const [imports, setImports] = useState(0);
  return (
    <>
      <si-workspace-import module-kind={moduleKindOf(route)} onsi-imported={() => setImports((n) => n + 1)} />
      <si-workspaces-admin key={imports} ref={ref} module-kind={moduleKindOf(route)} detail-href={`${prefixOf(route)}/workspaceDetails/{module_kind}/{id}`} />
    </>
  );
}
