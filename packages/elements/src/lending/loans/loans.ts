import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { tableScrollStyles } from '../../ui/table-scroll.styles.ts';
import { loanStyles } from '../kit/staff/loan.styles.ts';
import { Loans } from './Loans.tsx';

/**
 * @summary The lender's loans: a paged, sortable list searched by reference or borrower, with each loan's reference (linked to its page), borrower, amount in its currency, product, officer, status in words, stage (or where the booked loan is: monitoring or loan draw), rating, next covenant test (date and covenant) and worst covenant status as a badge in words; filtered by status, where the loan is, product, category, officer (me, nobody or a user) and rating; exported as CSV with the same filters and search. Writers (IC, OA, LRA) open a "New loan" (borrower, amount, currency, product, category, and whether it starts in the loan pipeline or is booked); a refused save keeps what was typed, with the message at its field. Viewers read.
 * @customElement si-loans
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string} loan-href - Link template of a loan's page, `{id}` replaced, e.g. `/bank/accounts/{id}`: each reference links there, and a new loan's notice too. Without it references are plain text.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A loan's link was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Loans".
 * @csspart create - The "New loan" button (writers only).
 * @csspart export - The Export CSV button.
 * @csspart form - The new loan's form; `error` its alert.
 * @csspart notice - The outcome of opening a loan or of an export.
 * @csspart loan-link - A loan's reference, linked to its page.
 * @csspart status-badge - A loan's status in words.
 * @csspart covenant-badge - A loan's worst covenant status in words.
 * @csspart table - The data table (search, filters, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - The empty list's text.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiLoans extends elementClass(Loans, {
  attributes: ['loanHref'],
  styles: [formStyles, dataTableStyles, adminStyles, tableScrollStyles, loanStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare loanHref?: string;
}

define('si-loans', SiLoans);

declare global {
  interface HTMLElementTagNameMap {
    'si-loans': SiLoans;
  }
}
