import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { NavItem } from '../../navigation/utils/NavItem.ts';
import { routeByName } from '../../routing/utils/routeByName.ts';
import { routeTitle } from '../utils/routeTitle.ts';

export type RouteAnnouncerProps = { routeName: string | undefined; path: string; menu: NavItem[] };

// The product's own tab title (index.html), kept after the page's title.
const BASE_TITLE = typeof document === 'undefined' ? '' : document.title;

/**
 * Names the current page for people who cannot see it change: the tab title, and a polite
 * live region that a screen reader reads out after a client-side route change (a full page
 * load is announced by the browser itself; the router's changes are not).
 */
export function RouteAnnouncer({ routeName, path, menu }: RouteAnnouncerProps) {
  const { i18n } = useLingui();
  const descriptor = routeTitle(routeName ? routeByName.get(routeName) : undefined, path, menu);
  const title = descriptor ? i18n._(descriptor) : '';

  useEffect(() => {
    document.title = title && BASE_TITLE ? `${title} · ${BASE_TITLE}` : title || BASE_TITLE;
  }, [title]);
  useEffect(() => () => void (document.title = BASE_TITLE), []);

  return (
    <div className="si-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {title}
    </div>
  );
}
