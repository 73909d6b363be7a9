import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps } from './PageProps.ts';
import { dispatchPreloadError } from './dispatchPreloadError.ts';

type PageModule = { default: ComponentType<PageProps> };

/** A route-level page as the route view renders it. */
export type PageComponent = LazyExoticComponent<ComponentType<PageProps>>;

const Nothing: ComponentType<PageProps> = () => null;

/**
 * React.lazy for one page module. A rejected import (a chunk gone after a deploy, the
 * network down) raises the preload-error event and renders nothing in place of the
 * page; the reload offer listening for that event tells the user what to do.
 */
export function lazyPage(load: () => Promise<PageModule>): PageComponent {
  return lazy(() =>
    load().catch((error: unknown) => {
      dispatchPreloadError(error);
      return { default: Nothing };
    }),
  );
}
