import '@si/elements/sales/pipeline-report/pipeline-report';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';
import ExceptionReportPage from '../reports/ExceptionReportPage.tsx';
import SummaryReportPage from '../reports/SummaryReportPage.tsx';
import TaskReportPage from '../reports/TaskReportPage.tsx';

const SHARED = { exception: ExceptionReportPage, summary: SummaryReportPage, task: TaskReportPage } as const;
const VIEW = { exception: 'exceptions', summary: 'summary', task: 'tasks' } as const;

/**
 * /spm/report/summary, /spm/report/exception and /spm/report/task: the report every module shows
 * (requirements per account, overdue items, items per assignee), then the same report for the
 * deals: the pipeline's funnel and win rates, the overdue and stalled deals, the activities per
 * owner. Which one is read from the route's last segment.
 */
export default function SalesReportPage(props: PageProps) {
  const ref = useSuiteLinks();
  const which = (props.route.path.split('/').pop() ?? 'summary') as keyof typeof SHARED;
  const Shared = SHARED[which] ?? SummaryReportPage;
  return (
    <>
      <Shared {...props} />
      <si-pipeline-report ref={ref} view={VIEW[which] ?? 'summary'} deal-href={`${prefixOf(props.route)}/accounts/{account_id}/{id}`} />
    </>
  );
}
