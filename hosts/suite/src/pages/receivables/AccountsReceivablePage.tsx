import '@si/elements/receivables/receivable-accounts/receivable-accounts';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';

/**
 * /secureinvoice/accountsReceivable: the customer accounts with their balances; an account (or a
 * new one) opens /secureinvoice/accountDetails/4/:accountId and a row's New invoice opens the
 * draft editor, both inside the suite.
 */
export default function AccountsReceivablePage({ route }: PageProps) {
  const ref = useSuiteLinks();
  const prefix = prefixOf(route);
  return <si-receivable-accounts ref={ref} detail-href={`${prefix}/accountDetails/4/{id}`} new-invoice-href={`${prefix}/draft?account={id}&new=1`} drafts-href={`${prefix}/draft`} settings-href={`${prefix}/settings`} />;
}
