import { useLayoutEffect, useState } from 'react';

/**
 * Whether a scroll container has content past its edges, on either axis: then, and only then,
 * it is a tab stop (arrow keys scroll it) and a named region. A box whose content fits is no
 * tab stop: a person tabbing through would land on it for nothing.
 */
export function useScrollable(node: HTMLElement | null): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    if (!node) return;
    const measure = () => setScrolls(node.scrollWidth - node.clientWidth > 1 || node.scrollHeight - node.clientHeight > 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    // Rows come and go (paging, a virtual window): watch the children that hold them too.
    const added = new MutationObserver(() => {
      for (const child of node.children) observer.observe(child);
      measure();
    });
    added.observe(node, { childList: true });
    return () => {
      observer.disconnect();
      added.disconnect();
    };
  }, [node]);
  return scrolls;
}
