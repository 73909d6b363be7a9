import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { UserReport } from './UserReport.tsx';
import { reportStyles } from '../kit/shared.tsx';
import { tableScrollStyles } from '../../ui/table-scroll.styles.ts';

/**
 * @summary A user's report: accounts led, item counts (with a bar) overall and by module, the latest activity, and their pending items account by account, paged by the server.
 * @customElement si-user-report
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} user-id - The user (themself, or anyone for an Office Administrator; others get the server's refusal).
 * @attr {string | number} module-kind - Pending items of this module kind (1-7) only; absent: every module.
 * @csspart base - The section.
 * @csspart heading - "User report".
 * @csspart user - The user's name, e-mail and last sign-in.
 * @csspart facts - Accounts led and item counts.
 * @csspart bar - The to do / in progress / done bar.
 * @csspart by-module - Counts per module.
 * @csspart activity - Recent activity.
 * @csspart pending - The pending items, one table per account.
 * @csspart pager - Accounts per page and page navigation of the pending items.
 * @csspart empty - "No pending items.".
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the tables' scroll areas (default 60vh).
 */
export class SiUserReport extends elementClass(UserReport, { attributes: ['userId', 'moduleKind'], styles: [dataTableStyles, adminStyles, reportStyles, tableScrollStyles] }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare userId?: string;
  declare moduleKind?: string;
}

define('si-user-report', SiUserReport);

declare global {
  interface HTMLElementTagNameMap {
    'si-user-report': SiUserReport;
  }
}
