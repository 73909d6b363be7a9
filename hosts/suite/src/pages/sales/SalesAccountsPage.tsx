import { useState } from 'react';
import '@si/elements/workspaces/workspace-import/workspace-import';
import '@si/elements/workspaces/workspaces-admin/workspaces-admin';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { moduleKindOf, prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';

/**
 * /spm/accounts: the shared account screens for sales accounts (module kind 7): the CSV import
 * (writers only) above the list; an account opens /spm/accounts/:id. After an import the list is
 * drawn again, so the new accounts show.
 */
export default function SalesAccountsPage({ route }: PageProps) {
  const ref = useSuiteLinks();
  const [imports, setImports] = useState(0);
  return (
    <>
      <si-workspace-import module-kind={moduleKindOf(route)} onsi-imported={() => setImports((n) => n + 1)} />
      <si-workspaces-admin key={imports} ref={ref} module-kind={moduleKindOf(route)} detail-href={`${prefixOf(route)}/accounts/{id}`} />
    </>
  );
}
