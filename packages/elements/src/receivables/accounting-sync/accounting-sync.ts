import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { AccountingSync } from './AccountingSync.tsx';
import { accountingSyncStyles } from './accounting-sync.styles.ts';

/**
 * @summary The receivables accounting integration (Business Central): the connection settings (the client secret never shown back; leave it empty to keep it), "Sync now" for Office Administrators, and the sync log (status, start, fetched, created, updated, failed, message, and each run's failed records on demand). Other roles read.
 * @customElement si-accounting-sync
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The page.
 * @csspart heading - "Accounting integration".
 * @csspart read-only - The note shown to users who may not change settings or sync.
 * @csspart connection - The connection settings section.
 * @csspart form - The settings form.
 * @csspart field-error - A setting's error message (client check or the server's).
 * @csspart save - Save settings (Office Administrators only).
 * @csspart notice - The outcome of the last save.
 * @csspart error - A failed read, with Try again.
 * @csspart log - The sync log section.
 * @csspart sync - "Sync now" (Office Administrators only).
 * @csspart outcome - The outcome of the last sync.
 * @csspart table - The sync log table (rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No sync has run yet."
 * @csspart errors - The failed records of the opened run.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-settings-width - Maximum width of the page (default 64rem).
 * @cssprop --si-table-height - Height of the log's scroll area (default 60vh).
 */
export class SiAccountingSync extends elementClass(AccountingSync, {
  styles: [formStyles, adminStyles, dataTableStyles, accountingSyncStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-accounting-sync', SiAccountingSync);

declare global {
  interface HTMLElementTagNameMap {
    'si-accounting-sync': SiAccountingSync;
  }
}
