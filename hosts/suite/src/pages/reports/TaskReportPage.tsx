import '@si/elements/reports/task-report/task-report';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { moduleKindOf } from '../../modules/routing/utils/routeModule.ts';

/** /{prefix}/report/task and /filestride/taskreport: items per staff assignee in this product, by due date. */
export default function TaskReportPage({ route }: PageProps) {
  return <si-task-report module-kind={moduleKindOf(route)} />;
}
