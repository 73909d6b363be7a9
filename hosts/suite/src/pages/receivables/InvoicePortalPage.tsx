import '@si/elements/receivables/invoice-portal/invoice-portal';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { PortalPage } from '../../modules/portal/components/PortalPage.tsx';

type InvoiceView = 'invoices' | 'statements' | 'pay-instructions';

/** Which section each public secure-invoice route opens (spec 2.4, 2.12). */
const VIEW_OF_SCREEN: Partial<Record<string, InvoiceView>> = { howToPay: 'pay-instructions', latestStatement: 'statements' };

/** /public/s/:token, /public/how-to-pay-instructions/:token, /public/view-latest-statement/:token. */
export default function InvoicePortalPage({ route, params }: PageProps) {
  return (
    <PortalPage module="receivables">
      <si-invoice-portal token={params.token} view={VIEW_OF_SCREEN[route.screen ?? ''] ?? 'invoices'} />
    </PortalPage>
  );
}
