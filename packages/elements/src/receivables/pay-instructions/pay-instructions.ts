import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { portalStyles } from '../../portal-kit/portal.styles.ts';
import { barStyles } from '../../portal-kit/portal-bar.styles.ts';
import { PayInstructions } from '../../portal-kit/PayInstructions.tsx';
import { payInstructionStyles } from '../../portal-kit/pay-instructions.styles.ts';

/**
 * @summary How to pay: the organization's bank details for a transfer, with copy buttons.
 * @customElement si-pay-instructions
 *
 * @attr {string} token - The portal token of the link (the credential; no sign-in).
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @event {CustomEvent<{ status: number; message: string }>} si-error - The instructions could not be loaded.
 *
 * @csspart base - The themed wrapper.
 * @csspart pay-instructions - The section.
 * @csspart heading - The "How to pay" heading.
 * @csspart instruction - One set of bank details.
 * @csspart copy - A copy button.
 * @csspart copied - The "copied" confirmation line.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiPayInstructions extends elementClass(PayInstructions, {
  attributes: ['token'],
  events: { onError: 'si-error' },
  styles: [...portalStyles, barStyles, payInstructionStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare token?: string;
}

define('si-pay-instructions', SiPayInstructions);

declare global {
  interface HTMLElementTagNameMap {
    'si-pay-instructions': SiPayInstructions;
  }
}
