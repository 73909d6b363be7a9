import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { AuditLog } from './AuditLog.tsx';

/**
 * @summary The organization's audit log (Office Administrators): events newest first, filtered by entity kind (user, workspace, item, contact, file), actor (pick a name in a row) and date range; paged and sortable.
 * @customElement si-audit-log
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The section.
 * @csspart heading - "Audit log".
 * @csspart actor-filter - The active actor filter (press to remove).
 * @csspart table - The data table (filters, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No events match these filters."
 * @csspart error - A failed call's message (a non-administrator gets the server's refusal).
 *
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiAuditLog extends elementClass(AuditLog, { styles: [dataTableStyles, adminStyles] }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-audit-log', SiAuditLog);

declare global {
  interface HTMLElementTagNameMap {
    'si-audit-log': SiAuditLog;
  }
}
