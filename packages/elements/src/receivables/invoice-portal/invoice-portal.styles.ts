import { css } from '@lit/reactive-element/css-tag.js';

export const invoicePortalStyles = css`
  .tabs [role='tab'] {
    border-block-end-width: 3px;
  }
  .panel {
    display: grid;
    gap: var(--sl-spacing-medium);
  }
  .back {
    justify-self: start;
  }
  th[scope='row'] {
    font-weight: var(--sl-font-weight-normal);
  }
  /* A number, a date or an amount is read whole: the table scrolls in its box instead. */
  table[part='invoices'] th,
  table[part='invoices'] td {
    white-space: nowrap;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
