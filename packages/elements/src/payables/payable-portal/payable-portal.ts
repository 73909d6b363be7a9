import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { warmReads } from '../../portal-kit/warmReads.ts';
import { documentTableStyles, portalStyles } from '../../portal-kit/portal.styles.ts';
import { requirementStyles } from '../../portal-kit/requirement.styles.ts';
import { tabsStyles } from '../../ui/tabs.styles.ts';
import { barStyles } from '../../portal-kit/portal-bar.styles.ts';
import { payInstructionStyles } from '../../portal-kit/pay-instructions.styles.ts';
import { portalBillStyles } from '../kit/bills/portal-bills.styles.ts';
import { PayablePortal } from './PayablePortal.tsx';

/**
 * @summary The vendor's accounts-payable portal: the menu Invoice, Purchase Orders and Pay Instructions (the bank details the vendor is paid to, changed only after the organization verifies them), the vendor's bills with where each stands (received, in approval, rejected with its reason, approved, scheduled, paid with the day and reference), a form that sends a bill (number, dates, currency, total and its PDF, PNG or JPEG) and one that answers a rejection with a corrected bill, and the documents the organization asked for.
 * @customElement si-payable-portal
 *
 * @attr {string} token - The vendor's portal token (from the emailed link). Required.
 * @attr {'invoice' | 'purchase-orders' | 'pay-instructions'} view - The menu entry shown first. Defaults to `invoice`.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system` (follows the operating system). Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives. Defaults to the page's origin.
 *
 * @event {CustomEvent<{ itemId: number; fileId: number | null; name: string; size: number }>} si-file-uploaded - A file of a document the organization asked for finished uploading and is stored.
 * @event {CustomEvent<{ status: number; message: string }>} si-error - The portal data or the bar's details could not be loaded.
 *
 * @csspart base - The themed wrapper.
 * @csspart portal - The portal's content.
 * @csspart bar - The top bar with the "Account Payable" title and the greeting.
 * @csspart greeting - "Welcome, first last".
 * @csspart hold - The red on-hold banner.
 * @csspart tabs - The menu; `tab` each entry, `tab-selected` the one shown. Until the next release also `menu`, `menu-item`, `menu-item-current` (former names).
 * @csspart panel - The content of the current entry.
 * @csspart table - The invoices or purchase orders table.
 * @csspart bills - Invoice: the vendor's bills, newest first; `bill` each (`bill-state` its state in words, `reject-reason`, `paid` with the day and reference, `files`, `correct` the button that opens `correction-form`), `bill-notice` after a bill was sent, `bills-empty` when there are none.
 * @csspart send-bill - The "Send a bill" section: `send-bill-form` (number, dates, currency, total, file), `send` its button, `send-error` a refusal, `hold-notice` instead of the form while on hold.
 * @csspart item - A document the organization asked for (rules, files, transfers, comments).
 * @csspart dropzone - Where its files are dropped.
 * @csspart progress - A transfer's progress bar.
 * @csspart bank-details - Pay Instructions: the bank details the vendor is paid to (`verified`, `pending` with its `state`, `rejected`), and the form to give new ones (`bank-details-form`, `submit`); `hold-notice` instead of the form while on hold.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiPayablePortal extends elementClass(PayablePortal, {
  // The portal data (and the bar's details) start loading before the element renders.
  warm: warmReads(['context', 'details']),
  attributes: ['token', 'view'],
  events: { onFileUploaded: 'si-file-uploaded', onError: 'si-error' },
  styles: [...portalStyles, requirementStyles, documentTableStyles, tabsStyles, barStyles, payInstructionStyles, portalBillStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare token?: string;
  declare view?: string;
}

define('si-payable-portal', SiPayablePortal);

declare global {
  interface HTMLElementTagNameMap {
    'si-payable-portal': SiPayablePortal;
  }
}
