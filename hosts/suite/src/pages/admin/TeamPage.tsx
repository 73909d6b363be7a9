import '@si/elements/settings/team-detail/team-detail';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';

/** /{prefix}/teams/:id: one team's name and members; "Back to teams" stays inside the suite. */
export default function TeamPage({ route, params }: PageProps) {
  const ref = useSuiteLinks();
  return <si-team-detail key={params.id} ref={ref} team-id={params.id} back-href={`${prefixOf(route)}/teams`} />;
}
