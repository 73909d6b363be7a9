import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { BackToTop } from './BackToTop.tsx';
import { backToTopStyles } from './back-to-top.styles.ts';

/**
 * @summary A floating "Back to top" button that appears once the page is scrolled more than 200 px and scrolls smoothly to the top.
 * @customElement si-back-to-top
 *
 * @attr {string} target - CSS selector of the scroll container to watch, looked up in the element's own document or shadow root. Defaults to the page; an invalid or missing one also falls back to the page (with a console warning).
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left: the button sits at the bottom left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system` (follows the operating system). Defaults to the suite's appearance.
 *
 * @csspart base - The themed wrapper.
 * @csspart button - The floating button (present only past 200 px).
 *
 * @cssprop --si-color-primary - Primary colour of the button; defaults to the appearance preset (#0D9394).
 * @cssprop --si-back-to-top-offset - Distance from the bottom and end edges of the window (--sl-spacing-x-large).
 * @cssprop --si-back-to-top-z-index - Stacking order of the button (--sl-z-index-toast).
 */
export class SiBackToTop extends elementClass(BackToTop, { attributes: ['target'], styles: [backToTopStyles] }) {
  declare locale?: string;
  declare theme?: string;
  declare target?: string;
}

define('si-back-to-top', SiBackToTop);

declare global {
  interface HTMLElementTagNameMap {
    'si-back-to-top': SiBackToTop;
  }
}
