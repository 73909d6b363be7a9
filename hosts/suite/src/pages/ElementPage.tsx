import { createElement, use } from 'react';
import type { PageProps } from '../modules/routing/utils/PageProps.ts';
import type { ElementPage as Placed } from '../modules/routing/utils/ElementPage.ts';
import { dispatchPreloadError } from '../modules/routing/utils/dispatchPreloadError.ts';
import { prefixOf } from '../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../modules/routing/utils/useSuiteLinks.ts';

/** Each element's module is asked for once; true once its tag is defined, false when the chunk could not be loaded. */
const loads = new WeakMap<Placed, Promise<boolean>>();

function loaded(element: Placed): Promise<boolean> {
  let load = loads.get(element);
  if (!load) {
    load = element.load().then(
      () => true,
      (error: unknown) => {
        // As for a lazy page: the reload offer listening for this event tells the person what to do.
        dispatchPreloadError(error);
        return false;
      },
    );
    loads.set(element, load);
  }
  return load;
}

/**
 * The page of a route that names an element (`{ element: { tag, load, attributes } }`): the route
 * view suspends while its module loads, then shows the element with its attributes (`{prefix}`,
 * `{param.name}` and `{query.name}` filled in), and its links
 * move the suite's router instead of reloading the page.
 */
export default function ElementPage({ route, params, search }: PageProps) {
  const ref = useSuiteLinks();
  const element = route.element!;
  if (!use(loaded(element))) return null;
  const prefix = prefixOf(route);
  // `{prefix}`, a route parameter `{param.name}` and a query value `{query.name}` (empty when absent).
  const fill = (value: string) =>
    value.replaceAll('{prefix}', prefix).replace(/\{(param|query)\.([A-Za-z0-9_]+)\}/g, (_, from: string, name: string) => (from === 'param' ? params : search)[name] ?? '');
  const attributes = Object.fromEntries(Object.entries(element.attributes ?? {}).map(([name, value]) => [name, fill(value)]));
  return createElement(element.tag, { ref, ...attributes });
}
