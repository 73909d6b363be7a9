import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { PortalContext } from '@si/contract';
import { describeError, getPortalContext, isMfaRequired, isPortalNotFound } from '@si/core';

export type PortalContextState =
  | { status: 'loading' }
  | { status: 'ready'; context: PortalContext }
  | { status: 'mfa' }
  | { status: 'error'; message: string; httpStatus: number };

/**
 * The portal screen's data for a token (GET /api/filedrop). `reload()` refreshes it in
 * place (the old data stays on screen meanwhile) and resolves with the new data.
 */
export function usePortalContext(token: string | undefined, onError?: (detail: { status: number; message: string }) => void) {
  const { i18n } = useLingui();
  const [state, setState] = useState<PortalContextState>({ status: 'loading' });
  const failed = useRef(onError);
  failed.current = onError;

  const load = useCallback(
    async (signal?: AbortSignal): Promise<PortalContext | undefined> => {
      if (!token) {
        setState({ status: 'error', message: i18n._(msg`This link is missing its access token.`), httpStatus: 0 });
        return undefined;
      }
      try {
        const context = await getPortalContext(token, signal);
        setState({ status: 'ready', context });
        return context;
      } catch (error) {
        if (signal?.aborted) return undefined;
        if (isMfaRequired(error)) {
          setState({ status: 'mfa' });
          return undefined;
        }
        const message = isPortalNotFound(error)
          ? i18n._(msg`This link is not valid any more. Ask the sender for a new one.`)
          : describeError(error, i18n);
        const httpStatus = (error as { status?: number }).status ?? 0;
        setState({ status: 'error', message, httpStatus });
        failed.current?.({ status: httpStatus, message });
        return undefined;
      }
    },
    [token, i18n],
  );

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return { state, reload: load };
}
