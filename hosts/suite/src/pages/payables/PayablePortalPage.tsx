import '@si/elements/payables/payable-portal/payable-portal';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { PortalPage } from '../../modules/portal/components/PortalPage.tsx';

type PayableView = 'invoice' | 'purchase-orders' | 'pay-instructions';

/** Which menu entry each public payable route opens (spec 2.10, 2.12). */
const VIEW_OF_SCREEN: Partial<Record<string, PayableView>> = { payableInvoice: 'invoice', payInstructions: 'pay-instructions' };

/** /public/p/:token, /public/p/invoice/:token, /public/pay-intruction/:token (spelled so in the spec). */
export default function PayablePortalPage({ route, params }: PageProps) {
  return (
    <PortalPage module="payables">
      <si-payable-portal token={params.token} view={VIEW_OF_SCREEN[route.screen ?? ''] ?? 'invoice'} />
    </PortalPage>
  );
}
