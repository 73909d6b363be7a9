import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { portalStyles } from '../../portal-kit/portal.styles.ts';
import { barStyles } from '../../portal-kit/portal-bar.styles.ts';
import { Comments } from '../../portal-kit/Comments.tsx';
import { commentStyles } from '../../portal-kit/comments.styles.ts';

/**
 * @summary The comment thread of one portal target: read (oldest first), add, edit and delete your own.
 * @customElement si-comments
 *
 * @attr {string} token - The portal token of the link (the credential; no sign-in).
 * @attr {'item' | 'file' | 'workspace'} target-type - What the thread is about: `item`, `file` or `workspace`.
 * @attr {string | number} target-id - The id of that item, file or workspace.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @event {CustomEvent<{ targetType: string; targetId: number; comment: object }>} si-comment-added - A comment was posted; `comment` as the server stored it.
 *
 * @csspart base - The themed wrapper.
 * @csspart comments - The whole thread section.
 * @csspart heading - The "Comments" heading.
 * @csspart thread - The list of comments.
 * @csspart comment - One comment.
 * @csspart comment-text - A comment's text (always plain text).
 * @csspart form - The new-comment form.
 * @csspart submit - The Post comment button.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiComments extends elementClass(Comments, {
  attributes: ['token', 'targetType', 'targetId'],
  events: { onCommentAdded: 'si-comment-added' },
  styles: [...portalStyles, barStyles, commentStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare token?: string;
  declare targetType?: string;
  declare targetId?: string;
}

define('si-comments', SiComments);

declare global {
  interface HTMLElementTagNameMap {
    'si-comments': SiComments;
  }
}
