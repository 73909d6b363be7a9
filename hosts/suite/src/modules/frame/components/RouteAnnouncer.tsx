import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react/macro';
import { $organizationName, loadOrganizationName } from '../../branding/states/$organizationLogo.ts';
import type { NavItem } from '../../navigation/utils/NavItem.ts';
import { routeByName } from '../../routing/utils/routeByName.ts';
import { routeTitle } from '../utils/routeTitle.ts';

export type RouteAnnouncerProps = { routeName: string | undefined; path: string; menu: NavItem[] };

// The product's own tab title (index.html): after the page's title only while the organization has no name.
const BASE_TITLE = typeof document === 'undefined' ? '' : document.title;

/**
 * Names the current page for people who cannot see it change: the tab title ("Invoices ·
 * Acme Trading", the organization's own name after the page's, as a tab strip of several
 * organizations needs), and a polite
 * live region that a screen reader reads out after a client-side route change (a full page
 * load is announced by the browser itself; the router's changes are not).
 */
export function RouteAnnouncer({ routeName, path, menu }: RouteAnnouncerProps) {
  const { i18n } = useLingui();
  const descriptor = routeTitle(routeName ? routeByName.get(routeName) : undefined, path, menu);
  const title = descriptor ? i18n._(descriptor) : '';

  const organization = useStore($organizationName);
  useEffect(() => void loadOrganizationName(), []);
  const site = organization || BASE_TITLE;

  useEffect(() => {
    document.title = title && site ? `${title} · ${site}` : title || site;
  }, [title, site]);
  useEffect(() => () => void (document.title = BASE_TITLE), []);

  return (
    <div className="si-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {title}
    </div>
  );
}
