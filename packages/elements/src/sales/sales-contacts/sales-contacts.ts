import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { salesContactsStyles } from './sales-contacts.styles.ts';
import { SalesContacts } from './SalesContacts.tsx';

/**
 * @summary The sales contacts: the organization's contact directory narrowed to the contacts on a sales account (not archived), as a paged, sortable, searchable list (name, company, e-mail, phone, their sales accounts as links, and their open deals: how many and their amounts per currency). A writer merges two contacts that are one person from a row: "Merge" opens a panel that finds the other contact in the whole directory, asks which of the two to keep, says in words what will happen (accounts, items, comments, files and leads move to the one kept, its empty fields are filled, the other is deleted and its portal links stop working), then merges them. Write roles (IC, OA, LRA) merge; viewers read.
 * @customElement si-sales-contacts
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string} account-href - Link template of a sales account's page, `{id}` replaced, e.g. `/spm/accounts/{id}`: a contact's accounts link there. Without it they are plain names.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - An account's link was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Contacts".
 * @csspart account-link - A sales account's link in a row (with `account-href`).
 * @csspart notice - The outcome of a merge.
 * @csspart merge - The merge panel (writers only); `close` its Close button.
 * @csspart merge-form - The merge form; `error` its alert.
 * @csspart contact-picker - The search and choice of the other contact.
 * @csspart keep - The choice of the contact to keep.
 * @csspart merge-summary - What the merge will do, in words.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - The empty list's text.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiSalesContacts extends elementClass(SalesContacts, {
  attributes: ['accountHref'],
  styles: [formStyles, dataTableStyles, adminStyles, salesContactsStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare accountHref?: string;
}

define('si-sales-contacts', SiSalesContacts);

declare global {
  interface HTMLElementTagNameMap {
    'si-sales-contacts': SiSalesContacts;
  }
}
