import { useLayoutEffect, useState } from 'react';

/** Where a sideways scroll container hides content, by physical side: what the fade cue shows. */
export type ScrollFade = 'none' | 'left' | 'right' | 'both';
export type ScrollCue = { overflowing: boolean; fade: ScrollFade };

const NONE: ScrollCue = { overflowing: false, fade: 'none' };

/**
 * Watches a container that scrolls sideways (a wide table in a narrow card): whether its content
 * is wider than it, and on which side more of it hides. The container then takes keyboard focus
 * (arrow keys scroll it) and fades the edge where content continues; when everything fits it is
 * neither a tab stop nor faded. Works right to left too (scrollLeft runs negative there).
 */
export function useScrollCue(node: HTMLElement | null): ScrollCue {
  const [cue, setCue] = useState<ScrollCue>(NONE);
  useLayoutEffect(() => {
    if (!node) return;
    const measure = () => {
      const hidden = node.scrollWidth - node.clientWidth;
      if (hidden <= 1) {
        setCue((was) => (was.overflowing ? NONE : was));
        return;
      }
      const gone = Math.abs(node.scrollLeft);
      const before = gone > 1;
      const after = gone < hidden - 1;
      const rtl = getComputedStyle(node).direction === 'rtl';
      const [start, end]: ScrollFade[] = rtl ? ['right', 'left'] : ['left', 'right'];
      const fade: ScrollFade = before && after ? 'both' : before ? start : after ? end : 'none';
      setCue((was) => (was.overflowing && was.fade === fade ? was : { overflowing: true, fade }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    node.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      node.removeEventListener('scroll', measure);
    };
  }, [node]);
  return cue;
}
