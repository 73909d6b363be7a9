import { useEffect, useRef } from 'react';

/** How often a board that stays in view is read again, so others' moves show. */
export const REFRESH_MS = 30_000;

/**
 * Calls `refresh` when the window gets the focus back, when the page is shown again, and every
 * 30 seconds while the page is in view (never while it is hidden). `refresh` may change each
 * render: the latest one is called.
 */
export function useRefreshWhileShown(refresh: () => void): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    const shown = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    const timer = window.setInterval(shown, REFRESH_MS);
    window.addEventListener('focus', shown);
    document.addEventListener('visibilitychange', shown);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', shown);
      document.removeEventListener('visibilitychange', shown);
    };
  }, []);
}
