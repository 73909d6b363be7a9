import '@si/elements/receivables/invoice-document/invoice-document';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';

function Document({ invoiceId, accountHref }: { invoiceId?: string; accountHref: string }) {
  const ref = useSuiteLinks();
  return <si-invoice-document ref={ref} invoice-id={invoiceId} account-href={accountHref} />;
}

/**
 * /{prefix}/documents/freeForm/:accountType/:accountId?invoice=ID (in the staff shell): the invoice's
 * free-form document; Back returns to the account's page inside the suite. Another invoice brings
 * another element (keyed), with the suite's link listener bound to it.
 */
export default function FreeFormDocumentPage({ route, params, search }: PageProps) {
  const accountHref = `${prefixOf(route)}/accountDetails/${params.accountType}/${params.accountId}`;
  return <Document key={`${params.accountId}/${search.invoice ?? ''}`} invoiceId={search.invoice} accountHref={accountHref} />;
}
