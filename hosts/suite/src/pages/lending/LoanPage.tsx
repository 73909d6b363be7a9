import '@si/elements/lending/loan/loan';
import '@si/elements/lending/loan-covenants/loan-covenants';
import '@si/elements/lending/loan-decision/loan-decision';
import '@si/elements/lending/loan-draws/loan-draws';
import '@si/elements/workspaces/workspace-detail/workspace-detail';
import '@si/elements/workspaces/workspace-requirements/workspace-requirements';
import { moduleById } from '@si/contract/modules';
import { WorkspaceKind } from '@si/contract/enums';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';
import { AccountGate } from '../AccountGate.tsx';

const LENDING_KIND = String(moduleById('lending').kind);

/**
 * /bank/accounts/:id: one loan. The loan's nine sections in the spec's order (the loan element
 * draws its own and holds the covenants, the affirmative covenants' requirements and the decision
 * in its slots, each an element of its own), then, for a construction loan (workspace kind 3), its
 * budget and draws, then the account itself (borrower details, contacts and their portal links,
 * files, comments) and every requirement the borrower answers in the lender portal.
 */
export default function LoanPage({ route, params }: PageProps) {
  const loan = useSuiteLinks();
  const detail = useSuiteLinks();
  const prefix = prefixOf(route);
  const id = params.id;
  return (
    <AccountGate accountType={LENDING_KIND} accountId={id} backHref={`${prefix}/accounts`}>
      {(account) => (
        <>
          <si-loan key={`${id}/loan`} ref={loan} loan-id={id}>
            <si-loan-covenants slot="covenants" loan-id={id} />
            <si-loan-decision slot="decision" loan-id={id} />
          </si-loan>
          {account?.workspace_kind === WorkspaceKind.LOAN_DRAW && <si-loan-draws key={`${id}/draws`} loan-id={id} />}
          <si-workspace-detail key={id} ref={detail} account-type={LENDING_KIND} account-id={id} />
          <si-workspace-requirements key={`${id}/requirements`} account-id={id} />
        </>
      )}
    </AccountGate>
  );
}
