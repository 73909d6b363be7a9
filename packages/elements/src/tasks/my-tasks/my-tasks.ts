import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { MyTasks } from './MyTasks.tsx';

/**
 * @summary My Tasks: the items assigned to the signed-in user or their teams, filtered by status (to do, in progress, done, all) and due date (any, today, past 7 days, this month, this year); paged, sortable, searchable.
 * @customElement si-my-tasks
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The section.
 * @csspart heading - "My tasks".
 * @csspart table - The data table (filters, search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No tasks here." or the search's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiMyTasks extends elementClass(MyTasks, { styles: [dataTableStyles, adminStyles] }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-my-tasks', SiMyTasks);

declare global {
  interface HTMLElementTagNameMap {
    'si-my-tasks': SiMyTasks;
  }
}
