import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { sidePanelStyles } from '../../ui/side-panel.styles.ts';
import { tabsStyles } from '../../ui/tabs.styles.ts';
import { workspaceDetailStyles } from './workspace-detail.styles.ts';
import { WorkspaceDetail } from './WorkspaceDetail.tsx';

/**
 * @summary One workspace (account): a header (name, module, lead, team, office, hold and archived badges, progress, and Download all files (ZIP)), a Details tab (name, lead, team, office, workspace kind of lender accounts, hold and its message, custom field values; archive and restore) and a Contacts tab (add from the directory or new, role, portal link issue, rotation, expiry and revocation, the access log). A View Only user reads everything and writes nothing.
 * @customElement si-workspace-detail
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} account-id - The workspace's (account's) id.
 * @attr {string | number} account-type - The module kind of the route (1 to 7); a workspace of another module is not shown.
 *
 * @csspart base - The section.
 * @csspart header - The workspace's name, badges and facts.
 * @csspart heading - The workspace's name.
 * @csspart hold-badge - "On hold".
 * @csspart archived-badge - "Archived".
 * @csspart progress - Requirements accepted of all.
 * @csspart download-all - The Download all files (ZIP) button (any staff role) and its error.
 * @csspart tabs - The Details and Contacts tabs.
 * @csspart tab - One tab.
 * @csspart tab-selected - The current tab.
 * @csspart panel - The current tab's content, and the side panel of one contact (whose own parts are header, title, close and body).
 * @csspart details-form - The Details form (writers).
 * @csspart details - The details as text (View Only users).
 * @csspart custom-fields - The custom fields of the account's module.
 * @csspart archive - Archive or restore the workspace.
 * @csspart confirm - A confirmation (archive, restore, rotate, revoke, remove).
 * @csspart notice - The outcome of the last write.
 * @csspart error - A failed call's message.
 * @csspart contacts - The Contacts tab.
 * @csspart contacts-table - The workspace's contacts.
 * @csspart add-contact - The Add contact button.
 * @csspart add-contact-form - The form adding a contact from the directory or a new one.
 * @csspart contact-picker - The directory search and its results.
 * @csspart contact-facts - The contact's e-mail, phone, company, link state and last access.
 * @csspart role - The contact's role on the workspace.
 * @csspart link-actions - Issue, rotate, change the expiry of and revoke the portal link.
 * @csspart issued-link - The new link, shown once, with its Copy button.
 * @csspart copy-status - Whether copying worked.
 * @csspart access-log - The contact's portal access log.
 * @csspart table - The access log's data table.
 * @csspart pager - Page size and page navigation of the access log.
 * @csspart remove - Remove the contact from the workspace.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-form-width - Width of the Details form (default 28rem).
 * @cssprop --si-panel-width - Width of the contact panel (default 40rem).
 */
export class SiWorkspaceDetail extends elementClass(WorkspaceDetail, {
  attributes: ['accountId', 'accountType'],
  styles: [formStyles, dataTableStyles, adminStyles, tabsStyles, sidePanelStyles, workspaceDetailStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare accountId?: string;
  declare accountType?: string;
}

define('si-workspace-detail', SiWorkspaceDetail);

declare global {
  interface HTMLElementTagNameMap {
    'si-workspace-detail': SiWorkspaceDetail;
  }
}
