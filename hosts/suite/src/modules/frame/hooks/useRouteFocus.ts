import { useEffect, type RefObject } from 'react';

// The path the last frame showed, shared by the staff and blank frames: a sign-in that opens
// the staff shell is a route change too, while the very first page shown is not.
let shownPath: string | undefined;

/** Tests: the next page shown counts as a first page load again. */
export function resetRouteFocus() {
  shownPath = undefined;
}

// How long a newly chosen page may take (its code loads lazily) before its heading appears.
const HEADING_WAIT_MS = 3000;

/** The page's main heading: the first visible h1 or h2 in document order, inside elements' shadow roots too. */
export function pageHeading(root: ParentNode, depth = 0): HTMLElement | null {
  for (const el of root.querySelectorAll<HTMLElement>('*')) {
    if ((el.tagName === 'H1' || el.tagName === 'H2') && el.getClientRects().length > 0) return el;
    if (el.shadowRoot && depth < 4) {
      const inside = pageHeading(el.shadowRoot, depth + 1);
      if (inside) return inside;
    }
  }
  return null;
}

/**
 * Focus after a client-side route change, as on a page load read by a screen reader: the new
 * page's main region at once (tabindex -1), then its main heading once it has rendered, so the
 * next Tab starts in the page and a screen reader reads where the person landed. Focus is left
 * alone on the first page shown, in a field outside the page, and once the person has moved it
 * elsewhere.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>, path: string) {
  useEffect(() => {
    const before = shownPath;
    shownPath = path;
    const region = main.current;
    if (before === undefined || before === path || !region) return;
    // Someone typing outside the page (a search in the top bar) keeps their field.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !region.contains(active) && (active.isContentEditable || active.matches('input, textarea, select, sl-input, sl-textarea, sl-select'))) return;
    region.focus({ preventScroll: true });
    const started = performance.now();
    const look = () => {
      if (!region.isConnected || document.activeElement !== region) return;
      const heading = pageHeading(region);
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      } else if (performance.now() - started < HEADING_WAIT_MS) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, [main, path]);
}
