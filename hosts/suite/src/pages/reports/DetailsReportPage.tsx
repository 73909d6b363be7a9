import '@si/elements/reports/details-report/details-report';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { moduleKindOf } from '../../modules/routing/utils/routeModule.ts';

/** /{prefix}/reports/details/:id (one account) and /{prefix}/report/details (choose an account first, in place). */
export default function DetailsReportPage({ route, params }: PageProps) {
  return <si-details-report key={params.id ?? ''} account-id={params.id} module-kind={moduleKindOf(route)} />;
}
