import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { filesStyles } from '../kit/files.styles.ts';
import { SecureFileShare } from './SecureFileShare.tsx';

/**
 * @summary Secure file share: files shared with contacts through links that expire (1-90 days): a paged, sortable, searchable list with expiry and download count; an Office Administrator shares a file (uploaded with progress, or a standard file) with a contact, who gets the link by e-mail, and revokes links.
 * @customElement si-secure-file-share
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The section.
 * @csspart heading - "Secure file share".
 * @csspart create - The Share a file button (Office Administrators only).
 * @csspart form - The share form.
 * @csspart dropzone - Where a file is dropped or chosen.
 * @csspart account-picker - The account search and select of the form (the contact select follows it).
 * @csspart progress - The upload's progress bar.
 * @csspart created - The new share's link (shown once).
 * @csspart created-notice - Its confirmation.
 * @csspart confirm - The revoke confirmation.
 * @csspart notice - The outcome of the last revoke.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No files shared yet." or the search's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiSecureFileShare extends elementClass(SecureFileShare, {
  styles: [formStyles, dataTableStyles, adminStyles, filesStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-secure-file-share', SiSecureFileShare);

declare global {
  interface HTMLElementTagNameMap {
    'si-secure-file-share': SiSecureFileShare;
  }
}
