import '@si/elements/reports/exception-report/exception-report';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { moduleKindOf } from '../../modules/routing/utils/routeModule.ts';

/** /{prefix}/report/exception and /filestride/reports/exceptions: the signed-in user's overdue items in this product, with PDF and XLSX downloads. */
export default function ExceptionReportPage({ route }: PageProps) {
  return <si-exception-report module-kind={moduleKindOf(route)} />;
}
