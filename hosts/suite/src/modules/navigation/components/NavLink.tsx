import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react/macro';
import { $user } from '@si/core';
import { Icon } from '../../ui/components/Icon.tsx';
import { itemPath } from '../utils/itemPath.ts';
import type { NavItem } from '../utils/NavItem.ts';

export type NavLinkProps = { item: NavItem; active: boolean; onNavigate?: () => void };

/**
 * One menu link. Internal links are plain anchors the router intercepts (so Ctrl-click
 * still opens a tab); external ones open where their target says, with an icon saying so.
 */
export function NavLink({ item, active, onNavigate }: NavLinkProps) {
  const { i18n, t } = useLingui();
  const user = useStore($user);
  const href = itemPath(item, user?.id);
  const external = Boolean(item.href);
  const newTab = item.target === '_blank';
  const label = i18n._(item.title);
  return (
    <a
      className="si-nav__link"
      href={href}
      data-name={item.name}
      aria-current={active ? 'page' : undefined}
      target={item.target}
      rel={newTab ? 'noopener noreferrer' : undefined}
      title={label}
      onClick={onNavigate}
    >
      {item.icon ? <Icon name={item.icon} className="si-nav__icon" /> : <span className="si-nav__bullet" aria-hidden="true" />}
      <span className="si-nav__label">{label}</span>
      {external ? <Icon name="external" className="si-nav__external" /> : null}
      {newTab ? <span className="si-visually-hidden">{t`(opens in a new tab)`}</span> : null}
    </a>
  );
}
