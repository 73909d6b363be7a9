import { css } from '@lit/reactive-element/css-tag.js';
import { billReadingStyles } from '../kit/bills/bill-reading.styles.ts';

/**
 * The staff bill screens' own look: the form's fields in a wrapping row, its lines table (which
 * scrolls inside its own box on a phone, never the page), the totals, a bill's facts, the
 * duplicates warning and the state badges. Logical properties only, so Arabic mirrors it.
 */
export const billStyles = css`
  form {
    max-width: none;
  }
  .bill-form form,
  .bill-detail {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-medium);
  }
  .bill-fields {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    align-items: start;
  }
  .field {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    min-inline-size: 0;
  }
  .field input,
  .field select,
  .field textarea {
    font: inherit;
    max-inline-size: 100%;
    box-sizing: border-box;
  }
  .field textarea {
    inline-size: min(40rem, 100%);
  }
  .field-error {
    color: var(--sl-color-danger-700);
  }
  .muted {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
  .sr-only {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .bill-lines {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-small);
    justify-items: start;
  }
  .bill-lines .table-wrap {
    justify-self: stretch;
  }
  .bill-lines table {
    min-inline-size: 48rem;
  }
  .bill-lines td {
    vertical-align: top;
  }
  .bill-lines td input {
    box-sizing: border-box;
    font: inherit;
  }
  .bill-lines td.num input {
    inline-size: 6.5rem;
    text-align: end;
  }
  .bill-lines td.description input {
    inline-size: 100%;
    min-inline-size: 12rem;
  }
  .bill-lines td.account_code input {
    inline-size: 7rem;
  }
  .bill-lines td.amount {
    white-space: nowrap;
  }
  .num {
    text-align: end;
  }
  .totals {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    justify-self: end;
    min-inline-size: min(16rem, 100%);
    margin: 0;
  }
  .totals div {
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
    grid-template-columns: max-content minmax(0, 1fr);
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
    margin: 0;
  }
  .facts dt {
    font-weight: var(--sl-font-weight-semibold);
  }
  .facts dd {
    overflow-wrap: anywhere;
  }
  .memo {
    white-space: pre-line;
    margin: 0;
  }
  .duplicates {
    padding: var(--sl-spacing-small) var(--sl-spacing-medium);
    border: 1px solid var(--sl-color-warning-600);
    border-inline-start-width: 4px;
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-warning-50);
    color: var(--sl-color-neutral-900);
  }
  .duplicates ul {
    margin: var(--sl-spacing-x-small) 0 0;
    padding-inline-start: var(--sl-spacing-large);
  }
  .duplicates a {
    color: var(--sl-color-primary-800);
    overflow-wrap: anywhere;
  }
  .reject-reason {
    margin: 0;
    padding: var(--sl-spacing-small);
    border-inline-start: 4px solid var(--sl-color-danger-600);
    overflow-wrap: anywhere;
  }
  .bill-actions,
  .attach {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: end;
  }
  .bill-actions button[disabled] {
    cursor: not-allowed;
  }
  .overdue {
    color: var(--sl-color-danger-700);
  }
  .state {
    display: inline-block;
    font-size: var(--sl-font-size-x-small);
    padding-inline: var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    color: var(--sl-color-neutral-800);
    background: var(--sl-color-neutral-100);
    white-space: nowrap;
  }
  .state--in_approval,
  .state--received {
    color: var(--sl-color-warning-800);
    background: var(--sl-color-warning-100);
  }
  .state--rejected {
    color: var(--sl-color-danger-800);
    background: var(--sl-color-danger-100);
  }
  .state--approved,
  .state--scheduled,
  .state--paid {
    color: var(--sl-color-success-800);
    background: var(--sl-color-success-100);
  }
  td {
    overflow-wrap: anywhere;
  }
  @media (max-width: 30rem) {
    .facts {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  ${billReadingStyles}
`;
