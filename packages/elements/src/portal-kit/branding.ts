import { useEffect, useSyncExternalStore } from 'react';
import type { PortalBranding } from '@si/contract';
import { getPortalDetails } from '@si/core/portal';

/**
 * The organization's branding per portal token, as the bar read it with its details: the credit
 * at the foot of the portal and the pay buttons' terms read it from here. An element without a
 * bar (a pay button or a statement on its own) reads the details once per token itself.
 */
const byToken = new Map<string, PortalBranding>();
const asked = new Set<string>();
const listeners = new Set<() => void>();

export function setPortalBranding(token: string, branding: PortalBranding): void {
  byToken.set(token, branding);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The branding of `token`'s organization: the bar's, else read once for the page. */
export function usePortalBranding(token: string | undefined): PortalBranding | undefined {
  const branding = useSyncExternalStore(subscribe, () => (token ? byToken.get(token) : undefined));
  useEffect(() => {
    if (!token || byToken.has(token) || asked.has(token)) return;
    asked.add(token);
    // Give the bar (it reads the same details first) a moment; then read them here.
    let fired = false;
    const timer = setTimeout(() => {
      fired = true;
      if (byToken.has(token)) return;
      getPortalDetails(token).then(
        (details) => setPortalBranding(token, details.organization),
        () => asked.delete(token), // The element's own reads show the failure.
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      if (!fired) asked.delete(token);
    };
  }, [token]);
  return branding;
}
