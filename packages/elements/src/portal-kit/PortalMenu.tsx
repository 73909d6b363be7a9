import type { KeyboardEvent } from 'react';

export type PortalMenuEntry<K extends string> = { key: K; label: string };
export type PortalMenuProps<K extends string> = {
  label: string;
  entries: PortalMenuEntry<K>[];
  current: K;
  idPrefix: string;
  onSelect: (key: K) => void;
};

/** A portal's menu as tabs: arrow keys move between entries, as the ARIA tabs pattern expects. */
export function PortalMenu<K extends string>({ label, entries, current, idPrefix, onSelect }: PortalMenuProps<K>) {
  function handleKey(event: KeyboardEvent<HTMLElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -entries.length, End: entries.length }[event.key];
    if (!step) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl' && Math.abs(step) === 1 ? -1 : 1;
    const index = entries.findIndex((e) => e.key === current);
    const next = Math.max(0, Math.min(entries.length - 1, index + step * rtl));
    onSelect(entries[next].key);
    (event.currentTarget.querySelectorAll('button')[next] as HTMLButtonElement | undefined)?.focus();
  }

  return (
    <nav className="menu" part="menu" role="tablist" aria-label={label} onKeyDown={handleKey}>
      {entries.map((entry) => (
        <button
          key={entry.key}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${entry.key}`}
          aria-controls={`${idPrefix}-panel`}
          aria-selected={entry.key === current}
          tabIndex={entry.key === current ? 0 : -1}
          part={entry.key === current ? 'menu-item menu-item-current' : 'menu-item'}
          onClick={() => onSelect(entry.key)}
        >
          {entry.label}
        </button>
      ))}
    </nav>
  );
}
