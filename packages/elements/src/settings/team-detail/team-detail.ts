import '../../base/staff-catalog.ts';
import { css } from '@lit/reactive-element/css-tag.js';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { filesStyles } from '../kit/files.styles.ts';
import { TeamDetail } from './TeamDetail.tsx';

const teamStyles = css`
  .members {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-small);
  }
  /* A long name in the picker is cut inside the field on a phone, not past the screen's edge. */
  .filters label,
  .filters select {
    max-inline-size: 100%;
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
 * @summary One team's page: its name (an Office Administrator renames it; names are unique) and its members, whom an Office Administrator adds and removes; a link back to the teams.
 * @customElement si-team-detail
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} team-id - The team's id.
 * @attr {string} back-href - The teams page, for the "Back to teams" link and the members' Close button.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - "Back to teams" (or Close) was clicked. Cancelable: `preventDefault()` keeps the browser from following it.
 *
 * @csspart base - The section.
 * @csspart back - "Back to teams".
 * @csspart heading - The team's name.
 * @csspart rename - The Rename team button (Office Administrators only).
 * @csspart form - The rename form.
 * @csspart notice - The outcome of the last write.
 * @csspart members - The team's members.
 * @csspart add-member - The add-a-member form (Office Administrators only).
 * @csspart table - The members' data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "This team has no members yet." or the search's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiTeamDetail extends elementClass(TeamDetail, {
  attributes: ['teamId', 'backHref'],
  styles: [formStyles, dataTableStyles, adminStyles, filesStyles, teamStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare teamId?: string;
  declare backHref?: string;
}

define('si-team-detail', SiTeamDetail);

declare global {
  interface HTMLElementTagNameMap {
    'si-team-detail': SiTeamDetail;
  }
}
