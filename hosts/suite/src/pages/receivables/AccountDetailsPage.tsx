import '@si/elements/workspaces/workspace-detail/workspace-detail';
import '@si/elements/receivables/account-receivables/account-receivables';
import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { ApiError } from '@si/core';
import { getAccount } from '@si/core/admin';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';
import { MessagePanel } from '../../modules/ui/components/MessagePanel.tsx';

type Found = 'checking' | 'found' | 'missing';

/**
 * /secureinvoice/accountDetails/:accountType/:accountId: the customer account's receivables first
 * (invoices, payments, credit notes and the statement: the work of this module), then the account
 * itself (details, contacts, portal links). Invoice links open the draft editor inside the suite.
 * An account that does not exist shows one not-found message and nothing else (no New invoice
 * above it); any other failure is left to the elements, which say it and offer to try again.
 */
export default function AccountDetailsPage({ route, params }: PageProps) {
  const detail = useSuiteLinks();
  const receivables = useSuiteLinks();
  const prefix = prefixOf(route);
  const key = `${params.accountType}/${params.accountId}`;
  const [found, setFound] = useState<{ key: string; state: Found }>({ key, state: 'checking' });
  const state = found.key === key ? found.state : 'checking';

  useEffect(() => {
    const id = Number(params.accountId);
    const abort = new AbortController();
    if (!Number.isSafeInteger(id) || id < 1) {
      setFound({ key, state: 'missing' });
      return;
    }
    getAccount(id, abort.signal).then(
      () => setFound({ key, state: 'found' }),
      (error: unknown) => !abort.signal.aborted && setFound({ key, state: error instanceof ApiError && error.status === 404 ? 'missing' : 'found' }),
    );
    return () => abort.abort();
  }, [key, params.accountId]);

  if (state === 'checking') return null;
  if (state === 'missing') {
    return (
      <MessagePanel tone="error" eyebrow="404" heading={<Trans>Account not found</Trans>} actions={<a className="si-button" href={`${prefix}/accountsReceivable`}><Trans>Back to the accounts</Trans></a>}>
        <p>
          <Trans>This account does not exist, or it belongs to another organization.</Trans>
        </p>
      </MessagePanel>
    );
  }
  return (
    <>
      <si-account-receivables
        key={`${key}/receivables`}
        ref={receivables}
        account-id={params.accountId}
        invoice-href={`${prefix}/draft?invoice={id}`}
        new-invoice-href={`${prefix}/draft?account={id}&new=1`}
      />
      <si-workspace-detail key={key} ref={detail} account-type={params.accountType} account-id={params.accountId} />
    </>
  );
}
