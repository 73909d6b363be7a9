import { useEffect, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ApiError } from '@si/core';
import { getAccount } from '@si/core/admin';
import type { AccountRow } from '@si/contract';
import { MessagePanel } from '../modules/ui/components/MessagePanel.tsx';

type Found = 'checking' | 'found' | 'missing';

/** What the gate shows once the account is found: elements, or elements chosen from the account (null when its read failed otherwise). */
type GateChildren = ReactNode | ((account: AccountRow | null) => ReactNode);

/**
 * An account's page (`accountDetails/:accountType/:accountId`) shows its elements only for an
 * account that exists: one that does not (or is another organization's) shows one not-found
 * message with a way back, and nothing else (no "New invoice" above it). Any other failure is
 * left to the elements, which say it and offer to try again.
 */
export function AccountGate({ accountType, accountId, backHref, children }: { accountType?: string; accountId?: string; backHref: string; children: GateChildren }) {
  const key = `${accountType}/${accountId}`;
  const [found, setFound] = useState<{ key: string; state: Found; account?: AccountRow | null }>({ key, state: 'checking' });
  const state = found.key === key ? found.state : 'checking';

  useEffect(() => {
    const id = Number(accountId);
    const abort = new AbortController();
    if (!Number.isSafeInteger(id) || id < 1) {
      setFound({ key, state: 'missing' });
      return;
    }
    getAccount(id, abort.signal).then(
      (account) => setFound({ key, state: 'found', account }),
      (error: unknown) => !abort.signal.aborted && setFound({ key, state: error instanceof ApiError && error.status === 404 ? 'missing' : 'found', account: null }),
    );
    return () => abort.abort();
  }, [key, accountId]);

  if (state === 'checking') return null;
  if (state === 'missing') {
    return (
      <MessagePanel tone="error" eyebrow="404" heading={<Trans>Account not found</Trans>} actions={<a className="si-button" href={backHref}><Trans>Back to the accounts</Trans></a>}>
        <p>
          <Trans>This account does not exist, or it belongs to another organization.</Trans>
        </p>
      </MessagePanel>
    );
  }
  return <>{typeof children === 'function' ? children(found.account ?? null) : children}</>;
}
