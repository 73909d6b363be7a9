import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $appearance } from '@si/core';
import { Icon } from '../../ui/components/Icon.tsx';
import { focusFirst } from '../utils/focusNeighbour.ts';
import { isItemActive } from '../utils/isItemActive.ts';
import type { NavItem } from '../utils/NavItem.ts';
import { NavLink } from './NavLink.tsx';

export type NavVariant = 'vertical' | 'horizontal';

export type NavEntryProps = { item: NavItem; routeName: string | undefined; variant: NavVariant; depth: number; onNavigate?: () => void };

/** A link, or a group of entries (recursively). */
export function NavEntry(props: NavEntryProps) {
  if (props.item.children) return <NavGroup {...props} />;
  return <NavLink item={props.item} active={isItemActive(props.item, props.routeName)} onNavigate={props.onNavigate} />;
}

/**
 * A group of spec 2.12: highlighted when any child route is current. Vertically it opens
 * in place (open from the start when it holds the current page); horizontally it is a
 * drop-down, and a nested group opens to the side. Enter or Space toggles it, ArrowDown
 * (or the inline-end arrow for a nested one) opens it on its first entry, Escape closes
 * it and returns to its button.
 */
function NavGroup({ item, routeName, variant, depth, onNavigate }: NavEntryProps) {
  const { i18n } = useLingui();
  const { isRtl } = useStore($appearance);
  const active = isItemActive(item, routeName);
  const [open, setOpen] = useState(variant === 'vertical' && active);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const dropDown = variant === 'horizontal';

  // A drop-down closes on a click anywhere else, and after a page is chosen.
  useEffect(() => {
    if (!dropDown || !open) return undefined;
    const handlePointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [dropDown, open]);
  // On a route change a drop-down closes, and a vertical group holding the new page opens.
  const [seenRoute, setSeenRoute] = useState(routeName);
  if (seenRoute !== routeName) {
    setSeenRoute(routeName);
    if (dropDown) setOpen(false);
    else if (active) setOpen(true);
  }

  function openOnFirst() {
    setOpen(true);
    requestAnimationFrame(() => focusFirst(list.current));
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const inlineEnd = isRtl ? 'ArrowLeft' : 'ArrowRight';
    const opens = dropDown && (depth === 0 ? event.key === 'ArrowDown' : event.key === inlineEnd);
    if (opens) {
      event.preventDefault();
      event.stopPropagation();
      openOnFirst();
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const inlineStart = isRtl ? 'ArrowRight' : 'ArrowLeft';
    const closes = event.key === 'Escape' || (dropDown && depth > 0 && event.key === inlineStart && event.target !== button.current);
    if (open && closes) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  }

  function handleNavigate() {
    if (dropDown) setOpen(false);
    onNavigate?.();
  }

  const label = i18n._(item.title);
  return (
    <div ref={root} className="si-nav__group" data-depth={depth} data-open={open} onKeyDown={handleKeyDown}>
      <button
        ref={button}
        type="button"
        className="si-nav__link si-nav__toggle"
        data-name={item.name}
        data-active={active}
        aria-expanded={open}
        aria-controls={id}
        title={label}
        onClick={() => setOpen(!open)}
        onKeyDown={handleButtonKeyDown}
      >
        {item.icon ? <Icon name={item.icon} className="si-nav__icon" /> : <span className="si-nav__bullet" aria-hidden="true" />}
        <span className="si-nav__label">{label}</span>
        <Icon name={dropDown && depth > 0 ? 'chevronRight' : 'chevronDown'} className={dropDown && depth > 0 ? 'si-nav__chevron si-nav__chevron--side' : 'si-nav__chevron'} />
      </button>
      <ul ref={list} id={id} className="si-nav__list si-nav__children" hidden={!open}>
        {item.children!.map((child) => (
          <li key={child.name}>
            <NavEntry item={child} routeName={routeName} variant={variant} depth={depth + 1} onNavigate={handleNavigate} />
          </li>
        ))}
      </ul>
    </div>
  );
}
