import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { portalStyles } from '../../portal-kit/portal.styles.ts';
import { PortalBar } from '../../portal-kit/PortalBar.tsx';
import { barStyles } from '../../portal-kit/portal-bar.styles.ts';

/**
 * @summary The top bar of a token portal: title, greeting, light/dark toggle and the on-hold banner.
 * @customElement si-portal-bar
 *
 * @attr {string} token - The portal token of the link (the credential; no sign-in).
 * @attr {'secureinvoice' | 'payable' | 'filestride' | 'bank' | 'spm' | 'clm'} module - Which portal: `secureinvoice`, `payable` ("Account Payable"), `filestride`, `bank`, `spm` ("Sales CRM Pipeline") or `clm` (contract lifecycle: the hold banner shows the server's message).
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance; the toggle flips this attribute when it is set, else the page's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @event {CustomEvent<{ status: number; message: string }>} si-error - The details call failed (its status text was also shown in a browser alert).
 *
 * @csspart base - The themed wrapper.
 * @csspart bar - The bar.
 * @csspart title - The portal's title.
 * @csspart greeting - "Welcome, first last".
 * @csspart theme-toggle - The dark mode toggle button.
 * @csspart hold - The red on-hold banner.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiPortalBar extends elementClass(PortalBar, {
  attributes: ['token', 'module'],
  events: { onError: 'si-error' },
  styles: [...portalStyles, barStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare token?: string;
  declare module?: string;
}

define('si-portal-bar', SiPortalBar);

declare global {
  interface HTMLElementTagNameMap {
    'si-portal-bar': SiPortalBar;
  }
}
