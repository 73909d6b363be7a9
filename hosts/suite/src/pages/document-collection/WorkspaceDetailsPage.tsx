import '@si/elements/workspaces/workspace-detail/workspace-detail';
import '@si/elements/workspaces/workspace-requirements/workspace-requirements';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';

/**
 * /{prefix}/workspaceDetails/:accountType/:accountId: one workspace (its details, contacts and
 * portal links) and, below, its requirements with their review; links stay inside the suite.
 */
export default function WorkspaceDetailsPage({ params }: PageProps) {
  const ref = useSuiteLinks();
  const key = `${params.accountType}/${params.accountId}`;
  return (
    <>
      <si-workspace-detail key={key} ref={ref} account-type={params.accountType} account-id={params.accountId} />
      <si-workspace-requirements key={`${key}/requirements`} account-id={params.accountId} />
    </>
  );
}
