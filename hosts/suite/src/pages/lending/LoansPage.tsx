import '@si/elements/lending/loans/loans';
import '@si/elements/lending/loan-board/loan-board';
import { useLingui, Trans } from '@lingui/react/macro';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';

/**
 * /bank/accounts: the lender's loans. Two views of the same loans, chosen by `?view=`: the list
 * (default: every loan with its status, next covenant test and worst covenant status, search,
 * filters, CSV) and the loan pipeline board (`?view=board`: the requests being decided, by stage).
 * A loan opens /bank/accounts/:id. The views are links, so each has its own address; a third link
 * leads to the portfolio's loan monitoring, which spec 2.12's menu leaves out.
 */
export default function LoansPage({ route, search }: PageProps) {
  const ref = useSuiteLinks();
  const { t } = useLingui();
  const prefix = prefixOf(route);
  const board = new URLSearchParams(search).get('view') === 'board';
  const loanHref = `${prefix}/accounts/{id}`;
  return (
    <>
      <nav className="si-view-switch" aria-label={t`Loans view`}>
        <a href={`${prefix}/accounts`} aria-current={board ? undefined : 'page'}>
          <Trans>List</Trans>
        </a>
        <a href={`${prefix}/accounts?view=board`} aria-current={board ? 'page' : undefined}>
          <Trans>Pipeline board</Trans>
        </a>
        <a href={`${prefix}/loanmonitoring`}>
          <Trans>Loan monitoring</Trans>
        </a>
      </nav>
      {board ? <si-loan-board key="board" ref={ref} loan-href={loanHref} /> : <si-loans key="list" ref={ref} loan-href={loanHref} />}
    </>
  );
}
