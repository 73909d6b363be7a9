import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { PortalContext } from '@si/contract';
import { describeError } from '@si/core';
import { getPortalContext, isMfaRequired, isPortalNotFound, takeWarmAnswer } from '@si/core/portal';
import { useLoad } from '../ui/useLoad.tsx';
import { portalFailure, type PortalFailure } from './portalFailure.ts';

export type PortalContextState =
  | { status: 'loading' }
  | { status: 'ready'; context: PortalContext }
  | { status: 'mfa' }
  | { status: 'error'; message: string; httpStatus: number };

/**
 * The portal screen's data for a token (GET /api/filedrop), on the elements' one loader.
 * `reload()` refreshes it in place (the old data stays on screen meanwhile) and resolves with
 * the new data, or undefined when that read failed.
 */
export function usePortalContext(token: string | undefined, onError?: (detail: PortalFailure) => void) {
  const { i18n } = useLingui();
  const message = (error: unknown) =>
    isPortalNotFound(error) ? i18n._(msg`This link is not valid any more. Ask the sender for a new one.`) : describeError(error, i18n);
  const { loaded, reload } = useLoad(token ? (signal) => getPortalContext(token, signal) : null, token ?? '', {
    // The element's early read may be answered already: then the first render shows the data,
    // with no loading line and no second render.
    initial: () => takeWarmAnswer<PortalContext>('context', token),
    // A code to ask for is not a failure to report.
    onError: (error) => !isMfaRequired(error) && onError?.(portalFailure(error, message(error))),
  });
  let state: PortalContextState;
  if (!token) state = { status: 'error', message: i18n._(msg`This link is missing its access token.`), httpStatus: 0 };
  else if (loaded.status === 'ready') state = { status: 'ready', context: loaded.data! };
  else if (loaded.status === 'error' && isMfaRequired(loaded.error)) state = { status: 'mfa' };
  else if (loaded.status === 'error') state = { status: 'error', message: message(loaded.error), httpStatus: portalFailure(loaded.error, '').status };
  // Reloading in place keeps the data on screen; a new token's first read shows loading.
  else if (loaded.data && loaded.dataKey === token) state = { status: 'ready', context: loaded.data };
  else state = { status: 'loading' };
  return { state, reload };
}
