import type { KeyboardEvent } from 'react';

const CANDIDATES = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, sl-input:not([disabled]), sl-button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What Tab visits inside `container`, in order; a radio group is one stop (its checked radio). */
function tabStops(container: HTMLElement): HTMLElement[] {
  const stops: HTMLElement[] = [];
  const groups = new Set<string>();
  for (const node of container.querySelectorAll<HTMLElement>(CANDIDATES)) {
    if (!node.checkVisibility()) continue;
    if (node instanceof HTMLInputElement && node.type === 'radio') {
      if (groups.has(node.name)) continue;
      const group = [...container.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${node.name}"]`)];
      groups.add(node.name);
      stops.push(group.find((radio) => radio.checked) ?? node);
      continue;
    }
    stops.push(node);
  }
  return stops;
}

/**
 * Keyboard of a modal dialog: Tab goes round inside it (from the last stop back to the
 * first, Shift+Tab the other way) instead of leaving for the browser's own controls;
 * Escape closes it. Handled here rather than left to the browser's close request, which
 * a page without user activation or in a background tab may not get.
 */
export function dialogKeys(event: KeyboardEvent<HTMLDialogElement>, close: () => void): void {
  if (event.key !== 'Tab' && event.key !== 'Escape') return;
  const container = event.currentTarget;
  // A dialog opened inside this one handles its own keys.
  if ((event.target as Element).closest('dialog') !== container) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    close();
    return;
  }
  const stops = tabStops(container);
  if (!stops.length) return;
  const root = container.getRootNode() as ShadowRoot | Document;
  const active = root.activeElement;
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
