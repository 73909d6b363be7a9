import '../../base/staff-catalog.ts';
import { css } from '@lit/reactive-element/css-tag.js';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { TeamsAdmin } from './TeamsAdmin.tsx';

const teamsStyles = css`
  .members {
    display: grid;
    gap: var(--sl-spacing-small);
    padding-block-start: var(--sl-spacing-medium);
    border-block-start: 1px solid var(--sl-color-neutral-200);
  }
  .filters label {
    display: inline-flex;
    flex-direction: column;
    gap: var(--sl-spacing-3x-small);
    font-size: var(--sl-font-size-small);
  }
  .filters {
    align-items: end;
  }
`;

/**
 * @summary The organization's teams: a paged, sortable, searchable list and each team's members; an Office Administrator creates teams (names unique) and adds or removes members.
 * @customElement si-teams-admin
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The section.
 * @csspart heading - "Teams".
 * @csspart create - The New team button (Office Administrators only).
 * @csspart form - The new team form.
 * @csspart members - The open team's members.
 * @csspart add-member - The add-a-member form (Office Administrators only).
 * @csspart notice - The outcome of the last write.
 * @csspart table - A data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No teams yet.", "This team has no members yet." or the search's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the tables' scroll areas (default 60vh).
 */
export class SiTeamsAdmin extends elementClass(TeamsAdmin, { styles: [formStyles, dataTableStyles, adminStyles, teamsStyles] }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-teams-admin', SiTeamsAdmin);

declare global {
  interface HTMLElementTagNameMap {
    'si-teams-admin': SiTeamsAdmin;
  }
}
