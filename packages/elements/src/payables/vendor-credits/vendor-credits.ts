import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { tableScrollStyles } from '../../ui/table-scroll.styles.ts';
import { creditStyles } from './credits.styles.ts';
import { VendorCredits } from './VendorCredits.tsx';

/**
 * @summary A vendor's credits for staff (what the vendor owes back: a credit note it sent, a refund due): a paged, sortable, searchable list (the credit-note number and memo, day, amount, what is left to apply, state in words, the bills it was applied to) filtered by state; "New credit" records one; "Apply to a bill" takes part or all of a credit off one of the vendor's approved bills in its currency (the amount at first the smaller of what is left of the credit and what is still to pay; a bill left with nothing to pay is paid); "Void" (asked first) while nothing of it was applied. Viewers read only.
 * @customElement si-vendor-credits
 *
 * @attr {string | number} account-id - The vendor account (a payables account of the organization). Required.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The section.
 * @csspart heading - "Credits".
 * @csspart create - The "New credit" button.
 * @csspart notice - The outcome of saving or voiding a credit.
 * @csspart confirm - The question before voiding a credit.
 * @csspart form - The new credit's form; `form-error` its alert.
 * @csspart state-badge - A credit's state in words in a row.
 * @csspart applied-to - The bills a credit was applied to, in its row.
 * @csspart apply - A credit's "Apply to a bill" panel: `remaining` (what is left of it), `apply-form` (the bill and the amount), `apply-error`, `outcome`, `no-bills` (no approved bill of its currency to take it), `close`.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No credits from this vendor yet." or the filter's empty result.
 * @csspart error - A failed call's message, or no `account-id`.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiVendorCredits extends elementClass(VendorCredits, {
  attributes: ['accountId'],
  styles: [formStyles, dataTableStyles, tableScrollStyles, adminStyles, creditStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare accountId?: string;
}

define('si-vendor-credits', SiVendorCredits);

declare global {
  interface HTMLElementTagNameMap {
    'si-vendor-credits': SiVendorCredits;
  }
}
