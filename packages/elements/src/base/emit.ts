import type { SiEventMap } from './events.ts';

/**
 * Dispatches one of the public `si-*` events from an element. Events bubble and are
 * composed so a listener on the tenant's page sees them through any shadow root.
 */
export function emit<K extends keyof SiEventMap>(el: EventTarget, name: K, detail: SiEventMap[K]['detail']): boolean {
  return el.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
