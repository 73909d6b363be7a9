/**
 * Registers a custom element once. A page that includes the same script twice (or both
 * `sign-in.js` and `elements.js`) must not throw "already defined".
 */
export function define(tag: string, ctor: CustomElementConstructor): void {
  if (customElements.get(tag)) return;
  customElements.define(tag, ctor);
}
