import { css } from '@lit/reactive-element/css-tag.js';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { documentTableStyles, portalStyles } from '../../portal-kit/portal.styles.ts';
import { requirementStyles } from '../../portal-kit/requirement.styles.ts';
import { barStyles } from '../../portal-kit/portal-bar.styles.ts';
import { ContractPortal } from './ContractPortal.tsx';

const contractStyles = css`
  .contracts {
    display: grid;
    gap: var(--sl-spacing-small);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .contract {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
    align-items: center;
    padding: var(--sl-spacing-medium);
    border: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-panel-background-color);
  }
  .contract .name {
    flex: 1 1 12rem;
  }
  .contract-body {
    display: grid;
    gap: var(--sl-spacing-small);
  }
  .contract-body .body {
    max-height: 32rem;
    overflow: auto;
    padding: var(--sl-spacing-medium);
    border: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-neutral-50);
    font-family: var(--sl-font-serif);
    line-height: var(--sl-line-height-loose);
  }
  .note {
    font-size: var(--sl-font-size-small);
  }
`;

/**
 * @summary The contract-lifecycle portal: the "Contracts" list, and one contract to read, revise (upload a new version of its document) and comment on.
 * @customElement si-contract-portal
 *
 * @attr {string} token - The contact's portal token (from the emailed link). Required.
 * @attr {string | number} contract-id - Opens this contract directly (the suite's /public/c/contract-edit/:token/:id). Without it the list shows.
 * @attr {string} edit-href - Makes each contract of the list a link to this URL, `{id}` replaced by the contract's id (e.g. `/public/c/contract-edit/TOKEN/{id}`). Without it a contract opens in place.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system` (follows the operating system). Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives. Defaults to the page's origin.
 *
 * @event {CustomEvent<{ itemId: number; fileId: number | null; name: string; size: number }>} si-file-uploaded - A revised version of a contract's document finished uploading.
 * @event {CustomEvent<{ status: number; message: string }>} si-error - The portal data or the bar's details could not be loaded.
 *
 * @csspart base - The themed wrapper.
 * @csspart portal - The portal's content.
 * @csspart bar - The top bar with the organization's name (and logo), the title and the greeting.
 * @csspart organization - The organization's name, with its logo (`logo`) when it has one.
 * @csspart hold - The red on-hold banner with the organization's message.
 * @csspart heading - The "Contracts" heading.
 * @csspart contracts - The list of contracts; `contract` each entry.
 * @csspart back - The "Back to contracts" button.
 * @csspart item - The opened contract.
 * @csspart body - The contract's text (read-only).
 * @csspart files - The versions of the contract's document.
 * @csspart dropzone - Where a revised version is dropped.
 * @csspart progress - A transfer's progress bar.
 * @csspart discussion - The "Comments (n)" disclosure; opening it loads the thread.
 * @csspart comments - The contract's comment thread (si-comments).
 * @csspart credit - The organization's "powered by" credit at the foot, a link where it set one.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiContractPortal extends elementClass(ContractPortal, {
  attributes: ['token', 'contractId', 'editHref'],
  events: { onFileUploaded: 'si-file-uploaded', onError: 'si-error' },
  styles: [...portalStyles, requirementStyles, documentTableStyles, barStyles, contractStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare token?: string;
  declare contractId?: string;
  declare editHref?: string;
}

define('si-contract-portal', SiContractPortal);

declare global {
  interface HTMLElementTagNameMap {
    'si-contract-portal': SiContractPortal;
  }
}
