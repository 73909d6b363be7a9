import { useEffect, useRef, useState } from 'react';
import type { Page } from '@si/contract';
import type { ListParams } from '@si/core/admin';

export type ListState = { page: number; pageSize: number; ordering?: string; search: string };
export type Loaded<T> = { status: 'loading' | 'ready' | 'error'; data?: Page<T>; error?: unknown };

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The server-side list behind a data table: page, page size, ordering and a debounced
 * search. A change of `filters` (compared by value) goes back to page 1; a change of
 * `version` reloads in place (after a write). Stale answers are aborted, never shown.
 */
export function usePagedList<T>(
  fetchPage: (params: ListParams, signal: AbortSignal) => Promise<Page<T>>,
  filters: unknown,
  version: unknown,
  defaultOrdering?: string,
) {
  const [state, setState] = useState<ListState>({ page: 1, pageSize: 10, ordering: defaultOrdering, search: '' });
  const [typed, setTyped] = useState('');
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  const [retries, setRetries] = useState(0);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;
  const filterKey = JSON.stringify(filters ?? null);
  const seenFilters = useRef(filterKey);

  useEffect(() => {
    if (typed.trim() === state.search) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, page: 1, search: typed.trim() })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, state.search]);

  useEffect(() => {
    if (seenFilters.current !== filterKey) {
      seenFilters.current = filterKey;
      if (state.page !== 1) {
        setState((s) => ({ ...s, page: 1 }));
        return;
      }
    }
    const controller = new AbortController();
    setLoaded((l) => ({ status: 'loading', data: l.data }));
    const params: ListParams = { page: state.page, page_size: state.pageSize, ordering: state.ordering, search: state.search || undefined };
    fetcher.current(params, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        // A page past the end (rows deleted meanwhile) falls back to the last one.
        const last = Math.max(1, Math.ceil(data.count / state.pageSize));
        if (state.page > last) setState((s) => ({ ...s, page: last }));
        else setLoaded({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [state, filterKey, version, retries]);

  return {
    state,
    loaded,
    typed,
    setSearch: setTyped,
    setPage: (page: number) => setState((s) => ({ ...s, page })),
    setPageSize: (pageSize: number) => setState((s) => ({ ...s, page: 1, pageSize })),
    setOrdering: (ordering: string) => setState((s) => ({ ...s, page: 1, ordering })),
    retry: () => setRetries((n) => n + 1),
  };
}
