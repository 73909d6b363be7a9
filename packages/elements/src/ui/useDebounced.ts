import { useEffect, useState } from 'react';

/** How long typing must pause before a search box's text is asked for: every search of the elements waits the same. */
export const TYPING_PAUSE_MS = 300;

/**
 * `value` once it has stayed the same for `ms` (typing paused); with `ms` 0 or less, at once.
 * A search box's text goes to the server through it, so each keystroke does not ask.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const now = ms <= 0;
  useEffect(() => {
    if (now || Object.is(value, settled)) return undefined;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms, now, settled]);
  // A value given at once is also kept, so a later debounce starts from it.
  useEffect(() => {
    if (now && !Object.is(value, settled)) setSettled(value);
  }, [now, value, settled]);
  return now ? value : settled;
}
