import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { PortalContext } from '@si/contract';
import { describeError } from '@si/core';
import { getPortalContext, isMfaRequired, isPortalNotFound, takeWarmAnswer } from '@si/core/portal';

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
  // The element's early read may be answered already: then the first render shows the data,
  // with no loading line and no second render.
  const [state, setState] = useState<PortalContextState>(() => {
    const early = takeWarmAnswer<PortalContext>('context', token);
    return early ? { status: 'ready', context: early } : { status: 'loading' };
  });
  const shownEarly = useRef(state.status === 'ready' ? token : undefined);
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
    if (shownEarly.current !== undefined) {
      const early = shownEarly.current;
      shownEarly.current = undefined;
      if (early === token) return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    void load(controller.signal);
    return () => controller.abort();
  }, [load, token]);

  return { state, reload: load };
}
