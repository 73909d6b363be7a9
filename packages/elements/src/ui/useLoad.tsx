import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from './errorText.ts';

/**
 * What a load has given so far. The data stays while it loads again and after a failed reload
 * (a screen decides whether to show it beside the failure), also when the key changes.
 */
export type Loaded<T> = {
  status: 'loading' | 'ready' | 'error';
  data?: T;
  error?: unknown;
  /** The key `data` was loaded for: another than the current one while a new key loads. */
  dataKey?: string;
};

export type Load<T> = {
  loaded: Loaded<T>;
  /**
   * Loads again (after a failure, or after a write to show the server's new data); the data
   * shown stays until the answer. Resolves with the new data, or undefined when that load
   * failed or was replaced by another.
   */
  reload: () => Promise<T | undefined>;
  /** The same as reload, named for the Try again button of a failure. */
  retry: () => void;
  /**
   * Changes the data shown without a request: the server's answer to a write, or an optimistic
   * change. An updater function is called only when there is data.
   */
  setData: (next: T | ((data: T) => T)) => void;
};

export type LoadOptions<T> = {
  /**
   * The answer for the first `key` when it is already at hand (a read made before the element
   * rendered), asked once on the first render: the first render shows it and that key is not
   * asked for again until a reload.
   */
  initial?: () => T | undefined;
  /** Told once per failed load (not for an aborted one), for an element's error event. */
  onError?: (error: unknown) => void;
};

/**
 * The one data loader of the elements: loads once per `key` (a string naming what is asked
 * for) and again on reload; a stale answer is aborted and never shown. `load` null waits
 * (nothing asked yet). `load` is a fresh closure each render: only `key` says when it asks for
 * something else.
 */
export function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null, key: string, options: LoadOptions<T> = {}): Load<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>(() => {
    const data = options.initial?.();
    return data === undefined ? { status: 'loading' } : { status: 'ready', data, dataKey: key };
  });
  const [tries, setTries] = useState(0);
  const waiting = load === null;
  // The key whose answer came with `initial`: its first load is skipped.
  const given = useRef(loaded.status === 'ready' ? key : undefined);
  const failed = useRef(options.onError);
  failed.current = options.onError;
  // Reloads waiting for the answer of the load they asked for.
  const pending = useRef<((data: T | undefined) => void)[]>([]);
  useEffect(() => {
    if (!load) return undefined;
    if (given.current !== undefined) {
      const first = given.current;
      given.current = undefined;
      if (first === key && tries === 0) return undefined;
    }
    const controller = new AbortController();
    const waiters = pending.current.splice(0);
    const settle = (data: T | undefined) => waiters.forEach((resolve) => resolve(data));
    setLoaded((l) => (l.status === 'loading' ? l : { status: 'loading', data: l.data, dataKey: l.dataKey }));
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setLoaded({ status: 'ready', data, dataKey: key });
        settle(data);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded((l) => ({ status: 'error', error, data: l.data, dataKey: l.dataKey }));
        settle(undefined);
        failed.current?.(error);
      },
    );
    return () => {
      controller.abort();
      settle(undefined);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tries, waiting]);
  const reload = useCallback(
    () =>
      new Promise<T | undefined>((resolve) => {
        pending.current.push(resolve);
        setTries((n) => n + 1);
      }),
    [],
  );
  const setData = useCallback(
    (next: T | ((data: T) => T)) =>
      setLoaded((l) => {
        if (typeof next !== 'function') return { ...l, data: next };
        return l.data === undefined ? l : { ...l, data: (next as (data: T) => T)(l.data) };
      }),
    [],
  );
  const retry = useCallback(() => void reload(), [reload]);
  return { loaded, reload, retry, setData };
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
