import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { sidePanelStyles } from '../../ui/side-panel.styles.ts';
import { tableScrollStyles } from '../../ui/table-scroll.styles.ts';
import { leadStyles } from '../kit/leads.styles.ts';
import { salesFieldStyles } from '../kit/sales.styles.ts';
import { SalesLeads } from './SalesLeads.tsx';

/**
 * @summary The sales leads: a paged, sortable, searchable list (name, company, e-mail, phone, state and source in words, owner, created) filtered by state, source and owner (me, nobody or a user); the list starts with every state, newest first (the API filters one state at a time). A lead opens in a side panel with its details, message and custom fields, and the actions its state allows: Qualify, Assign (a user, nobody, or the next member of the sales team in turn), Change the details, Disqualify (asking why), Convert, and Reopen once disqualified. Convert first shows what the lead may already be (contacts with its e-mail and their accounts, accounts with a name like its company, how alike in words) to merge into or not, then the deal (title, pipeline, stage, amount, currency, expected close), and links to the account and deal it made. "New lead" keeps what was typed when the server refuses it, with the message at its field; "Import CSV" lists a refused file's problems by row and column. Write roles (IC, OA, LRA) act; viewers read.
 * @customElement si-sales-leads
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string} account-href - Link template of a sales account's page, `{id}` replaced, e.g. `/spm/accountDetails/7/{id}`: a converted lead links to its account. Without it the account's name is plain text.
 * @attr {string} deal-href - Link template of a deal's page, `{account_id}` and `{id}` replaced, e.g. `/spm/accountDetails/7/{account_id}?deal={id}`: a converted lead links to its deal. Without it the deal's title is plain text.
 * @attr {string | number} lead-id - A lead whose panel opens at start (a link to one lead); closed, the list stays.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A converted lead's account or deal link was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 * @fires {CustomEvent<{ lead_id: number; account_id: number; contact_id: number; deal_id: number | null }>} si-lead-converted - A lead was converted: the account and contact it became or joined, and the deal made (null: none).
 *
 * @csspart base - The section.
 * @csspart heading - "Leads".
 * @csspart create - The "New lead" button (writers only).
 * @csspart import-button - The "Import CSV" button (writers only).
 * @csspart form - The lead form (new, or a lead's details in its panel); `error` its alert.
 * @csspart import - The CSV import form; `import-file` its file input.
 * @csspart import-problems - A refused file's problems: a table of row, column and problem.
 * @csspart imported - How many leads an import created.
 * @csspart notice - The outcome of creating a lead.
 * @csspart state-badge - A lead's state in words in a row.
 * @csspart table - The data table (search, filters, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - The empty list's text.
 * @csspart error - A failed call's message.
 * @csspart panel - A lead's side panel (a modal dialog); `header`, `title`, `close` and `body` its frame.
 * @csspart lead - The panel's content.
 * @csspart outcome - The outcome of the last action on the lead.
 * @csspart facts - The lead's details and custom fields; `state` its state in words.
 * @csspart message - The lead's message.
 * @csspart converted - What a converted lead became; `account-link` and `deal-link` its links.
 * @csspart disqualify-reason - Why a disqualified lead was disqualified.
 * @csspart actions - The lead's actions (writers only): `convert`, `qualify`, `assign`, `edit`, `disqualify`, `reopen`.
 * @csspart assign-form - The Assign step.
 * @csspart disqualify-form - The Disqualify step, asking the reason.
 * @csspart convert-step - The Convert step; `duplicates` what the lead may already be, `account-choices` and `contact-choices` the merge choices (`account-choice`, `contact-choice` each record), `deal` the deal's fields.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiSalesLeads extends elementClass(SalesLeads, {
  attributes: ['accountHref', 'dealHref', 'leadId'],
  events: { onConverted: 'si-lead-converted' },
  styles: [formStyles, dataTableStyles, adminStyles, sidePanelStyles, tableScrollStyles, salesFieldStyles, leadStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare accountHref?: string;
  declare dealHref?: string;
  declare leadId?: string;
}

define('si-sales-leads', SiSalesLeads);

declare global {
  interface HTMLElementTagNameMap {
    'si-sales-leads': SiSalesLeads;
  }
}
