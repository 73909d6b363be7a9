import '@si/elements/sales/sales-activities/sales-activities';
import '@si/elements/tasks/my-tasks/my-tasks';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';

/**
 * /spm/myTasks: the signed-in user's open sales activities (calls, meetings and tasks with their
 * due times, each linking to its deal or account), then their requirement tasks as in every module.
 */
export default function SalesTasksPage({ route }: PageProps) {
  const ref = useSuiteLinks();
  const prefix = prefixOf(route);
  return (
    <>
      <si-sales-activities ref={ref} mine deal-href={`${prefix}/accounts/{account_id}/{id}`} account-href={`${prefix}/accounts/{id}`} />
      <si-my-tasks />
    </>
  );
}
