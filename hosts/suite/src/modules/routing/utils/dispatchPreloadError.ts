import { $preloadError, PRELOAD_ERROR_EVENT } from '../states/$preloadError.ts';

/** Raises `vite:preloadError` the way Vite does (cancelable, error in `payload`), once per error. */
export function dispatchPreloadError(error: unknown): void {
  // Vite's own preload helper may already have raised it for this very error.
  if ($preloadError.get() === error) return;
  const event = new Event(PRELOAD_ERROR_EVENT, { cancelable: true }) as Event & { payload?: unknown };
  event.payload = error;
  window.dispatchEvent(event);
}
