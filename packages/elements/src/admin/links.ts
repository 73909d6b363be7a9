/** Route links of the administration screens: templates such as "/bank/checklists/{id}" and the suite's si-navigate. */
import type { MouseEvent } from 'react';

/** Fills `{id}` of a route template such as "/bank/workflows/{id}". */
export function hrefFor(template: string | undefined, id: number): string | undefined {
  return template ? template.replace('{id}', String(id)) : undefined;
}

/**
 * Asks the host to route to `href` (a cancelable, composed `si-navigate`); true when a
 * single-page host took it, so the caller does not follow the link itself.
 */
export function navigate(from: Element, href: string): boolean {
  const event = new CustomEvent('si-navigate', { detail: { href }, bubbles: true, composed: true, cancelable: true });
  return !from.dispatchEvent(event);
}

/** A plain left click (no modifier, primary button): the only click a single-page host may take over. */
export const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link's click handler: a plain click the host routes (si-navigate cancelled) does not reload the page. */
export function followLink(event: MouseEvent<HTMLAnchorElement>, href: string): void {
  if (plainClick(event) && navigate(event.currentTarget, href)) event.preventDefault();
}
