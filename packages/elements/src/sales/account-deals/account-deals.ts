import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { dealStyles } from '../kit/deal.styles.ts';
import { salesFieldStyles } from '../kit/sales.styles.ts';
import { AccountDeals } from './AccountDeals.tsx';

/**
 * @summary A sales account's deals: a paged, sortable, searchable list (title linking to the deal's page, stage, state in words, amount, expected close with an overdue one said in words, owner) filtered by state. "New deal" asks for the title, the pipeline and one of its stages (the first to start with), the amount and currency (the organization's to start with), the product, the expected close and the owner (the signed-in user to start with), creates the deal only when that form is sent, then goes to the deal; a refused deal keeps what was typed, with the message at its field. Write roles (IC, OA, LRA) create deals; viewers read.
 * @customElement si-account-deals
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} account-id - The sales account.
 * @attr {string} deal-href - Link template of a deal's page, `{account_id}` and `{id}` replaced, e.g. `/spm/accounts/{account_id}/{id}`: a deal's title links there, and a new deal goes there. Without it titles are plain text.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A deal's title was clicked (plain left click), or a new deal goes to its page. Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Deals".
 * @csspart create - The "New deal" button (writers only).
 * @csspart form - The new deal's form; `error` its alert.
 * @csspart notice - The outcome of creating a deal, with a link to it.
 * @csspart deal-link - A deal's title linking to its page (with `deal-href`).
 * @csspart state-badge - A deal's state in words in a row.
 * @csspart table - The data table (search, filter, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - The empty list's text.
 * @csspart error - A failed call's message, or an `account-id` that is not an id.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiAccountDeals extends elementClass(AccountDeals, {
  attributes: ['accountId', 'dealHref'],
  styles: [formStyles, dataTableStyles, adminStyles, salesFieldStyles, dealStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare accountId?: string;
  declare dealHref?: string;
}

define('si-account-deals', SiAccountDeals);

declare global {
  interface HTMLElementTagNameMap {
    'si-account-deals': SiAccountDeals;
  }
}
