import { $locale, configureApi, getApiBase, normalizeLocale } from '@si/core';
import { warmPortal, type WarmRead } from '@si/core/portal';
import { prepareFormats } from './itemLabels.ts';

/**
 * The `warm` option of a portal element (elementClass): starts `reads` as soon as the element
 * is connected, with its `token`, against the API its `api-base` names (as Shell will configure
 * it), while its code still renders: see warmPortal in @si/core/portal. The element's first
 * render waits for their answers, at most FIRST_READS_WAIT_MS. The build also reads this
 * list from the element's wrapper to start the same reads from its loader, earlier still
 * (packages/elements/build/hoist-chunk-graph.ts): keep the call in the form
 * `warm: warmReads(['context', 'details'])`.
 */
/**
 * How long an element's first render waits for its first reads. With the answers in hand it
 * shows the data at once: no loading line, no second render and layout of the page (about
 * 200 ms at 4x CPU throttling); a slower answer gets the loading line after this long.
 */
export const FIRST_READS_WAIT_MS = 300;

export function warmReads(reads: readonly WarmRead[]): (host: HTMLElement) => Promise<void> | undefined {
  return (host) => {
    try {
      const apiBase = host.getAttribute('api-base');
      if (apiBase && apiBase !== getApiBase()) configureApi({ base: apiBase });
      const answered = warmPortal(host.getAttribute('token'), reads);
      if (!answered) return undefined;
      // While the answers are on their way, the formatters the first render needs.
      setTimeout(() => prepareFormats(normalizeLocale(host.getAttribute('locale') || $locale.get())));
      return Promise.race([answered, new Promise<void>((resolve) => setTimeout(resolve, FIRST_READS_WAIT_MS))]);
    } catch {
      // A bad api-base or token: the element's own render reports it.
      return undefined;
    }
  };
}
