import { atom } from 'nanostores';

/**
 * The last chunk that failed to load (spec 8: a failed lazy load raises the
 * preload-error event). Set by the window listener below, so both Vite's own
 * `vite:preloadError` and ours end in the same reload offer.
 */
export const $preloadError = atom<unknown>(undefined);

export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

// Listening from module load (not from a component effect) so no early event is missed.
if (typeof window !== 'undefined') {
  window.addEventListener(PRELOAD_ERROR_EVENT, (event) => {
    $preloadError.set((event as Event & { payload?: unknown }).payload ?? event);
  });
}
