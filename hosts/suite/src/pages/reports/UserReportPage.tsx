import '@si/elements/reports/user-report/user-report';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { moduleKindOf } from '../../modules/routing/utils/routeModule.ts';

/** /{prefix}/reports/user/:id: a user's counts, recent activity and pending items in this product. */
export default function UserReportPage({ route, params }: PageProps) {
  return <si-user-report key={params.id} user-id={params.id} module-kind={moduleKindOf(route)} />;
}
