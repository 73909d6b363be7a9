import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type DisclosureProps = {
  /** The button's accessible name (its content may be an icon only). */
  label: string;
  name: string;
  trigger: ReactNode;
  /** The panel's content; `close` shuts it (after a choice). */
  children: (close: () => void) => ReactNode;
  className?: string;
};

/**
 * A top-bar button that opens a small panel under it (theme, profile). Escape or a
 * click elsewhere closes it and Escape returns focus to the button; ArrowDown/ArrowUp
 * move between the panel's buttons and links.
 */
export function Disclosure({ label, name, trigger, children, className }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const handlePointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [open]);

  function close() {
    setOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...root.current!.querySelectorAll<HTMLElement>(`#${CSS.escape(id)} :is(a[href], button)`)];
    if (items.length === 0) return;
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[at < 0 ? (step > 0 ? 0 : items.length - 1) : (at + step + items.length) % items.length].focus();
  }

  return (
    <div ref={root} className={className ? `si-disclosure ${className}` : 'si-disclosure'} onKeyDown={handleKeyDown}>
      <button
        ref={button}
        type="button"
        name={name}
        className="si-icon-button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {trigger}
      </button>
      <div id={id} className="si-disclosure__panel" hidden={!open}>
        {open ? children(close) : null}
      </div>
    </div>
  );
}
