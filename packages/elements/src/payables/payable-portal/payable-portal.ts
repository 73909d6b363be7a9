import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { warmReads } from '../../portal-kit/warmReads.ts';
import { documentTableStyles, portalStyles } from '../../portal-kit/portal.styles.ts';
import { requirementStyles } from '../../portal-kit/requirement.styles.ts';
import { tabsStyles } from '../../ui/tabs.styles.ts';
import { barStyles } from '../../portal-kit/portal-bar.styles.ts';
import { payInstructionStyles } from '../../portal-kit/pay-instructions.styles.ts';
import { PayablePortal } from './PayablePortal.tsx';

/**
 * @summary The vendor's accounts-payable portal: the menu Invoice, Purchase Orders and Pay Instructions, and the upload of a new invoice.
 * @customElement si-payable-portal
 *
 * @attr {string} token - The vendor's portal token (from the emailed link). Required.
 * @attr {'invoice' | 'purchase-orders' | 'pay-instructions'} view - The menu entry shown first. Defaults to `invoice`.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system` (follows the operating system). Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives. Defaults to the page's origin.
 *
 * @event {CustomEvent<{ itemId: number; fileId: number | null; name: string; size: number }>} si-file-uploaded - An invoice file finished uploading and is stored.
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
 * @csspart item - The invoice upload card (rules, files, transfers, comments).
 * @csspart dropzone - Where invoice files are dropped.
 * @csspart progress - A transfer's progress bar.
 * @csspart pay-instructions - The pay instructions: the organization's bank details; also `copy`.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiPayablePortal extends elementClass(PayablePortal, {
  // The portal data (and the bar's details) start loading before the element renders.
  warm: warmReads(['context', 'details']),
  attributes: ['token', 'view'],
  events: { onFileUploaded: 'si-file-uploaded', onError: 'si-error' },
  styles: [...portalStyles, requirementStyles, documentTableStyles, tabsStyles, barStyles, payInstructionStyles],
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
