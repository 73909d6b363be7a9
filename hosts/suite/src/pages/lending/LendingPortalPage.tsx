import '@si/elements/portal/portal-bar/portal-bar';
import '@si/elements/document-collection/upload-requirements/upload-requirements';
import '@si/elements/lending/loan-request/loan-request';
import '@si/elements/lending/draw-request/draw-request';
import { useState } from 'react';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { PortalPage } from '../../modules/portal/components/PortalPage.tsx';

/**
 * /public/b/:token: the lender portal. The portal bar, the borrower's requirements (reporting and
 * financial requirements: a covenant's figures are entered there, its evidence uploaded), a draw
 * request for a construction loan (the element shows nothing for another loan), and a new loan
 * request with the borrower's earlier requests. A draw or loan request makes a requirement for
 * its documents, so the list of requirements is read again when one is sent.
 */
export default function LendingPortalPage({ params }: PageProps) {
  const [sent, setSent] = useState(0);
  const again = () => setSent((n) => n + 1);
  return (
    <PortalPage module="lending">
      <si-portal-bar token={params.token} module="bank" />
      <si-upload-requirements key={sent} token={params.token} module="bank" />
      <si-draw-request token={params.token} onsi-request-sent={again} />
      <si-loan-request token={params.token} onsi-request-sent={again} />
    </PortalPage>
  );
}
