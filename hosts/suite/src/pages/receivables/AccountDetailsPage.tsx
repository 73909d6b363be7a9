import '@si/elements/workspaces/workspace-detail/workspace-detail';
import '@si/elements/receivables/account-receivables/account-receivables';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';
import { AccountGate } from '../AccountGate.tsx';

/**
 * /secureinvoice/accountDetails/:accountType/:accountId: the customer account's receivables first
 * (invoices, payments, credit notes and the statement: the work of this module), then the account
 * itself (details, contacts, portal links). Invoice links open the draft editor inside the suite.
 */
export default function AccountDetailsPage({ route, params }: PageProps) {
  const detail = useSuiteLinks();
  const receivables = useSuiteLinks();
  const prefix = prefixOf(route);
  const key = `${params.accountType}/${params.accountId}`;
  return (
    <AccountGate accountType={params.accountType} accountId={params.accountId} backHref={`${prefix}/accountsReceivable`}>
      <si-account-receivables
        key={`${key}/receivables`}
        ref={receivables}
        account-id={params.accountId}
        invoice-href={`${prefix}/draft?invoice={id}`}
        new-invoice-href={`${prefix}/draft?account={id}&new=1`}
      />
      <si-workspace-detail key={key} ref={detail} account-type={params.accountType} account-id={params.accountId} />
    </AccountGate>
  );
}
