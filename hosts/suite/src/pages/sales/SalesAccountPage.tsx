import '@si/elements/sales/account-deals/account-deals';
import '@si/elements/sales/sales-activities/sales-activities';
import '@si/elements/workspaces/workspace-detail/workspace-detail';
import '@si/elements/workspaces/workspace-requirements/workspace-requirements';
import { moduleById } from '@si/contract/modules';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';
import { AccountGate } from '../AccountGate.tsx';

const SALES_KIND = String(moduleById('sales').kind);

/**
 * /spm/accounts/:id: a sales account. Its deals first (the work of this module: open one, or go
 * to it), then its timeline of calls, meetings, tasks, notes and mails, then the account itself
 * (details, contacts and their portal links, files, comments) and the requirements its contacts
 * answer in the sales CRM portal.
 */
export default function SalesAccountPage({ route, params }: PageProps) {
  const deals = useSuiteLinks();
  const activities = useSuiteLinks();
  const detail = useSuiteLinks();
  const prefix = prefixOf(route);
  const id = params.id;
  return (
    <AccountGate accountType={SALES_KIND} accountId={id} backHref={`${prefix}/accounts`}>
      <si-account-deals key={`${id}/deals`} ref={deals} account-id={id} deal-href={`${prefix}/accounts/{account_id}/{id}`} />
      <si-sales-activities key={`${id}/activities`} ref={activities} account-id={id} deal-href={`${prefix}/accounts/{account_id}/{id}`} />
      <si-workspace-detail key={id} ref={detail} account-type={SALES_KIND} account-id={id} />
      <si-workspace-requirements key={`${id}/requirements`} account-id={id} />
    </AccountGate>
  );
}
