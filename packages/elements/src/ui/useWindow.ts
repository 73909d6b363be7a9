import { useEffect, useState } from 'react';

export type RowWindow = { start: number; end: number; padTop: number; padBottom: number };

/** Until the container has been measured, assume a typical viewport-sized list. */
const FALLBACK_HEIGHT = 600;

/**
 * Which rows of a fixed-row-height list in a scroll container are worth rendering: the
 * visible ones plus `overscan` pixels either side, so fast scrolling shows no gap.
 * Spacer heights keep the scrollbar true to the full list.
 */
export function useWindow(el: HTMLElement | null, count: number, rowHeight: number, overscan = 100): RowWindow {
  const [view, setView] = useState({ top: 0, height: FALLBACK_HEIGHT });

  useEffect(() => {
    if (!el) return;
    const measure = () => setView({ top: el.scrollTop, height: el.clientHeight || FALLBACK_HEIGHT });
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, [el]);

  const start = Math.max(0, Math.floor((view.top - overscan) / rowHeight));
  const end = Math.min(count, Math.ceil((view.top + view.height + overscan) / rowHeight));
  return { start, end: Math.max(start, end), padTop: start * rowHeight, padBottom: Math.max(0, count - end) * rowHeight };
}
