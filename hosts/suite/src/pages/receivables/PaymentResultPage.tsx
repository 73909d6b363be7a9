import type { ReactNode } from 'react';
import '@si/elements/receivables/invoice-portal/invoice-portal';
import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { MessagePanel } from '../../modules/ui/components/MessagePanel.tsx';
import { PortalPage } from '../../modules/portal/components/PortalPage.tsx';
import { portalPath } from '../../modules/portal/utils/portalToken.ts';

const HEADINGS: Record<string, { heading: ReactNode; text: ReactNode }> = {
  paymentSuccessful: { heading: <Trans>Payment successful</Trans>, text: <Trans>Thank you. The invoice below shows the payment once we have confirmed it.</Trans> },
  paymentCancelled: { heading: <Trans>Payment cancelled</Trans>, text: <Trans>Nothing was charged. You can pay the invoice again whenever you are ready.</Trans> },
  paymentProcessing: { heading: <Trans>Payment processing</Trans>, text: <Trans>Your bank is still confirming the payment; the invoice shows paid once it has.</Trans> },
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
  const copy = HEADINGS[route.screen ?? ''] ?? HEADINGS.paymentProcessing!;
  const validItem = itemId && /^\d+$/.test(itemId) ? itemId : undefined;
  return (
    <PortalPage module="receivables">
      <header className="si-payment-result">
        <div>
          <h1>{copy.heading}</h1>
          <p>{copy.text}</p>
        </div>
        <a className="si-button" href={portalPath('/public/s/', token)}>
          <Trans>Back to your invoices</Trans>
        </a>
      </header>
      <si-invoice-portal token={token} invoice-id={validItem} />
    </PortalPage>
  );
}
