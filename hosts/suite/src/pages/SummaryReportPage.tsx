import { useRef } from 'react';
import '@si/elements';
import { $router } from '../modules/routing/states/$router.ts';
import type { PageProps } from '../modules/routing/utils/PageProps.ts';
import { useElementEvent } from '../modules/ui/hooks/useElementEvent.ts';
import { prefixOf, reportModuleKind } from './reportModuleKind.ts';

/** /{prefix}/report/summary and /filestride/reports/summary: per-account totals; an account opens reports/details/:id inside the suite. */
export default function SummaryReportPage({ route }: PageProps) {
  const ref = useRef<HTMLElement>(null);
  useElementEvent<CustomEvent<{ href: string }>>(ref, 'si-navigate', (event) => {
    event.preventDefault();
    $router.open(event.detail.href);
  });
  return <si-summary-report ref={ref} module-kind={reportModuleKind(route)} details-href={`${prefixOf(route)}/reports/details/:id`} />;
}
