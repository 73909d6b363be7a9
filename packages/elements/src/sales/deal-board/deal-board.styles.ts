import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The pipeline board's look: the columns side by side in a box that scrolls sideways inside
 * itself (snapping column by column on a phone: the page never scrolls sideways at 375 px), each
 * column's cards in a box of its own that scrolls down, cards of one fixed height (the window of
 * cards counts on it: `--si-deal-card-size`), the drop indicator, and the forecast's table with
 * its bars. Tokens and logical properties only, so dark and Arabic follow.
 */
export const dealBoardStyles = css`
  .deal-board {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-medium);
    min-inline-size: 0;
  }
  h2,
  h3 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
  .board-bar {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small) var(--sl-spacing-large);
    align-items: end;
  }
  .board-bar h2 {
    flex: 1 1 12rem;
    font-size: var(--sl-font-size-x-large);
  }
  .field {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    min-inline-size: 0;
    max-inline-size: 100%;
  }
  select {
    font: inherit;
    max-inline-size: 100%;
    min-block-size: 2rem;
  }
  .check {
    display: inline-flex;
    gap: var(--sl-spacing-x-small);
    align-items: center;
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
  .muted {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
  .table-error {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
    color: var(--sl-color-danger-700);
  }
  [aria-busy='true'] .columns {
    opacity: 0.7;
  }
  .board-empty {
    display: grid;
    gap: var(--sl-spacing-x-small);
    padding: var(--sl-spacing-large);
    border: var(--sl-panel-border-width) dashed var(--sl-color-neutral-400);
    border-radius: var(--sl-border-radius-medium);
  }

  /* The columns: side by side, scrolling sideways inside their own box. */
  .board-scroll {
    overflow-x: auto;
    max-inline-size: 100%;
    overscroll-behavior-inline: contain;
    padding-block-end: var(--sl-spacing-x-small);
  }
  .board-scroll:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: 2px;
  }
  [data-fade='right'] {
    mask-image: linear-gradient(to right, #000 calc(100% - 2rem), transparent);
  }
  [data-fade='left'] {
    mask-image: linear-gradient(to left, #000 calc(100% - 2rem), transparent);
  }
  [data-fade='both'] {
    mask-image: linear-gradient(to right, transparent, #000 2rem, #000 calc(100% - 2rem), transparent);
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
    inline-size: var(--si-board-column-width, 18rem);
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
  }
  .column-head h3 {
    font-size: var(--sl-font-size-medium);
  }
  .column-facts {
    display: flex;
    flex-wrap: wrap;
    gap: 0 var(--sl-spacing-small);
    font-size: var(--sl-font-size-small);
    color: var(--sl-color-neutral-700);
  }
  .column-totals {
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: var(--sl-font-size-small);
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .drop-here {
    font-weight: var(--sl-font-weight-semibold);
    color: var(--sl-color-primary-700);
  }
  .column-empty {
    padding: var(--sl-spacing-medium) var(--sl-spacing-small);
    border: var(--sl-panel-border-width) dashed var(--sl-color-neutral-400);
    border-radius: var(--sl-border-radius-medium);
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
  .column-scroll {
    max-block-size: var(--si-board-height, 65vh);
    overflow-y: auto;
    overscroll-behavior-block: contain;
  }
  .cards {
    margin: 0;
    padding: var(--pad-start, 0) 0 var(--pad-end, 0);
    list-style: none;
  }
  .column-more:empty {
    display: none;
  }

  /* A card: one fixed height, so the window of cards knows where each one is. */
  .card-slot {
    block-size: var(--si-deal-card-size, 11.5rem);
    padding: 0 2px var(--sl-spacing-x-small);
    box-sizing: border-box;
  }
  .card-slot--movable {
    block-size: var(--si-deal-card-size, 13.5rem);
  }
  .card {
    display: grid;
    grid-template-rows: auto 1fr auto;
    gap: var(--sl-spacing-2x-small);
    block-size: 100%;
    padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
    border: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-panel-background-color);
    box-sizing: border-box;
    overflow: hidden;
  }
  .card[draggable='true'] {
    cursor: grab;
  }
  .card:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: 1px;
  }
  .card--picked {
    border-color: var(--sl-color-primary-600);
    box-shadow: var(--sl-shadow-large);
  }
  .card--dragging {
    opacity: 0.5;
  }
  .card-title {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    font-weight: var(--sl-font-weight-semibold);
    overflow-wrap: anywhere;
  }
  .card-facts {
    display: grid;
    align-content: start;
    min-block-size: 0;
    font-size: var(--sl-font-size-small);
    line-height: 1.35;
  }
  .card-facts p {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .card-amount {
    display: flex;
    gap: var(--sl-spacing-x-small);
    align-items: center;
    font-variant-numeric: tabular-nums;
  }
  .card-close--overdue {
    color: var(--sl-color-danger-700);
    font-weight: var(--sl-font-weight-semibold);
  }
  .card-owner,
  .card-days {
    color: var(--sl-color-neutral-700);
  }
  .badge {
    display: inline-block;
    padding-inline: var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    color: var(--sl-color-primary-800);
    background: var(--sl-color-primary-100);
    font-size: var(--sl-font-size-x-small);
    font-weight: var(--sl-font-weight-semibold);
  }
  .move-to {
    inline-size: 100%;
    font-size: var(--sl-font-size-small);
  }

  /* The forecast. */
  .forecast {
    display: grid;
    gap: var(--sl-spacing-small);
  }
  .forecast table {
    border-collapse: collapse;
    inline-size: 100%;
  }
  .forecast caption {
    text-align: start;
    font-weight: var(--sl-font-weight-semibold);
    padding-block-end: var(--sl-spacing-x-small);
  }
  .forecast th,
  .forecast td {
    padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
    border-block-end: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
    text-align: start;
    vertical-align: top;
  }
  .forecast .num {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .weighted {
    display: grid;
    grid-template-columns: max-content minmax(4rem, 1fr);
    gap: var(--sl-spacing-small);
    align-items: center;
    font-variant-numeric: tabular-nums;
  }
  .bar {
    display: block;
    block-size: 0.6rem;
    inline-size: calc(var(--share, 0) * 100%);
    min-inline-size: 2px;
    border-radius: var(--sl-border-radius-pill);
    background: var(--sl-color-primary-600);
  }
  .table-wrap {
    overflow-x: auto;
    max-inline-size: 100%;
  }
  .table-wrap:focus-visible {
    outline: var(--sl-focus-ring);
  }

  @media (max-width: 40rem) {
    .board-scroll {
      scroll-snap-type: inline mandatory;
    }
    .column {
      scroll-snap-align: start;
      inline-size: min(var(--si-board-column-width, 18rem), calc(100vw - 3rem));
    }
  }
`;
