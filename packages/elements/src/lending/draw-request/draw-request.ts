import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { portalStyles } from '../../portal-kit/portal.styles.ts';
import { drawStyles } from '../kit/drawStyles.ts';
import { drawRequestStyles } from './draw-request.styles.ts';
import { DrawRequest } from './DrawRequest.tsx';

/**
 * @summary The borrower's construction draws in the lender portal: each budget line with its budget and what remains, a form to request a draw (an amount on each line wanted, within what remains, and a note; a refused amount is marked at its field with the figures), their draws with their state in words (and a rejection's reason), and a note that the invoices and lien waivers of a draw are uploaded to its requirement in the list below.
 * @customElement si-draw-request
 *
 * @attr {string} token - The portal token of the link (the credential; no sign-in).
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @event {CustomEvent<{ kind: 'draw' }>} si-request-sent - A draw was requested (it made the draw's requirement for its documents: a page may read its list of requirements again).
 * @event {CustomEvent<{ status: number; message: string }>} si-error - The draws could not be loaded (404: the link is not a construction loan's).
 *
 * @csspart draw-request - The whole section; `heading` its heading; `asked` the confirmation of a request.
 * @csspart draw-form - The request form: `lines` the scrolling box of `lines-table`, `line` each line, `remaining`, `amount-error`, `documents-note`, `submit`.
 * @csspart draws - The draws' scrolling box: `draws-table`, `draw` each, `draw-state`, `reject-reason`; `no-draws`, `no-budget` when empty.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiDrawRequest extends elementClass(DrawRequest, {
  attributes: ['token'],
  events: { onError: 'si-error', onSent: 'si-request-sent' },
  styles: [...portalStyles, drawStyles, drawRequestStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare token?: string;
}

define('si-draw-request', SiDrawRequest);

declare global {
  interface HTMLElementTagNameMap {
    'si-draw-request': SiDrawRequest;
  }
}
