/** The links and buttons a person can reach in a list, skipping closed (hidden) sub-lists. */
function reachable(list: Element): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter((element) => element.getClientRects().length > 0);
}

/** Arrow-key movement inside a menu list: to the next or previous entry, wrapping round. */
export function focusNeighbour(list: Element, from: Element, step: 1 | -1): void {
  const items = reachable(list);
  if (items.length === 0) return;
  const at = items.indexOf(from as HTMLElement);
  const next = items[(at + step + items.length) % items.length];
  next.focus();
}

/** The first entry of a list that has just opened. */
export function focusFirst(list: Element | null): void {
  if (list) reachable(list)[0]?.focus();
}
