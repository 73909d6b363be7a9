/**
 * A screen that is one element of the library, placed by its route entry alone: the route names
 * the element and how to load it, and needs no page file of its own (see pages/ElementPage.tsx).
 */
export type ElementPage = {
  /** The element's tag. */
  tag: `si-${string}`;
  /** Loads the element's module, which defines the tag, in its own chunk: `() => import('@si/elements/payables/vendor-accounts/vendor-accounts')`. */
  load: () => Promise<unknown>;
  /**
   * Attributes set on the element. `{prefix}` in a value becomes the module prefix of the route it
   * is shown on (`/payable`), so one element placed in two modules links within each;
   * `{param.name}` a parameter of the route's path and `{query.name}` a value of its query string
   * (empty when absent).
   */
  attributes?: Record<string, string>;
};
