import type { KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $appearance } from '@si/core';
import { focusNeighbour } from '../utils/focusNeighbour.ts';
import type { NavItem } from '../utils/NavItem.ts';
import { NavEntry, type NavVariant } from './NavGroup.tsx';

export type NavMenuProps = { menu: NavItem[]; routeName: string | undefined; variant: NavVariant; onNavigate?: () => void };

/**
 * A module's menu as a list of links and groups. Arrow keys move between entries: up and
 * down in a vertical menu or an open drop-down; left and right along the horizontal bar.
 */
export function NavMenu({ menu, routeName, variant, onNavigate }: NavMenuProps) {
  const { t } = useLingui();
  const { isRtl } = useStore($appearance);

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = event.target as HTMLElement;
    // Vertically the whole menu is one column; horizontally, the bar or the drop-down holding the entry.
    const top = event.currentTarget.querySelector('ul');
    const list = variant === 'vertical' ? top : target.closest('ul');
    if (!list) return;
    const onBar = variant === 'horizontal' && list === top;
    const forward = onBar ? (isRtl ? 'ArrowLeft' : 'ArrowRight') : 'ArrowDown';
    const backward = onBar ? (isRtl ? 'ArrowRight' : 'ArrowLeft') : 'ArrowUp';
    if (event.key !== forward && event.key !== backward) return;
    event.preventDefault();
    const entries = onBar ? [...list.children].map((li) => li.querySelector<HTMLElement>('a, button')!).filter(Boolean) : undefined;
    if (entries) {
      const at = entries.findIndex((entry) => entry === target);
      if (at < 0) return;
      entries[(at + (event.key === forward ? 1 : -1) + entries.length) % entries.length].focus();
      return;
    }
    focusNeighbour(list, target, event.key === forward ? 1 : -1);
  }

  return (
    <nav className={`si-nav si-nav--${variant}`} aria-label={t`Main menu`} onKeyDown={handleKeyDown}>
      <ul className="si-nav__list">
        {menu.map((item) => (
          <li key={item.name}>
            <NavEntry item={item} routeName={routeName} variant={variant} depth={0} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
