import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { withOpenAttribute } from '../../ui/openAttribute.ts';
import { AppSwitcher } from './AppSwitcher.tsx';
import { appSwitcherStyles } from './app-switcher.styles.ts';

/**
 * @summary The application switcher: a drawer titled Applications with one card per application; modules not allowed are greyed and lead to /not-allowed.
 * @customElement si-app-switcher
 *
 * @attr {boolean} open - Present while the drawer is open. `show()` and `hide()` set it; closing from inside removes it.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system` (follows the operating system). Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives. Defaults to the page's origin.
 *
 * @event {CustomEvent<{ href: string }>} si-navigate - A card was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 * @event {CustomEvent<Record<string, never>>} si-close - The drawer closed from inside (Escape, close button, backdrop, a card).
 *
 * @csspart base - The themed wrapper.
 * @csspart panel - The drawer (a modal dialog).
 * @csspart header - The drawer's title bar.
 * @csspart title - The "Applications" title.
 * @csspart close - The close button.
 * @csspart body - The drawer's scrolling content.
 * @csspart list - The list of cards.
 * @csspart card - An application's card (a link); greyed cards also have `card-disabled`.
 * @csspart card-disabled - The card of an application that is not allowed.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-panel-width - Width of the drawer (22rem; never wider than the screen).
 */
export class SiAppSwitcher extends withOpenAttribute(
  elementClass(AppSwitcher, { events: { onClose: 'si-close' }, styles: appSwitcherStyles }),
) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-app-switcher', SiAppSwitcher);

declare global {
  interface HTMLElementTagNameMap {
    'si-app-switcher': SiAppSwitcher;
  }
}
