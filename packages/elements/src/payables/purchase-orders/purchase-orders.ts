import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { tableScrollStyles } from '../../ui/table-scroll.styles.ts';
import { orderStyles } from './orders.styles.ts';
import { PurchaseOrders } from './PurchaseOrders.tsx';

/**
 * @summary Accounts payable's purchase orders: a paged, sortable, searchable list (vendor, number, date wanted, total, state in words) filtered by state; a form that writes a draft order (the vendor, its number, the date wanted, the currency and lines with quantity, unit price and tax rate); and an order's panel with its lines and what was received, its PDF, and Send to the vendor (mailed with the vendor's portal link), Close, and Record goods received. Viewers read only.
 * @customElement si-purchase-orders
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} account-id - One vendor account's orders; new orders are that vendor's. Without it, every vendor's orders, and the form asks for the vendor.
 *
 * @csspart base - The section.
 * @csspart heading - "Purchase orders".
 * @csspart create - The "New purchase order" button.
 * @csspart notice - The outcome of saving an order.
 * @csspart form - The new order's form; `form-error` its alert, `lines` its lines, `line` each line, `add-line`.
 * @csspart state-badge - An order's state in words in a row.
 * @csspart detail - An order's panel: `facts`, `state`, `decline-reason`, `lines`, `pdf`, `actions` (`send`, `close-order`), `receive-form` (`receive`), `outcome`, `close`.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No purchase orders yet." or the filter's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiPurchaseOrders extends elementClass(PurchaseOrders, {
  attributes: ['accountId'],
  styles: [formStyles, dataTableStyles, tableScrollStyles, adminStyles, orderStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare accountId?: string;
}

define('si-purchase-orders', SiPurchaseOrders);

declare global {
  interface HTMLElementTagNameMap {
    'si-purchase-orders': SiPurchaseOrders;
  }
}
