import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { DetailsReport } from './DetailsReport.tsx';
import { reportStyles } from '../kit/shared.tsx';

/**
 * @summary Detail report: one account (module, lead, hold) and its items with state, due date, days overdue, assignee and last change; without `account-id`, the accounts of the summary to choose one from.
 * @customElement si-details-report
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} account-id - The account to show; absent: choose one from the summary table.
 * @attr {string | number} module-kind - Module kind (1-7) of the accounts offered when none is chosen.
 * @attr {string} details-href - Optional link template (`:id`) for the accounts offered; absent: choosing opens the account in place.
 * @event {CustomEvent<{ href: string }>} si-navigate - An account link (with `details-href`) was followed; cancel it to route without a reload.
 *
 * @csspart base - The section.
 * @csspart heading - "Detail report".
 * @csspart prompt - "Choose an account to see its items.".
 * @csspart back - "Back to all accounts" (after choosing in place).
 * @csspart account - The account's name.
 * @csspart facts - Module, lead, item and overdue counts.
 * @csspart bar - The account's to do / in progress / done bar.
 * @csspart table - The accounts data table when none is chosen.
 * @csspart empty - "This account has no items.".
 * @csspart error - A failed call's message (e.g. an unknown account).
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the tables' scroll areas (default 60vh).
 */
export class SiDetailsReport extends elementClass(DetailsReport, { attributes: ['accountId', 'moduleKind', 'detailsHref'], styles: [dataTableStyles, adminStyles, reportStyles] }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare accountId?: string;
  declare moduleKind?: string;
  declare detailsHref?: string;
}

define('si-details-report', SiDetailsReport);

declare global {
  interface HTMLElementTagNameMap {
    'si-details-report': SiDetailsReport;
  }
}
