import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { ApiError, describeError } from '@si/core';

/**
 * One portal read by token (pay instructions, latest statement): loads on mount and when
 * the token changes, aborts on unmount, and reports a failure once through `onError`.
 */
export function usePortalResource<T>(
  token: string | undefined,
  fetcher: (token: string, signal: AbortSignal) => Promise<T>,
  onError?: (detail: { status: number; message: string }) => void,
): { data: T | undefined; error: string | undefined } {
  const { i18n } = useLingui();
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const failed = useRef(onError);
  failed.current = onError;
  const fetch = useRef(fetcher);
  fetch.current = fetcher;

  useEffect(() => {
    if (!token) {
      setError(i18n._(msg`This link is missing its access token.`));
      return;
    }
    const controller = new AbortController();
    setData(undefined);
    setError(undefined);
    fetch.current(token, controller.signal).then(setData, (failure: unknown) => {
      if (controller.signal.aborted) return;
      const message = describeError(failure, i18n);
      setError(message);
      failed.current?.({ status: failure instanceof ApiError ? failure.status : 0, message });
    });
    return () => controller.abort();
  }, [token, i18n]);

  return { data, error };
}
