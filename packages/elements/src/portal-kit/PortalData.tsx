import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PortalContext } from '@si/contract';
import type { SiErrorEvent } from '../base/events.ts';
import { ErrorAlert } from '../base/Notice.tsx';
import { PortalCodeGate } from './PortalCodeGate.tsx';
import { usePortalContext } from './usePortalContext.ts';

type PortalDataProps = {
  token?: string;
  onError?: (detail: SiErrorEvent['detail']) => void;
  children: (context: PortalContext, reload: () => void) => ReactNode;
};

/**
 * Loads the token's portal data (GET /api/filedrop) and renders `children` with it; shows
 * the loading line, the emailed-code gate when the organization asks for one, or the error.
 */
export function PortalData({ token, onError, children }: PortalDataProps) {
  const { t } = useLingui();
  const { state, reload } = usePortalContext(token, onError);
  if (state.status === 'loading') {
    return (
      <p className="loading" role="status" part="loading">
        <sl-spinner /> {t`Loading…`}
      </p>
    );
  }
  if (state.status === 'mfa') return <PortalCodeGate token={token!} onVerified={() => void reload()} />;
  if (state.status === 'error') return <ErrorAlert message={state.message} />;
  return <>{children(state.context, () => void reload())}</>;
}

/** The item of `id` (an attribute string) among the portal's items, if present. */
export function findItem(context: PortalContext, id: string | number | undefined) {
  const wanted = Number(id);
  return Number.isInteger(wanted) ? context.items.find((item) => item.id === wanted) : undefined;
}
