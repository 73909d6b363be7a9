import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from './errorText.ts';

/**
 * What a load has given so far. The data stays while it loads again and after a failed reload
 * (a screen decides whether to show it beside the failure), also when the key changes.
 */
export type Loaded<T> = { status: 'loading' | 'ready' | 'error'; data?: T; error?: unknown };

export type Load<T> = {
  loaded: Loaded<T>;
  /** Loads again (after a failure, or after a write to show the server's new data); the data shown stays until the answer. */
  reload: () => void;
  /** The same as reload, named for the Try again button of a failure. */
  retry: () => void;
  /**
   * Changes the data shown without a request: the server's answer to a write, or an optimistic
   * change. An updater function is called only when there is data.
   */
  setData: (next: T | ((data: T) => T)) => void;
};

/**
 * The one data loader of the elements: loads once per `key` (a string naming what is asked
 * for) and again on reload; a stale answer is aborted and never shown. `load` null waits
 * (nothing asked yet). `load` is a fresh closure each render: only `key` says when it asks for
 * something else.
 */
export function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null, key: string): Load<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  const [tries, setTries] = useState(0);
  const waiting = load === null;
  useEffect(() => {
    if (!load) return undefined;
    const controller = new AbortController();
    setLoaded((l) => (l.status === 'loading' ? l : { status: 'loading', data: l.data }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setLoaded({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setLoaded((l) => ({ status: 'error', error, data: l.data })),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tries, waiting]);
  const reload = useCallback(() => setTries((n) => n + 1), []);
  const setData = useCallback(
    (next: T | ((data: T) => T)) =>
      setLoaded((l) => {
        if (typeof next !== 'function') return { ...l, data: next };
        return l.data === undefined ? l : { ...l, data: (next as (data: T) => T)(l.data) };
      }),
    [],
  );
  return { loaded, reload, retry: reload, setData };
}

/** Loading, or the failure with a retry button; null once there is data. */
export function LoadState({ loaded, retry }: { loaded: Loaded<unknown>; retry: () => void }) {
  const { t, i18n } = useLingui();
  if (loaded.status === 'error') {
    return (
      <div className="table-error" role="alert" part="error">
        <span>{errorText(loaded.error, i18n)}</span>
        <button type="button" onClick={retry}>{t`Try again`}</button>
      </div>
    );
  }
  if (loaded.status === 'loading' && !loaded.data) return <p className="muted" role="status">{t`Loading…`}</p>;
  return null;
}
