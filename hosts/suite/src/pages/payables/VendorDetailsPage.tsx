import '@si/elements/workspaces/workspace-detail/workspace-detail';
import '@si/elements/payables/vendor-bills/vendor-bills';
import '@si/elements/payables/vendor-bank-details/vendor-bank-details';
import '@si/elements/payables/purchase-orders/purchase-orders';
import '@si/elements/payables/vendor-credits/vendor-credits';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';
import { AccountGate } from '../AccountGate.tsx';

/**
 * /payable/accountDetails/:accountType/:accountId: the vendor's bills first (the work of this
 * module: enter, check and approve them), its purchase orders, its credits (what it owes back, applied
 * to its approved bills), then the bank details it is paid to (a change waits
 * for a second staff member), then the account itself (details, contacts, portal links,
 * requirements, comments and its timeline).
 */
export default function VendorDetailsPage({ route, params }: PageProps) {
  const bills = useSuiteLinks();
  const detail = useSuiteLinks();
  const prefix = prefixOf(route);
  const key = `${params.accountType}/${params.accountId}`;
  return (
    <AccountGate accountType={params.accountType} accountId={params.accountId} backHref={`${prefix}/accounts`}>
      <si-vendor-bills key={`${key}/bills`} ref={bills} account-id={params.accountId} detail-href={`${prefix}/bills/{id}`} />
      <si-purchase-orders key={`${key}/orders`} account-id={params.accountId} />
      <si-vendor-credits key={`${key}/credits`} account-id={params.accountId} />
      <si-vendor-bank-details key={`${key}/bank`} account-id={params.accountId} />
      <si-workspace-detail key={key} ref={detail} account-type={params.accountType} account-id={params.accountId} />
    </AccountGate>
  );
}
