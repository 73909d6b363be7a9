import { css } from '@lit/reactive-element/css-tag.js';

/** The data table: logical properties throughout so right-to-left needs no overrides. */
export const dataTableStyles = css`
  .data-table {
    display: grid;
    gap: var(--sl-spacing-small);
  }
  .rows {
    display: contents;
  }
  .toolbar,
  .pager {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    align-items: end;
  }
  .pager {
    align-items: center;
    justify-content: flex-end;
    font-size: var(--sl-font-size-small);
  }
  .toolbar label,
  .pager label {
    display: inline-flex;
    flex-direction: column;
    gap: var(--sl-spacing-3x-small);
    font-size: var(--sl-font-size-small);
  }
  .pager label {
    flex-direction: row;
    align-items: center;
    gap: var(--sl-spacing-x-small);
  }
  /* A check filter: the box before its words on one line, level with the fields beside it. */
  .toolbar label.check {
    flex-direction: row;
    align-items: center;
    gap: var(--sl-spacing-2x-small);
    min-block-size: var(--sl-input-height-medium);
  }
  input,
  select,
  button {
    font: inherit;
    color: inherit;
    min-height: 2.25rem;
    padding-block: 0;
    padding-inline: var(--sl-spacing-small);
    border: 1px solid var(--sl-input-border-color);
    border-radius: var(--sl-input-border-radius-medium);
    background: var(--sl-input-background-color);
  }
  button {
    cursor: pointer;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  :is(input, select, button, .scroller):focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }
  .scroller {
    max-height: var(--si-table-height, 60vh);
    overflow: auto;
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-medium);
  }
  /* Where columns continue past the edge, the edge fades (the box scrolls, by arrow keys too). */
  .scroller[data-fade='right'] {
    mask-image: linear-gradient(to right, #000 calc(100% - 2.5rem), transparent);
  }
  .scroller[data-fade='left'] {
    mask-image: linear-gradient(to left, #000 calc(100% - 2.5rem), transparent);
  }
  .scroller[data-fade='both'] {
    mask-image: linear-gradient(to right, transparent, #000 2.5rem, #000 calc(100% - 2.5rem), transparent);
  }
  .scroller:focus-visible {
    mask-image: none;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  /* Cells padded by x-small: a nine-column list (the customer accounts) fits a laptop's 1366 px beside the menu. */
  th,
  td {
    padding-block: 0;
    padding-inline: var(--sl-spacing-x-small);
    text-align: start;
    border-block-end: 1px solid var(--sl-color-neutral-200);
    white-space: nowrap;
  }
  th {
    position: sticky;
    inset-block-start: 0;
    height: 2.5rem;
    background: var(--sl-color-neutral-50);
    font-weight: var(--sl-font-weight-semibold);
    z-index: 1;
  }
  .num {
    text-align: end;
  }
  th .sort {
    border: 0;
    background: none;
    padding: 0;
    font-weight: inherit;
    display: inline-flex;
    gap: var(--sl-spacing-2x-small);
    align-items: center;
  }
  .arrow {
    font-size: 0.7em;
    color: var(--sl-color-neutral-500);
  }
  .spacer td,
  tr.spacer {
    border: 0;
    padding: 0;
  }
  .muted {
    margin: 0;
    color: var(--sl-color-neutral-600);
  }
  .table-error {
    display: flex;
    gap: var(--sl-spacing-small);
    align-items: center;
    padding: var(--sl-spacing-small);
    border-radius: var(--sl-border-radius-medium);
    color: var(--sl-color-danger-700);
    background: var(--sl-color-danger-50);
  }
  /* A name in a link (an account, a customer, a file) is isolated and takes its own direction, as
     bdi does for text cells: "Al-Noor Trading Co." keeps its full stop at its end in Arabic. */
  td a {
    unicode-bidi: plaintext;
  }
  td .row-actions {
    display: inline-flex;
    gap: var(--sl-spacing-x-small);
  }
  /* Two cells lists share: progress as a count and a bar ("3 of 5"), and a state badge ("On hold"). */
  td .progress {
    display: inline-flex;
    gap: var(--sl-spacing-x-small);
    align-items: center;
    white-space: nowrap;
  }
  td .progress progress {
    inline-size: 5rem;
    accent-color: var(--sl-color-primary-600);
  }
  td .badge {
    font-size: var(--sl-font-size-x-small);
    padding-inline: var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    color: var(--sl-color-warning-800);
    background: var(--sl-color-warning-100);
  }
`;
