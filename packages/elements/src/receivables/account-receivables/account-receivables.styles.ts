import { css } from '@lit/reactive-element/css-tag.js';

/** An account's receivables: the credit bar, tab panels, row actions, the payment form's allocations and the statement; logical properties only, so right-to-left needs nothing more. */
export const accountReceivablesStyles = css`
  .credit {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    padding: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-success-300);
    border-radius: var(--sl-border-radius-medium);
  }
  .credit p {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
    margin: 0;
  }
  a.button {
    display: inline-flex;
    align-items: center;
    padding-block: var(--sl-spacing-2x-small);
    padding-inline: var(--sl-spacing-medium);
    border-radius: var(--sl-border-radius-medium);
    text-decoration: none;
  }
  .tab-panel {
    display: grid;
    gap: var(--sl-spacing-medium);
    padding-block-start: var(--sl-spacing-small);
  }
  .tab-actions,
  .actions,
  .row-actions,
  .statement-head {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: end;
  }
  .row-actions {
    align-items: center;
    white-space: nowrap;
  }
  button.link[aria-disabled='true'] {
    color: var(--sl-color-neutral-600);
    cursor: not-allowed;
    text-decoration: none;
  }
  .state {
    white-space: nowrap;
  }
  .reference {
    display: inline-block;
    max-inline-size: 14rem;
    overflow: hidden;
    text-overflow: ellipsis;
    vertical-align: bottom;
  }
  .state--partially_paid,
  .state--open {
    color: var(--sl-color-primary-800);
  }
  .state--paid,
  .state--applied {
    color: var(--sl-color-success-800);
  }
  .state--void {
    color: var(--sl-color-neutral-700);
    text-decoration: line-through;
  }
  .field {
    display: inline-flex;
    flex-direction: column;
    gap: var(--sl-spacing-3x-small);
    font-size: var(--sl-font-size-small);
  }
  .field--check {
    flex-direction: row;
    align-items: center;
    gap: var(--sl-spacing-2x-small);
  }
  .field--check span {
    order: 2;
  }
  .field-row {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
  }
  .field-error {
    color: var(--sl-color-danger-700);
  }
  .hint {
    color: var(--sl-color-neutral-700);
  }
  .panel-form,
  .schedule {
    display: grid;
    gap: var(--sl-spacing-small);
  }
  .allocations {
    display: grid;
    gap: var(--sl-spacing-x-small);
    margin: 0;
    padding: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-medium);
  }
  /* The payment drawer is wide enough for its allocation table on a laptop; on a phone it takes
     the screen's width and the table scrolls inside its own box. */
  .payment-panel {
    --si-panel-width: 36rem;
  }
  .allocations {
    min-inline-size: 0;
  }
  .allocations input {
    box-sizing: border-box;
    inline-size: 8rem;
  }
  .allocations :is(th, td) {
    white-space: nowrap;
  }
  .allocations-list {
    margin: 0;
    padding-inline-start: var(--sl-spacing-medium);
  }
  .numeric {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .table-wrap {
    overflow-x: auto;
  }
  caption {
    text-align: start;
    font-weight: var(--sl-font-weight-semibold);
    padding-block-end: var(--sl-spacing-2x-small);
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-large);
    margin: 0;
  }
  .facts dd {
    margin: 0;
  }
`;
