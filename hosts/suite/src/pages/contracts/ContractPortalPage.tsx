import '@si/elements/contracts/contract-portal/contract-portal';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { PortalPage } from '../../modules/portal/components/PortalPage.tsx';
import { portalPath } from '../../modules/portal/utils/portalToken.ts';

/** /public/c/:token (the contracts) and /public/c/contract-edit/:token/:id (one contract). */
export default function ContractPortalPage({ params }: PageProps) {
  // The element puts the contract's id where `{id}` stands.
  const editHref = `${portalPath('/public/c/contract-edit/', params.token ?? '')}/{id}`;
  return (
    <PortalPage module="contracts">
      <si-contract-portal token={params.token} contract-id={params.id} edit-href={editHref} />
    </PortalPage>
  );
}
