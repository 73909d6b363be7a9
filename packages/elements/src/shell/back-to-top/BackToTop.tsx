import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../ui/icons.tsx';
import { usePanelDirection } from '../../ui/usePanelDirection.ts';

/** Spec 9: the button shows once the page is scrolled more than this. */
export const BACK_TO_TOP_THRESHOLD = 200;

export type BackToTopProps = { target?: string };

type Scroller = { node: EventTarget; top: () => number; scrollTo: (options: ScrollToOptions) => void };

/** The page, or the element `selector` names in the host's tree (an invalid or missing one falls back to the page). */
function findScroller(host: Element, selector?: string): Scroller {
  const page: Scroller = { node: window, top: () => window.scrollY, scrollTo: (options) => window.scrollTo(options) };
  if (!selector) return page;
  let found: Element | null = null;
  try {
    found = (host.getRootNode() as ParentNode).querySelector(selector);
  } catch {
    console.warn(`si-back-to-top: target "${selector}" is not a valid selector; watching the page instead.`);
    return page;
  }
  if (!found) {
    console.warn(`si-back-to-top: no element matches target "${selector}"; watching the page instead.`);
    return page;
  }
  const container = found;
  return { node: container, top: () => container.scrollTop, scrollTo: (options) => container.scrollTo(options) };
}

/**
 * A floating button at the bottom end corner that appears once the page (or the
 * `target` scroll container) is scrolled past 200 px and scrolls it smoothly to the top.
 */
export function BackToTop({ target }: BackToTopProps) {
  const { t } = useLingui();
  const dir = usePanelDirection();
  const anchor = useRef<HTMLDivElement>(null);
  const scroller = useRef<Scroller>(undefined);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const host = (anchor.current!.getRootNode() as ShadowRoot).host;
    const current = findScroller(host, target);
    scroller.current = current;
    const update = () => setVisible(current.top() > BACK_TO_TOP_THRESHOLD);
    update();
    current.node.addEventListener('scroll', update, { passive: true });
    return () => current.node.removeEventListener('scroll', update);
  }, [target]);

  function handleClick() {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    scroller.current?.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  }

  return (
    <div ref={anchor} className="back-to-top" dir={dir}>
      {visible && (
        <button type="button" className="back-to-top__button" part="button" title={t`Back to top`} onClick={handleClick}>
          <Icon name="arrow-up" />
          <span className="visually-hidden">{t`Back to top`}</span>
        </button>
      )}
    </div>
  );
}
