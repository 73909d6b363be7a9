import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { BillApprovalLink } from './BillApprovalLink.tsx';

/**
 * @summary The public page an approver's mailed approval link opens (no sign-in: the link's token is the credential): the bill (organization, vendor, number, total, dates) and its approval step, then Approve, or Reject with the reason the vendor sees. Opening the page changes nothing; a used, expired or superseded link shows the server's message.
 * @customElement si-bill-approval-link
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string} token - The link's token (the last segment of `/public/approve/{token}`).
 * @attr {string} decision - `reject` opens the reason form at once (the mail's Reject link); anything else shows both buttons.
 *
 * @csspart base - The section.
 * @csspart heading - "Bill approval".
 * @csspart summary - Who asks whom to approve which bill.
 * @csspart facts - Total, dates and the step.
 * @csspart actions - Approve (`approve`) and Reject (`reject`).
 * @csspart reject-form - The reason form (`reject-error` its message).
 * @csspart outcome - The result: `done`, or `failure` with the server's message.
 * @csspart error - The link cannot be used (used, expired, decided, changed, not allowed), in words.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiBillApprovalLink extends elementClass(BillApprovalLink, {
  attributes: ['token', 'decision'],
  styles: [formStyles, adminStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare token?: string;
  declare decision?: string;
}

define('si-bill-approval-link', SiBillApprovalLink);

declare global {
  interface HTMLElementTagNameMap {
    'si-bill-approval-link': SiBillApprovalLink;
  }
}
