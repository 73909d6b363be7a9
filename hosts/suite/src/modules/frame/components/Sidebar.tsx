import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $appearance, setAppearance } from '@si/core';
import { Logo } from '../../branding/components/Logo.tsx';
import { NavMenu } from '../../navigation/components/NavMenu.tsx';
import { focusFirst } from '../../navigation/utils/focusNeighbour.ts';
import type { NavItem } from '../../navigation/utils/NavItem.ts';
import { Icon } from '../../ui/components/Icon.tsx';

export type SidebarProps = {
  menu: NavItem[];
  routeName: string | undefined;
  logoHref: string;
  /** Below lg the sidebar is a drawer over the page (spec 4), closed by Escape, its button or the backdrop. */
  drawer?: { open: boolean; onClose: () => void };
};

/** The vertical navigation (width 260; a rail of 80, 96 in the modern skin, when collapsed). */
export function Sidebar({ menu, routeName, logoHref, drawer }: SidebarProps) {
  const { t } = useLingui();
  const { isVerticalMenuMini } = useStore($appearance);
  const aside = useRef<HTMLElement>(null);
  const open = drawer?.open ?? true;

  useEffect(() => {
    if (drawer?.open) focusFirst(aside.current?.querySelector('nav') ?? null);
  }, [drawer?.open]);

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (drawer?.open && event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      drawer.onClose();
    }
  }

  return (
    <>
      {drawer?.open ? <div className="si-sidebar__backdrop" aria-hidden="true" onClick={drawer.onClose} /> : null}
      <aside
        ref={aside}
        id="si-sidebar"
        className="si-sidebar"
        data-drawer={Boolean(drawer)}
        data-testid="sidebar"
        hidden={!open}
        onKeyDown={handleKeyDown}
      >
        <div className="si-sidebar__header">
          <Logo href={logoHref} />
          {drawer ? (
            <button type="button" name="close-navigation" className="si-icon-button" aria-label={t`Close navigation`} onClick={drawer.onClose}>
              <Icon name="close" />
            </button>
          ) : (
            <button
              type="button"
              name="collapse-navigation"
              className="si-icon-button si-sidebar__collapse"
              aria-label={isVerticalMenuMini ? t`Expand menu` : t`Collapse menu`}
              aria-pressed={isVerticalMenuMini}
              onClick={() => setAppearance({ isVerticalMenuMini: !isVerticalMenuMini })}
            >
              <Icon name="menu" />
            </button>
          )}
        </div>
        <NavMenu menu={menu} routeName={routeName} variant="vertical" onNavigate={drawer?.onClose} />
      </aside>
    </>
  );
}
