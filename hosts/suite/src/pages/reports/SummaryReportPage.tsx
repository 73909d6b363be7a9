import '@si/elements/reports/summary-report/summary-report';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { moduleKindOf, prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';

/** /{prefix}/report/summary and /filestride/reports/summary: per-account totals; an account opens reports/details/:id inside the suite. */
export default function SummaryReportPage({ route }: PageProps) {
  const ref = useSuiteLinks();
  return <si-summary-report ref={ref} module-kind={moduleKindOf(route)} details-href={`${prefixOf(route)}/reports/details/:id`} />;
}
