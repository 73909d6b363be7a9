/**
 * Replaces window.matchMedia with a controllable prefers-color-scheme query, so a
 * test can flip the operating system's preference. Install before importing theme.ts.
 */
export type FakeColorScheme = { prefersDark(value: boolean): void; listeners(): number };

export function installFakeMatchMedia(initiallyDark: boolean): FakeColorScheme {
  const target = new EventTarget();
  let matches = initiallyDark;
  let count = 0;
  const query = {
    get matches() {
      return matches;
    },
    media: '(prefers-color-scheme: dark)',
    onchange: null,
    addEventListener: (type: string, listener: EventListener) => {
      count += 1;
      target.addEventListener(type, listener);
    },
    removeEventListener: (type: string, listener: EventListener) => {
      count -= 1;
      target.removeEventListener(type, listener);
    },
    dispatchEvent: (event: Event) => target.dispatchEvent(event),
  } as unknown as MediaQueryList;
  window.matchMedia = (media: string) => {
    if (!media.includes('prefers-color-scheme: dark')) throw new Error(`unexpected media query ${media}`);
    return query;
  };
  return {
    prefersDark(value) {
      matches = value;
      const event = new Event('change');
      Object.defineProperty(event, 'matches', { value });
      target.dispatchEvent(event);
    },
    listeners: () => count,
  };
}
