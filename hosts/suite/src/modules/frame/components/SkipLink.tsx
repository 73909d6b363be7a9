import type { MouseEvent } from 'react';
import { Trans } from '@lingui/react/macro';

export const MAIN_ID = 'main-content';

/**
 * The first tab stop of every frame: hidden until focused, it moves focus past the menus and
 * bars to the page's main region.
 */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    // Focus, not the router: a hash link would otherwise be taken as a navigation.
    event.preventDefault();
    main.focus();
  }
  return (
    <a className="si-skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      <Trans>Skip to main content</Trans>
    </a>
  );
}
