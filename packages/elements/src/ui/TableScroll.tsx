import { useState, type ReactNode } from 'react';
import { useScrollCue } from '@si/core/scroll-cue';
import { useScrollable } from './useScrollable.ts';

export type TableScrollProps = {
  /** Names the region when it scrolls (a screen reader announces it on focus): usually the table's caption. */
  label: string;
  /** The part name, for a host page's styling. */
  part?: string;
  /** The box's class, for its look: `table-wrap` (`tableScrollStyles`) unless the element styles its own (the reports' `scroller`). */
  className?: string;
  children: ReactNode;
};

/**
 * A table that may be wider than its card scrolls inside this box, never the page. When it does
 * not fit (too wide, or too tall for a box of limited height), the box is a named region in the
 * tab order (arrow keys scroll it) and the edge where more columns hide fades out; when it fits,
 * it is a plain box. Its look: `tableScrollStyles`.
 */
export function TableScroll({ label, part, className = 'table-wrap', children }: TableScrollProps) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const cue = useScrollCue(node);
  const scrolls = useScrollable(node);
  return (
    <div ref={setNode} className={className} part={part} data-fade={cue.fade} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      {children}
    </div>
  );
}
