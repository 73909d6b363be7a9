import { css } from '@lit/reactive-element/css-tag.js';

export const statementStyles = css`
  .statement {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-small);
  }
  /* Numbers, dates and amounts stay on one line ("INV-1001", not "INV-" over "1001"); the amount
     field is wide enough for its whole value. When the card is narrower than the table, the table
     scrolls inside its own box, with the fade cue (TableScroll). */
  .statement-invoices :is(th, td) {
    white-space: nowrap;
  }
  .statement-invoices .pay-partial {
    max-width: none;
  }
  .statement-invoices input[inputmode='decimal'] {
    inline-size: 8rem;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .statement-invoices .field-error {
    white-space: normal;
  }
  .statement-head {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: baseline;
    justify-content: space-between;
  }
  h4 {
    margin: var(--sl-spacing-small) 0 0;
    font-size: var(--sl-font-size-medium);
  }
  .total {
    margin: 0;
    font-size: var(--sl-font-size-large);
  }
  .aging-bar {
    display: flex;
    height: var(--sl-spacing-medium);
    overflow: hidden;
    border-radius: var(--sl-border-radius-pill);
    background: var(--sl-color-neutral-100);
  }
  .seg {
    flex-basis: 0;
  }
  .swatch {
    display: inline-block;
    width: 0.7em;
    height: 0.7em;
    margin-inline-end: var(--sl-spacing-2x-small);
    border-radius: 2px;
  }
  .seg-0 {
    background: var(--sl-color-success-500);
  }
  .seg-1 {
    background: var(--sl-color-primary-400);
  }
  .seg-2 {
    background: var(--sl-color-warning-400);
  }
  .seg-3 {
    background: var(--sl-color-warning-600);
  }
  .seg-4 {
    background: var(--sl-color-danger-600);
  }
`;
