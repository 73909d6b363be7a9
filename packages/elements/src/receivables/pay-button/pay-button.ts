import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { portalStyles } from '../../portal-kit/portal.styles.ts';
import { barStyles } from '../../portal-kit/portal-bar.styles.ts';
import { PayButton } from '../kit/PayButton.tsx';
import { payStyles } from '../kit/pay-button.styles.ts';

/**
 * @summary Pays one invoice: opens the payment provider's checkout top-level and tells the page when it came back paid.
 * @customElement si-pay-button
 *
 * @attr {string} token - The portal token of the link (the credential; no sign-in).
 * @attr {string | number} item-id - The invoice to pay.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @event {CustomEvent<{ itemId: number; sessionId: string }>} si-paid - The page loaded as the checkout's return for this item and the server confirmed the payment.
 * @event {CustomEvent<{ status: number; message: string }>} si-error - Loading the invoice or starting the payment failed (403: account on hold).
 *
 * @csspart base - The themed wrapper.
 * @csspart pay-button - The Pay button (disabled when paid or on hold).
 * @csspart pay-other - The "Pay another amount" disclosure button (only where the organization takes partial payments).
 * @csspart pay-partial - The form of another amount: its field, hint and Pay button.
 * @csspart amount-error - Why the amount cannot be paid (checked here, or the server's answer).
 * @csspart pay-amount - The Pay button of another amount.
 * @csspart reason - Why the button is disabled.
 * @csspart outcome - The message after returning from the checkout.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiPayButton extends elementClass(PayButton, {
  attributes: ['token', 'itemId'],
  events: { onPaid: 'si-paid', onError: 'si-error' },
  styles: [...portalStyles, barStyles, payStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare token?: string;
  declare itemId?: string;
}

define('si-pay-button', SiPayButton);

declare global {
  interface HTMLElementTagNameMap {
    'si-pay-button': SiPayButton;
  }
}
