import { useEffect, useState } from 'react';
import { apiRequest } from '@si/core';
import type { DashboardModule, DashboardSummary } from '@si/contract';

export type DashboardState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; summary: DashboardSummary };

/** GET /api/dashboard/{module} on the signed-in session; `reload` asks again after an error. */
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
  return { state, reload: () => setAttempt((n) => n + 1) };
}
