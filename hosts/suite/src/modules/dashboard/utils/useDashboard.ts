import { useEffect, useState } from 'react';
import { apiRequest } from '@si/core';
import type { DashboardModule, DashboardSummary } from '@si/contract';

export type DashboardState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; summary: DashboardSummary };

/**
 * GET /api/dashboard/{module} on the signed-in session; `reload` asks again after an error. With
 * the organization's refresh interval set (refresh_minutes), the figures are read again that often,
 * quietly: a failed refresh keeps the figures shown until the next one.
 */
export function useDashboard(module: DashboardModule): { state: DashboardState; reload(): void } {
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    apiRequest<DashboardSummary>('GET', `/api/dashboard/${module}`).then(
      (summary) => current && setState({ status: 'ready', summary }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    // A late answer for a module the user already left must not overwrite the new one.
    return () => {
      current = false;
    };
  }, [module, attempt]);
  const minutes = state.status === 'ready' ? state.summary.refresh_minutes : 0;
  useEffect(() => {
    if (!minutes) return;
    let current = true;
    const timer = setInterval(() => {
      apiRequest<DashboardSummary>('GET', `/api/dashboard/${module}`).then(
        (summary) => current && setState({ status: 'ready', summary }),
        () => {},
      );
    }, minutes * 60_000);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [module, minutes]);
  return { state, reload: () => setAttempt((n) => n + 1) };
}
