import type { ReactNode } from 'react';
import '@si/elements/receivables/invoice-portal/invoice-portal';
import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { MessagePanel } from '../../modules/ui/components/MessagePanel.tsx';
import { PortalPage } from '../../modules/portal/components/PortalPage.tsx';

/** The page's heading for assistive technology (the portal shows the outcome itself). */
const HEADINGS: Record<string, { heading: ReactNode }> = {
  paymentSuccessful: { heading: <Trans>Payment successful</Trans> },
  paymentCancelled: { heading: <Trans>Payment cancelled</Trans> },
  paymentProcessing: { heading: <Trans>Payment processing</Trans> },
};

/**
 * /secureinvoice/payment-successful, payment-cancelled and payment-processing: where a
 * checkout sends the browser back with ?token&item_id&session_id. The invoice portal asks
 * the server where the session stands (update_payment_session) and shows that invoice.
 */
export default function PaymentResultPage({ route, search }: PageProps) {
  const { token, item_id: itemId, session_id: sessionId } = search;
  if (!token || !sessionId) {
    return (
      <MessagePanel tone="error" heading={<Trans>This payment link is incomplete</Trans>}>
        <p>
          <Trans>Open your invoices again from the link in your e-mail; a payment you completed shows there.</Trans>
        </p>
      </MessagePanel>
    );
  }
  const validItem = itemId && /^\d+$/.test(itemId) ? itemId : undefined;
  // The portal says how the payment stands (once, at the invoice's Pay button) and leads back to
  // the invoices: the page adds no second heading, message or way back.
  return (
    <PortalPage module="receivables">
      <h1 className="si-visually-hidden">{(HEADINGS[route.screen ?? ''] ?? HEADINGS.paymentProcessing!).heading}</h1>
      <si-invoice-portal token={token} invoice-id={validItem} />
    </PortalPage>
  );
}
