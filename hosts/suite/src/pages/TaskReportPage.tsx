import '@si/elements';
import type { PageProps } from '../modules/routing/utils/PageProps.ts';
import { reportModuleKind } from './reportModuleKind.ts';

/** /{prefix}/report/task and /filestride/taskreport: items per staff assignee in this product, by due date. */
export default function TaskReportPage({ route }: PageProps) {
  return <si-task-report module-kind={reportModuleKind(route)} />;
}
