import type { KeyboardEvent } from 'react';

export type TabEntry<K extends string> = { key: K; label: string };
export type TabsProps<K extends string> = {
  label: string;
  entries: TabEntry<K>[];
  current: K;
  /** Ids: `<idPrefix>-tab-<key>` for each tab, `<idPrefix>-panel` for the panel they control. */
  idPrefix: string;
  onSelect: (key: K) => void;
  /** Arrow keys go round from the last tab to the first (and back); otherwise they stop at the ends. */
  wrap?: boolean;
};

/**
 * The one tab widget: a tablist whose arrow keys (mirrored right-to-left), Home and End
 * move between entries, as the ARIA tabs pattern expects. Parts: `tabs` the list, `tab`
 * each entry, `tab-selected` the current one. Until the next release each also keeps its
 * former name: `menu`, `menu-item`, `menu-item-current`.
 */
export function Tabs<K extends string>({ label, entries, current, idPrefix, onSelect, wrap = false }: TabsProps<K>) {
  function handleKey(event: KeyboardEvent<HTMLElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -entries.length, End: entries.length }[event.key];
    if (!step) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl' && Math.abs(step) === 1 ? -1 : 1;
    const index = entries.findIndex((e) => e.key === current);
    const last = entries.length - 1;
    const moved = index + step * rtl;
    const next = wrap && Math.abs(step) === 1 ? (moved + entries.length) % entries.length : Math.max(0, Math.min(last, moved));
    onSelect(entries[next].key);
    (event.currentTarget.querySelectorAll('button')[next] as HTMLButtonElement | undefined)?.focus();
  }

  return (
    <nav className="tabs" part="tabs menu" role="tablist" aria-label={label} onKeyDown={handleKey}>
      {entries.map((entry) => (
        <button
          key={entry.key}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${entry.key}`}
          aria-controls={`${idPrefix}-panel`}
          aria-selected={entry.key === current}
          tabIndex={entry.key === current ? 0 : -1}
          part={entry.key === current ? 'tab tab-selected menu-item menu-item-current' : 'tab menu-item'}
          onClick={() => onSelect(entry.key)}
        >
          {entry.label}
        </button>
      ))}
    </nav>
  );
}
