import '../../base/staff-catalog.ts';
import { css } from '@lit/reactive-element/css-tag.js';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { UsersAdmin } from './UsersAdmin.tsx';

const usersStyles = css`
  .role + .role::before {
    content: ', ';
  }
  .choice {
    display: grid;
    gap: var(--sl-spacing-3x-small);
    font-size: var(--sl-input-label-font-size-medium);
  }
  .field-error {
    color: var(--sl-color-danger-700);
  }
  .user-roles {
    display: grid;
    gap: var(--sl-spacing-small);
    padding: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-300);
    border-radius: var(--sl-border-radius-medium);
  }
  .user-roles h3:focus-visible,
  h2:focus-visible {
    outline: 2px solid var(--sl-color-primary-600);
    outline-offset: 2px;
  }
  .role-list {
    display: grid;
    gap: var(--sl-spacing-small);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .role-list li,
  .add-role {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: end;
  }
  .add-role > [part='error'] {
    flex-basis: 100%;
  }
`;

/**
 * @summary The organization's users with their office roles: a paged, sortable, searchable list; an Office Administrator invites by e-mail (office + role IC/OA/VO/LRA), sets, changes or removes each user's one role per office, resends a pending invitation, resets MFA (after a confirmation) and deactivates or reactivates. Viewers see the list only.
 * @customElement si-users-admin
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The section.
 * @csspart heading - "Users".
 * @csspart create - The Invite a user button (Office Administrators only).
 * @csspart form - The invitation form.
 * @csspart notice - The outcome of the last write.
 * @csspart confirm - The reset-MFA confirmation (Escape cancels).
 * @csspart roles - The office-roles panel of one user (focused when it opens; Escape or Close closes it).
 * @csspart roles-notice - The outcome of the last role change, or the server's refusal.
 * @csspart add-role - The form adding a role in another office.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No users yet." or the search's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiUsersAdmin extends elementClass(UsersAdmin, { styles: [formStyles, dataTableStyles, adminStyles, usersStyles] }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-users-admin', SiUsersAdmin);

declare global {
  interface HTMLElementTagNameMap {
    'si-users-admin': SiUsersAdmin;
  }
}
