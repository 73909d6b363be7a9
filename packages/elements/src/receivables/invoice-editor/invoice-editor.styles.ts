import { css } from '@lit/reactive-element/css-tag.js';

/** The invoice editor: the heading fields in a wrapping row, the lines table of inputs and the totals. */
export const invoiceEditorStyles = css`
  .editor {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-medium);
    max-inline-size: 72rem;
  }
  .draft-fields {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    align-items: start;
  }
  .draft-fields .wide {
    inline-size: min(28rem, 80vw);
  }
  /* The lines fit the editor's width from a laptop up (1366 px with the menu); narrower, the table
     scrolls inside its own box (TableScroll), never the page. */
  .lines {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-small);
    justify-items: start;
  }
  .lines .table-wrap {
    justify-self: stretch;
  }
  .lines table {
    min-inline-size: 46rem;
  }
  .lines input {
    box-sizing: border-box;
  }
  .lines td {
    vertical-align: top;
    padding-block: var(--sl-spacing-2x-small);
    white-space: normal;
  }
  .lines td.num input {
    inline-size: 6.5rem;
    text-align: end;
  }
  .lines td.description input {
    inline-size: 100%;
    min-inline-size: 12rem;
  }
  .lines td.amount {
    padding-block-start: var(--sl-spacing-x-small);
    white-space: nowrap;
  }
  .line-actions {
    display: flex;
    gap: var(--sl-spacing-3x-small);
  }
  .line-actions button {
    min-inline-size: 2.25rem;
    padding-inline: var(--sl-spacing-x-small);
  }
  .totals {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    justify-self: end;
    min-inline-size: 16rem;
    margin: 0;
  }
  .totals div,
  .facts div {
    display: flex;
    justify-content: space-between;
    gap: var(--sl-spacing-large);
  }
  .totals .total {
    font-weight: var(--sl-font-weight-semibold);
  }
  dd {
    margin: 0;
  }
  .facts {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
    gap: var(--sl-spacing-x-small) var(--sl-spacing-large);
    margin: 0;
  }
  .facts dt {
    color: var(--sl-color-neutral-700);
  }
  .memo {
    white-space: pre-line;
  }
  .save-state {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
  .panel .field input {
    min-inline-size: 18rem;
  }
`;
