import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The loan board's look: the columns side by side in a box that scrolls sideways inside itself
 * (the page never scrolls sideways at 375 px), the cards, the column a card would be dropped on.
 * Tokens and logical properties only, so dark and Arabic follow.
 */
export const loanBoardStyles = css`
  .loan-board {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-medium);
    min-inline-size: 0;
  }
  h2,
  h3,
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  h2 {
    font-size: var(--sl-font-size-x-large);
  }
  select,
  button {
    font: inherit;
    max-inline-size: 100%;
    min-block-size: 2rem;
  }
  .sr-only {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  [aria-busy='true'] .columns {
    opacity: 0.7;
  }
  .board-empty {
    padding: var(--sl-spacing-large);
    border: var(--sl-panel-border-width) dashed var(--sl-color-neutral-400);
    border-radius: var(--sl-border-radius-medium);
  }
  .board-scroll {
    overflow-x: auto;
    max-inline-size: 100%;
    overscroll-behavior-inline: contain;
    padding-block-end: var(--sl-spacing-x-small);
  }
  .columns {
    display: flex;
    gap: var(--sl-spacing-medium);
    align-items: start;
    margin: 0;
    padding: 0;
    list-style: none;
    inline-size: max-content;
  }
  .column {
    display: grid;
    gap: var(--sl-spacing-small);
    inline-size: var(--si-board-column-width, 17rem);
    max-inline-size: calc(100vw - 3rem);
    padding: var(--sl-spacing-small);
    border: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
    border-radius: var(--sl-border-radius-large);
    background: var(--sl-color-neutral-50);
    box-sizing: border-box;
  }
  .column--target {
    border-color: var(--sl-color-primary-600);
    outline: 2px dashed var(--sl-color-primary-600);
    outline-offset: -4px;
    background: var(--sl-color-primary-50);
  }
  .column-head {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    font-size: var(--sl-font-size-small);
    color: var(--sl-color-neutral-700);
  }
  .column-head h3 {
    font-size: var(--sl-font-size-medium);
    color: var(--sl-color-neutral-900);
  }
  .drop-indicator {
    color: var(--sl-color-primary-700);
    font-weight: var(--sl-font-weight-semibold);
  }
  .column-empty {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
  .cards {
    display: grid;
    gap: var(--sl-spacing-small);
    margin: 0;
    padding: 0;
    list-style: none;
    max-block-size: var(--si-board-height, 65vh);
    overflow-y: auto;
  }
  .card {
    display: grid;
    gap: var(--sl-spacing-x-small);
    padding: var(--sl-spacing-small);
    border: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-panel-background-color);
    color: var(--sl-color-neutral-900);
  }
  .card[draggable='true'] {
    cursor: grab;
  }
  .card:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: 2px;
  }
  .card--picked {
    border-color: var(--sl-color-primary-600);
    box-shadow: var(--sl-shadow-large);
  }
  .card--dragging {
    opacity: 0.5;
  }
  .card-title {
    font-weight: var(--sl-font-weight-semibold);
  }
  .card-title a {
    color: var(--sl-color-primary-700);
  }
  .card-facts {
    display: grid;
    gap: var(--sl-spacing-3x-small);
    font-size: var(--sl-font-size-small);
  }
  .card-amount {
    font-variant-numeric: tabular-nums;
    font-weight: var(--sl-font-weight-semibold);
  }
  .badge {
    display: inline-block;
    padding: 0 var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    background: var(--sl-color-neutral-100);
    color: var(--sl-color-neutral-800);
  }
`;
