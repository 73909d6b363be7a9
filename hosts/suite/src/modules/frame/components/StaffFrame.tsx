import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $appearance, setAppearance } from '@si/core';
import { useBelowLg } from '../../navigation/hooks/useBelowLg.ts';
import { NavMenu } from '../../navigation/components/NavMenu.tsx';
import { itemPath } from '../../navigation/utils/itemPath.ts';
import { menuForLayout } from '../../navigation/utils/menuForLayout.ts';
import { $router } from '../../routing/states/$router.ts';
import type { LayoutName } from '../../routing/utils/RouteDefinition.ts';
import { Footer } from './Footer.tsx';
import { PageTransition } from './PageTransition.tsx';
import { RouteAnnouncer } from './RouteAnnouncer.tsx';
import { ShellPanels } from './ShellPanels.tsx';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';
import { useRouteFocus } from '../hooks/useRouteFocus.ts';
import '../../../shell.css';

export type StaffFrameProps = { layout: LayoutName; children: ReactNode };

/**
 * The staff shell of every product layout and the content layout: the module's menu
 * (vertical sidebar or horizontal bar, per appearance; a drawer below lg), the top bar,
 * the page, the footer, and the side panels. Its appearance choices are data attributes
 * that styles.css reads.
 */
export function StaffFrame({ layout, children }: StaffFrameProps) {
  const appearance = useStore($appearance);
  const page = useStore($router);
  const belowLg = useBelowLg();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  const routeName = page ? String(page.route) : undefined;

  // The content layout keeps the menu of the module the person came from (the stored layout).
  const menuLayout = layout === 'content' ? (appearance.layout as LayoutName) : layout;
  const menu = menuForLayout(menuLayout);
  const home = itemPath(menu[0], undefined) ?? '/';
  const horizontal = appearance.navigationMenu === 'horizontal' && !belowLg;

  useEffect(() => {
    if (layout !== 'content' && appearance.layout !== layout) setAppearance({ layout });
  }, [layout, appearance.layout]);

  // A page chosen in the drawer, or a window grown past lg, closes the drawer.
  const [seen, setSeen] = useState({ path: page?.path, belowLg });
  if (seen.path !== page?.path || seen.belowLg !== belowLg) {
    setSeen({ path: page?.path, belowLg });
    setDrawerOpen(false);
  }

  useRouteFocus(main, page?.path ?? '');

  function handleCloseDrawer() {
    setDrawerOpen(false);
    hamburger.current?.focus();
  }

  return (
    <div
      className="si-shell"
      data-layout={layout}
      data-nav={horizontal ? 'horizontal' : 'vertical'}
      data-mini={!belowLg && !horizontal && appearance.isVerticalMenuMini}
      data-semi-dark={appearance.isSemiDark}
      data-skin={appearance.skin}
      data-navbar={appearance.isNavbarFixed ? 'fixed' : 'absolute'}
      data-box={appearance.isBoxLayout}
      data-compact={belowLg}
    >
      <SkipLink />
      {horizontal ? null : (
        <Sidebar
          menu={menu}
          routeName={routeName}
          logoHref={home}
          drawer={belowLg ? { open: drawerOpen, onClose: handleCloseDrawer } : undefined}
        />
      )}
      <div className="si-shell__body">
        <div className="si-shell__bars">
          <TopBar
            drawer={belowLg ? { open: drawerOpen, onOpen: () => setDrawerOpen(true), buttonRef: hamburger } : undefined}
            logoHref={horizontal || belowLg ? home : undefined}
          />
          {horizontal ? <NavMenu menu={menu} routeName={routeName} variant="horizontal" /> : null}
        </div>
        <main className="si-shell__main" id={MAIN_ID} tabIndex={-1} ref={main}>
          <PageTransition path={page?.path ?? ''}>{children}</PageTransition>
        </main>
        <Footer />
      </div>
      <ShellPanels />
      <RouteAnnouncer routeName={routeName} path={page?.path ?? ''} menu={menu} />
    </div>
  );
}
