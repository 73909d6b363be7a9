import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { activityStyles } from '../kit/activities.styles.ts';
import { dealStyles } from '../kit/deal.styles.ts';
import { salesFieldStyles } from '../kit/sales.styles.ts';
import { Deal } from './Deal.tsx';

/**
 * @summary One deal's page: its title, account (linked) and state in words; the path of its pipeline's stages in order with the current one marked, where a writer moves an open deal by choosing another stage (a button each, so the keyboard works as for any button); its amount and currency, probability (the stage's, said "from the stage", when the deal has none of its own), product, category, expected close (overdue said in words), owner, days in the stage and dates; Change the deal (title, amount, currency, product, category, expected close, owner, probability), Mark won, Mark lost (asking why) and Reopen; once won, Create draft invoice (a draft in receivables for its amount) then a link to the invoice, or, when the organization has no secure invoice, a sentence saying so and no button on later loads; its stage history (from, to, by whom, when); its contacts, with a note that requirements are sent to them from the account's page; and its activities (log a call, meeting, note or e-mail, plan a task, tick one done, delete one). A change refused because the deal was won or lost meanwhile says so and shows the deal as it is now; a refused save keeps what was typed, with the message at its field. Write roles (IC, OA, LRA) act; viewers read.
 * @customElement si-deal
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} deal-id - The deal.
 * @attr {string} account-href - Link template of the deal's account page, `{id}` replaced, e.g. `/spm/accounts/{id}`. Without it the account's name is plain text.
 * @attr {string} invoice-href - Link template of a draft invoice's page, `{id}` replaced, e.g. `/secureinvoice/draft?invoice={id}`: the invoice a won deal was handed on to links there.
 * @attr {string} board-href - The pipeline board, e.g. `/spm/loans`: a Back link. Without it, no Back link.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A link was clicked (plain left click): the board, the account, the invoice. Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart page - The page.
 * @csspart deal - The deal: `board-link`, `deal-heading`, `state` (its state in words), `account` (`account-link`), `outcome` (the result of the last action), `lost-reason`.
 * @csspart stages - The stage path's section: `stage-path` the list, `stage` each stage (a button for writers on an open deal), `stage-current` the deal's stage (also marked aria-current).
 * @csspart facts - The deal's facts: `amount`, `probability`, `expected-close`, `owner`, `days-in-stage`.
 * @csspart actions - The writers' actions: `edit`, `win`, `lose`, `reopen`.
 * @csspart edit-form - Change the deal's form; `error` its alert.
 * @csspart lose-form - Mark lost, asking the reason; `error` its alert.
 * @csspart handover - A won deal's invoice: `handover-invoice` (Create draft invoice), `handover-done` with `invoice-link`, `no-invoices` (the organization has no secure invoice), `handover-error`.
 * @csspart history - The stage history.
 * @csspart contacts - The deal's contacts: `contact` each, `contacts-note`.
 * @csspart activities - The deal's activities: `log-activity`, `activity-form`, `activity-outcome`, `timeline`, `activity` each (`activity-kind`, `activity-subject`, `activity-body`, `activity-due`, `overdue`, `activity-done-at`, `activity-owner`, `activity-done`, `activity-delete`), `activities-empty`, `confirm`.
 * @csspart error - A failed load's message, or a `deal-id` that is not an id.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiDeal extends elementClass(Deal, {
  attributes: ['dealId', 'accountHref', 'invoiceHref', 'boardHref'],
  styles: [formStyles, adminStyles, salesFieldStyles, dealStyles, activityStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare dealId?: string;
  declare accountHref?: string;
  declare invoiceHref?: string;
  declare boardHref?: string;
}

define('si-deal', SiDeal);

declare global {
  interface HTMLElementTagNameMap {
    'si-deal': SiDeal;
  }
}
