import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { warmReads } from '../../portal-kit/warmReads.ts';
import { portalStyles } from '../../portal-kit/portal.styles.ts';
import { requirementStyles } from '../../portal-kit/requirement.styles.ts';
import { UploadRequirements } from './UploadRequirements.tsx';

/**
 * @summary The document-collection, lender and sales-CRM portals: the requested items with their status, due date and review (sent back with a reason, or accepted and locked), resumable multi-file uploads to each, and inline answers and figures.
 * @customElement si-upload-requirements
 *
 * @attr {string} token - The contact's portal token (from the emailed link). Required.
 * @attr {'filestride' | 'bank' | 'spm'} module - Which portal this is: document collection, lender or sales CRM. Defaults to the token's own module.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system` (follows the operating system). Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives. Defaults to the page's origin.
 *
 * @event {CustomEvent<{ itemId: number; fileId: number | null; name: string; size: number }>} si-file-uploaded - A file finished uploading and is stored.
 * @event {CustomEvent<{ status: number; message: string }>} si-error - The portal data could not be loaded (unknown or revoked token, network).
 *
 * @csspart base - The themed wrapper.
 * @csspart portal - The portal's content.
 * @csspart heading - The "Requirements" heading.
 * @csspart hold - The on-hold banner.
 * @csspart item - One requested item (also `item-overdue` when its due date has passed).
 * @csspart kind - The item's kind ("Reporting requirement", ...).
 * @csspart status - The item's status (also `accepted`: the "Accepted" badge of a locked item, which takes no more files).
 * @csspart returned - Why the item was sent back ("Sent back: ..."), while it is returned.
 * @csspart answer - A question's answer or a financial requirement's figure (a form until accepted).
 * @csspart threshold - A financial requirement's threshold (risk rate or target value).
 * @csspart save - The answer's or figure's Save button.
 * @csspart due - The due date.
 * @csspart rules - Accepted file types and size limit.
 * @csspart dropzone - Where files are dropped.
 * @csspart pick - The "choose files" control.
 * @csspart refused - Why a file was refused before upload.
 * @csspart uploads - The list of transfers.
 * @csspart progress - A transfer's progress bar.
 * @csspart files - Files already uploaded.
 * @csspart discussion - The "Comments (n)" disclosure of an item; opening it loads the thread.
 * @csspart comments - The item's comment thread (si-comments).
 * @csspart form - The e-mailed code form (when the organization requires it).
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiUploadRequirements extends elementClass(UploadRequirements, {
  // The portal data starts loading before the element renders.
  warm: warmReads(['context']),
  attributes: ['token', 'module'],
  events: { onFileUploaded: 'si-file-uploaded', onError: 'si-error' },
  styles: [...portalStyles, requirementStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare token?: string;
  declare module?: string;
}

define('si-upload-requirements', SiUploadRequirements);

declare global {
  interface HTMLElementTagNameMap {
    'si-upload-requirements': SiUploadRequirements;
  }
}
