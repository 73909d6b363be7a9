import { useEffect, useState } from 'react';
import type { Page } from '@si/contract';
import type { ListParams } from '@si/core/admin';
import { TYPING_PAUSE_MS, useDebounced } from './useDebounced.ts';
import { useLoad, type Loaded as Load } from './useLoad.tsx';

export type ListState = { page: number; pageSize: number; ordering?: string; search: string };
export type Loaded<T> = Load<Page<T>>;

type Paging = { page: number; pageSize: number; ordering?: string };

/**
 * The server-side list behind a data table, on the elements' one loader: page, page size,
 * ordering and a debounced search. A change of `filters` (compared by value) or of the search
 * goes back to page 1; a change of `version` reloads in place (after a write). Stale answers are
 * aborted, never shown.
 */
export function usePagedList<T>(
  fetchPage: (params: ListParams, signal: AbortSignal) => Promise<Page<T>>,
  filters: unknown,
  version: unknown,
  defaultOrdering?: string,
) {
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: 10, ordering: defaultOrdering });
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), TYPING_PAUSE_MS);
  const filterKey = JSON.stringify(filters ?? null);

  // Other filters or another search start at page 1, before anything is asked for the old page.
  const [asked, setAsked] = useState({ filterKey, search });
  if (asked.filterKey !== filterKey || asked.search !== search) {
    setAsked({ filterKey, search });
    if (paging.page !== 1) setPaging((p) => ({ ...p, page: 1 }));
  }
  const { page } = paging;
  const state: ListState = { ...paging, page, search };

  const params: ListParams = { page, page_size: paging.pageSize, ordering: paging.ordering, search: search || undefined };
  const { loaded, retry } = useLoad((signal) => fetchPage(params, signal), JSON.stringify([params, filterKey, version ?? null]));

  // A page past the end (rows deleted meanwhile) falls back to the last one, shown as loading
  // until it is in.
  const last = loaded.status === 'ready' && loaded.data ? Math.max(1, Math.ceil(loaded.data.count / paging.pageSize)) : page;
  const pastEnd = page > last;
  useEffect(() => {
    if (pastEnd) setPaging((p) => ({ ...p, page: last }));
  }, [pastEnd, last]);

  // A failed page shows its failure alone, not the rows of the page before.
  const shown: Loaded<T> = pastEnd ? { status: 'loading' } : loaded.status === 'error' ? { status: 'error', error: loaded.error } : loaded;

  return {
    state,
    loaded: shown,
    typed,
    setSearch: setTyped,
    setPage: (to: number) => setPaging((p) => ({ ...p, page: to })),
    setPageSize: (pageSize: number) => setPaging((p) => ({ ...p, page: 1, pageSize })),
    setOrdering: (ordering: string) => setPaging((p) => ({ ...p, page: 1, ordering })),
    retry,
  };
}
