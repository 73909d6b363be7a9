import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { describeError } from '@si/core';
import { useLoad } from '../ui/useLoad.tsx';
import { portalFailure, type PortalFailure } from './portalFailure.ts';

/**
 * One portal read by token (pay instructions, latest statement), on the elements' one loader:
 * loads on mount and when the token changes, aborts on unmount, and reports a failure once
 * through `onError`.
 */
export function usePortalResource<T>(
  token: string | undefined,
  fetcher: (token: string, signal: AbortSignal) => Promise<T>,
  onError?: (detail: PortalFailure) => void,
): { data: T | undefined; error: string | undefined } {
  const { i18n } = useLingui();
  const { loaded } = useLoad(token ? (signal) => fetcher(token, signal) : null, token ?? '', {
    onError: (failure) => onError?.(portalFailure(failure, describeError(failure, i18n))),
  });
  if (!token) return { data: undefined, error: i18n._(msg`This link is missing its access token.`) };
  // A new token's data is not the old one's: only what was loaded for this token is shown.
  if (loaded.status === 'error') return { data: undefined, error: describeError(loaded.error, i18n) };
  return { data: loaded.status === 'ready' ? loaded.data : undefined, error: undefined };
}
