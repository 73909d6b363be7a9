import { useEffect, useEffectEvent, type RefObject } from 'react';

/** Listens for a DOM event on an element behind a ref (the si-* elements' events), always calling the latest handler. */
export function useElementEvent<E extends Event>(ref: RefObject<HTMLElement | null>, type: string, handler: (event: E) => void): void {
  const onEvent = useEffectEvent((event: Event) => handler(event as E));

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const listener = (event: Event) => onEvent(event);
    element.addEventListener(type, listener);
    return () => element.removeEventListener(type, listener);
  }, [ref, type]);
}
