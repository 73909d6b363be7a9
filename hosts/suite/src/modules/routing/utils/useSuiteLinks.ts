import { useRef } from 'react';
import { $router } from '../states/$router.ts';
import { useElementEvent } from '../../ui/hooks/useElementEvent.ts';

/**
 * A ref for an si-* element whose links (real `<a href>`s that also fire a cancelable
 * `si-navigate`) should move the suite's router instead of reloading the page.
 */
export function useSuiteLinks() {
  const ref = useRef<HTMLElement>(null);
  useElementEvent<CustomEvent<{ href: string }>>(ref, 'si-navigate', (event) => {
    event.preventDefault();
    $router.open(event.detail.href);
  });
  return ref;
}
